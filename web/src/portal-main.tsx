import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FullPageLoad, PortalLayout, seedQueryCache } from './modules/portal/light';
// Not the shell's index: the portal's entry must not pull the session machine (issue [P4], < 150 kB).
import { withChunkTimeout } from './modules/shell/utils/chunkTimeout';

/**
 * The public portal's own entry (portal.html, spec §2 "Public routes"): its pages only, no session
 * machine, no back-office shell, no ProComponents, no antd (every page uses the portal's light
 * components). Login, registration and the workspace are full page loads.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 }, mutations: { retry: false } },
});

/** A page in its own chunk; a chunk that hangs fails after 120 s (spec §9). */
const page = (path: string, load: () => Promise<ComponentType>) => ({
  path,
  lazy: async () => ({ Component: await withChunkTimeout(load) }),
});

const homePage = () => import('./pages/portal/PortalHomePage').then((m) => m.PortalHomePage);
const purchasePage = () =>
  import('./pages/portal/PurchaseAnnouncementPage').then((m) => m.PurchaseAnnouncementPage);
const resultPage = () =>
  import('./pages/portal/ResultAnnouncementPage').then((m) => m.ResultAnnouncementPage);

const router = createBrowserRouter([
  { path: '/portal', element: <Navigate to="/portal/Home" replace /> },
  {
    element: <PortalLayout />,
    children: [
      ...['/portal/Home', '/portal/index', '/portal/indexHome', '/user/indexHome'].map((p) =>
        page(p, homePage),
      ),
      page('/proHome', () => import('./pages/portal/ProHomePage').then((m) => m.ProHomePage)),
      page('/invitation', () => import('./pages/portal/InvitationPage').then((m) => m.InvitationPage)),
      {
        id: 'antd',
        lazy: async () => {
          const [, frame] = await Promise.all([
            withChunkTimeout(() => import('./setupAntdForReact19')),
            withChunkTimeout(() => import('./modules/portal/components/PortalAntdFrame')),
          ]);
          return { Component: frame.PortalAntdFrame };
        },
        children: [
          page('/planCollectInfo', () =>
            import('./pages/portal/PlanCollectInfoPage').then((m) => m.PlanCollectInfoPage),
          ),
        ],
      },
      ...['/purchaseAnnouncement', '/pro/purchaseAnnouncement'].map((p) => page(p, purchasePage)),
      ...['/resultAnnouncement', '/pro/resultAnnouncement'].map((p) => page(p, resultPage)),
      page('/about', () => import('./pages/portal/AboutPage').then((m) => m.AboutPage)),
      page('/feature', () => import('./pages/portal/FeaturePage').then((m) => m.FeaturePage)),
      page('/guide', () => import('./pages/portal/GuidePage').then((m) => m.GuidePage)),
      page('/news', () => import('./pages/portal/NewsPage').then((m) => m.NewsPage)),
      page('/newsDetail', () => import('./pages/portal/NewsDetailPage').then((m) => m.NewsDetailPage)),
      {
        id: 'detail',
        ...page('/detail', () =>
          import('./pages/portal/AnnouncementDetailPage').then((m) => m.AnnouncementDetailPage),
        ),
      },
    ],
  },
  { path: '*', element: <FullPageLoad /> },
]);

// The answers the server rendered the page with (api/src/http/portal-prerender.ts): no wait for them.
seedQueryCache(queryClient, document.getElementById('portal-data')?.textContent);

const container = document.getElementById('root');
if (container === null) throw new Error('portal.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
