import { system, type EventStore } from '@srm/events';
import { anonymousAuthenticator, type SocketAuthenticator } from '../../realtime/auth';
import type { TokenService } from './tokens';

/**
 * Sockets: a valid token makes the socket its user's (tenant, user and supplier rooms, and its
 * session's, so that the session's end disconnects it); no token makes it an anonymous visitor
 * (public room); a bad token, an ended session or a frozen or deleted user is refused (the client
 * logs in again). The same checks as requireCaller, in one query.
 */
export const tokenSocketAuthenticator =
  (tokens: TokenService, store: () => EventStore): SocketAuthenticator =>
  async (auth) => {
    if (typeof auth.token !== 'string' || auth.token === '') return anonymousAuthenticator(auth);
    const claims = await tokens.verifySignature(auth.token);
    if (!claims) return null;
    const user = await system.liveSessionUser(store().db, claims.tokenId, claims.userId);
    return user
      ? { userId: user.id, tenantId: user.tenant_id, supplierId: user.supplier_id, sessionId: claims.tokenId }
      : null;
  };
