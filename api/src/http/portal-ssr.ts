import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PortalGet, PortalViewPath, PortalViewResult } from '@srm/contracts/portal';
import type { FastifyInstance } from 'fastify';

/**
 * The portal's server renderer: the web's SSR bundle (web/src/portal-server.tsx, built into
 * `<webDist>-ssr/portal-server.js` or WEB_SSR_DIST), loaded once at start. Its pages are rendered
 * by the same components and route table as the browser's, which hydrates them.
 */

/** The result of one public portal call (the API calling itself: the portal tenant only), typed from the contract. */
export type { PortalGet };

/** What web/src/portal-server.tsx exports (the builds share the contract's `PortalGet`; the rest kept in step by the e2e). */
export type PortalSsr = {
  isServerRendered: (url: string) => boolean;
  renderPortal: (url: string, get: PortalGet) => Promise<{ html: string; state: unknown } | null>;
};

export const SSR_ENTRY_FILE = 'portal-server.js';

/** Where the SSR bundle of a web build lives when not configured: beside it, `<webDist>-ssr`. */
export const defaultSsrDist = (webDist: string) => webDist.replace(/[\\/]+$/, '') + '-ssr';

const isPortalSsr = (m: unknown): m is PortalSsr =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as Record<string, unknown>)['renderPortal'] === 'function' &&
  typeof (m as Record<string, unknown>)['isServerRendered'] === 'function';

/** The renderer in `ssrDist`, or null when there is none (the portal is then rendered in the browser). */
export async function loadPortalSsr(ssrDist: string | undefined): Promise<PortalSsr | null> {
  if (!ssrDist) return null;
  const file = join(ssrDist, SSR_ENTRY_FILE);
  if (!existsSync(file)) return null;
  const m: unknown = await import(pathToFileURL(file).href);
  if (!isPortalSsr(m)) throw new Error(`${file} is not the portal's server entry`);
  return m;
}

/** A public call through the API's own routes (`inject`): the answer the browser would get. */
export const portalGet =
  (app: FastifyInstance, apiPrefix: string): PortalGet =>
  // The answer of the route at `path`: its contract's result (checked against it in the tests).
  async <P extends PortalViewPath>(path: P, query?: Record<string, string | number>) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) qs.set(k, String(v));
    const url = apiPrefix + path + (qs.size > 0 ? `?${qs}` : '');
    const r = await app.inject({ method: 'GET', url });
    const body = r.json<{ success?: boolean; result?: unknown }>();
    if (r.statusCode !== 200 || body.success !== true) throw new Error(`${path}: ${r.statusCode}`);
    return body.result as PortalViewResult<P>;
  };
