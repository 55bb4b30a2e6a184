import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { noticeApi } from '../services/noticeApi';
import type { NoticeRef } from '../types';
import { noticeErrorToShow } from '../utils/noticeErrors';
import { useRefreshNotices } from './useRefreshNotices';

/**
 * Which announcement the dialog shows. Opening an unread one marks it read (spec §4: unread ->
 * read), then the bell and the lists refresh.
 */
export function useAnnouncementDialog() {
  const [current, setCurrent] = useState<NoticeRef | null>(null);
  const refresh = useRefreshNotices();
  const { message } = App.useApp();
  const { mutate: markRead } = useMutation({
    mutationFn: (anntId: string) => noticeApi.markRead(anntId),
    onSuccess: refresh,
    onError: (error) => {
      const text = noticeErrorToShow(error);
      if (text) void message.warning(text);
    },
  });
  const open = useCallback(
    (notice: NoticeRef) => {
      setCurrent(notice);
      if (notice.readFlag !== 1) markRead(notice.id);
    },
    [markRead],
  );
  const close = useCallback(() => setCurrent(null), []);
  return { current, open, close };
}
