import Fastify, { type FastifyInstance } from 'fastify';
import {
  authRoutes,
  casRoutes,
  consoleSmsSender,
  loginMethodsRoutes,
  phoneLoginRoutes,
  sessionDisconnects,
  sessionRoutes,
  ssoRoutes,
  tokenOf,
  TokenService,
  tokenSocketAuthenticator,
  type SmsSender,
  type SsoIssuer,
} from './modules/auth/index';
import {
  accountSettingRoutes,
  announcementRoutes,
  categoryRoutes,
  departmentRoutes,
  dictRoutes,
  fileLinkRoutes,
  LinkSigner,
  logRoutes,
  permissionRoutes,
  roleRoutes,
  routeExistsRoutes,
  ruleRoutes,
  tenantRoutes,
  type UploadOptions,
  uploadRoutes,
  userRoutes,
} from './modules/system/index';
import { registerErrorHandler } from './http/errors';
import { registerContracts } from './http/openapi';
import { encryptBodyHook } from './http/encrypt-body';
import { registerIdempotency } from './http/idempotency';
import { requestSerializer } from './http/log-redact';
import { originAllowed, registerSecurityHeaders } from './http/security-headers';
import { defaultSsrDist, loadPortalSsr, portalGet } from './http/portal-ssr';
import { registerCompression, registerWebApp } from './http/web-app';
import {
  extendFieldAdminRoutes,
  masterdataEntityRoutes,
  masterdataOptionRoutes,
  onlineFormAdminRoutes,
} from './modules/masterdata/index';
import { platformRoutes } from './modules/platform/index';
import { reportHeadRoutes, reportRoutes } from './modules/report/index';
import { financeRoutes } from './modules/finance/index';
import { sourcingRoomAuthorizer, sourcingRoutes, tenderRoutes } from './modules/sourcing/index';
import { supplierArchiveRoutes, supplierRoutes } from './modules/supplier/index';
import {
  DEFAULT_PORTAL_TENANT_ID,
  portalEventRoutes,
  portalFormsRoutes,
  portalRoutes,
} from './modules/portal/index';
import {
  ApprovalEndedDispatch,
  ccRoutes,
  compileBpmn,
  definitionRoutes,
  documentRoutes,
  incidentRoutes,
  instanceRoomAuthorizer,
  instanceRoutes,
} from './modules/process/index';
import { anyRoomRule, ownRoomsOnly, type RoomAuthorizer, type SocketAuthenticator } from './realtime/auth';
import { RealtimeGateway } from './realtime/gateway';
import { routeEvent } from './realtime/routes';
import type { Services } from './services';

export type AppOptions = {
  services: Services;
  authSecret: string;
  apiPrefix: string;
  webDist?: string;
  /** The portal's server renderer (web/dist-ssr); default: `<webDist>-ssr`. Absent there: rendered in the browser. */
  webSsrDist?: string | undefined;
  logLevel?: string;
  /** Browser origins besides the API's own that may open a socket (ALLOWED_ORIGINS); default none. */
  allowedOrigins?: string[];
  /**
   * The reverse proxies (addresses, CIDRs) whose X-Forwarded-For/-Proto are believed (TRUST_PROXY):
   * behind a TLS-terminating proxy, HSTS and the per-address limits need them. Default none.
   */
  trustProxy?: string[];
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  authenticate?: SocketAuthenticator;
  authorizeRoom?: RoomAuthorizer;
  /** Delivers SMS codes; default: the log (development; `startApi` passes `disabledSmsSender` unless SMS_SENDER=console). */
  smsSender?: SmsSender;
  /** Trusted issuers of one-time SSO/third-party login tokens; none: those logins are off. */
  ssoIssuers?: SsoIssuer[];
  /** CAS server base URL; unset: CAS login is off. */
  casUrl?: string | undefined;
  /** Key of the encryptBody envelope (docs/auth.md); unset: off, plain JSON only. */
  encryptBodyKey?: string | undefined;
  /** Checks every successful answer against its route's contract (tests and development). */
  validateResponses?: boolean;
  /** Hears of every route registered (tests walk them all). */
  onRoute?: (route: { method: string; url: string }) => void;
  /** Uploads: size limit, extension whitelist, storage folder (defaults: 500 MB, the spec's list, .data/uploads). */
  upload?: Partial<UploadOptions>;
  /** The tenant self-registered suppliers join and the role code their first user gets (default '1', 'supplier'). */
  supplierRegistration?: { tenantId: string; roleCode: string };
  /** The tenant the public portal shows (default the demo tenant, '1'). */
  portalTenantId?: string | undefined;
};

