import { PUBLIC_ROOM } from '@srm/contracts/realtime';

/** Who is on the socket, as the auth module resolves a token. */
export type Identity = {
  userId: string | null;
  tenantId: string;
  supplierId: string | null;
  /** The signed-in session (token id): the socket is disconnected when that session ends. */
  sessionId?: string;
};

/**
 * A server-only room per session (not a ROOM_PREFIXES name: no client can ask to join it); the
 * gateway disconnects its sockets when the session ends.
 */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export type SocketData = { identity: Identity };

export const ROOM_PREFIXES = ['user:', 'tenant:', 'supplier:', 'auction:', 'instance:', 'sourcing:'] as const;

/** The rooms an identity is always in; an anonymous visitor only in the public one. */
export function defaultRooms(identity: Identity): string[] {
  const rooms = [PUBLIC_ROOM];
  if (identity.userId) rooms.push(`tenant:${identity.tenantId}`, `user:${identity.userId}`);
  if (identity.supplierId) rooms.push(`supplier:${identity.supplierId}`);
  return rooms;
}
