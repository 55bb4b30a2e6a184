import type { TabPage } from '../types';

/**
 * Pure rules of the multi-tab bar (spec §4 "Tabs"), used by tabsMachine. A `TabList` is the open
 * pages in order, the active full path and a generation per full path: a view is keyed by full
 * path and generation, so bumping the generation (refresh, or closing the tab) remounts it.
 */

export const HOME_PATH = '/dashboard/analysis';
export const HOME_CLOSE_REFUSED = '首页不能关闭!';
export const LAST_TAB_CLOSE_REFUSED = '这是最后一页，不能再关闭了啦';

/** The home tab (spec §2: / is 首页 and redirects to /dashboard/analysis). */
export const HOME_TAB: TabPage = {
  fullPath: HOME_PATH,
  path: HOME_PATH,
  name: 'dashboard-analysis',
  meta: { title: '首页', icon: null, keepAlive: false },
};

export type TabList = {
  pages: readonly TabPage[];
  activeKey: string;
  generations: Readonly<Record<string, number>>;
};

/** A close that the rules refuse, with the message to show. */
export type Refusal = { refused: string };

export const generationOf = (list: Pick<TabList, 'generations'>, fullPath: string): number =>
  Object.hasOwn(list.generations, fullPath) ? (list.generations[fullPath] ?? 0) : 0;

/** The React key of a tab's view: changes when the tab is refreshed or closed, so it remounts. */
export const tabViewKey = (list: Pick<TabList, 'generations'>, fullPath: string): string =>
  `${fullPath}#${generationOf(list, fullPath)}`;

/** View keys a keep-alive cache should hold: the open keep-alive tabs. */
export const keepAliveKeys = (list: Pick<TabList, 'pages' | 'generations'>): string[] =>
  list.pages.filter((p) => p.meta.keepAlive).map((p) => tabViewKey(list, p.fullPath));

const bump = (generations: TabList['generations'], fullPaths: readonly string[]): TabList['generations'] => {
  if (fullPaths.length === 0) return generations;
  const next = { ...generations };
  for (const key of fullPaths) next[key] = generationOf({ generations }, key) + 1;
  return next;
};

const keys = (pages: readonly TabPage[]): string[] => pages.map((p) => p.fullPath);

/** Drops the pages not kept; their generations are bumped (a closed keep-alive view reloads on reopen). */
const keepOnly = (list: TabList, keep: (page: TabPage) => boolean, activeKey: string): TabList => {
  const kept = list.pages.filter(keep);
  const removed = list.pages.filter((p) => !keep(p));
  return { pages: kept, activeKey, generations: bump(list.generations, keys(removed)) };
};

/** Multi-tab: an open page activates its tab (updating its title) or is added at the end. */
export const openTab = (list: TabList, page: TabPage): TabList => {
  const index = list.pages.findIndex((p) => p.fullPath === page.fullPath);
  if (index < 0) return { ...list, pages: [...list.pages, page], activeKey: page.fullPath };
  const pages = list.pages.map((p, i) => (i === index ? page : p));
  return { ...list, pages, activeKey: page.fullPath };
};

/** Single tab (mobile or multi-tab off): only the current route is kept. */
export const replaceTab = (list: TabList, page: TabPage): TabList => ({
  pages: [page],
  activeKey: page.fullPath,
  generations: bump(list.generations, keys(list.pages.filter((p) => p.fullPath !== page.fullPath))),
});

/** Multi-tab on: the home tab is present and first. */
export const withHomeFirst = (list: TabList, home: TabPage): TabList => {
  const others = list.pages.filter((p) => p.fullPath !== home.fullPath);
  const current = list.pages.find((p) => p.fullPath === home.fullPath) ?? home;
  return { ...list, pages: [current, ...others] };
};

/** Multi-tab off: only the active tab is kept. */
export const onlyActive = (list: TabList): TabList => {
  const active = list.pages.find((p) => p.fullPath === list.activeKey) ?? list.pages.at(-1);
  if (active === undefined) return list;
  return keepOnly(list, (p) => p.fullPath === active.fullPath, active.fullPath);
};

export const activateTab = (list: TabList, fullPath: string): TabList =>
  list.pages.some((p) => p.fullPath === fullPath) ? { ...list, activeKey: fullPath } : list;

/**
 * Closes a tab. Refused for the home tab (首页不能关闭!) and for the last tab
 * (这是最后一页，不能再关闭了啦). Afterwards the tab at the same position, or the previous one
 * when it was the last, becomes active.
 */
export const closeTab = (list: TabList, fullPath: string, homeKey: string): TabList | Refusal => {
  if (fullPath === homeKey) return { refused: HOME_CLOSE_REFUSED };
  const index = list.pages.findIndex((p) => p.fullPath === fullPath);
  if (index < 0) return list;
  if (list.pages.length <= 1) return { refused: LAST_TAB_CLOSE_REFUSED };
  const pages = list.pages.filter((p) => p.fullPath !== fullPath);
  const next = pages[Math.min(index, pages.length - 1)] ?? pages[0];
  return keepOnly(list, (p) => p.fullPath !== fullPath, next?.fullPath ?? list.activeKey);
};

const closeWhere = (
  list: TabList,
  fullPath: string,
  homeKey: string,
  side: 'left' | 'right' | 'others',
): TabList => {
  const index = list.pages.findIndex((p) => p.fullPath === fullPath);
  if (index < 0) return list;
  const keep = (p: TabPage): boolean => {
    if (p.fullPath === homeKey || p.fullPath === fullPath) return true;
    const i = list.pages.indexOf(p);
    return side === 'left' ? i > index : side === 'right' ? i < index : false;
  };
  const activeKept = list.pages.some((p) => p.fullPath === list.activeKey && keep(p));
  const activeKey = side === 'others' || !activeKept ? fullPath : list.activeKey;
  return keepOnly(list, keep, activeKey);
};

/** Context menu 关闭左侧: tabs left of this one go, the home tab stays. */
export const closeLeftTabs = (list: TabList, fullPath: string, homeKey: string): TabList =>
  closeWhere(list, fullPath, homeKey, 'left');

/** Context menu 关闭右侧: tabs right of this one go, the home tab stays. */
export const closeRightTabs = (list: TabList, fullPath: string, homeKey: string): TabList =>
  closeWhere(list, fullPath, homeKey, 'right');

/** Context menu 关闭其他: only the home tab and this one stay; this one becomes active. */
export const closeOtherTabs = (list: TabList, fullPath: string, homeKey: string): TabList =>
  closeWhere(list, fullPath, homeKey, 'others');

/** Context menu 刷新: the tab's view remounts. */
export const refreshTab = (list: TabList, fullPath: string): TabList =>
  list.pages.some((p) => p.fullPath === fullPath)
    ? { ...list, generations: bump(list.generations, [fullPath]) }
    : list;

export const isRefusal = (result: TabList | Refusal): result is Refusal => 'refused' in result;
