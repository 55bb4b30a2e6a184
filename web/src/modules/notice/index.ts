/**
 * The notice module's public surface (live notifications, spec §2 bell and announcement dialog,
 * §4 unread -> read, §9 panel width and polling): the shell and views import from here only.
 */
export { AnnouncementDialog, ANNOUNCEMENT_DIALOG_WIDTH } from './components/AnnouncementDialog';
export { NoticeBell } from './components/NoticeBell';
export { NOTICE_PANEL_WIDTH } from './components/NoticePanel';
export { NoticeSocketEffect } from './components/NoticeSocketEffect';
export { PriorityTag } from './components/PriorityTag';
export { useAnnouncementDialog } from './hooks/useAnnouncementDialog';
export { useNoticeConnection, useNoticeRevision } from './hooks/useNoticeLive';
export { usePriorityOptions } from './hooks/usePriorityOptions';
export { useRefreshNotices } from './hooks/useRefreshNotices';
export { useSessionSocket } from './hooks/useSessionSocket';
export { useUnreadNotices } from './hooks/useUnreadNotices';
export { announcementAdminApi, noticeApi } from './services/noticeApi';
export type { NoticeSocket } from './services/noticeSocket';
export { sessionPushes } from './services/sessionPushes';
export {
  MY_MESSAGES_PAGE_SIZE,
  MY_MESSAGES_PAGE_SIZES,
  pageTotalText,
  toMyMessagesQuery,
} from './utils/myMessagesQuery';
export type { MyMessagesParams } from './utils/myMessagesQuery';
export { announcementTitle, formatNoticeTime, priorityOptions } from './utils/noticeDisplay';
export type { PriorityOption } from './utils/noticeDisplay';
export { noticeErrorToShow } from './utils/noticeErrors';
export { noticeKeys } from './utils/noticeKeys';
export { NOTICE_POLL_INTERVAL_MS } from './utils/pollPolicy';
export { MY_MESSAGES_PATH, PURCHASE_ORDER_PATH } from './utils/noticeTargets';
export type {
  Announcement,
  AnnouncementDraft,
  MsgCategory,
  MyMessage,
  NoticeConnection,
  NoticePriority,
  NoticeRef,
  OpenType,
  UnreadNotices,
} from './types';
