/** Shapes of the approval API's answers (docs/process.md): from the contract where it has them. */
export type {
  DefinitionDetail,
  DefinitionRow,
  DiagramProblem as Problem,
  ValidateAnswer,
} from '@srm/contracts/process';

export type ProcessPath = { finished: string[]; active: string[]; flows: string[] };

export type InstanceTask = {
  id: string;
  nodeId: string;
  name: string;
  status: string;
  assignee: string | null;
  assigneeName: string | null;
  candidates: { id: string; name: string | null }[];
  outcome: string | null;
  outcome_dictText: string | null;
  comment: string | null;
  attachments: string[] | null;
  cancelReason: string | null;
  createTime: string;
  endTime: string | null;
};

export type TimelineEntry = {
  type: string;
  at: string;
  actor: string | null;
  actorName: string | null;
  data: Record<string, unknown>;
  toName?: string | null;
  signerName?: string | null;
  /** ProcessCarbonCopied: the copied users' names. */
  ccNames?: (string | null)[];
};

export type InstanceDetail = {
  id: string;
  title: string;
  processName: string;
  version: number;
  documentType: string;
  businessKey: string;
  initiator: string;
  initiatorName: string | null;
  status: string;
  outcome: string | null;
  outcome_dictText: string | null;
  variables: Record<string, unknown>;
  startTime: string;
  endTime: string | null;
  xml: string | null;
  path: ProcessPath;
  tasks: InstanceTask[];
  timeline: TimelineEntry[];
};

export type TaskRow = {
  id: string;
  name: string;
  nodeId: string;
  claimed: boolean;
  outcome: string | null;
  comment: string | null;
  createTime: string;
  endTime: string | null;
  instanceId: string;
  title: string;
  processName: string;
  documentType: string;
  businessKey: string;
  initiator: string;
  initiatorName: string | null;
  startTime: string;
};

/** A business document's latest approval (GET /process/document/approval); null: never submitted. */
export type DocumentApproval = {
  id: string;
  title: string;
  processName: string;
  version: number;
  documentType: string;
  businessKey: string;
  initiator: string;
  initiatorName: string | null;
  status: string;
  status_dictText: string;
  outcome: string | null;
  outcome_dictText: string | null;
  currentNodes: string[];
  tasks: {
    id: string;
    nodeId: string;
    name: string;
    assignee: string | null;
    assigneeName: string | null;
    candidates: { id: string; name: string | null }[];
    createTime: string;
  }[];
  /** As the document's setDocumentStatus service tasks last set it. */
  documentStatus: string | null;
  documentStatusTime: string | null;
  startTime: string;
  endTime: string | null;
};

/** What a document view gets in the task drawer's 业务单据 section (registerDocumentView). */
export type DocumentViewProps = {
  instanceId: string;
  documentType: string;
  businessKey: string;
  title: string;
  variables: Record<string, unknown>;
};

/** 抄送我的: one copy of an instance to the caller (GET /process/task/cc). */
export type CcRow = {
  id: string;
  instanceId: string;
  nodeId: string;
  nodeName: string;
  title: string;
  processName: string;
  initiator: string;
  initiatorName: string;
  createTime: string;
  readFlag: 0 | 1;
  readTime: string | null;
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
