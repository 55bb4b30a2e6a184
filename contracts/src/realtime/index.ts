import { z } from 'zod';

/** What the server pushes: small, and always with the event's global position (the resume cursor). */
export const pushedEvent = z.object({
  position: z.number().int().nonnegative(),
  streamId: z.string(),
  type: z.string(),
  data: z.unknown(),
  createdAt: z.string(),
});
export type PushedEvent = z.infer<typeof pushedEvent>;

export type RoomAck = { ok: true } | { ok: false; message: string };

export type ServerToClientEvents = {
  /** One or more events in commit order (consecutive events for the same rooms travel together). */
  events: (batch: PushedEvent[]) => void;
};

export const roomJoin = z.object({ room: z.string(), lastPosition: z.number().optional() });
export const roomLeave = z.object({ room: z.string() });

export type ClientToServerEvents = {
  /** Join a room (e.g. `auction:42`); with `lastPosition`, first receive its events missed since then. */
  'room.join': (req: z.input<typeof roomJoin>, ack: (r: RoomAck) => void) => void;
  'room.leave': (req: z.input<typeof roomLeave>, ack: (r: RoomAck) => void) => void;
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

export const PUBLIC_ROOM = 'public';
