/**
 * The fields of a company's forms (registration, completion, the portal's 信息征集): 供应品类, the
 * 统一社会信用代码 rule, the SMS code countdown. Apart from `supplier` so the public portal's form takes
 * these without the supplier's own record and forms.
 */
export { CategorySelect } from './components/CategorySelect';
export type { CategorySelectProps } from './components/CategorySelect';
export { useCountdown } from './hooks/useCountdown';
export { creditCodeRule, normalizeCreditCode } from './utils/creditCode';
