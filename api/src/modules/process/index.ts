/** The process module's surface (the composition root, seeds and benchmarks import only this file). */
export { ApprovalEndedDispatch, onApprovalEnded } from './approval-ended';
export type { ApprovalEnded, ApprovalEndedHandler } from './approval-ended';
export { ccRoutes } from './cc.routes';
export { compileBpmn } from './compile';
export { definitionRoutes } from './definition.routes';
export { documentRoutes } from './document.routes';
export { incidentRoutes } from './incident.routes';
export { instanceRoomAuthorizer } from './instance-access';
export { instanceRoutes } from './instance.routes';
export { processEventRoutes } from './process.realtime';
export { startApproval } from './start-approval';
