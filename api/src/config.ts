import { join, resolve } from 'node:path';
import { withoutEmpty } from '@srm/workflow';
import { z } from 'zod';
import type { SsoIssuer } from './modules/auth/index';
import { DEFAULT_UPLOAD_EXTENSIONS, DEFAULT_UPLOAD_MAX_MB, parseExtensionList } from './modules/system/index';

/** Everything the API process reads from the environment, read once here (CONVENTIONS 3). */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  API_PREFIX: z.string().startsWith('/').default('/api'),
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded database lives when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('.data'),
  TEMPORAL_ADDRESS: z.string().min(1, 'TEMPORAL_ADDRESS is required (host:port of a Temporal frontend)'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  /** Run the Temporal workers in this process (always so with the embedded database). */
  RUN_WORKER: z.enum(['true', 'false']).optional(),
  SERVE_WEB: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().default('web/dist'),
  /** The portal's server renderer (the web's SSR build); default: beside WEB_DIST, `web/dist-ssr`. */
  WEB_SSR_DIST: z.string().optional(),
  /** Browser origins besides the app's own that may open a Socket.IO connection (comma list of `https://host[:port]`). */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  /**
   * The reverse proxies in front of the API (comma list of addresses or CIDRs, or proxy-addr's
   * `loopback`/`uniquelocal`): their X-Forwarded-For and X-Forwarded-Proto are believed, so the client's
   * address (rate limits, login log) and TLS (HSTS) are seen. Unset: none (the headers are ignored).
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  /** `production` turns off what only development may do (the console SMS sender). */
  NODE_ENV: z.string().optional(),
  /**
   * SMS delivery: `console` writes codes to the log (development only: refused with NODE_ENV=production);
   * `off`: phone login and registration are off and say so. Default: console in development, off in production.
   * A real provider is plugged in as `smsSender` (startApi).
   */
  SMS_SENDER: z.enum(['console', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Signs session tokens; every API instance of a deployment needs the same one. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SEED_ADMIN_PASSWORD: z.string().min(8).default('Admin@2026'),
  /** Trusted issuers of one-time login tokens: JSON `[{ "name", "secret" (32+), "tenantId"?, "loginUrl"?, "title"? }]`. */
  SSO_ISSUERS: z
    .string()
    .default('[]')
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'SSO_ISSUERS must be a JSON list of { name, secret }' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(
          z.object({
            name: z.string().min(1),
            secret: z.string().min(32, 'each SSO issuer secret must be at least 32 characters'),
            tenantId: z.string().min(1).optional(),
            /** Where a user starts a login at the issuer; with it the login page shows a button. */
            loginUrl: z.url({ protocol: /^https?$/ }).optional(),
            /** The button's text (default: 使用{name}登录). */
            title: z.string().min(1).max(40).optional(),
          }),
        )
        .refine((l) => new Set(l.map((i) => i.name)).size === l.length, 'SSO issuer names must be unique'),
    ),
  /** The tenant the public portal shows (default the demo tenant 华东玻纤集团, id 1). */
  PORTAL_TENANT_ID: z.string().min(1).max(100).optional(),
  /** CAS server base URL (`.../cas`); unset: CAS login is off. */
  CAS_URL: z.string().url().optional(),
  /** Key of the encryptBody envelope and the No-Token-Request-Encryption header; unset: off. */
  ENCRYPT_BODY_KEY: z.string().min(16, 'ENCRYPT_BODY_KEY must be at least 16 characters').optional(),
  /** Largest accepted upload in MB (spec §9: 500). */
  UPLOAD_MAX_MB: z.coerce.number().positive().max(102_400).default(DEFAULT_UPLOAD_MAX_MB),
  /** Accepted upload extensions, comma-separated (spec §5's list and the usual office/image/text types). */
  UPLOAD_EXTENSIONS: z
    .string()
    .default(DEFAULT_UPLOAD_EXTENSIONS.join(','))
    .transform((s, ctx) => {
      try {
        return parseExtensionList(s);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
        return z.NEVER;
      }
    }),
});

export type ApiConfig = {
  port: number;
  host: string;
  apiPrefix: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  temporal: { address: string; namespace: string };
  runWorker: boolean;
  webDist: string | undefined;
  /** The portal's server renderer; absent: `<webDist>-ssr`. */
  webSsrDist?: string | undefined;
  logLevel: string;
  /** Unset: generated once and kept in `<dataDir>/auth-secret` (fine for one instance). */
  authSecret: string | undefined;
  dataDir: string;
  demoAccounts: Array<{ username: string; password: string; realname: string }>;
  /** Other logins and the request envelope (docs/auth.md); absent: off. */
  ssoIssuers?: SsoIssuer[];
  casUrl?: string | undefined;
  encryptBodyKey?: string | undefined;
  /** The tenant the public portal shows (absent: the demo tenant '1'). */
  portalTenantId?: string | undefined;
  /** Uploads: size limit, extension whitelist, folder under DATA_DIR (absent: the defaults, `.data/uploads`). */
  upload?: { maxMb: number; extensions: string[]; dir: string };
  /** Browser origins besides the app's own that may open a socket. */
  allowedOrigins?: string[];
  /** The reverse proxies whose X-Forwarded-* headers are believed (TRUST_PROXY); absent: none. */
  trustProxy?: string[];
  /** SMS delivery without a provider: `console` (development: codes in the log) or `off` (absent: console). */
  sms?: 'console' | 'off';
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = schema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.SMS_SENDER === 'console') {
    throw new Error(
      'invalid configuration:\n  SMS_SENDER: console writes every SMS code to the log; not allowed with NODE_ENV=production',
    );
  }
  const database = e.DATABASE_URL
    ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: resolve(e.DATA_DIR, 'pglite') } as const);
  return {
    port: e.PORT,
    host: e.HOST,
    apiPrefix: e.API_PREFIX.replace(/\/$/, ''),
    database,
    temporal: { address: e.TEMPORAL_ADDRESS, namespace: e.TEMPORAL_NAMESPACE },
    // PGlite is single-process: the worker must share the API's process.
    runWorker: database.kind === 'pglite' ? true : e.RUN_WORKER !== 'false',
    webDist: e.SERVE_WEB === 'true' ? resolve(e.WEB_DIST) : undefined,
    webSsrDist: e.WEB_SSR_DIST ? resolve(e.WEB_SSR_DIST) : undefined,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET,
    dataDir: resolve(e.DATA_DIR),
    demoAccounts: [{ username: 'admin', password: e.SEED_ADMIN_PASSWORD, realname: '系统管理员' }],
    ssoIssuers: e.SSO_ISSUERS,
    casUrl: e.CAS_URL,
    encryptBodyKey: e.ENCRYPT_BODY_KEY,
    portalTenantId: e.PORTAL_TENANT_ID,
    sms: e.SMS_SENDER ?? (production ? 'off' : 'console'),
    allowedOrigins: e.ALLOWED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    upload: {
      maxMb: e.UPLOAD_MAX_MB,
      extensions: e.UPLOAD_EXTENSIONS,
      dir: join(resolve(e.DATA_DIR), 'uploads'),
    },
  };
}
