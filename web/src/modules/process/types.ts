/** Shapes of the approval API's answers (docs/process.md): from the contract. */
export type {
  CcRow,
  DefinitionDetail,
  DefinitionRow,
  DiagramProblem as Problem,
  DocumentApproval,
  IncidentRow,
  InstanceDetail,
  InstanceRow,
  InstanceTask,
  ProcessPath,
  TaskRow,
  TimelineEntry,
  ValidateAnswer,
} from '@srm/contracts/process';

/** What a document view gets in the task drawer's 业务单据 section (registerDocumentView). */
export type DocumentViewProps = {
  instanceId: string;
  documentType: string;
  businessKey: string;
  title: string;
  variables: Record<string, unknown>;
};

/** A push on the user's or the instance's room (process.realtime.ts). */
export type ProcessPush = {
  instanceId: string;
  type?: string;
  taskId?: string;
  name?: string;
  arrived?: boolean;
  /** The user was copied (抄送) on the instance. */
  copied?: boolean;
};
