import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_MESSAGE } from './errors';
import { fail } from './envelope';
import { injectPrerender, type PortalPrerender } from './portal-prerender';

/**
 * Every path of the public portal (spec §2 "Public routes"), answered with the portal's own entry
 * `portal.html`; every other page path gets the back office's `index.html`. The web keeps the same
 * list (web/src/modules/portal/utils/routes.ts, PORTAL_PATHS); tests/web/portal.e2e.spec.ts loads each.
 */
export const PORTAL_PAGE_PATHS: readonly string[] = [
  '/portal',
  '/portal/Home',
  '/portal/index',
  '/portal/indexHome',
  '/user/indexHome',
  '/proHome',
  '/purchaseAnnouncement',
  '/pro/purchaseAnnouncement',
  '/resultAnnouncement',
  '/pro/resultAnnouncement',
  '/about',
  '/feature',
  '/guide',
  '/news',
  '/newsDetail',
  '/detail',
  '/invitation',
  '/planCollectInfo',
];

/** The HTML entry of a page URL (query and a trailing slash ignored). */
export const webEntryFor = (url: string): 'portal.html' | 'index.html' => {
  const path = url.split(/[?#]/, 1)[0]!.replace(/(.)\/+$/, '$1');
  return PORTAL_PAGE_PATHS.includes(path) ? 'portal.html' : 'index.html';
};

/** HTML is checked on every visit (a deployment shows at once); hashed assets never change, so are kept for a year. */
export const HTML_CACHE_CONTROL = 'no-cache';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

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
  /** Server-rendered content of a portal page (portal-prerender.ts); none: the plain portal.html. */
  prerender?: (url: string) => Promise<PortalPrerender | null>,
) {
  const dist = hasWebApp(webDist) ? webDist : undefined;
  if (dist)
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.html')) res.setHeader('cache-control', HTML_CACHE_CONTROL);
        else if (filePath.startsWith(join(dist, 'assets')))
          res.setHeader('cache-control', ASSET_CACHE_CONTROL);
      },
    });
  const portalBuilt = !!dist && existsSync(join(dist, 'portal.html'));
  app.setNotFoundHandler((req, reply) => {
    if (
      dist &&
      req.method === 'GET' &&
      !req.url.startsWith(apiPrefix + '/') &&
      !req.url.startsWith('/socket.io')
    ) {
      const entry = portalBuilt ? webEntryFor(req.url) : 'index.html';
      reply.header('cache-control', HTML_CACHE_CONTROL);
      if (entry === 'portal.html' && prerender)
        return Promise.all([readFile(join(dist, entry), 'utf8'), prerender(req.url)]).then(([html, p]) =>
          reply.type('text/html; charset=utf-8').send(p ? injectPrerender(html, p) : html),
        );
      return reply.sendFile(entry);
    }
    return reply.status(404).send(fail(404, NOT_FOUND_MESSAGE));
  });
}
