import { useEffect } from 'react';
import { SessionActor } from '../../session';
import { useNoticePopups } from '../hooks/useNoticePopups';
import { useRefreshNotices } from '../hooks/useRefreshNotices';
import { noticeLiveStore } from '../services/noticeLiveStore';
import { createNoticeSocket } from '../services/noticeSocket';
import { sessionPushes } from '../services/sessionPushes';
import { sessionSocket } from '../services/sessionSocket';
import { changesNotices, toNoticePushes } from '../utils/noticeLive';

/**
 * After the server refuses or closes a connection socket.io stops retrying by itself (it only
 * retries lost transports); we try again after this.
 */
const RETRY_AFTER_REFUSAL_MS = 5_000;

/**
 * Render-null: while the session holds a token, keeps one Socket.IO connection signed in with it
 * (the gateway joins it to the user's `user:` and `tenant:` rooms). A (re)connect sends the last
 * position received, so the server replays what was missed, and refreshes the notices; an
 * announcement push (release, revoke, deletion, a read mark from another tab) refreshes them too,
 * and a release pops up unless the user's 新消息通知 settings say otherwise.
 * While the socket is down the bell polls instead (useUnreadNotices).
 */
export function NoticeSocketEffect() {
  const token = SessionActor.useSelector((s) => s.context.token);
  const refresh = useRefreshNotices();
  const popup = useNoticePopups();

  useEffect(() => {
    if (!token) {
      noticeLiveStore.dispatch({ type: 'session.ended' });
      return;
    }
    const socket = createNoticeSocket(() => {
      const lastPosition = noticeLiveStore.getSnapshot().lastPosition;
      return lastPosition === null ? { token } : { token, lastPosition };
    });
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      noticeLiveStore.dispatch({ type: 'socket.connecting' });
      socket.connect();
    };
    const down = () => {
      noticeLiveStore.dispatch({ type: 'socket.disconnected' });
      if (!socket.active) {
        clearTimeout(retryTimer);
        retryTimer = setTimeout(connect, RETRY_AFTER_REFUSAL_MS);
      }
    };

    socket.on('connect', () => {
      noticeLiveStore.dispatch({ type: 'socket.connected' });
      // Whatever changed while the socket was down (or before it first came up) is fetched now.
      refresh();
    });
    socket.on('disconnect', down);
    socket.on('connect_error', down);
    socket.on('events', (batch) => {
      // Other modules' pushes ride the same connection (task arrivals: 我的任务 and its notice).
      sessionPushes.receive(batch);
      const events = toNoticePushes(batch);
      noticeLiveStore.dispatch({ type: 'events.received', events });
      if (changesNotices(events)) refresh();
      popup(events);
    });
    connect();
    // Views join their own rooms on this connection (useSessionSocket).
    sessionSocket.set(socket);

    return () => {
      sessionSocket.set(null);
      clearTimeout(retryTimer);
      socket.removeAllListeners();
      socket.disconnect();
      noticeLiveStore.dispatch({ type: 'socket.disconnected' });
    };
  }, [token, refresh, popup]);

  return null;
}
