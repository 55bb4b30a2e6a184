import type { ListQuery } from './listQuery';

/**
 * A tree shown in a table whose levels load lazily (a tree entity's list, the category tree): pure
 * parts, so the screens only hold the loaded levels and the expanded keys.
 */

/** A row as the table holds it: its loaded children, or [] (an expand arrow) while they are not loaded. */
export type TreeRow<T> = T & { children?: TreeRow<T>[] };

/**
 * The tree as shown: each row with its loaded children, or [] when it has unloaded ones, none when it
 * is a leaf (or its loaded level is empty). Rows the table hands back with `children` are taken bare.
 */
export function treeRows<T extends object>(
  rows: readonly T[],
  childrenOf: ReadonlyMap<string, readonly T[]>,
  keyOf: (row: T) => string,
  hasChildren: (row: T) => boolean,
): TreeRow<T>[] {
  return rows.map((r) => {
    const { children: _children, ...bare } = r as TreeRow<T>;
    const row = bare as T;
    const loaded = childrenOf.get(keyOf(row));
    if (loaded)
      return loaded.length > 0 ? { ...row, children: treeRows(loaded, childrenOf, keyOf, hasChildren) } : row;
    return hasChildren(row) ? { ...row, children: [] } : row;
  });
}

/** The list query's keys that only page or sort: with nothing else, a tree list shows its roots. */
const NOT_A_SEARCH = new Set(['pageNo', 'pageSize', 'column', 'order']);

/** Whether a list query filters (a search field or the super query): a tree list then shows matches flat. */
export const isSearch = (query: ListQuery): boolean => Object.keys(query).some((k) => !NOT_A_SEARCH.has(k));
