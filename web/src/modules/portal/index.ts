/**
 * The public portal's surface for its pages: the entry's light surface (light.ts) and what the other
 * pages use. Nothing here loads antd (issue [P4], < 150 kB); the entry itself imports light.ts only,
 * so the pages' pieces stay in the pages' chunks.
 */
export * from './light';
export { AnnouncementListItem } from './components/AnnouncementListItem';
export { InvitationModal } from './components/InvitationModal';
export { ResultDialog } from './components/ResultDialog';
export { PortalButton } from './components/ui/PortalButton';
export { PortalCard } from './components/ui/PortalCard';
export { PortalCarousel } from './components/ui/PortalCarousel';
export { PortalDialog } from './components/ui/PortalDialog';
export { PortalEmpty } from './components/ui/PortalEmpty';
export { PortalPagination } from './components/ui/PortalPagination';
export { PortalResult } from './components/ui/PortalResult';
export { PortalSearch } from './components/ui/PortalSearch';
export { PortalSpin } from './components/ui/PortalSpin';
export { PortalSteps } from './components/ui/PortalSteps';
export { PortalDescriptions, PortalTable } from './components/ui/PortalTable';
export { PortalTabs } from './components/ui/PortalTabs';
export { PortalTag } from './components/ui/PortalTag';
export {
  useAnnouncementSearch,
  useNews,
  usePortalSettings,
  usePortalStats,
  usePurchaseAnnouncements,
  useResults,
} from './hooks/usePortalQueries';
export { portalApi } from './services/portalApi';
export * from './types';
export {
  ANNOUNCEMENT_TYPES,
  dateLabel,
  detailHref,
  NEWS_LABEL,
  newsColor,
  newsDetailHref,
  PURCHASE_TABS,
  tabCounts,
  tabOf,
  TYPE_LABEL,
  typeOf,
} from './utils/announcement';
export type { PurchaseTab } from './utils/announcement';
export { BANNER_HEIGHT, SLIDER_AUTOPLAY_MS, slides, TIMELINE_PER_PAGE } from './utils/slides';
