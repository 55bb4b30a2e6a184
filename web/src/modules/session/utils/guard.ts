/**
 * Spec §2 "Route guard", as a pure decision the router applies. Paths the menu does not know are the
 * router's business (-> /404); this only decides login, confinement and default homes.
 */
export const LOGIN_PATH = '/user/login';
export const HOME_PATH = '/dashboard/analysis';
export const COMPLETE_SUP_INFO_PATH = '/completeSupInfo';

/** Spec §2 "Public routes (no login needed)". */
export const PUBLIC_PATHS = [
  '/user/login',
  '/user/home',
  '/home',
  '/user/ssoLogin',
  // The third-party and CAS entry pages (not in the spec's list, which shows the SSO one only).
  '/user/thirdLogin',
  '/user/casLogin',
  '/register',
  '/register-result',
  '/alteration',
  '/supplierRegister',
  '/user/indexHome',
  '/portal/index',
  '/planCollectInfo',
  '/FiPaymentPrintFxvmls',
  '/completeSupInfo',
  '/portal',
  '/test',
  // The public portal's pages (spec §2 "Public portal layout"); /pro/* are the footer's links.
  '/proHome',
  '/purchaseAnnouncement',
  '/resultAnnouncement',
  '/about',
  '/feature',
  '/guide',
  '/news',
  '/newsDetail',
  '/detail',
  '/pro',
  '/403',
  '/404',
  '/500',
] as const;

export const isPublicPath = (pathname: string) =>
  PUBLIC_PATHS.some(
    (p) =>
      pathname === p ||
      (p === '/portal' || p === '/test' || p === '/pro' ? pathname.startsWith(`${p}/`) : false),
  );

/** A supplier whose isShow is 2 must first complete its information. */
export const defaultHome = (isShow: number | null | undefined) =>
  isShow === 2 ? COMPLETE_SUP_INFO_PATH : HOME_PATH;

export type GuardInput = { pathname: string; search: string; hasToken: boolean; isShow: number | null };
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

export function guard({ pathname, search, hasToken, isShow }: GuardInput): GuardDecision {
  if (!hasToken) {
    if (isPublicPath(pathname) && pathname !== COMPLETE_SUP_INFO_PATH) return { kind: 'allow' };
    return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}` };
  }
  if (pathname === LOGIN_PATH) return { kind: 'redirect', to: defaultHome(isShow) };
  if (isShow === 2 && pathname !== COMPLETE_SUP_INFO_PATH && !isPublicPath(pathname)) {
    return { kind: 'redirect', to: COMPLETE_SUP_INFO_PATH };
  }
  if (isShow !== 2 && pathname === COMPLETE_SUP_INFO_PATH) return { kind: 'redirect', to: HOME_PATH };
  return { kind: 'allow' };
}

/** The login page's `redirect` query, if it names a path of this site (never another origin). */
export function safeRedirect(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  return raw;
}
