/** The sourcing module's surface (the composition root imports only this file). */
export { sourcingRoutes } from './sourcing.routes';
export type { SourcingDeps } from './sourcing.routes';
export { sourcingEventRoutes, sourcingRoomAuthorizer } from './sourcing.realtime';
export { pokeTenderOpening, tenderRoutes } from './tender.routes';
export { scheduleSourcing, sourcingApprovalHandlers } from './sourcing.approvals';
export { metaOf, sourcingGuards } from './guards';