export type App = {
  app: FastifyInstance;
  gateway: RealtimeGateway;
  /** Runs onApprovalEnded handlers; started beside the gateway once the database is there. */
  approvalEnded: ApprovalEndedDispatch;
};

/** The composition of routes, realtime gateway and static web app; main.ts supplies real parts. */
export async function buildApp(o: AppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: o.logLevel ?? 'info',
      // No credential that still arrives in a URL reaches the log ([SEC1] 4).
      serializers: { req: requestSerializer },
      ...(o.logStream ? { stream: o.logStream } : {}),
    },
    bodyLimit: 10 * 1024 * 1024,
    // One-time login tokens travel in the path (/thirdLogin/getLoginUser/{token}): JWTs outgrow the default 100.
    routerOptions: { maxParamLength: 4000 },
    // Socket.IO's upgraded connections are ended by the gateway; plain keep-alive ones here.
    forceCloseConnections: true,
    trustProxy: o.trustProxy?.length ? o.trustProxy : false,
  });
  // First, so that every route is heard, the document's own too.
  if (o.onRoute) {
    const hear = o.onRoute;
    app.addHook('onRoute', (r) => {
      for (const method of Array.isArray(r.method) ? r.method : [r.method]) hear({ method, url: r.url });
    });
  }
  registerErrorHandler(app);
  await registerContracts(app, {
    prefix: o.apiPrefix,
    version: '0.1.0',
    validateResponses: o.validateResponses ?? false,
  });
  const store = () => o.services.store();
  const tokens = new TokenService(o.authSecret, store);
  const signer = new LinkSigner(o.authSecret, o.apiPrefix);
  // Before compression: the answer a keyed command stores is the plain one.
  registerIdempotency(app, {
    db: () => o.services.db(),
    now: () => o.services.now(),
    prefix: o.apiPrefix,
    callerOf: async (req) => {
      const token = tokenOf(req);
      const claims = token ? await tokens.verifySignature(token) : null;
      return claims ? `${claims.tenantId}:${claims.userId}` : null;
    },
  });
  await registerSecurityHeaders(app);
  await registerCompression(app);
  app.addHook('preValidation', encryptBodyHook({ key: o.encryptBodyKey, now: () => o.services.now() }));
  const portalTenantId = o.portalTenantId ?? DEFAULT_PORTAL_TENANT_ID;
  const portalPushes = portalEventRoutes(portalTenantId);
  const gateway = new RealtimeGateway({
    httpServer: app.server,
    store,
    authenticate: o.authenticate ?? tokenSocketAuthenticator(tokens, store),
    authorizeRoom:
      o.authorizeRoom ??
      anyRoomRule(ownRoomsOnly, instanceRoomAuthorizer(o.services), sourcingRoomAuthorizer(o.services)),
    route: (e) => [...routeEvent(e), ...portalPushes(e)],
    disconnects: sessionDisconnects,
    observe: (events) => o.services.dictItems.heard(events),
    log: app.log,
    allowOrigin: (origin, host) => originAllowed(origin, host, o.allowedOrigins ?? []),
  });
  o.services.realtime = gateway;
  app.addHook('preClose', async () => gateway.close());
  const approvalEnded = new ApprovalEndedDispatch(app.log);
  app.addHook('preClose', async () => approvalEnded.stop());

  await app.register(
    async (api) => {
      await api.register(platformRoutes({ services: o.services, tokens }));
      await api.register(authRoutes({ services: o.services, tokens }));
      await api.register(sessionRoutes({ services: o.services, tokens }));
      const smsSender = o.smsSender ?? consoleSmsSender(app.log);
      await api.register(phoneLoginRoutes({ services: o.services, tokens, smsSender, secret: o.authSecret }));
      await api.register(ssoRoutes({ services: o.services, tokens, issuers: o.ssoIssuers ?? [] }));
      await api.register(casRoutes({ services: o.services, tokens, casUrl: o.casUrl }));
      await api.register(loginMethodsRoutes({ casUrl: o.casUrl, issuers: o.ssoIssuers ?? [] }));
      await api.register(userRoutes({ services: o.services, tokens, signer }));
      await api.register(permissionRoutes({ services: o.services, tokens }));
      await api.register(roleRoutes({ services: o.services, tokens }));
      await api.register(departmentRoutes({ services: o.services, tokens }));
      await api.register(tenantRoutes({ services: o.services, tokens }));
      await api.register(announcementRoutes({ services: o.services, tokens }));
      await api.register(uploadRoutes({ services: o.services, tokens, signer, upload: o.upload }));
      await api.register(fileLinkRoutes({ services: o.services, tokens, signer }));
      await api.register(dictRoutes({ services: o.services, tokens }));
      await api.register(categoryRoutes({ services: o.services, tokens }));
      await api.register(ruleRoutes({ services: o.services, tokens }));
      await api.register(logRoutes({ services: o.services, tokens }));
      await api.register(routeExistsRoutes({ services: o.services, tokens }));
      await api.register(
        accountSettingRoutes({
          services: o.services,
          tokens,
          smsSender,
          secret: o.authSecret,
          issuers: o.ssoIssuers ?? [],
          casUrl: o.casUrl,
        }),
      );
      await api.register(reportRoutes({ services: o.services, tokens }));
      await api.register(reportHeadRoutes({ services: o.services, tokens }));
      await api.register(masterdataEntityRoutes({ services: o.services, tokens }));
      await api.register(onlineFormAdminRoutes({ services: o.services, tokens }));
      await api.register(extendFieldAdminRoutes({ services: o.services, tokens }));
      await api.register(masterdataOptionRoutes({ services: o.services, tokens }));
      await api.register(
        supplierRoutes({
          services: o.services,
          tokens,
          secret: o.authSecret,
          registration: o.supplierRegistration ?? { tenantId: '1', roleCode: 'supplier' },
          smsOff: smsSender.disabled === true,
        }),
      );
      await api.register(supplierArchiveRoutes({ services: o.services, tokens }));
      await api.register(definitionRoutes({ services: o.services, tokens, compile: compileBpmn }));
      await api.register(instanceRoutes({ services: o.services, tokens }));
      await api.register(documentRoutes({ services: o.services, tokens }));
      await api.register(ccRoutes({ services: o.services, tokens }));
      await api.register(incidentRoutes({ services: o.services, tokens }));
      await api.register(sourcingRoutes({ services: o.services, tokens }));
      await api.register(tenderRoutes({ services: o.services, tokens }));
      await api.register(financeRoutes({ services: o.services, tokens }));
      await api.register(
        portalRoutes({
          services: o.services,
          tokens,
          portalTenantId,
        }),
      );
      await api.register(
        portalFormsRoutes({ services: o.services, tokens, portalTenantId, smsSender, secret: o.authSecret }),
      );
    },
    { prefix: o.apiPrefix },
  );

  const ssr = o.webDist ? await loadPortalSsr(o.webSsrDist ?? defaultSsrDist(o.webDist)) : null;
  await registerWebApp(app, o.webDist, o.apiPrefix, { get: portalGet(app, o.apiPrefix), ssr });
  return { app, gateway, approvalEnded };
}
