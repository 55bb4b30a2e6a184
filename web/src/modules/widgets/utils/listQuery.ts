import { filterValue, rangeFilter, type FilterMode } from './filterValue';
import { superQueryParams, type SuperQueryDraft, type SuperQueryMatchType } from './superQuery';

/**
 * The generic list request (spec §7): ProTable's paging, search form, sorter and header filters turned
 * into `pageNo`, `pageSize`, the fields' filters in their modes, `column`/`order` and the super query.
 */
export type ListSortOrder = 'ascend' | 'descend' | null | undefined;
export type ListFilterColumn = { key: string; filterMode?: FilterMode | undefined };
export type ListQueryInput = {
  params: Record<string, unknown>;
  sort?: Record<string, ListSortOrder> | undefined;
  filter?: Record<string, readonly (string | number | boolean)[] | null | undefined> | undefined;
  columns: readonly ListFilterColumn[];
  superQuery?: { conditions: readonly SuperQueryDraft[]; matchType: SuperQueryMatchType } | undefined;
};
export type ListQuery = Record<string, string | number>;

/** ProTable's own keys and the page's internal ones: never filters. */
const RESERVED = new Set(['current', 'pageSize', 'keyword', '_timestamp', 'superQuery']);

const positive = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

export function listQuery({ params, sort, filter, columns, superQuery }: ListQueryInput): ListQuery {
  const modes = new Map(columns.map((c) => [c.key, c.filterMode]));
  const out: ListQuery = {
    pageNo: positive(params['current'], 1),
    pageSize: positive(params['pageSize'], 10),
  };
  for (const [key, value] of Object.entries(params)) {
    if (RESERVED.has(key)) continue;
    const mode = modes.get(key) ?? 'eq';
    if (mode === 'range') {
      Object.assign(out, rangeFilter(key, value));
    } else if (Array.isArray(value)) {
      // A multi-valued field (checkboxes, multi-select): any of the values.
      const joined = value
        .map((v) => String(v).trim())
        .filter(Boolean)
        .join(',');
      if (joined) out[key] = joined;
    } else {
      const v = filterValue(value, mode);
      if (v !== undefined) out[key] = v;
    }
  }
  for (const [key, values] of Object.entries(filter ?? {})) {
    if (values && values.length > 0) out[key] = values.map(String).join(',');
  }
  const sorted = Object.entries(sort ?? {}).find(([, order]) => order === 'ascend' || order === 'descend');
  if (sorted) {
    out['column'] = sorted[0];
    out['order'] = sorted[1] === 'ascend' ? 'asc' : 'desc';
  }
  if (superQuery) {
    const sq = superQueryParams(superQuery.conditions, superQuery.matchType);
    if (sq.superQueryParams) {
      out['superQueryParams'] = sq.superQueryParams;
      out['superQueryMatchType'] = sq.superQueryMatchType ?? 'and';
    }
  }
  return out;
}

/**
 * The export of what the list shows (spec §7, docs/auth.md "Export"): the list's filters, sorter and
 * super query without paging, `selections` when rows are ticked, `field` the shown columns in order.
 */
export function exportQuery(
  query: ListQuery,
  selections: readonly (string | number)[],
  fields: readonly string[],
): ListQuery {
  const { pageNo: _pageNo, pageSize: _pageSize, ...rest } = query;
  const out: ListQuery = { ...rest };
  if (selections.length > 0) out['selections'] = selections.map(String).join(',');
  if (fields.length > 0) out['field'] = fields.join(',');
  return out;
}

/** A list answer as rows and total: `{ records, total }` or a plain array (spec §7 "result list or result.records"). */
export function pageOf<T>(result: unknown): { records: T[]; total: number; totalEstimated?: true } {
  if (Array.isArray(result)) return { records: result as T[], total: result.length };
  if (typeof result === 'object' && result !== null) {
    const r = result as { records?: unknown; total?: unknown; totalEstimated?: unknown };
    const records = Array.isArray(r.records) ? (r.records as T[]) : [];
    const total = typeof r.total === 'number' ? r.total : records.length;
    return { records, total, ...(r.totalEstimated === true ? { totalEstimated: true as const } : {}) };
  }
  return { records: [], total: 0 };
}
