import type { BASE_LIST_FIELDS } from '@srm/contracts/masterdata';
import {
  variantView,
  type EntityDefinition,
  type FieldDefinition,
  type QueryMode,
  type QueryView,
} from '@srm/contracts/masterdata';
import { filterValue, rangeFilter, type FilterMode } from '../../widgets';

/** The list's and search form's side of a definition: labels, filter modes, the query a search sends. */

export const BASE_LABELS: Record<(typeof BASE_LIST_FIELDS)[number] | 'pid' | 'hasChild', string> = {
  createBy: '创建人',
  createTime: '创建时间',
  updateBy: '更新人',
  updateTime: '更新时间',
  pid: '上级节点',
  hasChild: '是否有子节点',
};

export const fieldByName = (def: EntityDefinition, name: string): FieldDefinition | undefined =>
  def.fields.find((f) => f.name === name);

export const labelOf = (def: EntityDefinition, name: string): string =>
  fieldByName(def, name)?.label ?? (BASE_LABELS as Record<string, string>)[name] ?? name;

/** A query field as the search form shows it: its field, view and single/group mode. */
export type SearchField = {
  name: string;
  label: string;
  field: FieldDefinition | undefined;
  view: QueryView;
  mode: QueryMode;
};

export function searchFields(def: EntityDefinition, variant: 'buyer' | 'sup' = 'buyer'): SearchField[] {
  const view = variantView(def, variant);
  return (view?.query ?? []).map((q) => ({
    name: q.field,
    label: labelOf(def, q.field),
    field: fieldByName(def, q.field),
    view: q.view,
    mode: q.mode,
  }));
}

/** Text is searched by contains (`*x*`, spec §4); a group is a begin~end pair; the rest as picked. */
export const filterModeOf = (s: Pick<SearchField, 'view' | 'mode' | 'field'>): FilterMode =>
  s.mode === 'group'
    ? 'range'
    : s.view === 'text' && (s.field?.type === 'string' || s.field?.type === 'text')
      ? 'contains'
      : 'eq';

/** The list query parameters of a search form's values (single: one parameter, group: `_begin`/`_end`). */
export function searchQuery(
  fields: readonly SearchField[],
  values: Record<string, unknown>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of fields) {
    const v = values[s.name];
    const mode = filterModeOf(s);
    if (mode === 'range') Object.assign(out, rangeFilter(s.name, v));
    else if (Array.isArray(v)) {
      const joined = v.map(String).filter(Boolean).join(',');
      if (joined) out[s.name] = joined;
    } else {
      const f = filterValue(v, mode);
      if (f !== undefined) out[s.name] = String(f);
    }
  }
  return out;
}

/** The permission prefix of a definition's action codes (`masterdata:material:list` -> `masterdata:material`). */
export const actionPrefix = (def: EntityDefinition): string => def.permissions.list.replace(/:list$/, '');

/** A tree entity's root level (`pid` '0'). */
export const TREE_ROOT = '0';

/** Whether a tree row has children to load (`hasChild` '1' from the server). */
export const hasChildNodes = (row: Record<string, unknown>): boolean =>
  row['hasChild'] === '1' || row['hasChild'] === true || row['hasChild'] === 1;

/** How a tree row is named as a parent (添加下级's 上级节点): `name（code）`, else its first list column. */
export function nodeLabel(def: EntityDefinition, row: Record<string, unknown>): string {
  const text = (name: string) => {
    const v = row[name];
    return v === null || v === undefined ? '' : String(v);
  };
  const has = (name: string) => !!fieldByName(def, name) && text(name) !== '';
  if (has('name')) return has('code') ? `${text('name')}（${text('code')}）` : text('name');
  const first = def.variants.buyer.columns?.[0] ?? def.list.columns[0];
  return first ? text(first) : String(row['id'] ?? '');
}
