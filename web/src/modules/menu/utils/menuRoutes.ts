import type { AuthEntry, MenuItem, ViewRoute } from '../types';

/** Container components that only hold children (no view of their own). */
const CONTAINERS = new Set([
  'layouts/RouteView',
  'layouts/BasicLayout',
  'layouts/PageView',
  'layouts/TabLayout',
]);
export const isContainer = (m: MenuItem) => CONTAINERS.has(m.component);

/**
 * Spec §2: items whose route equals '0' are skipped; a parent whose children are all hidden is
 * hidden itself. Returns a new tree (the server's is left as it is).
 */
export function visibleMenu(menu: readonly MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const m of menu) {
    if (m.route === '0') continue;
    const children = m.children ? visibleMenu(m.children) : undefined;
    const hidden =
      m.hidden || (children !== undefined && m.children!.length > 0 && children.every((c) => c.hidden));
    out.push({ ...m, hidden, ...(children ? { children } : {}) });
  }
  return out;
}

const isExternal = (url: string | null) => !!url && /^https?:\/\//.test(url);

/** Every view the menu reaches (leaves and non-container parents), in menu order. */
export function viewRoutes(menu: readonly MenuItem[]): ViewRoute[] {
  const out: ViewRoute[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const m of items) {
      if (m.route === '0') continue;
      if (!isContainer(m) || !m.children?.length) {
        out.push({
          path: m.path,
          name: m.name,
          component: m.component,
          title: m.meta.title,
          keepAlive: m.meta.keepAlive,
          url: m.meta.url,
          target: m.meta.target ?? null,
        });
      }
      if (m.children) walk(m.children);
    }
  };
  walk(visibleMenu(menu));
  return out;
}

/** Spec §2 header menu search: every non-hidden entry except pure route-view containers. */
export function searchOptions(
  menu: readonly MenuItem[],
): { title: string; path: string; external: boolean }[] {
  const out: { title: string; path: string; external: boolean }[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const m of items) {
      if (m.hidden) continue;
      if (!(isContainer(m) && m.children?.length)) {
        out.push({
          title: m.meta.title,
          path: m.path,
          external: isExternal(m.meta.url) || m.meta.target === '_blank',
        });
      }
      if (m.children) walk(m.children);
    }
  };
  walk(visibleMenu(menu));
  return out;
}

/** The breadcrumb trail for a path: Home first (spec §2), then the menu ancestors of the matched item. */
export function breadcrumb(menu: readonly MenuItem[], pathname: string): { title: string; path: string }[] {
  const trail: MenuItem[] = [];
  const find = (items: readonly MenuItem[]): boolean => {
    for (const m of items) {
      trail.push(m);
      if (m.path === pathname || (m.children && find(m.children))) return true;
      trail.pop();
    }
    return false;
  };
  find(menu);
  const home = { title: '首页', path: '/dashboard/analysis' };
  return [
    home,
    ...trail.filter((m) => m.path !== home.path).map((m) => ({ title: m.meta.title, path: m.path })),
  ];
}

/**
 * Spec §6 button rule: an element stays if its action is among the user's permissions of a type
 * other than '2', or the platform's rule for it is switched off (allAuth status '0').
 */
export function hasAction(
  action: string,
  auth: readonly AuthEntry[],
  allAuth: readonly AuthEntry[],
): boolean {
  if (auth.some((a) => a.type !== '2' && a.action === action)) return true;
  return allAuth.some((a) => a.action === action && a.status === '0');
}

/** Spec §2: an icon name ending in -c is a custom icon. */
export const isCustomIcon = (icon: string | null) => !!icon && icon.endsWith('-c');
