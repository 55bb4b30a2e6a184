import type { MenuItem } from '../types';

/**
 * Spec §2 side menu, new style: two levels in the sider, the third level as a list beside the
 * second-level entry that holds it. Pure shapes for the sider to render (hidden entries dropped).
 */
export type SideEntry = {
  path: string;
  title: string;
  icon: string | null;
  /** Opens in a new window (an external address or target _blank). */
  external: boolean;
  url: string | null;
  children: SideEntry[];
};

const isExternalUrl = (url: string | null) => !!url && /^https?:\/\//.test(url);

const toEntry = (m: MenuItem): SideEntry => ({
  path: m.path,
  title: m.meta.title,
  icon: m.meta.icon,
  external: isExternalUrl(m.path) || m.meta.target === '_blank',
  url: m.meta.url,
  children: (m.children ?? []).filter((c) => !c.hidden).map(toEntry),
});

/** The visible menu as sider entries (expects `visibleMenu`'s output: parents of hidden children already hidden). */
export const sideEntries = (menu: readonly MenuItem[]): SideEntry[] =>
  menu.filter((m) => !m.hidden).map(toEntry);

/** Every entry at depth three or deeper, flattened: the new style lists them beside their second-level parent. */
export const thirdLevelItems = (second: SideEntry): SideEntry[] =>
  second.children.flatMap((c) => (c.children.length ? [c, ...thirdLevelItems(c)] : [c]));

/** The chain of entries from the top level down to the one for `pathname` (empty when no entry matches). */
export function entryTrail(entries: readonly SideEntry[], pathname: string): SideEntry[] {
  for (const e of entries) {
    if (e.path === pathname) return [e];
    const below = entryTrail(e.children, pathname);
    if (below.length) return [e, ...below];
  }
  return [];
}

/**
 * The keys the sider marks for the current route: in the new style the deepest shown entry is at
 * level two, so a third-level page selects its second-level parent; the old style selects the page.
 */
export function menuKeys(
  entries: readonly SideEntry[],
  pathname: string,
  style: 'new' | 'old',
): { selected: string[]; open: string[] } {
  const trail = entryTrail(entries, pathname);
  if (!trail.length) return { selected: [], open: [] };
  const shown = style === 'new' ? trail.slice(0, 2) : trail;
  return {
    selected: [shown[shown.length - 1]!.path],
    open: shown.slice(0, -1).map((e) => e.path),
  };
}

/** Spec §9: the third-level list is 128 px per column, up to 4 columns. */
export const THIRD_LEVEL_COLUMN_PX = 128;
export const THIRD_LEVEL_MAX_COLUMNS = 4;
/** Rows a column holds before the list opens another column. */
export const THIRD_LEVEL_ROWS = 8;

/** Columns and rows of the third-level list for n entries (filled column by column). */
export function thirdLevelGrid(n: number): { columns: number; rows: number } {
  if (n <= 0) return { columns: 0, rows: 0 };
  const columns = Math.min(THIRD_LEVEL_MAX_COLUMNS, Math.ceil(n / THIRD_LEVEL_ROWS));
  return { columns, rows: Math.ceil(n / columns) };
}

/** Which scroll buttons an overflowing menu shows (a pixel of slack absorbs fractional scrolling). */
export function scrollButtons(
  scrollTop: number,
  clientHeight: number,
  scrollHeight: number,
): { up: boolean; down: boolean } {
  return { up: scrollTop > 1, down: scrollTop + clientHeight < scrollHeight - 1 };
}
