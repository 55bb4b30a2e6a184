import type { FilterMode } from './filterValue';
import type { ListFilterColumn } from './listQuery';

/**
 * What the generic list page reads from its columns: the field each one filters, its filter mode,
 * the super query's fields and the export's columns.
 */
export type SuperQueryFieldType = 'string' | 'number' | 'date';

/** The parts of a ProTable column these rules look at (ProColumns fit). */
export type ColumnShape = {
  dataIndex?: unknown;
  key?: string | number | bigint | undefined;
  title?: unknown;
  valueType?: unknown;
  hideInTable?: boolean | undefined;
  hideInSearch?: boolean | undefined;
  search?: unknown;
  /** How the search form's value is sent (antd's own `filterMode` is the header filter menu's). */
  queryMode?: FilterMode | undefined;
  /** Offered in the super query; true takes the type from the column's valueType. */
  searchable?: boolean | SuperQueryFieldType | undefined;
};

/** The API field of a column: its dataIndex ('a.b' for a path), else its key. */
export function fieldOf(c: ColumnShape): string | null {
  if (typeof c.dataIndex === 'string' && c.dataIndex !== '') return c.dataIndex;
  if (Array.isArray(c.dataIndex) && c.dataIndex.length > 0) return c.dataIndex.map(String).join('.');
  if (c.key !== undefined && c.key !== null && String(c.key) !== '') return String(c.key);
  return null;
}

const DATE_TYPES = new Set([
  'date',
  'dateTime',
  'dateRange',
  'dateTimeRange',
  'time',
  'dateWeek',
  'dateMonth',
  'dateYear',
]);
const NUMBER_TYPES = new Set(['digit', 'money', 'percent', 'index', 'indexBorder', 'rate', 'second']);

export function typeOfColumn(c: ColumnShape): SuperQueryFieldType {
  if (typeof c.searchable === 'string') return c.searchable;
  const v = typeof c.valueType === 'string' ? c.valueType : '';
  if (DATE_TYPES.has(v)) return 'date';
  if (NUMBER_TYPES.has(v)) return 'number';
  return 'string';
}

const labelOf = (c: ColumnShape, field: string) => (typeof c.title === 'string' ? c.title : field);

/** The filter mode of every column of the search form that names a field. */
export const filterColumns = (columns: readonly ColumnShape[]): ListFilterColumn[] =>
  columns.flatMap((c) => {
    const key = fieldOf(c);
    return key && !c.hideInSearch && c.search !== false ? [{ key, filterMode: c.queryMode }] : [];
  });

/** The super query's fields: the columns marked searchable, once each. */
export function superQueryFields(
  columns: readonly ColumnShape[],
): { value: string; label: string; type: SuperQueryFieldType }[] {
  const seen = new Set<string>();
  const out: { value: string; label: string; type: SuperQueryFieldType }[] = [];
  for (const c of columns) {
    const field = fieldOf(c);
    if (!c.searchable || !field || seen.has(field)) continue;
    seen.add(field);
    out.push({ value: field, label: labelOf(c, field), type: typeOfColumn(c) });
  }
  return out;
}

/** The export's `field`: the shown data columns in order (no action column, nothing hidden). */
export function exportFields(columns: readonly ColumnShape[]): string[] {
  const out: string[] = [];
  for (const c of columns) {
    const field = fieldOf(c);
    if (!field || c.hideInTable || c.valueType === 'option' || typeof c.dataIndex !== 'string') continue;
    if (!out.includes(field)) out.push(field);
  }
  return out;
}
