import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { seedQueryCache } from './modules/portal-light';
import { portalRoutes, resolveLazyRoutes } from './portal-routes';
import { PORTAL_SSR_SCRIPT_ID, readSsrState } from './portal-ssr-state';

/**
 * The public portal's own entry (portal.html, spec §2 "Public routes"): its pages only, no session
 * machine, no back-office shell, no ProComponents. The homes are antd-free and rendered on the
 * server (portal-server.tsx): this entry hydrates them. The other pages load antd with their lazy
 * frame and render here over the API's plain prerender. Login, registration and the workspace are
 * full page loads.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 }, mutations: { retry: false } },
});

/** Hydration waits for the first paint, or this long where the tab paints nothing (hidden). */
const HIDDEN_TAB_HYDRATE_MS = 200;

async function start() {
  const container = document.getElementById('root');
  if (container === null) throw new Error('portal.html has no #root element');
  const ssr = readSsrState(document.getElementById(PORTAL_SSR_SCRIPT_ID)?.textContent);
  if (ssr) {
    // The server's answers and the page's modules before the first render: the tree is the server's.
    hydrate(queryClient, ssr.queries);
    await resolveLazyRoutes(window.location.pathname);
  } else {
    // The answers of the API's plain prerender (api/src/http/portal-prerender.ts): no wait for them.
    seedQueryCache(queryClient, document.getElementById('portal-data')?.textContent);
  }
  const router = createBrowserRouter(portalRoutes, ssr ? { hydrationData: ssr.router } : {});
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (ssr) {
    // Let the browser paint the server's HTML first: hydrating is one long task, and run before the first
    // frame it would hold the page's first paint (its LCP) until it ends.
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      // A tab opened in the background gets no frames: it hydrates anyway.
      setTimeout(resolve, HIDDEN_TAB_HYDRATE_MS);
    });
    hydrateRoot(container, app, {
      // A mismatch React recovered from by rendering on the client: said plainly (the e2e watches for it).
      onRecoverableError: (error) => console.error('portal hydration error:', error),
    });
  } else createRoot(container).render(app);
}

void start();
