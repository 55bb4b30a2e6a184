import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
// The ES build: the CommonJS one loses the Pagination texts in the bundle ('10 / page').
import zhCN from 'antd/es/locale/zh_CN';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import {
  SessionActor,
  SessionDialogs,
  SessionEffects,
  SessionGate,
  publishRouteLocation,
  setSessionNavigate,
} from './modules/shell';
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

/**
 * History-mode routes under base `/` (spec §2): public pages, `/` -> /dashboard/analysis, and every
 * logged-in path behind the session gate, which builds the menu's views (lazy chunks) and sends
 * unknown paths to /404.
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
        {
          path: 'user/login',
          lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
        },
        {
          path: 'platform/status',
          lazy: async () => ({ Component: (await import('./pages/PlatformStatusPage')).PlatformStatusPage }),
        },
        {
          path: '404',
          lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
        },
        { path: '*', element: <SessionGate /> },
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
