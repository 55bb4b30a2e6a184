import type { PortalTemplate } from '../types';

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
 * Every path of the public portal (spec §2). The portal is its own entry (`portal.html`): the API
 * serves it for these paths (api/src/web-entry.ts keeps the same list), and each app sends a path
 * of the other with a full page load.
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
export const isPortalPath = (pathname: string) => (PORTAL_PATHS as readonly string[]).includes(pathname);
