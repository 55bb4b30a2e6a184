/**
 * Shapes of the announcement calls (spec §3 "Announcement/message", docs/auth.md "Announcements").
 * Declared here rather than imported from the API, so the web app depends on no server code.
 */

/** '2' is a system announcement (系统公告); anything else a notice (通知公告). */
export type MsgCategory = '1' | '2';
/** L 一般, M 重要, H 紧急. */
export type NoticePriority = 'L' | 'M' | 'H';
/** 'url': a 处理 button to `openPage`; 'component': open the dynamic page `openPage`. */
export type OpenType = 'url' | 'component';

/** One announcement as `listByUser` and `queryById` answer it. `titile` is spelt so. */
export type Announcement = {
  id: string;
  titile: string;
  /** HTML the server has already sanitised. */
  msgContent: string;
  msgCategory: string;
  priority: string;
  openType: OpenType | null;
  openPage: string | null;
  busId: string | null;
  busType: string | null;
  sender: string | null;
  sendTime: string | null;
};

/** `GET /sys/annountCement/listByUser`: the caller's unread announcements, notices and system ones apart. */
export type UnreadNotices = {
  anntMsgList: Announcement[];
  anntMsgTotal: number;
  sysMsgList: Announcement[];
  sysMsgTotal: number;
};

/** One row of `GET /sys/sysAnnouncementSend/getMyAnnouncementSend`. */
export type MyMessage = Announcement & {
  anntId: string;
  /** 1 read, 0 unread. */
  readFlag: number;
  readTime: string | null;
};

/** The generic list contract's page. */
export type Page<T> = { records: T[]; total: number; current: number; size: number; pages: number };

/** Query of the "my messages" list (generic list contract: filters in its syntax, e.g. `*x*` contains). */
export type MyMessagesQuery = {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
  titile?: string;
  sender?: string;
  msgCategory?: string;
  priority?: string;
  readFlag?: '0' | '1';
};

/** What an admin sends to `POST /sys/annountCement/add` (omitted fields take the server's defaults). */
export type AnnouncementDraft = {
  titile: string;
  msgContent?: string;
  msgCategory?: MsgCategory;
  priority?: NoticePriority;
  msgType?: 'ALL' | 'USER';
  userIds?: string[];
  openType?: OpenType | null;
  openPage?: string | null;
  busId?: string | null;
  busType?: string | null;
  startTime?: string | null;
  endTime?: string | null;
};

/** An announcement as the admin list (`GET /sys/annountCement/list`) shows it. */
export type AdminAnnouncement = Announcement & {
  msgType: 'ALL' | 'USER';
  userIds: string[];
  startTime: string | null;
  endTime: string | null;
  /** 0 draft, 1 released, 2 revoked. */
  sendStatus: number;
  cancelTime: string | null;
  createTime: string;
};

/** The realtime link of the notice module. */
export type NoticeConnection = 'idle' | 'connecting' | 'connected' | 'disconnected';

/** An item the announcement dialog can open: its id, and what the opener already knows of it. */
export type NoticeRef = Pick<Announcement, 'id'> & Partial<Omit<Announcement, 'id'>> & { readFlag?: number };
