import { DomainError } from '@srm/events';
import { sql, type Expression, type RawBuilder, type SqlBool, type SelectQueryBuilder } from 'kysely';

/**
 * The generic list contract (spec §7 "Generic list", §9 paging): pageNo, pageSize, column/order,
 * per-field filter modes and the super query. Field names are the API's; each maps to a column
 * through the entity's whitelist, so no request text ever becomes SQL: unknown names in a super
 * query are refused, values are always bound parameters.
 */
export type FieldType = 'string' | 'number' | 'date';
export type ListFields = Record<string, { column: string; type: FieldType }>;
export type ListSpec = {
  fields: ListFields;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /**
   * The seeded permission id of the list's page (`m-system-user`): the user's data rules of that
   * menu limit the list and its export. A list with a menu must be given its rules (`withDataRules`).
   */
  menuId?: string;
};

type Op = '=' | '<>' | '>' | '>=' | '<' | '<=' | 'like' | 'in';
export type Condition = { field: string; op: Op; value: unknown };
export type ListQuery = {
  pageNo: number;
  pageSize: number;
  sort: { field: string; order: 'asc' | 'desc' };
  filters: Condition[];
  superQuery: { match: 'and' | 'or'; conditions: Condition[] };
  /** The caller's data rules of the list's menu, all of which a row must satisfy (`withDataRules`). */
  dataRules?: Condition[];
};
export type Page<T> = { records: T[]; total: number; current: number; size: number; pages: number };

export const MAX_PAGE_SIZE = 1000;
/** The last page anyone may ask for: the offset stays well inside PostgreSQL's bigint and a JS safe integer. */
export const MAX_PAGE_NO = 1_000_000;
/**
 * Numbers a filter compares with: beyond these a value is no row of any column, but PostgreSQL
 * would answer an out-of-range error (a 500) rather than no rows.
 */
const MAX_FILTER_NUMBER = 1e15;
const RULES: Record<string, (v: string) => { op: Op; value: string | string[] }> = {
  eq: (v) => ({ op: '=', value: v }),
  ne: (v) => ({ op: '<>', value: v }),
  gt: (v) => ({ op: '>', value: v }),
  ge: (v) => ({ op: '>=', value: v }),
  lt: (v) => ({ op: '<', value: v }),
  le: (v) => ({ op: '<=', value: v }),
  in: (v) => ({ op: 'in', value: v.split(',') }),
  like: (v) => ({ op: 'like', value: `%${escapeLike(v)}%` }),
  left_like: (v) => ({ op: 'like', value: `%${escapeLike(v)}` }),
  right_like: (v) => ({ op: 'like', value: `${escapeLike(v)}%` }),
};

const invalid = (message: string, field?: string): never => {
  throw new DomainError('ValidationFailed', message, field ? { field } : undefined);
};
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function typed(spec: ListSpec, field: string, raw: string): unknown {
  const type = spec.fields[field]!.type;
  if (type === 'number') {
    const n = Number(raw);
    return Number.isFinite(n) && Math.abs(n) <= MAX_FILTER_NUMBER && raw.trim() !== ''
      ? n
      : invalid(`${field}: 不是有效的数字`, field);
  }
  if (type === 'date') {
    const d = new Date(raw);
    // PostgreSQL's timestamptz spans 4713 BC..294276 AD; JS dates outside 0000..9999 are no real filter.
    return Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999
      ? invalid(`${field}: 不是有效的日期`, field)
      : d;
  }
  return raw;
}

/** One filter value in the list filter syntax: `*x*` `x*` `*x` contains/starts/ends, `!x`, `>=x` `<=x` `>x` `<x`, `a,b` any of, else equal. */
function filterOf(spec: ListSpec, field: string, raw: string): Condition {
  const type = spec.fields[field]!.type;
  const cmp = /^(>=|<=|>|<)(.*)$/.exec(raw);
  if (cmp) return { field, op: cmp[1] as Op, value: typed(spec, field, cmp[2]!) };
  if (raw.startsWith('!')) return { field, op: '<>', value: typed(spec, field, raw.slice(1)) };
  if (type === 'string' && raw.length > 1 && (raw.startsWith('*') || raw.endsWith('*'))) {
    const core = escapeLike(raw.replace(/^\*|\*$/g, ''));
    return {
      field,
      op: 'like',
      value: `${raw.startsWith('*') ? '%' : ''}${core}${raw.endsWith('*') ? '%' : ''}`,
    };
  }
  if (raw.includes(',')) return { field, op: 'in', value: raw.split(',').map((v) => typed(spec, field, v)) };
  return { field, op: '=', value: typed(spec, field, raw) };
}

const intParam = (raw: unknown, fallback: number, name: string, max: number) => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : invalid(`${name}: 必须是1到${max}之间的整数`, name);
};
/** Field names are own properties of the whitelist only (`constructor`, `toString` are no fields). */
const isField = (spec: ListSpec, name: unknown): name is string =>
  typeof name === 'string' && Object.hasOwn(spec.fields, name);

