import {
  escapeLike,
  typedListValue,
  type ListCondition,
  type ListFieldTypes,
  type ListOp,
} from '@srm/contracts/core';
import { DomainError } from '../../errors';

/**
 * Data rules (数据权限规则) as list conditions: a rule of a menu limits the rows of the menu's list.
 * Checked when a rule is saved (against the list's fields) and applied to every query of the list.
 */

/** A data rule as stored: `column` is a field name of the menu's list, `value` may hold `#{...}` variables. */
export type DataRule = { column: string; condition: string; value: string };
/** What the rule variables stand for: `#{sys_user_code}`, `#{sys_org_code}`, `#{sys_date}`. */
export type DataRuleContext = { username: string; orgCode: string | null; now: Date };

const RULE_OPS: Record<string, ListOp> = {
  '=': '=',
  '!=': '<>',
  '>': '>',
  '>=': '>=',
  '<': '<',
  '<=': '<=',
  in: 'in',
  like: 'like',
};
const VARIABLE = /#\{(sys_user_code|sys_org_code|sys_date)\}/g;
/** China Standard Time (the business day, as the login statistics count it). */
const CST_MS = 8 * 3_600_000;
const cstDay = (now: Date) => new Date(now.getTime() + CST_MS).toISOString().slice(0, 10);

/** Whether a rule value uses a variable (its value is then known only per caller). */
export const hasRuleVariable = (value: string) => new RegExp(VARIABLE.source).test(value);

const invalid = (message: string, field: string): never => {
  throw new DomainError('ValidationFailed', message, { field });
};

/**
 * One rule as a list condition, built only from the list's fields: the column must be one of
 * `fields` and the value is typed as that field. A variable with no value for the caller (no
 * current department) matches no row. Without a caller (a rule being saved) a value with variables
 * is checked by shape only. Throws a ValidationFailed naming the problem.
 */
export function dataRuleCondition(
  fields: ListFieldTypes,
  rule: DataRule,
  ctx?: DataRuleContext,
): ListCondition {
  if (!Object.hasOwn(fields, rule.column))
    invalid(`规则字段 ${rule.column} 不是该菜单列表的字段`, 'ruleColumn');
  const op = Object.hasOwn(RULE_OPS, rule.condition) ? RULE_OPS[rule.condition]! : undefined;
  if (!op) return invalid(`不支持的规则条件 ${rule.condition}`, 'ruleConditions');
  const type = fields[rule.column]!.type;
  let missing = false;
  const resolve = (v: string) => {
    if (!ctx) return v;
    // A date field compared with today: the start of the China Standard Time day.
    if (v === '#{sys_date}' && type === 'date') return `${cstDay(ctx.now)}T00:00:00+08:00`;
    return v.replace(VARIABLE, (_, name: string) => {
      const value =
        name === 'sys_user_code' ? ctx.username : name === 'sys_org_code' ? ctx.orgCode : cstDay(ctx.now);
      if (value === null) missing = true;
      return value ?? '';
    });
  };
  const typedValue = (v: string) => {
    if (!ctx && hasRuleVariable(v)) return v;
    const t = typedListValue(type, v);
    return t.ok ? t.value : invalid(`${rule.column}: ${t.problem}`, rule.column);
  };
  let condition: ListCondition;
  if (op === 'in') {
    const values = rule.value.split(',').map((v) => typedValue(resolve(v.trim())));
    condition = { field: rule.column, op, value: values };
  } else if (op === 'like') {
    if (type !== 'string') invalid(`规则字段 ${rule.column} 不能使用 like`, 'ruleConditions');
    condition = { field: rule.column, op, value: `%${escapeLike(resolve(rule.value))}%` };
  } else {
    condition = { field: rule.column, op, value: typedValue(resolve(rule.value)) };
  }
  return missing ? { field: rule.column, op: 'in', value: [] } : condition;
}
