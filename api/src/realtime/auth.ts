import type { HandshakeAuth } from '@srm/contracts/realtime';
import { defaultRooms, type Identity } from './rooms';

/** Resolves a handshake to an identity, or null to refuse the connection. The auth module ([P2]) implements it with real tokens. */
export type SocketAuthenticator = (auth: HandshakeAuth) => Promise<Identity | null>;

/** Decides whether an identity may join a room it asked for (beyond its default rooms). */
export type RoomAuthorizer = (identity: Identity, room: string) => Promise<boolean>;

/** Until sessions exist: every socket is an anonymous visitor of its tenant, in the public rooms only. */
export const anonymousAuthenticator: SocketAuthenticator = async (auth) => ({
  userId: null,
  tenantId: typeof auth.tenantId === 'string' && /^\w{1,32}$/.test(auth.tenantId) ? auth.tenantId : '0',
  supplierId: null,
});

/** Only the identity's own default rooms; business rooms (auction:, instance:) need a module's rule. */
export const ownRoomsOnly: RoomAuthorizer = async (identity, room) => defaultRooms(identity).includes(room);

/** A room is granted when any of the modules' rules grants it. */
export const anyRoomRule =
  (...rules: RoomAuthorizer[]): RoomAuthorizer =>
  async (identity, room) => {
    for (const rule of rules) if (await rule(identity, room)) return true;
    return false;
  };

/** Test implementation: a fixed token -> identity table. */
export const staticTokenAuthenticator =
  (tokens: Record<string, Identity>): SocketAuthenticator =>
  async (auth) =>
    (auth.token && tokens[auth.token]) || null;
