import { createHmac, timingSafeEqual } from 'node:crypto';
import { system } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routes } from '@srm/contracts';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError, NOT_FOUND_MESSAGE, UNAUTHORIZED_MESSAGE } from '../../http/errors';
import { requireCaller, tokenOf, type AuthDeps } from '../auth/index';
import { canRead } from './upload.policy';

/**
 * Signed file links ([SEC1] 4): a session token never travels in a URL. A link the browser opens by
 * itself (an <img>, a download, a new tab) carries `expires`, `user` and `signature`: an HMAC-SHA256,
 * keyed from the auth secret, over the decoded path, the user and the expiry. It is valid for
 * SIGNED_LINK_TTL_MS, names one file, and is refused once the user is frozen or deleted.
 */
export const SIGNED_LINK_TTL_MS = 5 * 60_000;
export const LINK_EXPIRED = '文件链接已失效，请刷新页面后重试';
/** The file routes a signed link may name (below the API prefix). */
export const SIGNABLE_PREFIXES = ['/sys/common/static/', '/sys/common/importErrors/'] as const;

export class LinkSigner {
  private readonly key: Buffer;

  constructor(
    secret: string,
    readonly apiPrefix: string,
  ) {
    // Its own key: a link signature is never a token signature, and the other way round.
    this.key = createHmac('sha256', secret).update('srm signed file link v1').digest();
  }

  private mac(path: string, userId: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${path}\n${userId}\n${expires}`).digest();
  }

  /** `/api<path>?expires=&user=&signature=` for a decoded path below the API prefix (`/sys/common/static/a/b.pdf`). */
  sign(path: string, userId: string, now: Date): { url: string; expiresAt: Date } {
    const expires = Math.floor((now.getTime() + SIGNED_LINK_TTL_MS) / 1000);
    const encoded = path
      .split('/')
      .map((s) => encodeURIComponent(s))
      .join('/');
    const q = new URLSearchParams({
      expires: String(expires),
      user: userId,
      signature: this.mac(path, userId, expires).toString('base64url'),
    });
    return { url: `${this.apiPrefix}${encoded}?${q}`, expiresAt: new Date(expires * 1000) };
  }

  /** The user a request's signed link names, or null (none, altered, another path, expired). */
  verify(req: FastifyRequest, now: Date): string | null {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const { expires, user, signature } = q;
    if (typeof expires !== 'string' || typeof user !== 'string' || typeof signature !== 'string') return null;
    const at = Number(expires);
    if (!Number.isSafeInteger(at) || at * 1000 <= now.getTime()) return null;
    const path = decodedPath(req.url, this.apiPrefix);
    if (path === null) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(path, user, at);
    return given.length === expected.length && timingSafeEqual(given, expected) ? user : null;
  }
}

/** The request's path below the API prefix, decoded; null if it is not below it or not decodable. */
function decodedPath(url: string, apiPrefix: string): string | null {
  const raw = url.split('?')[0] ?? '';
  if (!raw.startsWith(apiPrefix + '/')) return null;
  try {
    return decodeURIComponent(raw.slice(apiPrefix.length));
  } catch {
    return null;
  }
}

export type LinkCaller = { userId: string; tenantId: string; supplierId: string | null };

/**
 * The caller of a file route: a signed link, or else the X-Access-Token header (the API client).
 * A `?token=` is not read ([SEC1] 4). A bad or expired link answers 401 (the browser opened it,
 * not the client that would turn 500 Token失效 into its dialog).
 */
export async function fileLinkCaller(
  auth: AuthDeps,
  signer: LinkSigner,
  req: FastifyRequest,
): Promise<LinkCaller> {
  const q = (req.query ?? {}) as Record<string, unknown>;
  if (q.signature !== undefined) {
    const userId = signer.verify(req, auth.services.now());
    if (!userId) throw new HttpError(401, LINK_EXPIRED);
    const user = await system.findUserById(auth.services.db(), userId);
    if (!user || user.status === system.USER_STATUS.frozen) throw new HttpError(401, LINK_EXPIRED);
    return { userId, tenantId: user.tenant_id, supplierId: user.supplier_id };
  }
  if (!tokenOf(req)) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  const caller = await requireCaller(auth, req);
  return { userId: caller.userId, tenantId: caller.tenantId, supplierId: caller.supplierId };
}

/**
 * `GET /sys/common/signedLink?url=<file route>`: a signed link for the signed-in caller, for a stored
 * file it may see (else 404, like the file route) or one of its import error files.
 */
export const fileLinkRoutes =
  (deps: AuthDeps & { signer: LinkSigner }): FastifyPluginAsync =>
  async (app) => {
    contractRoute(app, routes.fileSignedLink, {
      auth: (req) => requireCaller(deps, req),
      handler: async ({ caller, query: { url } }) => {
        let path = url.split('?')[0]!;
        if (path.startsWith(deps.signer.apiPrefix + '/')) path = path.slice(deps.signer.apiPrefix.length);
        if (!path.startsWith('/')) path = '/' + path;
        try {
          path = decodeURIComponent(path);
        } catch {
          throw new HttpError(404, NOT_FOUND_MESSAGE);
        }
        if (!SIGNABLE_PREFIXES.some((p) => path.startsWith(p)) || path.split('/').includes('..'))
          throw new HttpError(404, NOT_FOUND_MESSAGE);
        if (path.startsWith(SIGNABLE_PREFIXES[0])) {
          const file = await system.findFileByPath(
            deps.services.db(),
            path.slice(SIGNABLE_PREFIXES[0].length),
          );
          if (!file || !canRead(caller, file)) throw new HttpError(404, NOT_FOUND_MESSAGE);
        }
        const link = deps.signer.sign(path, caller.userId, deps.services.now());
        return ok({ url: link.url, expiresAt: link.expiresAt.toISOString() });
      },
    });
  };
