import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { PortalLayout } from './modules/portal-light';
import { FullPageLoad } from './pages/FullPageLoad';
import { withChunkTimeout } from './modules/core';

/**
 * The public portal's route table (spec §2 "Public routes"), shared by the browser entry
 * (portal-main.tsx) and the server entry (portal-server.tsx).
 *
 * `handle.ssr`: the page is rendered on the server and hydrated. Only antd-free pages whose first
 * render does not depend on the clock may carry it (antd's CSS-in-JS is not set up for the server);
 * the others render in the browser.
 */
export type PortalRouteHandle = { ssr?: boolean };

/** A page in its own chunk; a chunk that hangs fails after 120 s (spec §9). */
const page = (path: string, load: () => Promise<ComponentType>, handle: PortalRouteHandle = {}) => ({
  path,
  handle,
  lazy: async () => ({ Component: await withChunkTimeout(load) }),
});

const SSR: PortalRouteHandle = { ssr: true };

const homePage = () => import('./pages/public-portal/PortalHomePage').then((m) => m.PortalHomePage);
const purchasePage = () =>
  import('./pages/public-portal/PurchaseAnnouncementPage').then((m) => m.PurchaseAnnouncementPage);
const resultPage = () =>
  import('./pages/public-portal/ResultAnnouncementPage').then((m) => m.ResultAnnouncementPage);

export const portalRoutes: RouteObject[] = [
  { path: '/portal', element: <Navigate to="/portal/Home" replace /> },
  {
    element: <PortalLayout />,
    children: [
      ...['/portal/Home', '/portal/index', '/portal/indexHome', '/user/indexHome'].map((p) =>
        page(p, homePage, SSR),
      ),
      page('/proHome', () => import('./pages/public-portal/ProHomePage').then((m) => m.ProHomePage), SSR),
      ...['/purchaseAnnouncement', '/pro/purchaseAnnouncement'].map((p) => page(p, purchasePage, SSR)),
      ...['/resultAnnouncement', '/pro/resultAnnouncement'].map((p) => page(p, resultPage, SSR)),
      page('/about', () => import('./pages/public-portal/AboutPage').then((m) => m.AboutPage), SSR),
      page('/feature', () => import('./pages/public-portal/FeaturePage').then((m) => m.FeaturePage), SSR),
      page('/guide', () => import('./pages/public-portal/GuidePage').then((m) => m.GuidePage), SSR),
      page('/news', () => import('./pages/public-portal/NewsPage').then((m) => m.NewsPage), SSR),
      page(
        '/newsDetail',
        () => import('./pages/public-portal/NewsDetailPage').then((m) => m.NewsDetailPage),
        SSR,
      ),
      {
        id: 'detail',
        ...page(
          '/detail',
          () => import('./pages/public-portal/AnnouncementDetailPage').then((m) => m.AnnouncementDetailPage),
          SSR,
        ),
      },
      // Its countdown ticks each second: the server's second would never match the browser's.
      page('/invitation', () => import('./pages/public-portal/InvitationPage').then((m) => m.InvitationPage)),
      {
        // The one page still on antd (its form, category tree and SMS field are the back office's
        // widgets): antd is downloaded by it only, and it renders in the browser.
        id: 'antd',
        lazy: async () => {
          const [, frame] = await Promise.all([
            withChunkTimeout(() => import('./setupAntdForReact19')),
            withChunkTimeout(() => import('./pages/public-portal/PortalAntdFrame')),
          ]);
          return { Component: frame.PortalAntdFrame };
        },
        children: [
          page('/planCollectInfo', () =>
            import('./pages/public-portal/PlanCollectInfoPage').then((m) => m.PlanCollectInfoPage),
          ),
        ],
      },
    ],
  },
  { path: '*', element: <FullPageLoad /> },
];

/** Whether the page at `pathname` is server-rendered (its deepest route says `handle.ssr`). */
export const isSsrPath = (pathname: string, routes: RouteObject[] = portalRoutes): boolean => {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as PortalRouteHandle | undefined;
  return handle?.ssr === true;
};

/**
 * Loads the lazy modules of the routes matching `pathname` and puts them on the routes, so the
 * router starts initialised: hydration then renders the same tree the server did (no fallback, no
 * mismatch). The server's static handler does the same itself.
 */
export async function resolveLazyRoutes(pathname: string, routes: RouteObject[] = portalRoutes) {
  const lazy = (matchRoutes(routes, pathname) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
