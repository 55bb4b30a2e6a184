import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { isPortalPath, pagePathOf, PORTAL_PATHS } from '@srm/contracts/portal';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';
import { redactUrl } from './log-redact';
import { injectPrerender, injectRendered, prerenderPortal } from './portal-prerender';
import type { PortalGet, PortalSsr } from './portal-ssr';

/**
 * The HTML entry of a page URL (query and a trailing slash ignored): the portal's own `portal.html`
 * for its paths (spec §2 "Public routes": the contract's PORTAL_PATHS, the one list the web and vite
 * use too; tests/web/portal.e2e.spec.ts loads each), the back office's `index.html` for the rest.
 */
export const webEntryFor = (url: string): 'portal.html' | 'index.html' =>
  isPortalPath(pagePathOf(url)) ? 'portal.html' : 'index.html';

/** HTML is checked on every visit (a deployment shows at once); hashed assets never change, so are kept for a year. */
export const HTML_CACHE_CONTROL = 'no-cache';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Answers smaller than this go as they are: compressing them gains less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's JSON and the HTML pages (brotli or gzip, as the client accepts; issue [P4]).
 * Registered before the routes (it hooks each route as it is added). Hashed assets come
 * pre-compressed from the build instead (`preCompressed` below); Socket.IO is not a Fastify route
 * and is left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}

/** Whether `webDist` holds a built web app. */
export const hasWebApp = (webDist: string | undefined): webDist is string =>
  !!webDist && existsSync(join(webDist, 'index.html'));

/**
 * The built web app: files as they are, and history-mode routes (any GET outside the API that is
 * not a file) answered with the entry of their page: portal.html or index.html.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  apiPrefix: string,
  /**
   * The portal's pages: its public calls (the API on itself) for the prerender and the server
   * renderer (portal-ssr.ts, null when not built); none: the plain portal.html.
   */
  portal?: { get: PortalGet; ssr: PortalSsr | null },
) {
  const dist = hasWebApp(webDist) ? webDist : undefined;
  if (dist)
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      // The build's `.br` / `.gz` beside each asset (web/vite.config.ts), chosen by accept-encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.html')) res.setHeader('cache-control', HTML_CACHE_CONTROL);
        else if (filePath.startsWith(join(dist, 'assets')))
          res.setHeader('cache-control', ASSET_CACHE_CONTROL);
      },
    });
  const portalBuilt = !!dist && existsSync(join(dist, 'portal.html'));
  if (dist && portalBuilt && portal) {
    // The portal's pages as routes of their own (with and without a trailing slash), so the
    // compression hook applies to their HTML as to the API's JSON.
    const template = join(dist, 'portal.html');
    const page = async (req: FastifyRequest, reply: FastifyReply) => {
      const html = await readFile(template, 'utf8');
      const body = await portalPage(html, req.url, portal).catch((e: unknown) => {
        req.log.warn({ err: e, url: redactUrl(req.url) }, 'portal page not rendered; serving the plain page');
        return html;
      });
      return reply.header('cache-control', HTML_CACHE_CONTROL).type('text/html; charset=utf-8').send(body);
    };
    for (const path of PORTAL_PATHS) {
      app.get(path, page);
      app.get(path + '/', page);
    }
  }
  app.setNotFoundHandler((req, reply) => {
    if (
      dist &&
      req.method === 'GET' &&
      !req.url.startsWith(apiPrefix + '/') &&
      !req.url.startsWith('/socket.io')
    ) {
      reply.header('cache-control', HTML_CACHE_CONTROL);
      return reply.sendFile(portalBuilt ? webEntryFor(req.url) : 'index.html');
    }
    return notFound(app, req, reply);
  });
}

/**
 * A portal page: server-rendered by React when its route says so and the renderer is built (the
 * browser hydrates it), else the plain prerender (the browser renders over it). Title and
 * description per page either way.
 */
async function portalPage(template: string, url: string, portal: { get: PortalGet; ssr: PortalSsr | null }) {
  const ssr = portal.ssr?.isServerRendered(url) === true;
  const [head, rendered] = await Promise.all([
    prerenderPortal(portal.get, url),
    ssr ? portal.ssr!.renderPortal(url, portal.get) : null,
  ]);
  return rendered ? injectRendered(template, head, rendered) : injectPrerender(template, head);
}
