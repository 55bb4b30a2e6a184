import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useNotificationSettings } from '../../account';
import type { NoticePush } from '../utils/noticeLive';
import { noticePopups } from '../utils/noticePopups';

/** Shows the pushed releases the user's 新消息通知 settings let through, bottom right (a popup in the header's corner would cover the bell). */
export function useNoticePopups() {
  const { notification } = App.useApp();
  const { settings } = useNotificationSettings();
  const prefs = useRef(settings);
  useEffect(() => {
    prefs.current = settings;
  }, [settings]);
  return useCallback(
    (events: readonly NoticePush[]) => {
      for (const p of noticePopups(events, prefs.current)) {
        notification.info({
          key: `notice-popup-${p.id}`,
          message: p.title,
          description: p.text,
          placement: 'bottomRight',
          duration: 6,
          props: { 'data-testid': 'notice-popup' } as Record<string, string>,
        });
      }
    },
    [notification],
  );
}
