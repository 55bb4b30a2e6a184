import { randomUUID } from 'node:crypto';
import { system, type EventStore } from '@srm/events';
import { createSigner, createVerifier } from 'fast-jwt';

export type TokenClaims = { userId: string; tenantId: string; tokenId: string; expiresAt: Date };

/**
 * Signed (HS256) tokens carried in X-Access-Token, 7 days (spec §9). The token id (`jti`) names a
 * session (`session-<tokenId>`, row in `auth_session`): a token counts while its session has not
 * ended (logout, a password change, freezing, deleting, a role taken away, or ended in 安全设置).
 */
export class TokenService {
  // Synchronous HMAC (node:crypto): WebCrypto's sign and verify queue on the libuv pool behind
  // argon2 verifies, so a login waited for another login's password check to sign its token.
  private readonly sign: (payload: Record<string, unknown>) => string;
  private readonly check: (token: string) => Record<string, unknown>;

  constructor(
    secret: string,
    private readonly store: () => EventStore,
  ) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256' });
    this.check = createVerifier({ key: secret, algorithms: ['HS256'] });
  }

  newTokenId(): string {
    return randomUUID();
  }

  async issue(c: TokenClaims): Promise<string> {
    return this.sign({
      tid: c.tenantId,
      sub: c.userId,
      jti: c.tokenId,
      exp: Math.floor(c.expiresAt.getTime() / 1000),
    });
  }

  /**
   * The claims of a valid, unexpired token whose session is live; null otherwise. A database that
   * cannot be asked is an error (503), not an invalid token: nobody is logged out by an outage.
   * (Routes use requireCaller, which also checks the user; this is for logout.)
   */
  async verify(token: string): Promise<TokenClaims | null> {
    const claims = await this.verifySignature(token);
    if (!claims) return null;
    return (await system.isSessionActive(this.store().db, claims.tokenId, claims.userId)) ? claims : null;
  }

  /**
   * The claims of a well-signed, unexpired token, NOT yet checked against its session: only for a
   * caller that asks `auth_session` itself in the same query (requireCaller, the socket handshake).
   */
  async verifySignature(token: string): Promise<TokenClaims | null> {
    try {
      const payload = this.check(token);
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.jti !== 'string' ||
        typeof payload.tid !== 'string' ||
        typeof payload.exp !== 'number'
      )
        return null;
      return {
        userId: payload.sub,
        tenantId: payload.tid,
        tokenId: payload.jti,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch {
      return null;
    }
  }
}
