export { DOCUMENT_TYPE_CODES, DOCUMENT_TYPES, isDocumentType } from './document-types';
export type { DocumentType } from './document-types';
export {
  MAX_XML_LENGTH,
  PROCESS_KEY,
  processDefinitionStream,
  processDefinitionStreamId,
} from './definition.events';
export type { ProcessDefinitionEvent } from './definition.events';
export {
  ALREADY_BOUND,
  ALREADY_SUSPENDED,
  decide as decideProcessDefinition,
  DEFINITION_EXISTS,
  DEFINITION_NOT_FOUND,
  definitionDecider,
  DRAFT_CHANGED,
  evolve as evolveProcessDefinition,
  invalidDiagram,
  KEY_FORMAT,
  keyMismatch,
  NAME_REQUIRED,
  NOT_BOUND,
  NOT_DEPLOYED,
  NOT_SUSPENDED,
  NOTHING_TO_DEPLOY,
  XML_REQUIRED,
  XML_TOO_LARGE,
} from './definition.decide';
export type { CompiledDiagram, DefinitionCommand, DefinitionState } from './definition.decide';
export {
  bindProcessDefinition,
  createProcessDefinition,
  deployProcessDefinition,
  documentTypeTaken,
  KEY_TAKEN,
  renameProcessDefinition,
  resumeProcessDefinition,
  saveProcessDraft,
  suspendProcessDefinition,
  unbindProcessDefinition,
  getDefinitionVersion,
  getProcessDefinition,
} from './definition.commands';
export {
  findBoundDefinition,
  findDefinitionVersion,
  findProcessDefinition,
  findProcessDefinitionByKey,
  listDefinitionVersions,
  processDefinitionProjection,
} from './definition.projection';
export type { ProcessDefinitionRow, ProcessDefinitionVersionRow } from './definition.projection';
export {
  INCIDENT_RESOLUTIONS,
  PROCESS_OUTCOME_TEXT,
  PROCESS_OUTCOMES,
  processInstanceStream,
  processInstanceStreamId,
  TASK_OUTCOME_TEXT,
  TASK_OUTCOMES,
} from './instance.events';
export type {
  IncidentResolution,
  ProcessInstanceEvent,
  ProcessOutcome,
  TaskOutcome,
} from './instance.events';
export {
  instanceDecider,
  INCIDENT_EXISTS,
  INCIDENT_NOT_FOUND,
  INCIDENT_RESOLVED,
  INSTANCE_EXISTS,
  INSTANCE_NOT_FOUND,
  PROCESS_ENDED,
  processEnded,
  TASK_DONE,
  TASK_EXISTS,
  TASK_NOT_FOUND,
  TASKS_STILL_OPEN,
} from './instance.decide';
export type { InstanceCommand, InstanceState } from './instance.decide';
export { recordProcessEvents } from './instance.commands';
export {
  findDocumentStatus,
  findLatestDocumentInstance,
  findProcessInstance,
  findProcessTask,
  listInstanceIncidents,
  listInstanceTasks,
  myTasksQuery,
  processInstanceProjection,
} from './instance.projection';
export type { ProcessDocumentStatusRow, ProcessInstanceRow, ProcessTaskRow } from './instance.projection';
export { processCcReadStream, processCcReadStreamId } from './cc.events';
export type { ProcessCcReadEvent } from './cc.events';
export {
  CC_NOT_FOUND,
  markCarbonCopiesRead,
  markCarbonCopyRead,
  READ_ALL_MAX,
  refuseForeignCopies,
  sendProcessNotice,
} from './cc.commands';
export type { ProcessNotice } from './cc.commands';
export { processCcId, processCcProjection } from './cc.projection';
export type { ProcessCcRow } from './cc.projection';
export {
  ALREADY_IN_APPROVAL,
  alreadyInApproval,
  approvalInstanceId,
  checkHolder,
  DEFINITION_SUSPENDED,
  getProcessInstance,
  getProcessTask,
  HOLDER_UNKNOWN,
  notBound,
  planApprovalStart,
  refuseApprovalStart,
  refuseHolder,
  refuseIfEnded,
} from './instance.rules';
export type { ApprovalStartFacts } from './instance.rules';
