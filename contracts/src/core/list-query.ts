import { z } from 'zod';

/**
 * The generic list's query syntax (spec §7 "Generic list", §9 paging), parsed against a list's
 * whitelist of fields: pageNo, pageSize, column/order, per-field filter modes and the super query.
 * A shape rule, so a refusal is a zod error naming the field (`isShow: 不是有效的数字`); which fields
 * a list has, and their columns, are the API's.
 */
export type ListFieldType = 'string' | 'number' | 'date';
/** A list's fields by API name (the API's list specs add each one's column). */
export type ListFieldTypes = Record<string, { type: ListFieldType }>;
export type ListOp = '=' | '<>' | '>' | '>=' | '<' | '<=' | 'like' | 'in';
export type ListCondition = { field: string; op: ListOp; value: unknown };
export type ParsedListQuery = {
  pageNo: number;
  pageSize: number;
  sort: { field: string; order: 'asc' | 'desc' };
  filters: ListCondition[];
  superQuery: { match: 'and' | 'or'; conditions: ListCondition[] };
};
export type ListOf = {
  fields: ListFieldTypes;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** Sort columns allowed (a report's): anything else is refused instead of falling back to the default. */
  sortable?: readonly string[];
};

export const MAX_PAGE_SIZE = 1000;
/** The last page anyone may ask for: the offset stays well inside PostgreSQL's bigint and a JS safe integer. */
export const MAX_PAGE_NO = 1_000_000;
/**
 * Numbers a filter compares with: beyond these a value is no row of any column, but PostgreSQL
 * would answer an out-of-range error (a 500) rather than no rows.
 */
const MAX_FILTER_NUMBER = 1e15;

export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

const RULES: Record<string, (v: string) => { op: ListOp; value: string | string[] }> = {
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

/** A refusal of one field (the error handler answers `field: message`). */
class Refused {
  constructor(
    readonly field: string,
    readonly message: string,
  ) {}
}
const refuse = (field: string, message: string): never => {
  throw new Refused(field, message);
};

/** A filter value as its field's type, or the reason it is none (`不是有效的数字`). */
export function typedListValue(
  type: ListFieldType,
  raw: string,
): { ok: true; value: unknown } | { ok: false; problem: string } {
  if (type === 'number') {
    const n = Number(raw);
    return Number.isFinite(n) && Math.abs(n) <= MAX_FILTER_NUMBER && raw.trim() !== ''
      ? { ok: true, value: n }
      : { ok: false, problem: '不是有效的数字' };
  }
  if (type === 'date') {
    const d = new Date(raw);
    // PostgreSQL's timestamptz spans 4713 BC..294276 AD; JS dates outside 0000..9999 are no real filter.
    return Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999
      ? { ok: false, problem: '不是有效的日期' }
      : { ok: true, value: d };
  }
  return { ok: true, value: raw };
}

const typed = (fields: ListFieldTypes, field: string, raw: string): unknown => {
  const t = typedListValue(fields[field]!.type, raw);
  return t.ok ? t.value : refuse(field, t.problem);
};

/** One filter value in the list filter syntax: `*x*` `x*` `*x` contains/starts/ends, `!x`, `>=x` `<=x` `>x` `<x`, `a,b` any of, else equal. */
function filterOf(fields: ListFieldTypes, field: string, raw: string): ListCondition {
  const type = fields[field]!.type;
  const cmp = /^(>=|<=|>|<)(.*)$/.exec(raw);
  if (cmp) return { field, op: cmp[1] as ListOp, value: typed(fields, field, cmp[2]!) };
  if (raw.startsWith('!')) return { field, op: '<>', value: typed(fields, field, raw.slice(1)) };
  if (type === 'string' && raw.length > 1 && (raw.startsWith('*') || raw.endsWith('*'))) {
    const core = escapeLike(raw.replace(/^\*|\*$/g, ''));
    return {
      field,
      op: 'like',
      value: `${raw.startsWith('*') ? '%' : ''}${core}${raw.endsWith('*') ? '%' : ''}`,
    };
  }
  if (raw.includes(','))
    return { field, op: 'in', value: raw.split(',').map((v) => typed(fields, field, v)) };
  return { field, op: '=', value: typed(fields, field, raw) };
}

const intParam = (raw: unknown, fallback: number, name: string, max: number) => {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : refuse(name, `必须是1到${max}之间的整数`);
};
/** Field names are own properties of the whitelist only (`constructor`, `toString` are no fields). */
const isField = (fields: ListFieldTypes, name: unknown): name is string =>
  typeof name === 'string' && Object.hasOwn(fields, name);

function parse(query: Record<string, unknown>, list: ListOf): ParsedListQuery {
  const { fields } = list;
  const q = Object.fromEntries(
    Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
  );
  const pageNo = intParam(q.pageNo, 1, 'pageNo', MAX_PAGE_NO);
  // A larger page than allowed is the largest page (as before), not a refusal; absurd numbers are.
  const pageSize = Math.min(intParam(q.pageSize, 10, 'pageSize', Number.MAX_SAFE_INTEGER), MAX_PAGE_SIZE);
  if (list.sortable && typeof q.column === 'string' && !list.sortable.includes(q.column))
    refuse('column', `不支持按 ${q.column.slice(0, 50)} 排序`);
  const column = isField(fields, q.column) ? q.column : list.defaultSort.field;
  const order = q.order === 'asc' || q.order === 'desc' ? q.order : list.defaultSort.order;

  const filters: ListCondition[] = [];
  for (const [key, raw] of Object.entries(q)) {
    if (typeof raw !== 'string' || raw === '') continue;
    const range = /^(.*)_(begin|end)$/.exec(key);
    if (range && isField(fields, range[1])) {
      filters.push({
        field: range[1]!,
        op: range[2] === 'begin' ? '>=' : '<=',
        value: typed(fields, range[1]!, raw),
      });
    } else if (isField(fields, key)) {
      filters.push(filterOf(fields, key, raw));
    }
    // Anything else (a cache-buster, a UI-only flag) is not a filter.
  }

  const match = q.superQueryMatchType === 'or' ? 'or' : 'and';
  const conditions: ListCondition[] = [];
  if (typeof q.superQueryParams === 'string' && q.superQueryParams !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(decodeURIComponent(q.superQueryParams));
    } catch {
      refuse('superQueryParams', '不是有效的查询条件');
    }
    if (!Array.isArray(parsed) || parsed.length > 50) refuse('superQueryParams', '不是有效的查询条件');
    for (const item of parsed as unknown[]) {
      const { field, rule, val } = (item ?? {}) as Record<string, unknown>;
      if (!isField(fields, field))
        refuse('superQueryParams', `不支持的查询字段 ${String(field).slice(0, 50)}`);
      const make = typeof rule === 'string' && Object.hasOwn(RULES, rule) ? RULES[rule] : undefined;
      if (!make || (typeof val !== 'string' && typeof val !== 'number'))
        refuse('superQueryParams', `不支持的查询规则 ${String(rule).slice(0, 20)}`);
      const name = field as string;
      const { op, value } = make!(String(val));
      // Text matching on a number or date column would be a database error, not an answer.
      if (op === 'like' && fields[name]!.type !== 'string')
        refuse('superQueryParams', `字段 ${name} 不支持模糊查询`);
      conditions.push({
        field: name,
        op,
        value:
          op === 'like'
            ? value
            : Array.isArray(value)
              ? value.map((v) => typed(fields, name, v))
              : typed(fields, name, value),
      });
    }
  }
  return { pageNo, pageSize, sort: { field: column, order }, filters, superQuery: { match, conditions } };
}

/**
 * A list request's query parsed against the list's whitelist, so no request text ever becomes SQL:
 * unknown names in a super query are refused, values are typed to be bound. Throws a ZodError
 * naming the field.
 */
export function parseListQuery(query: Record<string, unknown>, list: ListOf): ParsedListQuery {
  try {
    return parse(query, list);
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    throw new z.ZodError([{ code: 'custom', path: [e.field], message: e.message, input: query[e.field] }]);
  }
}
