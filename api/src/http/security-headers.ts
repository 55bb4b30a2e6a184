import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers of every answer ([SEC1] 12), with helmet:
 * - a Content-Security-Policy for the back office, the server-rendered portal and bpmn-js: scripts
 *   from this origin only (the Vite build has no inline script; the portal's SSR state is a
 *   `type="application/json"` data block, which CSP does not govern); styles also inline (antd's
 *   CSS-in-JS writes <style> tags and style attributes; bpmn-js styles its SVG inline); images also
 *   from data:/blob: (uploads preview, the designer's export) and https: (pictures in announcements);
 *   XHR/WebSocket to this origin (Socket.IO); no plugins, no <base> elsewhere, forms post here only;
 *   `frame-ancestors 'none'` (no clickjacking; X-Frame-Options DENY for old browsers);
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin` (a signed file link never
 *   leaves in a Referer);
 * - HSTS only on an answer served over TLS (plain HTTP on a LAN must stay reachable).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Helmet's default would upgrade every request to https: a plain-HTTP deployment would break.
  upgradeInsecureRequests: null,
};

export const HSTS = 'max-age=15552000; includeSubDomains';

const HELMET: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  hsts: false,
  // Files and pictures are same-origin; nothing here is embedded cross-origin.
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * The headers helmet sets with these options: the same on every answer (no nonces), so they are
 * computed once. (@fastify/helmet built helmet's middleware anew for every request.)
 */
export function helmetHeaders(options: HelmetOptions = HELMET): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (e?: unknown) => (failure = e));
  if (failure) throw failure;
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = Object.entries(helmetHeaders());
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}

/**
 * Whether a browser's Origin may open a socket: same origin as the request's Host (the default), or
 * one of the configured origins. No Origin header (not a browser) is allowed: the token decides.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
) {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
