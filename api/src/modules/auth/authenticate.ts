import type { FastifyRequest } from 'fastify';
import { HttpError, TOKEN_INVALID_MESSAGE, UNAUTHORIZED_MESSAGE } from '../../http/errors';
import type { TokenClaims, TokenService } from './tokens';

export const tokenOf = (req: FastifyRequest): string | undefined => {
  const h = req.headers['x-access-token'];
  return typeof h === 'string' && h.length > 0 ? h : undefined;
};

/**
 * The caller's claims, or the spec's answers: no token 401 未授权，请重新登录; a token that is
 * expired, revoked or forged 500 Token失效，请重新登录 (the web client shows 登录已过期 for it).
 */
export async function requireUser(tokens: TokenService, req: FastifyRequest): Promise<TokenClaims> {
  const token = tokenOf(req);
  if (!token) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  const claims = await tokens.verify(token);
  if (!claims) throw new HttpError(500, TOKEN_INVALID_MESSAGE);
  return claims;
}
