/**
 * The public portal's light surface: what its entry (portal-main.tsx, portal-routes.tsx) and the homes load
 * up front: the layout, the homes and their antd-free components, the settings and the public calls.
 * Nothing here loads antd (issue [P4], the home < 150 kB). What only the inner pages use is the `portal` module (which
 * re-exports this): reached from the entry, it would ride in the entry's chunk.
 */
export { HeroSection } from './components/HeroSection';
export type { HeroSectionProps } from './components/HeroSection';
export { PortalFooter } from './components/PortalFooter';
export type { PortalFooterProps } from './components/PortalFooter';
export { PortalHeader } from './components/PortalHeader';
export { PortalHome } from './components/PortalHome';
export { PortalLayout } from './components/PortalLayout';
export { WithPortalSettings } from './components/WithPortalSettings';
export type { WithPortalSettingsProps } from './components/WithPortalSettings';
export { PortalButton } from './components/ui/PortalButton';
export { PortalCarousel } from './components/ui/PortalCarousel';
export { PortalEmpty } from './components/ui/PortalEmpty';
export { PortalSpin } from './components/ui/PortalSpin';
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
export { useSettings } from './hooks/useSettings';
export { useSignedIn } from './hooks/useSignedIn';
export { formsApi } from './services/formsApi';
export type { MySignUp, SignUpTarget } from './services/formsApi';
export { portalApi } from './services/portalApi';
export * from './types';
export { homePathOf } from '@srm/contracts/portal';
export {
  ANNOUNCEMENT_TYPES,
  countdownColor,
  dateLabel,
  detailHref,
  LOGIN_FIRST_MESSAGE,
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
export { seedQueryCache } from './utils/prerendered';
export { BANNER_HEIGHT, SLIDER_AUTOPLAY_MS, slides, TIMELINE_PER_PAGE } from './utils/slides';
export { portalSignedIn } from './utils/token';
