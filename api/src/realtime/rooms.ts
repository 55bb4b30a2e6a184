import { PUBLIC_ROOM } from '@srm/contracts/realtime';

/** Who is on the socket, as the auth module resolves a token. */
export type Identity = {
  userId: string | null;
  tenantId: string;
  supplierId: string | null;
};

export type SocketData = { identity: Identity };

export const ROOM_PREFIXES = ['user:', 'tenant:', 'supplier:', 'auction:', 'instance:'] as const;

/** The rooms an identity is always in; an anonymous visitor only in the public one. */
export function defaultRooms(identity: Identity): string[] {
  const rooms = [PUBLIC_ROOM];
  if (identity.userId) rooms.push(`tenant:${identity.tenantId}`, `user:${identity.userId}`);
  if (identity.supplierId) rooms.push(`supplier:${identity.supplierId}`);
  return rooms;
}
