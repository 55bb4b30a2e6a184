import { system } from '@srm/events';
import type { ListQuery, ListSpec } from '../../http/list-query';
import { accessRefused } from './refusals';

export type DataRule = system.DataRule;
export type DataRuleContext = system.DataRuleContext;

/**
 * The query with the caller's data rules (数据权限) of the list's menu: every rule must hold. A
 * stored rule that no longer fits the list (its field gone) refuses the list rather than showing
 * rows it was meant to hide.
 */
export function withDataRules(
  spec: ListSpec,
  q: ListQuery,
  rules: readonly DataRule[],
  ctx: DataRuleContext,
): ListQuery {
  const dataRules = rules.map((r) => {
    try {
      return system.dataRuleCondition(spec.fields, r, ctx);
    } catch {
      throw accessRefused('DataRuleInvalid');
    }
  });
  return { ...q, dataRules };
}
