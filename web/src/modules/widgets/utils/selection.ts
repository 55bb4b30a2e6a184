/**
 * Selection in the pickers (spec §2 "Dialogs", §5): tables whose selection survives paging, the
 * single-select department tree, and the submit check.
 */
export type Key = string | number | bigint;

export const SELECT_ONE_MESSAGE = '请选择一条记录';
/** Spec §5: batch delete with nothing selected. */
export const BATCH_DELETE_EMPTY_MESSAGE = '请选择一条记录！';

/**
 * The selection after the user ticked `pageKeys` among the rows of the page shown: rows selected on
 * other pages stay (multiple mode); in single mode only the newly ticked row remains.
 */
export function selectionAfterChange<T>(
  selected: readonly T[],
  pageRows: readonly T[],
  pageKeys: readonly Key[],
  keyOf: (row: T) => Key,
  multiple: boolean,
): T[] {
  const ticked = new Set(pageKeys.map(String));
  const onPage = new Set(pageRows.map((r) => String(keyOf(r))));
  const chosen = pageRows.filter((r) => ticked.has(String(keyOf(r))));
  if (!multiple) return chosen.slice(-1);
  const kept = selected.filter((r) => !onPage.has(String(keyOf(r))));
  return [...kept, ...chosen];
}

/** The selection without one row (the selected list's close button). */
export const withoutKey = <T>(selected: readonly T[], key: Key, keyOf: (row: T) => Key): T[] =>
  selected.filter((r) => String(keyOf(r)) !== String(key));

/**
 * Spec §5 "Single-select department tree: checking a new node replaces the old": the keys to keep
 * when the tree reports `checked` after having `previous`.
 */
export function singleCheck(previous: readonly Key[], checked: readonly Key[]): Key[] {
  const before = new Set(previous.map(String));
  const added = checked.filter((k) => !before.has(String(k)));
  if (added.length > 0) return [added[added.length - 1]!];
  return checked.slice(-1);
}

/** Spec §5: submitting nothing, or more than one in single mode, gives 请选择一条记录. */
export function submitCheck(count: number, multiple: boolean): string | null {
  if (count === 0) return SELECT_ONE_MESSAGE;
  if (!multiple && count > 1) return SELECT_ONE_MESSAGE;
  return null;
}

/** The comma-joined value of the selected rows' keys (usernames, ids ...). */
export const joinKeys = <T>(rows: readonly T[], keyOf: (row: T) => Key): string =>
  rows.map((r) => String(keyOf(r))).join(',');

/** The keys of a comma-joined value. */
export const splitValue = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Every node of a tree, depth first (for finding checked departments by key). */
export function flattenTree<N extends { children?: readonly N[] | undefined }>(nodes: readonly N[]): N[] {
  const out: N[] = [];
  const walk = (list: readonly N[]) => {
    for (const n of list) {
      out.push(n);
      if (n.children) walk(n.children);
    }
  };
  walk(nodes);
  return out;
}
