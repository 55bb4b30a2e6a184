import type { PortalTemplate } from './settings';

/**
 * Paths of the home (spec §2): /portal/Home, /portal/index, /portal/indexHome (the back office's 返回前台首页),
 * /user/indexHome (the chosen template) and /proHome (advanced).
 */
export const HOME_PATHS = [
  '/portal/Home',
  '/portal/index',
  '/portal/indexHome',
  '/user/indexHome',
  '/proHome',
] as const;
export const isHomePath = (pathname: string) => (HOME_PATHS as readonly string[]).includes(pathname);
export const homePathOf = (template: PortalTemplate) => (template === 'pro' ? '/proHome' : '/portal/Home');

/**
 * Every path of the public portal (spec §2 "Public routes"). The portal is its own entry
 * (`portal.html`): the API serves it for these paths (api/src/http/web-app.ts), `vite` does the same
 * (web/vite.config.ts), and each app sends a path of the other with a full page load.
 */
export const PORTAL_PATHS = [
  '/portal',
  ...HOME_PATHS,
  '/purchaseAnnouncement',
  '/pro/purchaseAnnouncement',
  '/resultAnnouncement',
  '/pro/resultAnnouncement',
  '/about',
  '/feature',
  '/guide',
  '/news',
  '/newsDetail',
  '/detail',
  '/invitation',
  '/planCollectInfo',
] as const;
export type PortalPath = (typeof PORTAL_PATHS)[number];
export const isPortalPath = (pathname: string) => (PORTAL_PATHS as readonly string[]).includes(pathname);

/** The path of a page URL (query, hash and a trailing slash ignored): `/about/?x=1` -> `/about`. */
export const pagePathOf = (url: string) => url.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1');
