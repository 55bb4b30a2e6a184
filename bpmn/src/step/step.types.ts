// The contract of `step`: the instance state it folds, the inputs it accepts (zod, so the API and the workflow
// validate signals with the same schemas) and the effects it asks the workflow to carry out.
import { PROCESS_ERRORS } from '@srm/contracts/process';
import { z } from 'zod';
import type { Duration } from '../time.js';

export const OUTCOMES = ['approved', 'rejected', 'withdrawn', 'cancelled', 'terminated'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The user id tasks completed by the engine itself (auto-approve on a timer) are recorded under. */
export const ENGINE_ACTOR = 'system';

const variables = z.record(z.string(), z.unknown());
const at = { now: z.number().int().nonnegative() };
const userId = z.string().min(1);
const comment = z.string().max(2000).optional();

export const stepInputSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start'),
    ...at,
    instanceId: z.string().min(1),
    initiator: userId,
    variables: variables.optional(),
  }),
  /** The users the workflow resolved for a `resolveAssignees` effect (roles, the initiator's department leader). */
  z.object({ type: z.literal('assigneesResolved'), ...at, activityId: z.string(), users: z.array(userId) }),
  z.object({
    type: z.literal('completeTask'),
    ...at,
    taskId: z.string(),
    actor: userId,
    decision: z.enum(['approve', 'reject']),
    comment,
    variables: variables.optional(),
  }),
  z.object({ type: z.literal('claimTask'), ...at, taskId: z.string(), actor: userId }),
  /** 转办: the task's holder hands it to another user. */
  z.object({
    type: z.literal('delegateTask'),
    ...at,
    taskId: z.string(),
    actor: userId,
    to: userId,
    comment,
  }),
  /** Engine-side reassignment (escalation to the manager after an `escalate` effect); never from a user request. */
  z.object({
    type: z.literal('reassignTask'),
    ...at,
    taskId: z.string(),
    to: userId,
    reason: z.string().min(1),
  }),
  /** 加签: the task's holder adds another approver to the same step. */
  z.object({
    type: z.literal('addSigner'),
    ...at,
    taskId: z.string(),
    actor: userId,
    signer: userId,
    comment,
  }),
  /** 驳回: back to an earlier user task (by node id) or to the initiator (`start`). */
  z.object({
    type: z.literal('returnTask'),
    ...at,
    taskId: z.string(),
    actor: userId,
    target: z.string().min(1),
    comment,
  }),
  /** 撤回 by the initiator. */
  z.object({ type: z.literal('withdraw'), ...at, actor: userId, comment }),
  z.object({ type: z.literal('cancel'), ...at, actor: userId, comment }),
  z.object({ type: z.literal('timerFired'), ...at, timerId: z.string() }),
  z.object({
    type: z.literal('serviceCompleted'),
    ...at,
    activityId: z.string(),
    variables: variables.optional(),
  }),
  z.object({ type: z.literal('serviceFailed'), ...at, activityId: z.string(), error: z.string() }),
  z.object({
    type: z.literal('messageReceived'),
    ...at,
    message: z.string().min(1),
    variables: variables.optional(),
  }),
  z.object({
    type: z.literal('childEnded'),
    ...at,
    activityId: z.string(),
    outcome: z.enum(OUTCOMES),
    variables: variables.optional(),
  }),
]);
export type StepInput = z.infer<typeof stepInputSchema>;
export type StepInputType = StepInput['type'];

export type Token = {
  id: string;
  nodeId: string;
  /** The flow it arrived through: joins count arrivals per incoming flow. */
  via?: string;
};

export type UserTaskActivity = {
  kind: 'userTask';
  id: string;
  nodeId: string;
  tokenId: string;
  /** `resolving` while the workflow resolves roles / the department leader to users. */
  status: 'resolving' | 'open';
  /** A plain task is `all` over its tasks (one, or more after 加签). */
  mode: 'all' | 'any' | 'ratio';
  ratio?: number;
  sequential: boolean;
  /** Sequential countersign: users still to be asked, in order. */
  queue: string[];
  total: number;
  approvals: number;
  rejections: number;
  timerIds: string[];
};

/** The initiator's task after a 驳回 to the start: resubmit (approve) or give up (reject = withdrawn). */
export type ResubmitActivity = { kind: 'resubmit'; id: string; nodeId: string; tokenId: string };

export type WaitActivity = {
  kind: 'serviceTask' | 'callActivity' | 'timerCatch' | 'messageCatch';
  id: string;
  nodeId: string;
  tokenId: string;
  timerId?: string;
  /** Last failure of a service task (an incident until it is completed). */
  failure?: string;
};

export type Activity = UserTaskActivity | ResubmitActivity | WaitActivity;

