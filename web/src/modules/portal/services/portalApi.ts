import { http } from '../../core';
import type {
  AnnouncementItem,
  AnnouncementType,
  NewsItem,
  NewsPage,
  PortalSettings,
  PortalStats,
  ResultDialogModel,
  ResultItem,
} from '../types';

/** The public portal calls (spec §7 "Portal"); no token needed. */
export const portalApi = {
  settings: () => http.get<PortalSettings>('/portal/view/settings'),
  stats: () => http.get<PortalStats>('/portal/view/stats'),
  purchaseAnnouncement: (type?: AnnouncementType) =>
    http.get<AnnouncementItem[]>('/portal/view/purchaseAnnouncement', type ? { type } : {}),
  purchaseAnnouncements: (likeName?: string) =>
    http.get<AnnouncementItem[]>('/portal/view/purchaseAnnouncements', likeName ? { likeName } : {}),
  announcement: (id: string) => http.get<AnnouncementItem>('/portal/view/announcement', { id }),
  resultAnnouncements: () => http.get<ResultItem[]>('/portal/view/resultAnnouncements'),
  resultAnnouncement: (type: AnnouncementType) =>
    http.get<ResultItem[]>('/portal/view/resultAnnouncement', { type }),
  portalResult: (name: string, type: AnnouncementType) =>
    http.get<ResultDialogModel>('/portal/view/portalResult', { name, type }),
  invitation: (name: string, type: AnnouncementType) =>
    http.get<{ content: string }>('/portal/view/invitation', { name, type }),
  news: (pageNo = 1, pageSize = 12) => http.get<NewsPage>('/portal/view/news', { pageNo, pageSize }),
  newsDetail: (id: string) => http.get<NewsItem>('/portal/view/newsDetail', { id }),
};
