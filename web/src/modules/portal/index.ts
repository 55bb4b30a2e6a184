/**
 * The public portal's surface: its layout, homes and pieces for the pages (web/src/pages/public-portal),
 * and what the back office's studio borrows (the real header, hero, footer and homes, rendered with a
 * draft). Nothing here loads antd (issue [P4], < 150 kB): the portal's entry imports this index, and
 * what a page does not use stays out of the entry's chunks.
 */
export { AnnouncementListItem } from './components/AnnouncementListItem';
export { HeroSection } from './components/HeroSection';
export type { HeroSectionProps } from './components/HeroSection';
export { InvitationModal } from './components/InvitationModal';
export { PortalFooter } from './components/PortalFooter';
export type { PortalFooterProps } from './components/PortalFooter';
export { PortalHeader } from './components/PortalHeader';
export { PortalHome } from './components/PortalHome';
export { PortalLayout } from './components/PortalLayout';
export { ResultDialog } from './components/ResultDialog';
export { SignUpButton } from './components/SignUpButton';
export type { SignUpButtonProps } from './components/SignUpButton';
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
export { WithPortalSettings } from './components/WithPortalSettings';
export type { WithPortalSettingsProps } from './components/WithPortalSettings';
export {
  useAnnouncementSearch,
  useNews,
  usePortalSettings,
  usePortalStats,
  usePurchaseAnnouncements,
  useResults,
} from './hooks/usePortalQueries';
export { useSettings } from './hooks/useSettings';
export { formsApi } from './services/formsApi';
export { portalApi } from './services/portalApi';
export * from './types';
export { homePathOf, isPortalPath, PORTAL_PATHS } from '@srm/contracts/portal';
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
export { invitationHref, timeLeftText } from './utils/letter';
export { seedQueryCache } from './utils/prerendered';
export { BANNER_HEIGHT, SLIDER_AUTOPLAY_MS, slides, TIMELINE_PER_PAGE } from './utils/slides';
