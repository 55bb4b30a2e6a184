import type { ClientToServerEvents, HandshakeAuth, ServerToClientEvents } from '@srm/contracts/realtime';
import { io, type Socket } from 'socket.io-client';

export type NoticeSocketAuth = Pick<HandshakeAuth, 'token' | 'lastPosition'>;
export type NoticeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A socket to the page's own origin, signed in with the session's token: the gateway puts it in
 * the user's `user:` and `tenant:` rooms. `auth` is read on every (re)connect, so a reconnect sends
 * the position received last and the server replays what was missed.
 */
export const createNoticeSocket = (auth: () => NoticeSocketAuth): NoticeSocket =>
  io({
    path: '/socket.io',
    autoConnect: false,
    auth: (send) => send(auth()),
  });
