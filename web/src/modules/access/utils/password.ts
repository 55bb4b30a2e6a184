import { passwordProblem as policyProblem, PASSWORDS_DIFFER } from '@srm/contracts/auth';

/** Spec §5 password policy: the contract's rule, the one the server enforces. */
export { PASSWORD_TOO_WEAK, PASSWORDS_DIFFER } from '@srm/contracts/auth';
/** The spec's hint (it asks for more than is enforced: 8 to under 16 characters, all four classes, no '！'). */
export const PASSWORD_HINT = '密码由8位以上16位以下的大写字母、小写字母、数字和特殊符号组成，不含“！”';

/** null when the password is acceptable, else `密码安全等级不够！`. An empty one is the required rule's. */
export const passwordProblem = (password: string): string | null => policyProblem(password);

/** null when the confirmation repeats the password, else `两次输入的密码不一致！`. */
export const confirmProblem = (password: string | undefined, confirm: string): string | null =>
  confirm === (password ?? '') ? null : PASSWORDS_DIFFER;
