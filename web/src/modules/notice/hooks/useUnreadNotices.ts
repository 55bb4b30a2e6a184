import { useQuery } from '@tanstack/react-query';
import { SessionActor } from '../../session';
import { noticeApi } from '../services/noticeApi';
import { unreadNoticesQuery } from '../services/unreadNoticesQuery';
import { useNoticeConnection } from './useNoticeLive';

/**
 * The caller's unread announcements (the bell). Pushes refresh it while the socket is up; while
 * it is down it polls every 6000 ms, and a failed poll stops the polling until a fetch succeeds
 * again (a reconnect, opening the bell).
 */
export function useUnreadNotices() {
  const signedIn = SessionActor.useSelector((s) => s.context.token !== null);
  const userId = SessionActor.useSelector((s) => s.context.userInfo?.id ?? null);
  const connection = useNoticeConnection();
  return useQuery(
    unreadNoticesQuery({
      signedIn,
      userId,
      connection,
      fetch: (signal) => noticeApi.listByUser(undefined, signal),
    }),
  );
}
