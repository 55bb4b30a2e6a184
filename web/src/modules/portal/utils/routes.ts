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