/** Parses a list request's query string against the entity's whitelist. */
export function parseListQuery(query: Record<string, unknown>, spec: ListSpec): ListQuery {
  const q = Object.fromEntries(
    Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
  );
  const pageNo = intParam(q.pageNo, 1, 'pageNo', MAX_PAGE_NO);
  // A larger page than allowed is the largest page (as before), not a refusal; absurd numbers are.
  const pageSize = Math.min(intParam(q.pageSize, 10, 'pageSize', Number.MAX_SAFE_INTEGER), MAX_PAGE_SIZE);
  const column = isField(spec, q.column) ? q.column : spec.defaultSort.field;
  const order = q.order === 'asc' || q.order === 'desc' ? q.order : spec.defaultSort.order;

  const filters: Condition[] = [];
  for (const [key, raw] of Object.entries(q)) {
    if (typeof raw !== 'string' || raw === '') continue;
    const range = /^(.*)_(begin|end)$/.exec(key);
    if (range && isField(spec, range[1])) {
      filters.push({
        field: range[1]!,
        op: range[2] === 'begin' ? '>=' : '<=',
        value: typed(spec, range[1]!, raw),
      });
    } else if (isField(spec, key)) {
      filters.push(filterOf(spec, key, raw));
    }
    // Anything else (a cache-buster, a UI-only flag) is not a filter.
  }

  const match = q.superQueryMatchType === 'or' ? 'or' : 'and';
  const conditions: Condition[] = [];
  if (typeof q.superQueryParams === 'string' && q.superQueryParams !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(decodeURIComponent(q.superQueryParams));
    } catch {
      invalid('superQueryParams: 不是有效的查询条件', 'superQueryParams');
    }
    if (!Array.isArray(parsed) || parsed.length > 50)
      invalid('superQueryParams: 不是有效的查询条件', 'superQueryParams');
    for (const item of parsed as unknown[]) {
      const { field, rule, val } = (item ?? {}) as Record<string, unknown>;
      if (!isField(spec, field)) {
        invalid(`superQueryParams: 不支持的查询字段 ${String(field).slice(0, 50)}`, 'superQueryParams');
      }
      const make = typeof rule === 'string' && Object.hasOwn(RULES, rule) ? RULES[rule] : undefined;
      if (!make || (typeof val !== 'string' && typeof val !== 'number')) {
        invalid(`superQueryParams: 不支持的查询规则 ${String(rule).slice(0, 20)}`, 'superQueryParams');
      }
      const { op, value } = make!(String(val));
      // Text matching on a number or date column would be a database error, not an answer.
      if (op === 'like' && spec.fields[field as string]!.type !== 'string')
        invalid(`superQueryParams: 字段 ${field as string} 不支持模糊查询`, 'superQueryParams');
      conditions.push({
        field: field as string,
        op,
        value:
          op === 'like'
            ? value
            : Array.isArray(value)
              ? value.map((v) => typed(spec, field as string, v))
              : typed(spec, field as string, value),
      });
    }
  }
  return { pageNo, pageSize, sort: { field: column, order }, filters, superQuery: { match, conditions } };
}

function conditionSql(spec: ListSpec, c: Condition): Expression<SqlBool> {
  const ref = sql.ref(spec.fields[c.field]!.column);
  if (c.op === 'in') {
    const values = c.value as unknown[];
    return values.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`${ref} in (${sql.join(values)})`;
  }
  if (c.op === 'like') return sql<SqlBool>`${ref} like ${c.value} escape '\\'`;
  // The operator comes from the fixed set above, never from request text.
  return sql<SqlBool>`${ref} ${sql.raw(c.op)} ${c.value}`;
}

