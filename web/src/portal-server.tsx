import { dehydrate, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router';
import { isPublicType, type PortalGet, type PortalViewPath } from '@srm/contracts/portal';
import { isSsrPath, portalRoutes } from './portal-routes';
import type { PortalSsrState } from './portal-ssr-state';

/**
 * The portal's server entry (built by `vite build --ssr` into web/dist-ssr/, loaded by the API at
 * start: api/src/http/portal-ssr.ts). Renders a page whose route says `handle.ssr` with the same
 * route table and components as the browser, its TanStack queries answered on the server; the
 * browser hydrates that HTML (portal-main.tsx).
 */

/** A public portal call made by the API on itself (the portal tenant's data only): typed from the contract. */
export type { PortalGet };

export type PortalRendered = {
  /** The content of `#root`. */
  html: string;
  /** What the browser hydrates with: router state and the dehydrated queries (JSON). */
  state: PortalSsrState;
};

const isType = isPublicType;
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/**
 * The public call answering a portal query key (the keys of modules/portal-light/hooks/usePortalQueries.ts
 * and the detail pages), or null for a key the server leaves to the browser. The keys themselves
 * are not listed here: a render finds which ones a page asks for (see `renderPortal`).
 */
export const serverCall = (
  key: QueryKey,
): { path: PortalViewPath; query?: Record<string, string | number> } | null => {
  const [scope, name, a, b] = key;
  if (scope !== 'portal') return null;
  switch (name) {
    case 'settings':
      return { path: '/portal/view/settings' };
    case 'stats':
      return { path: '/portal/view/stats' };
    case 'purchase':
      if (a === 'all') return { path: '/portal/view/purchaseAnnouncement' };
      return isType(a) ? { path: '/portal/view/purchaseAnnouncement', query: { type: a } } : null;
    case 'results':
      if (a === 'all') return { path: '/portal/view/resultAnnouncements' };
      return isType(a) ? { path: '/portal/view/resultAnnouncement', query: { type: a } } : null;
    case 'news':
      return isCount(a) && isCount(b)
        ? { path: '/portal/view/news', query: { pageNo: a, pageSize: b } }
        : null;
    case 'announcement':
      return isText(a) ? { path: '/portal/view/announcement', query: { id: a } } : null;
    case 'newsDetail':
      return isText(a) ? { path: '/portal/view/newsDetail', query: { id: a } } : null;
    default:
      return null;
  }
};

const SETTINGS_KEY = ['portal', 'settings'];

/** Renders until every query the page asks for has an answer (at most this many renders). */
const MAX_PASSES = 4;

const handler = createStaticHandler(portalRoutes);

/** Whether `url` (path and query) is a server-rendered page. */
export const isServerRendered = (url: string): boolean => isSsrPath(new URL(url, 'http://portal').pathname);

/**
 * The page at `url` rendered, or null when its route is not server-rendered or the settings (which
 * the layout needs for anything) cannot be read: the API then sends its plain page.
 */
export async function renderPortal(url: string, get: PortalGet): Promise<PortalRendered | null> {
  const request = new Request(new URL(url, 'http://portal'));
  if (!isSsrPath(new URL(request.url).pathname)) return null;
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // One client per request: no answer is shared between visitors.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const render = () =>
    renderToString(
      <StrictMode>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    );
  const asked = new Set<string>();
  const answer = async (key: QueryKey) => {
    const call = serverCall(key);
    if (!call) return;
    try {
      client.setQueryData(key, await get(call.path, call.query));
    } catch {
      // Left to the browser, which shows its loading state and asks again.
    }
  };
  // The layout renders nothing without the settings: asked before the first render, which saves one.
  await answer(SETTINGS_KEY);
  let html = render();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    // A render leaves every query it used in the cache; the ones without data are still to answer.
    const missing = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.data === undefined && !asked.has(q.queryHash));
    if (missing.length === 0) break;
    missing.forEach((q) => asked.add(q.queryHash));
    await Promise.all(missing.map((q) => answer(q.queryKey)));
    html = render();
  }
  if (client.getQueryData(SETTINGS_KEY) === undefined) return null;
  const routerState: HydrationState = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    // The portal's routes have no loaders; an error would have thrown from the render.
    errors: null,
  };
  return { html, state: { router: routerState, queries: dehydrate(client) } };
}
