export { SOURCING_KINDS, sourcingNoticeStream, sourcingProjectStreamId } from './sourcing-notice.events';
export type {
  SourcingAnnouncement,
  SourcingKind,
  SourcingNoticeEvent,
  SourcingResult,
} from './sourcing-notice.events';
export {
  ANNOUNCEMENT_ALREADY_PUBLISHED,
  ANNOUNCEMENT_NOT_PUBLISHED,
  PROJECT_OF_OTHER_TENANT,
  RESULT_ALREADY_ANNOUNCED,
  sourcingNoticeDecider,
} from './sourcing-notice.decide';
export type { SourcingNoticeCommand, SourcingNoticeState } from './sourcing-notice.decide';
export { announceSourcingResult, publishSourcingAnnouncement } from './sourcing-notice.commands';
export {
  ANNOUNCEMENT_STATUS,
  businessDateTime,
  countOpenOpportunities,
  findInvitation,
  findPublicAnnouncement,
  findPublicResult,
  kindOfPublicType,
  listPublicAnnouncements,
  listPublicResults,
  portalCounts,
  PUBLIC_TYPES,
  sourcingNoticeProjection,
} from './sourcing-notice.projection';
export type {
  PublicAnnouncementItem,
  PublicResultDialog,
  PublicResultItem,
  PublicType,
} from './sourcing-notice.projection';
export {
  DEFAULT_FOOTER_SITEMAP,
  DEFAULT_NAV,
  DEFAULT_STATS,
  defaultPortalSettings,
  COLOR_MESSAGE,
  HEX_COLOR,
  PORTAL_URL,
  portalSettingsSchema,
  URL_MESSAGE,
} from './portal-settings';
export type { PortalSettings, PortalSettingsInput, PortalStat } from './portal-settings';
export { portalSettingsStream, portalSettingsStreamId } from './portal-settings.events';
export type { PortalSettingsEvent } from './portal-settings.events';
export {
  PORTAL_SETTINGS_CONFLICT,
  portalSettingsDecider,
  publishPortalSettings,
} from './portal-settings.commands';
export { portalSettingsOf, portalSettingsProjection } from './portal-settings.projection';
export {
  portalSettingsAt,
  portalSettingsHistory,
  portalSettingsLive,
  settingsChanges,
} from './portal-settings.history';
export type { PortalSettingsPublication } from './portal-settings.history';
export { findPublicNews, listPublicNews, NEWS_TYPES } from './news.queries';
export type { NewsType, PublicNewsItem } from './news.queries';
