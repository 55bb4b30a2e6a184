import { ENGINE_ACTOR, type Effect, type ProcessGraph, type ProcessState, type StepInput } from '@srm/bpmn';
import type { process } from '@srm/events';

export type InstanceEvent = process.ProcessInstanceEvent;

/** What the workflow knows of its instance beyond the graph (ProcessStarted carries it). */
export type InstanceMeta = {
  instanceId: string;
  tenantId: string;
  definition: { id: string; key: string; name: string; version: number };
  documentType: process.DocumentType | null;
  businessKey: string;
  title: string;
};

/**
 * The instance stream's record of one successful step: the input's own fact (who decided what),
 * the nodes it passed, then what its effects did to tasks, and the end. Pure, so the workflow calls
 * it deterministically and the unit tests pin the vocabulary.
 */
export function instanceEvents(
  graph: ProcessGraph,
  meta: InstanceMeta,
  before: ProcessState,
  after: ProcessState,
  input: StepInput,
  effects: readonly Effect[],
  extra: { attachments?: string[] } = {},
): InstanceEvent[] {
  const at = new Date(input.now).toISOString();
  const out: InstanceEvent[] = [];
  const comment = 'comment' in input ? (input.comment ?? null) : null;
  switch (input.type) {
    case 'start':
      out.push({
        type: 'ProcessStarted',
        data: {
          instanceId: meta.instanceId,
          tenantId: meta.tenantId,
          definitionId: meta.definition.id,
          definitionKey: meta.definition.key,
          definitionName: meta.definition.name,
          version: meta.definition.version,
          documentType: meta.documentType,
          businessKey: meta.businessKey,
          title: meta.title,
          initiator: input.initiator,
          variables: input.variables ?? {},
          at,
        },
      });
      break;
    case 'completeTask':
      out.push({
        type: 'TaskCompleted',
        data: {
          taskId: input.taskId,
          outcome: input.decision === 'approve' ? 'approved' : 'rejected',
          comment,
          attachments: extra.attachments ?? [],
          by: input.actor,
          at,
        },
      });
      break;
    case 'claimTask':
      out.push({ type: 'TaskClaimed', data: { taskId: input.taskId, by: input.actor, at } });
      break;
    case 'delegateTask':
      out.push({
        type: 'TaskDelegated',
        data: { taskId: input.taskId, from: input.actor, to: input.to, comment, by: input.actor, at },
      });
      break;
    case 'reassignTask':
      out.push({ type: 'TaskEscalated', data: { taskId: input.taskId, to: input.to, at } });
      break;
    case 'addSigner':
      out.push({
        type: 'TaskSignerAdded',
        data: { taskId: input.taskId, signer: input.signer, comment, by: input.actor, at },
      });
      break;
    case 'returnTask':
      // The returning approver's own task closes with its decision: 驳回.
      out.push({
        type: 'TaskCompleted',
        data: { taskId: input.taskId, outcome: 'rejected', comment, attachments: [], by: input.actor, at },
      });
      out.push({
        type: 'ProcessReturned',
        data: {
          fromNodeId: before.tasks[input.taskId]?.nodeId ?? input.taskId,
          toNodeId: input.target,
          comment,
          by: input.actor,
          at,
        },
      });
      break;
    case 'withdraw':
      out.push({ type: 'ProcessWithdrawn', data: { comment, by: input.actor, at } });
      break;
    case 'cancel':
      out.push({ type: 'ProcessCancelled', data: { comment, by: input.actor, at } });
      break;
    default:
      break;
  }
  const passed = after.history
    .slice(before.history.length)
    .filter((h) => h.event === 'nodeCompleted' && h.nodeId !== undefined)
    .map((h) => h.nodeId!);
  if (passed.length > 0) {
    out.push({
      type: 'ProcessPathTaken',
      data: { nodeIds: passed, flowIds: takenFlows(graph, before, after), at },
    });
  }
  for (const e of effects) {
    switch (e.type) {
      case 'createTask':
        out.push({
          type: 'TaskCreated',
          data: {
            taskId: e.task.id,
            nodeId: e.task.nodeId,
            name: e.task.name,
            assignee: e.task.assignee ?? null,
            candidates: e.task.candidates,
            dueAt: null,
            at,
          },
        });
        break;
      case 'cancelTask':
        out.push({ type: 'TaskCancelled', data: { taskId: e.taskId, reason: e.reason, at } });
        break;
      case 'autoApproveTask':
        out.push({
          type: 'TaskCompleted',
          data: {
            taskId: e.taskId,
            outcome: 'approved',
            comment: after.tasks[e.taskId]?.comment ?? null,
            attachments: [],
            by: ENGINE_ACTOR,
            at,
          },
        });
        break;
      case 'remind':
        for (const t of e.tasks) out.push({ type: 'TaskReminded', data: { taskId: t.id, at } });
        break;
      case 'carbonCopy':
        // The record resolves the roles to users (recordProcessEvents) before it is appended.
        out.push({
          type: 'ProcessCarbonCopied',
          data: { nodeId: e.nodeId, nodeName: e.name, users: e.users, roles: e.roles, at },
        });
        break;
      case 'processEnded':
        out.push({ type: 'ProcessEnded', data: { outcome: e.outcome, at } });
        break;
      default:
        break;
    }
  }
  return out;
}

/** Flows the step moved along: from a node it completed to a node it entered. */
function takenFlows(graph: ProcessGraph, before: ProcessState, after: ProcessState): string[] {
  const fresh = after.history.slice(before.history.length);
  const completed = new Set(fresh.filter((h) => h.event === 'nodeCompleted').map((h) => h.nodeId));
  const entered = new Set(fresh.filter((h) => h.event === 'nodeEntered').map((h) => h.nodeId));
  return Object.values(graph.flows)
    .filter((f) => completed.has(f.source) && entered.has(f.target))
    .map((f) => f.id);
}
