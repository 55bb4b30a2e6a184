import { http } from '../../core';
import type {
  AdminAnnouncement,
  Announcement,
  AnnouncementDraft,
  MyMessage,
  MyMessagesQuery,
  Page,
  UnreadNotices,
} from '../types';

/** Every signed-in user's announcement calls (docs/auth.md "Announcements"). */
export const noticeApi = {
  /** Unread, released, unexpired announcements addressed to the caller (at most `pageSize` of each kind). */
  listByUser: (pageSize?: number, signal?: AbortSignal) =>
    http.get<UnreadNotices>('/sys/annountCement/listByUser', pageSize ? { pageSize } : undefined, signal),
  queryById: (id: string, signal?: AbortSignal) =>
    http.get<Announcement>('/sys/annountCement/queryById', { id }, signal),
  /** Marks one read (marking it again changes nothing). */
  markRead: (anntId: string) => http.put<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }),
  /** Everything released to the caller, read or not, paged. */
  myMessages: (query: MyMessagesQuery, signal?: AbortSignal) =>
    http.get<Page<MyMessage>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', query, signal),
  /** Marks every unread one read (the server does up to 1000 per call). */
  readAll: () => http.put<{ count: number }>('/sys/sysAnnouncementSend/readAll'),
};

/** The administrator's calls, each behind its `system:announcement:*` button action. */
export const announcementAdminApi = {
  add: (draft: AnnouncementDraft) => http.post<{ id: string }>('/sys/annountCement/add', draft),
  edit: (id: string, changes: Partial<AnnouncementDraft>) =>
    http.put<null>('/sys/annountCement/edit', { id, ...changes }),
  list: (query: Record<string, unknown>, signal?: AbortSignal) =>
    http.get<Page<AdminAnnouncement>>('/sys/annountCement/list', query, signal),
  release: (id: string) => http.get<null>('/sys/annountCement/doReleaseData', { id }),
  /** Spelt so on the server. */
  revoke: (id: string) => http.get<null>('/sys/annountCement/doReovkeData', { id }),
  remove: (id: string) => http.delete<null>('/sys/annountCement/delete', { id }),
};
