import type { portal } from '@srm/events';

export type PortalSettings = portal.PortalSettings;
export type PortalStat = portal.PortalStat;
export type AnnouncementItem = portal.PublicAnnouncementItem;
export type ResultItem = portal.PublicResultItem;
export type ResultDialogModel = portal.PublicResultDialog;
export type NewsItem = portal.PublicNewsItem;
export type NewsType = portal.NewsType;
/** tender 招标, inquiry 询价, bidding 竞价 (spec §3). */
export type AnnouncementType = portal.PublicType;
export type PortalStats = { openOpportunities: number; announcements: number; results: number; news: number };
export type NewsPage = { records: NewsItem[]; total: number; current: number; size: number };
export type PortalTemplate = PortalSettings['template'];
