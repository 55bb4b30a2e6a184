import { io, type Socket } from 'socket.io-client';

/**
 * The realtime gateway's contract as the browser sees it. The server's typed contracts
 * (api/src/realtime/contracts.ts) should replace these once they exist (`import type`).
 */
export type ServerToClientEvents = {
  event: (payload: unknown) => void;
};

export type ClientToServerEvents = Record<string, never>;

/** Sent on every (re)connect: the server replays the events after `lastPosition`. */
export type LiveSocketAuth = { lastPosition?: number };

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
