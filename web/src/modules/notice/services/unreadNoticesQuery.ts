import type { NoticeConnection, UnreadNotices } from '../types';
import { noticeKeys } from '../utils/noticeKeys';
import { noticePollInterval } from '../utils/pollPolicy';

export type UnreadNoticesQueryInput = {
  signedIn: boolean;
  userId: string | null;
  connection: NoticeConnection;
  fetch: (signal: AbortSignal) => Promise<UnreadNotices>;
};

/**
 * The bell's query: fetched once when signed in; polled every 6000 ms only while the socket is not
 * up; a failed fetch stops the polling (no retry) until a fetch succeeds again.
 */
export const unreadNoticesQuery = ({ signedIn, userId, connection, fetch }: UnreadNoticesQueryInput) => ({
  queryKey: noticeKeys.unreadOf(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetch(signal),
  enabled: signedIn,
  retry: false as const,
  refetchInterval: (query: { state: { status: 'pending' | 'error' | 'success' } }) =>
    noticePollInterval({ signedIn, connection, failed: query.state.status === 'error' }),
});
