import { Typography } from 'antd';
import type { Announcement } from '../types';
import { formatNoticeTime } from '../utils/noticeDisplay';
import { PriorityTag } from './PriorityTag';

export type NoticeItemProps = { announcement: Announcement; onOpen: (a: Announcement) => void };

/** One unread announcement in the bell's panel: title, sender, time and priority; a click opens it. */
export function NoticeItem({ announcement: a, onOpen }: NoticeItemProps) {
  return (
    <div
      role="button"
      tabIndex={0}
      data-testid="notice-item"
      onClick={() => onOpen(a)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onOpen(a);
      }}
      style={{ padding: '8px 12px', cursor: 'pointer', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
        <Typography.Text strong ellipsis={{ tooltip: a.titile }} style={{ flex: 1, minWidth: 0 }}>
          {a.titile}
        </Typography.Text>
        <PriorityTag priority={a.priority} />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {a.sender ? `${a.sender} · ` : ''}
        {formatNoticeTime(a.sendTime)}
      </Typography.Text>
    </div>
  );
}