/** The list's filters, super query and data rules as one condition (the list and its export share it). */
export function listWhere(spec: ListSpec, q: ListQuery): RawBuilder<SqlBool> {
  // Fail closed: a list bound to a menu never runs without the caller's rules of that menu.
  if (spec.menuId !== undefined && q.dataRules === undefined)
    throw new Error(`list of menu ${spec.menuId} queried without its data rules`);
  const all: Expression<SqlBool>[] = [...q.filters, ...(q.dataRules ?? [])].map((c) => conditionSql(spec, c));
  if (q.superQuery.conditions.length > 0) {
    const sup = q.superQuery.conditions.map((c) => conditionSql(spec, c));
    all.push(sql<SqlBool>`(${sql.join(sup, sql.raw(q.superQuery.match === 'or' ? ' or ' : ' and '))})`);
  }
  return all.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(all, sql.raw(' and '))})`;
}

/**
 * Runs a parsed list query over `base` (already scoped to the caller: tenant, supplier).
 * `unfilteredTotal`, when given, answers `total` for a query without filters instead of a count(*)
 * over `base` (an exact count kept elsewhere, e.g. sys_user_tenant_count).
 */
export async function runListQuery<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  spec: ListSpec,
  q: ListQuery,
  unfilteredTotal?: () => Promise<number>,
): Promise<Page<O>> {
  const filtered = base.where(listWhere(spec, q));
  const [records, count] = await Promise.all([
    filtered
      .orderBy(sql.ref(spec.fields[q.sort.field]!.column), q.sort.order)
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize)
      .execute(),
    unfilteredTotal &&
    q.filters.length === 0 &&
    q.superQuery.conditions.length === 0 &&
    (q.dataRules ?? []).length === 0
      ? unfilteredTotal().then((total) => ({ total }))
      : (filtered
          .clearSelect()
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirst() as Promise<{ total: number } | undefined>),
  ]);
  const total = Number(count?.total ?? 0);
  return {
    records: records as O[],
    total,
    current: q.pageNo,
    size: q.pageSize,
    pages: Math.ceil(total / q.pageSize),
  };
}

/** The lists bound to a menu (`ListSpec.menuId`), so a data rule's column is checked against its list when saved. */
const listsByMenu = new Map<string, ListSpec>();

/** Declares a list; with `menuId` it is the list data rules of that menu apply to (one list per menu). */
export function listSpec(spec: ListSpec): ListSpec {
  if (spec.menuId !== undefined) {
    const other = listsByMenu.get(spec.menuId);
    if (other && other !== spec) throw new Error(`menu ${spec.menuId} already has a list`);
    listsByMenu.set(spec.menuId, spec);
  }
  return spec;
}

/** The list of a menu, if it has one (rules on a menu without a list have no effect). */
export const listOfMenu = (menuId: string): ListSpec | undefined => listsByMenu.get(menuId);

/** A data rule as stored: `column` is a field name of the menu's list, `value` may hold `#{...}` variables. */
export type DataRule = { column: string; condition: string; value: string };
/** What the rule variables stand for: `#{sys_user_code}`, `#{sys_org_code}`, `#{sys_date}`. */
export type DataRuleContext = { username: string; orgCode: string | null; now: Date };

export const DATA_RULE_INVALID = '数据权限规则配置有误，请联系管理员';
const RULE_OPS: Record<string, Op> = {
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

/**
 * One rule as a list condition, built only from the list's whitelist: the column must be a field of
 * `spec` and the value is typed as that field and bound. A variable with no value for the caller
 * (no current department) matches no row. Throws a ValidationFailed naming the problem.
 */
export function dataRuleCondition(spec: ListSpec, rule: DataRule, ctx?: DataRuleContext): Condition {
  if (!Object.hasOwn(spec.fields, rule.column))
    invalid(`规则字段 ${rule.column} 不是该菜单列表的字段`, 'ruleColumn');
  const op = Object.hasOwn(RULE_OPS, rule.condition) ? RULE_OPS[rule.condition]! : undefined;
  if (!op) return invalid(`不支持的规则条件 ${rule.condition}`, 'ruleConditions');
  const field = spec.fields[rule.column]!;
  let missing = false;
  const resolve = (v: string) => {
    if (!ctx) return v;
    // A date field compared with today: the start of the China Standard Time day.
    if (v === '#{sys_date}' && field.type === 'date') return `${cstDay(ctx.now)}T00:00:00+08:00`;
    return v.replace(VARIABLE, (_, name: string) => {
      const value =
        name === 'sys_user_code' ? ctx.username : name === 'sys_org_code' ? ctx.orgCode : cstDay(ctx.now);
      if (value === null) missing = true;
      return value ?? '';
    });
  };
  // Without a caller (checking a rule as it is saved) a value with variables is checked by shape only.
  const typedValue = (v: string) => (!ctx && hasRuleVariable(v) ? v : typed(spec, rule.column, v));
  let condition: Condition;
  if (op === 'in') {
    const values = rule.value.split(',').map((v) => typedValue(resolve(v.trim())));
    condition = { field: rule.column, op, value: values };
  } else if (op === 'like') {
    if (field.type !== 'string') invalid(`规则字段 ${rule.column} 不能使用 like`, 'ruleConditions');
    condition = { field: rule.column, op, value: `%${escapeLike(resolve(rule.value))}%` };
  } else {
    condition = { field: rule.column, op, value: typedValue(resolve(rule.value)) };
  }
  return missing ? { field: rule.column, op: 'in', value: [] } : condition;
}

/**
 * The query with the caller's data rules of the list's menu (every rule must hold). A stored rule
 * that no longer fits the list (its field gone) refuses the list rather than showing rows it was
 * meant to hide.
 */
export function withDataRules(
  spec: ListSpec,
  q: ListQuery,
  rules: readonly DataRule[],
  ctx: DataRuleContext,
): ListQuery {
  const dataRules = rules.map((r) => {
    try {
      return dataRuleCondition(spec, r, ctx);
    } catch {
      throw new DomainError('IllegalState', DATA_RULE_INVALID);
    }
  });
  return { ...q, dataRules };
}
