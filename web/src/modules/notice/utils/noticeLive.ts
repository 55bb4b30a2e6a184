import type { NoticeConnection } from '../types';

/** What the gateway pushes (`PushedEvent` of @srm/contracts/realtime), checked before use. */
export type NoticePush = {
  position: number;
  streamId: string;
  type: string;
  data: unknown;
};

/** The events announcement.realtime.ts routes to a user's rooms. */
export const ANNOUNCEMENT_PUSH_TYPES = [
  'AnnouncementReleased',
  'AnnouncementRevoked',
  'AnnouncementDeleted',
  'AnnouncementRead',
] as const;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Accepts a payload only if it has the gateway's shape. */
export const toNoticePush = (payload: unknown): NoticePush | null => {
  if (!isRecord(payload)) return null;
  const { position, streamId, type, data } = payload;
  if (typeof position !== 'number' || !Number.isSafeInteger(position) || position < 0) return null;
  if (typeof streamId !== 'string' || typeof type !== 'string') return null;
  return { position, streamId, type, data };
};

/**
 * A push that changes what the bell or the message list shows: a release, revoke or deletion
 * (stream `announcement-<id>`) or a read mark from another tab (`announcementRead-<id>.<user>`).
 */
export const isAnnouncementPush = (e: NoticePush): boolean =>
  (ANNOUNCEMENT_PUSH_TYPES as readonly string[]).includes(e.type) &&
  (e.streamId.startsWith('announcement-') || e.streamId.startsWith('announcementRead-'));

/** The socket's messages carry a batch; anything that is not one is nothing. */
export const toNoticePushes = (batch: unknown): NoticePush[] =>
  (Array.isArray(batch) ? batch : []).flatMap((p) => {
    const e = toNoticePush(p);
    return e ? [e] : [];
  });

export type NoticeLiveState = {
  connection: NoticeConnection;
  /** The last global position received: sent on reconnect so the server replays what was missed. */
  lastPosition: number | null;
  /** Bumped whenever the user's announcements may have changed (a push, a read mark, a reconnect): lists reload on it. */
  revision: number;
};

export const initialNoticeLiveState: NoticeLiveState = {
  connection: 'idle',
  lastPosition: null,
  revision: 0,
};

export type NoticeLiveAction =
  | { type: 'socket.connecting' }
  | { type: 'socket.connected' }
  | { type: 'socket.disconnected' }
  | { type: 'events.received'; events: readonly NoticePush[] }
  | { type: 'notices.changed' }
  | { type: 'session.ended' };

/** Pure: the same state object back when nothing changed (so subscribers are not told). */
export function reduceNoticeLive(state: NoticeLiveState, action: NoticeLiveAction): NoticeLiveState {
  switch (action.type) {
    case 'socket.connecting':
    case 'socket.connected':
    case 'socket.disconnected': {
      const connection = action.type.slice('socket.'.length) as NoticeConnection;
      return state.connection === connection ? state : { ...state, connection };
    }
    case 'events.received': {
      if (action.events.length === 0) return state;
      const last = Math.max(state.lastPosition ?? -1, ...action.events.map((e) => e.position));
      return last === state.lastPosition ? state : { ...state, lastPosition: last };
    }
    case 'notices.changed':
      return { ...state, revision: state.revision + 1 };
    case 'session.ended':
      // Another user may sign in next: no resume position, no connection; lists still reload.
      return { ...initialNoticeLiveState, revision: state.revision + 1 };
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** Whether a batch holds anything that changes the bell or the message list. */
export const changesNotices = (events: readonly NoticePush[]): boolean => events.some(isAnnouncementPush);
