import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoading } from './pages/PageLoading';
import { RouteErrorPage } from './pages/RouteErrorPage';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: false },
  },
});

/** History-mode routes under base `/`; every page is its own lazily loaded chunk. */
const router = createBrowserRouter(
  [
    {
      path: '/',
      HydrateFallback: PageLoading,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to="/platform/status" replace /> },
        {
          path: 'platform/status',
          lazy: async () => ({ Component: (await import('./pages/PlatformStatusPage')).PlatformStatusPage }),
        },
        {
          path: '404',
          lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ],
  { basename: '/' },
);

export const App = () => (
  <ConfigProvider locale={zhCN}>
    <AntdApp>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntdApp>
  </ConfigProvider>
);
