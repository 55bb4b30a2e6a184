import { api } from '../../core';
import type { AnnouncementType } from '../types';

/** The public portal calls (spec §7 "Portal"); no token needed. */
export const portalApi = {
  settings: () => api.get('/portal/view/settings'),
  stats: () => api.get('/portal/view/stats'),
  purchaseAnnouncement: (type?: AnnouncementType) =>
    api.get('/portal/view/purchaseAnnouncement', type ? { type } : {}),
  purchaseAnnouncements: (likeName?: string) =>
    api.get('/portal/view/purchaseAnnouncements', likeName ? { likeName } : {}),
  announcement: (id: string) => api.get('/portal/view/announcement', { id }),
  resultAnnouncements: () => api.get('/portal/view/resultAnnouncements'),
  resultAnnouncement: (type: AnnouncementType) => api.get('/portal/view/resultAnnouncement', { type }),
  portalResult: (name: string, type: AnnouncementType) =>
    api.get('/portal/view/portalResult', { name, type }),
  invitation: (name: string, type: AnnouncementType) => api.get('/portal/view/invitation', { name, type }),
  news: (pageNo = 1, pageSize = 12) => api.get('/portal/view/news', { pageNo, pageSize }),
  newsDetail: (id: string) => api.get('/portal/view/newsDetail', { id }),
};
