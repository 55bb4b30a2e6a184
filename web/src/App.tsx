import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
// The ES build: the CommonJS one loses the Pagination texts in the bundle ('10 / page').
import zhCN from 'antd/es/locale/zh_CN';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ComponentType } from 'react';
import { PORTAL_PATHS } from '@srm/contracts/portal';
import { withChunkTimeout } from './modules/core';
import { SessionActor, setSessionNavigate } from './modules/session';
import {
  publishRouteLocation,
  SessionDialogs,
  SessionEffects,
  SessionGate,
  type ShellScreens,
} from './modules/shell';
import { FullPageLoad } from './pages/FullPageLoad';
import { PageLoading } from './pages/PageLoading';
import { RouteErrorPage } from './pages/RouteErrorPage';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: false },
  },
});

/** The session's dialogs and effects live inside the router (they navigate), around every page. */
const Root = () => (
  <>
    <SessionEffects />
    <SessionDialogs />
    <Outlet />
  </>
);

/** A page in its own chunk; a chunk that hangs fails after 120 s (spec §9) into the route's error page. */
const page = (path: string, load: () => Promise<ComponentType>) => ({
  path,
  lazy: async () => ({ Component: await withChunkTimeout(load) }),
});

/**
 * The screens behind the session gate. Menu screens are `pages/<menu component path>.tsx` exporting
 * `Component` (docs/contracts.md "Screens"), each its own chunk; the public portal's pages are not
 * the menu's.
 */
const menuScreens = import.meta.glob<{ Component: ComponentType }>([
  './pages/*/**/*.tsx',
  '!./pages/public-portal/**',
  '!./pages/**/*.spec.tsx',
]);
const screens: ShellScreens = {
  completeSupInfo: () =>
    import('./pages/CompleteSupInfoPage').then((m) => ({ Component: m.CompleteSupInfoPage })),
  menu: Object.fromEntries(
    Object.entries(menuScreens).map(([file, load]) => [file.replace(/^\.\/pages\/|\.tsx$/g, ''), load]),
  ),
};

/**
 * History-mode routes under base `/` (spec §2): public pages (login and the entry pages of the
 * SSO, third-party and CAS logins), the exception pages 403 / 404 / 500, `/` -> /dashboard/analysis,
 * and every logged-in path behind the session gate, which builds the menu's views (lazy chunks) and
 * sends a path the menu lacks to /403 (the product has it) or /404.
 */
const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <Root />,
      HydrateFallback: PageLoading,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to="/dashboard/analysis" replace /> },
        { path: 'user', element: <Navigate to="/home" replace /> },
        page('user/login', () => import('./pages/LoginPage').then((m) => m.LoginPage)),
        page('user/ssoLogin', () => import('./pages/SsoLoginPage').then((m) => m.SsoLoginPage)),
        page('user/thirdLogin', () => import('./pages/ThirdLoginPage').then((m) => m.ThirdLoginPage)),
        page('user/casLogin', () => import('./pages/CasLoginPage').then((m) => m.CasLoginPage)),
        page('platform/status', () => import('./pages/PlatformStatusPage').then((m) => m.PlatformStatusPage)),
        page('register', () => import('./pages/RegisterPage').then((m) => m.RegisterPage)),
        page('supplierRegister', () => import('./pages/RegisterPage').then((m) => m.RegisterPage)),
        page('register-result', () => import('./pages/RegisterResultPage').then((m) => m.RegisterResultPage)),
        page('alteration', () => import('./pages/AlterationPage').then((m) => m.AlterationPage)),
        page('403', () => import('./pages/ForbiddenPage').then((m) => m.ForbiddenPage)),
        page('404', () => import('./pages/NotFoundPage').then((m) => m.NotFoundPage)),
        page('500', () => import('./pages/ServerErrorPage').then((m) => m.ServerErrorPage)),
        // The public portal is its own entry (portal.html): its paths are full page loads from here.
        ...PORTAL_PATHS.map((p) => ({ path: p.slice(1), element: <FullPageLoad /> })),
        { path: '*', element: <SessionGate screens={screens} /> },
      ],
    },
  ],
  { basename: '/' },
);
setSessionNavigate((to) => void router.navigate(to, { replace: true }));
router.subscribe((state) => publishRouteLocation(state.location));

export const App = () => (
  <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#0061ae' } }}>
    <AntdApp>
      <QueryClientProvider client={queryClient}>
        <SessionActor.Provider>
          <RouterProvider router={router} />
        </SessionActor.Provider>
      </QueryClientProvider>
    </AntdApp>
  </ConfigProvider>
);
