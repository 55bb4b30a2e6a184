import { system, type EventStore } from '@srm/events';
import { anonymousAuthenticator, type SocketAuthenticator } from '../../realtime/auth';
import type { TokenService } from './tokens';

/**
 * Sockets: a valid token makes the socket its user's (tenant, user and supplier rooms); no token
 * makes it an anonymous visitor (public room); a bad token is refused (the client logs in again).
 */
export const tokenSocketAuthenticator =
  (tokens: TokenService, store: () => EventStore): SocketAuthenticator =>
  async (auth) => {
    if (typeof auth.token !== 'string' || auth.token === '') return anonymousAuthenticator(auth);
    const claims = await tokens.verify(auth.token);
    if (!claims) return null;
    const user = await system.findUserById(store().db, claims.userId);
    return user ? { userId: user.id, tenantId: user.tenant_id, supplierId: user.supplier_id } : null;
  };
