/** What the server pushes: small, and always with the event's global position (the resume cursor). */
export type PushedEvent = {
  position: number;
  streamId: string;
  type: string;
  data: unknown;
  createdAt: string;
};

export type RoomAck = { ok: true } | { ok: false; message: string };

export type ServerToClientEvents = {
  /** One or more events in commit order (consecutive events for the same rooms travel together). */
  events: (batch: PushedEvent[]) => void;
};

export type ClientToServerEvents = {
  /** Join a room (e.g. `auction:42`); with `lastPosition`, first receive its events missed since then. */
  'room.join': (req: { room: string; lastPosition?: number }, ack: (r: RoomAck) => void) => void;
  'room.leave': (req: { room: string }, ack: (r: RoomAck) => void) => void;
};

/** Sent in the handshake (`io({ auth })`). */
export type HandshakeAuth = {
  token?: string;
  tenantId?: string;
  /** The position of the last event this client received: the server sends what it missed. */
  lastPosition?: number;
  /** Extra rooms to join at connection (each authorized like `room.join`). */
  rooms?: string[];
};

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

export const ROOM_PREFIXES = ['user:', 'tenant:', 'supplier:', 'auction:', 'instance:'] as const;
export const PUBLIC_ROOM = 'public';

/** The rooms an identity is always in; an anonymous visitor only in the public one. */
export function defaultRooms(identity: Identity): string[] {
  const rooms = [PUBLIC_ROOM];
  if (identity.userId) rooms.push(`tenant:${identity.tenantId}`, `user:${identity.userId}`);
  if (identity.supplierId) rooms.push(`supplier:${identity.supplierId}`);
  return rooms;
}
