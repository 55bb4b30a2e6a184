import type { Announcement, UnreadNotices } from '../types';

export type NoticeTabKey = 'annt' | 'sys';

export type NoticeTab = {
  key: NoticeTabKey;
  title: string;
  total: number;
  items: readonly Announcement[];
};

/** The bell's badge: every unread announcement, notices and system ones (not just the listed ones). */
export const unreadTotal = (n: UnreadNotices | undefined): number =>
  n ? Math.max(0, n.anntMsgTotal) + Math.max(0, n.sysMsgTotal) : 0;

/** The panel's two tabs: 通知 (notices) and 系统消息 (system announcements). */
export const noticeTabs = (n: UnreadNotices | undefined): [NoticeTab, NoticeTab] => [
  { key: 'annt', title: '通知', total: n?.anntMsgTotal ?? 0, items: n?.anntMsgList ?? [] },
  { key: 'sys', title: '系统消息', total: n?.sysMsgTotal ?? 0, items: n?.sysMsgList ?? [] },
];

/** The tab shown first: notices, unless only system announcements are unread. */
export const initialNoticeTab = (n: UnreadNotices | undefined): NoticeTabKey =>
  n && n.anntMsgTotal === 0 && n.sysMsgTotal > 0 ? 'sys' : 'annt';

/** The badge text's accessible form. */
export const bellLabel = (total: number): string => (total > 0 ? `${total} 条未读消息` : '没有未读消息');
