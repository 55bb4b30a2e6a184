import type { ResultOf } from '../core/index';
import type { portalViewRoutes } from './view.routes';

type ViewRoute = (typeof portalViewRoutes)[keyof typeof portalViewRoutes];
/** The public portal's read routes (what the server renderer may ask for). */
export type PortalViewPath = ViewRoute['path'];
type ViewAt<P extends PortalViewPath> = Extract<ViewRoute, { path: P }>;
/** The `result` of the public read route at `P`. */
export type PortalViewResult<P extends PortalViewPath> = ResultOf<ViewAt<P>>;

/**
 * A public portal call made by the API on itself for the server rendering (api/src/http/portal-ssr.ts
 * makes it, web/src/portal-server.tsx uses it): the `result` of the route's answer, typed from the
 * contract, so the two builds share this type rather than each spelling it. The query is the URL's
 * (the route's own schema checks it), as the renderer builds it from a query key.
 */
export type PortalGet = <P extends PortalViewPath>(
  path: P,
  query?: Record<string, string | number>,
) => Promise<PortalViewResult<P>>;
