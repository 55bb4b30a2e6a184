import type { ClientToServerEvents, HandshakeAuth, ServerToClientEvents } from '@srm/contracts/realtime';
import { io, type Socket } from 'socket.io-client';

/** Sent on every (re)connect: the server replays the events after `lastPosition`. */
export type LiveSocketAuth = Pick<HandshakeAuth, 'lastPosition'>;

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const LIVE_SOCKET_PATH = '/socket.io';

/**
 * Connects to the page's own origin. `auth` is a callback, so each reconnect reads the
 * position received last instead of the one known when the socket was created.
 */
export const createLiveSocket = (lastPosition: () => number | null): LiveSocket =>
  io({
    path: LIVE_SOCKET_PATH,
    autoConnect: false,
    auth: (send) => {
      const position = lastPosition();
      const auth: LiveSocketAuth = position === null ? {} : { lastPosition: position };
      send(auth);
    },
  });
