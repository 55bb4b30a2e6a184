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
// The settings model is the contract's (both sides need it): re-exported for the server's modules.
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
} from '@srm/contracts/portal';
export type { PortalSettings, PortalSettingsInput, PortalStat } from '@srm/contracts/portal';
export { portalSettingsStream, portalSettingsStreamId } from './portal-settings.events';
export type { PortalSettingsEvent } from './portal-settings.events';
export {
  PORTAL_SETTINGS_CONFLICT,
  PORTAL_SETTINGS_VERSION_NOT_FOUND,
  portalSettingsDecider,
  publishPortalSettings,
  revertPortalSettings,
} from './portal-settings.commands';
export type { PortalSettingsCommand } from './portal-settings.commands';
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
export { sourcingSignUpEvents } from './sourcing-signup.events';
export type { SourcingSignUp, SourcingSignUpEvent } from './sourcing-signup.events';
export {
  SIGN_UP_ALREADY,
  SIGN_UP_AWARDED,
  SIGN_UP_CLOSED,
  SIGN_UP_NOT_ADMITTED,
  SIGN_UP_PROJECT_NOT_FOUND,
  SIGN_UP_SUPPLIERS_ONLY,
  signUpProjectId,
  sourcingSignUpDecider,
} from './sourcing-signup.decide';
export type { SignUpCommand, SignUpState } from './sourcing-signup.decide';
export { signUpForSourcingProject } from './sourcing-signup.commands';
export { findInvitationLetter, findSignUp, sourcingSignUpProjection } from './sourcing-signup.projection';
export { planInfoStream, planInfoStreamId } from './plan-info.events';
export type { PlanInfo, PlanInfoEvent } from './plan-info.events';
export {
  PLAN_INFO_ALREADY_HANDLED,
  PLAN_INFO_CATEGORY_UNKNOWN,
  PLAN_INFO_DUPLICATE,
  PLAN_INFO_NOT_FOUND,
  PLAN_INFO_PROJECT_NOT_FOUND,
  planInfoDecider,
  planInfoRefusal,
} from './plan-info.decide';
export type { PlanInfoCommand, PlanInfoFacts, PlanInfoState } from './plan-info.decide';
export { collectPlanInfo, handlePlanInfo, invitePlanInfoToRegister } from './plan-info.commands';
export {
  findPlanInfo,
  PLAN_INFO_STATUS,
  planInfoCountFromAddress,
  planInfoExists,
  planInfoProjection,
} from './plan-info.projection';
export {
  invitationLetterPage,
  PORTAL_ITEM_NOT_FOUND,
  publicAnnouncement,
  publicInvitation,
  publicNews,
  publicResult,
} from './public.queries';
