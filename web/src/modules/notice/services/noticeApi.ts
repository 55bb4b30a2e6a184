import type { AnnouncementDraft, MyMessagesQuery } from '@srm/contracts/system';
import { api } from '../../core';

/** Every signed-in user's announcement calls (docs/auth.md "Announcements"), typed from `@srm/contracts/system`. */
export const noticeApi = {
  /** Unread, released, unexpired announcements addressed to the caller (at most `pageSize` of each kind). */
  listByUser: (pageSize?: number, signal?: AbortSignal) =>
    api.get('/sys/annountCement/listByUser', pageSize ? { pageSize } : {}, signal ? { signal } : {}),
  queryById: (id: string, signal?: AbortSignal) =>
    api.get('/sys/annountCement/queryById', { id }, signal ? { signal } : {}),
  /** Marks one read (marking it again changes nothing). */
  markRead: (anntId: string) => api.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }),
  /** Everything released to the caller, read or not, paged. */
  myMessages: (query: MyMessagesQuery, signal?: AbortSignal) =>
    api.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', query, signal ? { signal } : {}),
  /** Marks every unread one read (the server does up to 1000 per call). */
  readAll: () => api.put('/sys/sysAnnouncementSend/readAll'),
};

/** The administrator's calls, each behind its `system:announcement:*` button action. */
export const announcementAdminApi = {
  add: (draft: AnnouncementDraft) => api.post('/sys/annountCement/add', draft),
  edit: (id: string, changes: Partial<AnnouncementDraft>) =>
    api.put('/sys/annountCement/edit', { id, ...changes }),
  list: (query: Record<string, unknown>, signal?: AbortSignal) =>
    api.get('/sys/annountCement/list', query, signal ? { signal } : {}),
  release: (id: string) => api.get('/sys/annountCement/doReleaseData', { id }),
  /** Spelt so on the server. */
  revoke: (id: string) => api.get('/sys/annountCement/doReovkeData', { id }),
  remove: (id: string) => api.delete('/sys/annountCement/delete', { id }),
  /** All or nothing: one that is not the tenant's refuses the whole batch. */
  removeBatch: (ids: readonly string[]) =>
    api.delete('/sys/annountCement/deleteBatch', { ids: ids.join(',') }),
};
