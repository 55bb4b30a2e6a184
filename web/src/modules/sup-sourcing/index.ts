/**
 * The supplier's side of 寻源 (docs/sourcing.md "Supplier screens"): 我的询价 and 我的投标, and the
 * live hook that keeps any sourcing screen (the buyer's too) current.
 */
export { InquiryQuote, SupProjectDrawer } from './components/SupProjectDrawer';
export type { SupProjectDrawerProps } from './components/SupProjectDrawer';
export { SupProjectPage } from './components/SupProjectPage';
export type { SupProjectPageProps } from './components/SupProjectPage';
export { SupProjectTable } from './components/SupProjectTable';
export { TenderBid } from './components/TenderBid';
export { useSourcingLive } from '../sourcing-live';
export { useSupProjects } from './hooks/useSupProjects';
export { supSourcingApi, supSourcingKeys } from './services/supSourcingApi';
