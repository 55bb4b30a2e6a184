export { canonical, Decimal, isPositive, sum } from './decimal';
export { requisitionStream, requisitionStreamId } from './requisition.events';
export type { RequisitionEvent, RequisitionLine } from './requisition.events';
export {
  LINE_TWICE,
  lineAlreadySourced,
  QUANTITY_NOT_POSITIVE,
  REQUISITION_LINE_NOT_FOUND,
  REQUISITION_NOT_APPROVED,
  REQUISITION_NOT_EDITABLE,
  REQUISITION_NOT_FOUND,
  REQUISITION_NOT_SUBMITTABLE,
  requisitionDecider,
} from './requisition.decide';
export type { RequisitionCommand, RequisitionState } from './requisition.decide';
export {
  applyRequisitionApproval,
  draftRequisition,
  loadRequisition,
  reviseRequisition,
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
  reviseSourcingProject,
  submitQuote,
  submitSourcingProject,
} from './project.commands';
export type { ProjectDraft, ProjectLineDraft } from './project.commands';
export {
  appendJoin,
  joinAfterSignUp,
  joinCommand,
  joinProject,
  setDepositRule,
} from './participation.commands';
export type { JoinCommand } from './participation.commands';
export { nextProjectCode, sourcingProjectProjection } from './project.projection';
export {
  comparisonMatrix,
  projectView,
  projectVisibleTo,
  supplierProjects,
  supplierProjectView,
} from './project.queries';
export {
  supplierMasterEligibility,
  eligibilityRefusal,
  SUPPLIER_UNKNOWN,
  supplierNotAdmitted,
} from './eligibility';
export type { EligibilityQuery, EligibilityVerdict, SupplierEligibility } from './eligibility';
export { MATERIAL_NOT_FOUND, materialDisabled, materialsOf } from './materials';
export type { MaterialFacts } from './materials';
export { clarificationStream, clarificationStreamId } from './clarification.events';
export type { ClarificationEvent } from './clarification.events';
export {
  ALREADY_ANSWERED,
  ANSWER_AFTER_AWARD,
  ASK_CLOSED,
  clarificationDecider,
  NOT_PUBLISHED,
  QUESTION_NOT_FOUND,
} from './clarification.decide';
export type { ClarificationCommand, ClarificationState, ProjectFacts } from './clarification.decide';
export { answerQuestion, askQuestion, publishClarification } from './clarification.commands';
export { clarificationProjection } from './clarification.projection';
export { buyerClarifications, supplierClarifications } from './clarification.queries';
export { changeConditions } from './change.commands';
export { chinaTime, sendAwardLetters } from './letters';
export { tenderStream, tenderStreamId, bidContext } from './tender.events';
export type { OpenedBid, TenderEvent, TechnicalEnvelope, CommercialEnvelope } from './tender.events';
export * from './tender.decide';
export * from './tender.commands';
export { configuredKeyService, localKeyService, sealBid, unsealBid } from './tender.crypto';
export type { KeyService, SealedBid } from './tender.crypto';
export {
  projectListBase,
  projectRow,
  requisitionListBase,
  requisitionRow,
  sourceableLineRow,
  sourceableLinesBase,
} from './lists';
