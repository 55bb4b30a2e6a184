import type { Announcement } from '@srm/contracts/system';

/**
 * The announcement calls' shapes come from the contract (`@srm/contracts/system`, docs/contracts.md);
 * only what the web adds lives here.
 */
export type {
  Announcement,
  AnnouncementDraft,
  MsgCategory,
  MyMessage,
  MyMessagesQuery,
  NoticePriority,
  OpenType,
  UnreadNotices,
} from '@srm/contracts/system';

/** The realtime link of the notice module. */
export type NoticeConnection = 'idle' | 'connecting' | 'connected' | 'disconnected';

/** An item the announcement dialog can open: its id, and what the opener already knows of it. */
export type NoticeRef = Pick<Announcement, 'id'> & Partial<Omit<Announcement, 'id'>> & { readFlag?: number };
