import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler, NOT_FOUND_MESSAGE } from './http/errors';
import { fail } from './http/envelope';
import { platformRoutes } from './modules/platform/platform.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { tokenSocketAuthenticator } from './modules/auth/socket-auth';
import { TokenService } from './modules/auth/tokens';
import { userRoutes } from './modules/system/user.routes';
import { ownRoomsOnly, type RoomAuthorizer, type SocketAuthenticator } from './realtime/auth';
import { RealtimeGateway } from './realtime/gateway';
import { routeEvent } from './realtime/routes';
import type { Services } from './services';

export type AppOptions = {
  services: Services;
  authSecret: string;
  apiPrefix: string;
  webDist?: string;
  logLevel?: string;
  authenticate?: SocketAuthenticator;
  authorizeRoom?: RoomAuthorizer;
  /** Hears of every route registered (tests walk them all). */
  onRoute?: (route: { method: string; url: string }) => void;
};

export type App = { app: FastifyInstance; gateway: RealtimeGateway };

/** The composition of routes, realtime gateway and static web app; main.ts supplies real parts. */
export async function buildApp(o: AppOptions): Promise<App> {
  const app = Fastify({
    logger: { level: o.logLevel ?? 'info' },
    bodyLimit: 10 * 1024 * 1024,
    // Socket.IO's upgraded connections are ended by the gateway; plain keep-alive ones here.
    forceCloseConnections: true,
  });
  registerErrorHandler(app);
  if (o.onRoute) {
    const hear = o.onRoute;
    app.addHook('onRoute', (r) => {
      for (const method of Array.isArray(r.method) ? r.method : [r.method]) hear({ method, url: r.url });
    });
  }
  const store = () => o.services.store();
  const tokens = new TokenService(o.authSecret, store);
  const gateway = new RealtimeGateway({
    httpServer: app.server,
    store,
    authenticate: o.authenticate ?? tokenSocketAuthenticator(tokens, store),
    authorizeRoom: o.authorizeRoom ?? ownRoomsOnly,
    route: routeEvent,
    log: app.log,
  });
  o.services.realtime = gateway;
  app.addHook('preClose', async () => gateway.close());

  await app.register(
    async (api) => {
      await api.register(platformRoutes({ services: o.services }));
      await api.register(authRoutes({ services: o.services, tokens }));
      await api.register(userRoutes({ services: o.services, tokens }));
    },
    { prefix: o.apiPrefix },
  );

  const webDist = o.webDist && existsSync(join(o.webDist, 'index.html')) ? o.webDist : undefined;
  if (webDist) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((req, reply) => {
    // History-mode routes: any GET outside the API that is not a file gets the app shell.
    if (
      webDist &&
      req.method === 'GET' &&
      !req.url.startsWith(o.apiPrefix + '/') &&
      !req.url.startsWith('/socket.io')
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(fail(404, NOT_FOUND_MESSAGE));
  });
  return { app, gateway };
}