export type Task = {
  id: string;
  activityId: string;
  nodeId: string;
  name: string;
  assignee?: string;
  candidates: string[];
  status: 'open' | 'completed' | 'cancelled';
  createdAt: number;
  closedAt?: number;
  decision?: 'approve' | 'reject';
  actor?: string;
  comment?: string;
  /** Previous holders (转办 / escalation), oldest first. */
  previousAssignees: string[];
  /** Who added this signer (加签). */
  addedBy?: string;
};

export type Timer = {
  id: string;
  nodeId: string;
  activityId: string;
  dueAt: number;
  /** For cycles: further firings after this one (undefined = no end). */
  repetitionsLeft?: number;
  every?: Duration;
};

export type HistoryEvent =
  | 'started'
  | 'nodeEntered'
  | 'nodeCompleted'
  | 'taskCreated'
  | 'taskCompleted'
  | 'taskClaimed'
  | 'taskDelegated'
  | 'taskReassigned'
  | 'signerAdded'
  | 'returned'
  | 'withdrawn'
  | 'cancelled'
  | 'timerFired'
  | 'messageReceived'
  | 'incident'
  | 'ended';

export type HistoryEntry = {
  at: number;
  event: HistoryEvent;
  nodeId?: string;
  taskId?: string;
  actor?: string;
  comment?: string;
  detail?: string;
};

export type Incident = { nodeId: string; message: string; at: number };

export type ProcessState = {
  status: 'idle' | 'running' | 'ended';
  instanceId: string;
  initiator: string;
  startedAt?: number;
  endedAt?: number;
  outcome?: Outcome;
  variables: Record<string, unknown>;
  /** Counter behind every id this instance hands out (tokens, tasks, timers, activities). */
  seq: number;
  tokens: Token[];
  activities: Record<string, Activity>;
  tasks: Record<string, Task>;
  timers: Record<string, Timer>;
  history: HistoryEntry[];
  incidents: Incident[];
  /** Set when an end event marked `rejected` was reached while other branches still run. */
  endOutcome?: Outcome;
};

export type TaskView = Pick<Task, 'id' | 'activityId' | 'nodeId' | 'name' | 'assignee' | 'candidates'>;

export type Effect =
  | {
      type: 'resolveAssignees';
      activityId: string;
      nodeId: string;
      candidateRoles: string[];
      /** The initiator whose department leader is wanted, when the rule asks for it. */
      deptLeaderOf?: string;
    }
  | { type: 'createTask'; task: TaskView }
  | { type: 'reassignTask'; taskId: string; assignee: string; previous?: string }
  | { type: 'cancelTask'; taskId: string; reason: string }
  | { type: 'autoApproveTask'; taskId: string }
  | { type: 'startTimer'; timerId: string; nodeId: string; dueAt: number }
  | { type: 'cancelTimer'; timerId: string }
  | {
      type: 'runService';
      activityId: string;
      nodeId: string;
      activity: string;
      params: Record<string, unknown>;
    }
  | {
      type: 'startChild';
      activityId: string;
      nodeId: string;
      calledElement: string;
      variables: Record<string, unknown>;
    }
  | { type: 'cancelChild'; activityId: string }
  | { type: 'remind'; nodeId: string; tasks: TaskView[] }
  | { type: 'escalate'; nodeId: string; tasks: TaskView[] }
  | { type: 'incident'; nodeId: string; message: string }
  /**
   * 抄送: a user task was approved (the node, after countersign) or an end event was reached. `users`
   * holds the literal users (and the initiator when asked); the workflow adds the holders of `roles`.
   */
  | { type: 'carbonCopy'; nodeId: string; name: string; users: string[]; roles: string[] }
  | { type: 'processEnded'; outcome: Outcome };

export const REFUSALS = {
  InvalidInput: '输入不合法',
  NotStarted: '流程尚未启动',
  AlreadyStarted: '流程已经启动',
  ProcessEnded: PROCESS_ERRORS.ProcessEnded,
  TaskNotFound: '任务不存在',
  TaskDone: '任务已处理',
  NotYourTask: '这不是您的任务',
  TaskClaimed: '任务已被他人签收',
  AlreadySigner: '该用户已在处理此节点',
  SameAssignee: '不能转办给自己',
  NotInitiator: '只有发起人可以撤回',
  InvalidReturnTarget: '只能驳回到已经处理过的用户任务或发起人',
  ActivityNotFound: '节点不在等待中',
  TimerNotActive: '定时器已失效',
  NoWaitingMessage: '没有节点在等待该消息',
} as const;
export type RefusalCode = keyof typeof REFUSALS;
export type StepRefusal = { code: RefusalCode; message: string };

export type StepResult =
  | { ok: true; state: ProcessState; effects: Effect[] }
  | { ok: false; state: ProcessState; effects: []; error: StepRefusal };
