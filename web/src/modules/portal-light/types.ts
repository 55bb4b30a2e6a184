/** The portal's shapes are the contract's (`@srm/contracts/portal`). */
export type {
  AnnouncementItem,
  NewsItem,
  NewsPage,
  NewsType,
  PortalSettings,
  PortalStat,
  PortalStats,
  PortalTemplate,
  ResultDialogModel,
  ResultItem,
} from '@srm/contracts/portal';
/** tender 招标, inquiry 询价, bidding 竞价 (spec §3). */
export type { PublicType as AnnouncementType } from '@srm/contracts/portal';
