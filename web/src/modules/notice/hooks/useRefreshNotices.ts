import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { noticeLiveStore } from '../services/noticeLiveStore';
import { noticeKeys } from '../utils/noticeKeys';

/**
 * Spec §4: after a read mark or a push, the bell refetches its unread list and every message list
 * reloads (they watch the revision).
 */
export function useRefreshNotices(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    noticeLiveStore.dispatch({ type: 'notices.changed' });
    void queryClient.invalidateQueries({ queryKey: noticeKeys.unread });
  }, [queryClient]);
}
