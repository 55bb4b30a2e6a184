export { canonical, Decimal, isPositive, sum } from './decimal';
export { requisitionStream, requisitionStreamId } from './requisition.events';
export type { RequisitionEvent, RequisitionLine } from './requisition.events';
export {
  LINE_TWICE,
  lineAlreadySourced,
  QUANTITY_NOT_POSITIVE,
  REQUISITION_LINE_NOT_FOUND,
  REQUISITION_NOT_APPROVED,
  REQUISITION_NOT_FOUND,
  REQUISITION_NOT_SUBMITTABLE,
  requisitionDecider,
} from './requisition.decide';
export type { RequisitionCommand, RequisitionState } from './requisition.decide';
export {
  applyRequisitionApproval,
  draftRequisition,
  loadRequisition,
  submitRequisition,
} from './requisition.commands';
export type { RequisitionDraft, StartApproval } from './requisition.commands';
export { nextRequisitionCode, requisitionProjection, requisitionView } from './requisition.projection';
export { sourcingProjectStream, sourcingProjectStreamId } from './project.events';
export type { AwardedLine, AwardLine, ProjectLine, QuoteLine, SourcingProjectEvent } from './project.events';
export * from './project.decide';
export {
  announceProject,
  applyAwardApproval,
  applyPublicationApproval,
  cancelSourcingProject,
  closeSourcingPhase,
  draftSourcingProject,
  inviteSupplier,
  loadProject,
  openNegotiation,
  proposeAward,
  publishSourcingResult,
  submitQuote,
  submitSourcingProject,
} from './project.commands';
export type { ProjectDraft, ProjectLineDraft } from './project.commands';
export { joinAfterSignUp, joinProject, setDepositRule } from './participation.commands';
export { nextProjectCode, sourcingProjectProjection } from './project.projection';
export { comparisonMatrix, projectView, supplierProjects, supplierProjectView } from './project.queries';
export {
  supplierMasterEligibility,
  eligibilityRefusal,
  SUPPLIER_UNKNOWN,
  supplierNotAdmitted,
} from './eligibility';
export type { EligibilityQuery, EligibilityVerdict, SupplierEligibility } from './eligibility';
export { MATERIAL_NOT_FOUND, materialDisabled, materialsOf } from './materials';
export type { MaterialFacts } from './materials';
