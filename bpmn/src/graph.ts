// The executable process graph: plain JSON produced by `parseBpmn` at deploy time, stored with the definition
// version and handed to the workflow as data. Browser- and sandbox-safe (zod only).
import { z } from 'zod';
import {
  COUNTERSIGN_MODES,
  END_OUTCOMES,
  REJECT_ROUTINGS,
  SERVICE_ACTIVITIES,
  TIMER_ACTIONS,
} from './moddle/index.js';

/** Bumped when the graph's shape changes; a stored graph of another version must be re-parsed from its XML. */
export const GRAPH_SCHEMA_VERSION = 1;

/** ISO 8601 timer: a duration (`PT2H`), a date-time, or a cycle (`R3/PT1H`); a leading `=` makes it FEEL. */
export const timerDefSchema = z.object({
  kind: z.enum(['duration', 'date', 'cycle']),
  value: z.string().min(1),
});
export type TimerDef = z.infer<typeof timerDefSchema>;

/** Who may work on a user task. The workflow resolves roles and the department leader to users. */
export const assignmentRuleSchema = z.object({
  /** A user id, or a FEEL expression (leading `=`) over the variables and `initiator` giving one. */
  assignee: z.string().min(1).optional(),
  candidateUsers: z.array(z.string().min(1)).default([]),
  candidateRoles: z.array(z.string().min(1)).default([]),
  /** The department leader of the initiator. */
  deptLeader: z.boolean().default(false),
});
export type AssignmentRule = z.infer<typeof assignmentRuleSchema>;

/** 抄送: who is told (not asked) when a user task is approved or an end event is reached. */
export const carbonCopySchema = z.object({
  users: z.array(z.string().min(1)).default([]),
  /** Role codes, resolved to their active users by the workflow. */
  roles: z.array(z.string().min(1)).default([]),
  /** The initiator is copied too. */
  initiator: z.boolean().default(false),
});
export type CarbonCopy = z.infer<typeof carbonCopySchema>;

export const multiInstanceSchema = z.object({
  mode: z.enum(COUNTERSIGN_MODES),
  /** For `ratio`: the share of approvals (0 < ratio <= 1) that completes the task. */
  ratio: z.number().gt(0).lte(1).optional(),
  sequential: z.boolean(),
  /** FEEL expression giving the list of user ids, one task each; without it the assignment rule's users. */
  collection: z.string().min(1).optional(),
});
export type MultiInstance = z.infer<typeof multiInstanceSchema>;

const base = {
  id: z.string().min(1),
  name: z.string().optional(),
  incoming: z.array(z.string()),
  outgoing: z.array(z.string()),
};

export const nodeSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('startEvent') }),
  z.object({
    ...base,
    kind: z.literal('endEvent'),
    terminate: z.boolean(),
    outcome: z.enum(END_OUTCOMES).optional(),
    cc: carbonCopySchema.optional(),
  }),
  z.object({
    ...base,
    kind: z.literal('userTask'),
    assignment: assignmentRuleSchema,
    multiInstance: multiInstanceSchema.optional(),
    onReject: z.enum(REJECT_ROUTINGS),
    /** Ids of the boundary timers attached to this task. */
    boundary: z.array(z.string()),
    /** 抄送 once the task is approved (countersign: once the node is). */
    cc: carbonCopySchema.optional(),
  }),
  z.object({
    ...base,
    kind: z.literal('serviceTask'),
    activity: z.enum(SERVICE_ACTIVITIES),
    /** Parameter values; a leading `=` makes one a FEEL expression evaluated when the task starts. */
    params: z.record(z.string(), z.string()),
  }),
  z.object({ ...base, kind: z.literal('exclusiveGateway'), default: z.string().optional() }),
  z.object({ ...base, kind: z.literal('inclusiveGateway'), default: z.string().optional() }),
  z.object({ ...base, kind: z.literal('parallelGateway') }),
  z.object({ ...base, kind: z.literal('timerCatch'), timer: timerDefSchema }),
  z.object({ ...base, kind: z.literal('messageCatch'), message: z.string().min(1) }),
  z.object({
    ...base,
    kind: z.literal('callActivity'),
    calledElement: z.string().min(1),
    onReject: z.enum(REJECT_ROUTINGS),
  }),
  z.object({
    ...base,
    kind: z.literal('boundaryTimer'),
    attachedTo: z.string(),
    timer: timerDefSchema,
    action: z.enum(TIMER_ACTIONS).optional(),
    cancelActivity: z.boolean(),
  }),
]);
export type GraphNode = z.infer<typeof nodeSchema>;
export type NodeKind = GraphNode['kind'];
export type NodeOf<K extends NodeKind> = Extract<GraphNode, { kind: K }>;

export const flowSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  source: z.string(),
  target: z.string(),
  /** FEEL expression over the process variables (a leading `=` is allowed and ignored). */
  condition: z.string().optional(),
});
export type Flow = z.infer<typeof flowSchema>;

export const processGraphSchema = z.object({
  schemaVersion: z.literal(GRAPH_SCHEMA_VERSION),
  processId: z.string().min(1),
  name: z.string().optional(),
  startNodeId: z.string(),
  /** Nodes and flows in document order (gateways evaluate conditions in this order). */
  nodes: z.record(z.string(), nodeSchema),
  flows: z.record(z.string(), flowSchema),
  /** Called process keys, for the deployer to check they are deployed. */
  calledElements: z.array(z.string()),
  /** Message names the process waits for (document events), for the API to route them. */
  messages: z.array(z.string()),
});
export type ProcessGraph = z.infer<typeof processGraphSchema>;

/** Chinese labels for node kinds, used in validation messages and history. */
export const NODE_KIND_LABELS: Record<NodeKind, string> = {
  startEvent: '开始事件',
  endEvent: '结束事件',
  userTask: '用户任务',
  serviceTask: '服务任务',
  exclusiveGateway: '排他网关',
  inclusiveGateway: '包容网关',
  parallelGateway: '并行网关',
  timerCatch: '中间定时事件',
  messageCatch: '消息捕获事件',
  callActivity: '调用活动',
  boundaryTimer: '边界定时事件',
};

/** `用户任务「部门负责人审批」`: how messages name an element (its name, else its id). */
export function describeNode(node: Pick<GraphNode, 'kind' | 'id' | 'name'>): string {
  return `${NODE_KIND_LABELS[node.kind]}「${node.name || node.id}」`;
}
