/** The public portal's surface: pages import from here only. */
export { FullPageLoad } from './components/FullPageLoad';
export { AnnouncementListItem } from './components/AnnouncementListItem';
export { InvitationModal } from './components/InvitationModal';
export { PortalHome } from './components/PortalHome';
export { PortalLayout } from './components/PortalLayout';
export { ResultDialog } from './components/ResultDialog';
export {
  useAnnouncementSearch,
  useNews,
  usePortalSettings,
  usePortalStats,
  usePurchaseAnnouncements,
  useResults,
} from './hooks/usePortalQueries';
export { useSettings } from './hooks/useSettings';
export { portalApi } from './services/portalApi';
export * from './types';
export {
  dateLabel,
  detailHref,
  NEWS_LABEL,
  newsColor,
  newsDetailHref,
  PURCHASE_TABS,
  tabOf,
  TYPE_LABEL,
  typeOf,
  ANNOUNCEMENT_TYPES,
} from './utils/announcement';
export type { PurchaseTab } from './utils/announcement';
export { isPortalPath, PORTAL_PATHS } from './utils/routes';
export { BANNER_HEIGHT, SLIDER_AUTOPLAY_MS, slides, TIMELINE_PER_PAGE } from './utils/slides';
