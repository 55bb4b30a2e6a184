/**
 * Request URLs as the log sees them ([SEC1] 4): a credential that still arrives in a URL (an old
 * client's `?token=`, a signed link's signature, a one-time SSO token or CAS ticket, a JWT in a path
 * segment) is replaced by [REDACTED] before a line is written.
 */
const SECRET_PARAMS = /([?&](?:token|access_token|x-access-token|signature|ticket)=)[^&#]*/gi;
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;

export const redactUrl = (url: string): string =>
  url.replace(SECRET_PARAMS, '$1[REDACTED]').replace(JWT, '[REDACTED]');

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
};

/** Fastify's request serializer with the URL redacted. */
export const requestSerializer = (req: LoggedRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
