/**
 * The public portal's surface for its inner pages (web/src/pages/public-portal): the light surface
 * (`portal-light`, what the entry and the homes load) and the pieces only those pages use: the
 * announcement's dialogs and list item, 报名, the invitation letter's countdown and the rest of the
 * antd-free kit (dialog, search, paging, table, card, result, steps).
 */
export * from '../portal-light';
export { AnnouncementListItem } from './components/AnnouncementListItem';
export { InvitationModal } from './components/InvitationModal';
export { ResultDialog } from './components/ResultDialog';
export { SignUpButton } from './components/SignUpButton';
export type { SignUpButtonProps } from './components/SignUpButton';
export { PortalCard } from './components/ui/PortalCard';
export { PortalDialog } from './components/ui/PortalDialog';
export { PortalPagination } from './components/ui/PortalPagination';
export { PortalResult } from './components/ui/PortalResult';
export { PortalSearch } from './components/ui/PortalSearch';
export { PortalSteps } from './components/ui/PortalSteps';
export { PortalDescriptions, PortalTable } from './components/ui/PortalTable';
export type { PortalColumn } from './components/ui/PortalTable';
export { invitationHref, timeLeftText } from './utils/letter';
