import type { NoticeSocket } from './noticeSocket';

type Listener = () => void;
let current: NoticeSocket | null = null;
const listeners = new Set<Listener>();

/**
 * The session's one realtime connection (NoticeSocketEffect creates and closes it), for views that
 * join a room of their own on it (`room.join` / `room.leave`) instead of opening a second socket.
 * An external store for useSyncExternalStore: null while signed out.
 */
export const sessionSocket = {
  get: (): NoticeSocket | null => current,
  set(socket: NoticeSocket | null) {
    if (socket === current) return;
    current = socket;
    for (const l of listeners) l();
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
};
