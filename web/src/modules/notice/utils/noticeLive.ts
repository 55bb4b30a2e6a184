import { pushedEvent, type PushedEvent } from '@srm/contracts/realtime';
import {
  ANNOUNCEMENT_PUSH_TYPES,
  announcementPushStream,
  type AnnouncementPushType,
} from '@srm/contracts/system';
import type { NoticeConnection } from '../types';

/** What the gateway pushes (`PushedEvent` of @srm/contracts/realtime), checked against its schema before use. */
export type NoticePush = Omit<PushedEvent, 'createdAt'>;

export { ANNOUNCEMENT_PUSH_TYPES };

/** Accepts a payload only if it has the gateway's shape (`pushedEvent`). */
export const toNoticePush = (payload: unknown): NoticePush | null => {
  const r = pushedEvent.safeParse(payload);
  if (!r.success) return null;
  const { position, streamId, type, data } = r.data;
  return { position, streamId, type, data };
};

/**
 * A push that changes what the bell or the message list shows: a release, revoke or deletion
 * (stream `announcement-<id>`) or a read mark from another tab (`announcementRead-<id>.<user>`).
 * Its payload is checked where it is read (`toAnnouncementPush`, e.g. the pop-ups).
 */
export const isAnnouncementPush = (e: NoticePush): boolean =>
  (ANNOUNCEMENT_PUSH_TYPES as readonly string[]).includes(e.type) &&
  announcementPushStream(e.type as AnnouncementPushType, e.streamId);

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
