import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';
import { DOCUMENT_TYPE_CODES } from './document-types';

const iso = z.iso.datetime();
const userId = z.string().min(1);
const comment = z.string().max(1000).nullable();

export const PROCESS_OUTCOMES = ['approved', 'rejected', 'withdrawn', 'cancelled', 'terminated'] as const;
export type ProcessOutcome = (typeof PROCESS_OUTCOMES)[number];
export const PROCESS_OUTCOME_TEXT: Record<ProcessOutcome, string> = {
  approved: '审批通过',
  rejected: '审批驳回',
  withdrawn: '已撤回',
  cancelled: '已作废',
  terminated: '已终止',
};
export const TASK_OUTCOMES = ['approved', 'rejected'] as const;
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];
export const TASK_OUTCOME_TEXT: Record<TaskOutcome, string> = { approved: '同意', rejected: '驳回' };

export const INCIDENT_RESOLUTIONS = ['retried', 'skipped'] as const;
export type IncidentResolution = (typeof INCIDENT_RESOLUTIONS)[number];

/**
 * 流程实例 (processInstance): what happened to one process, appended by the approval workflow's
 * activities (the workflow decides with `@srm/bpmn`'s step; these events are the audit record every
 * list, timeline and diagram reads). A task's users are resolved when it is created.
 */
export const processInstanceStream = {
  streamType: 'processInstance',
  events: {
    ProcessStarted: z.object({
      instanceId: z.string().min(1),
      tenantId: z.string().min(1),
      definitionId: z.string().min(1),
      definitionKey: z.string().min(1),
      definitionName: z.string().min(1),
      /** The pinned version: a later deployment never changes this instance. */
      version: z.number().int().positive(),
      documentType: z.enum(DOCUMENT_TYPE_CODES).nullable(),
      businessKey: z.string().min(1).max(100),
      title: z.string().min(1).max(200),
      initiator: userId,
      variables: z.record(z.string(), z.unknown()),
      at: iso,
    }),
    /** Nodes passed and flows taken by one step (the diagram's path). */
    ProcessPathTaken: z.object({ nodeIds: z.array(z.string()), flowIds: z.array(z.string()), at: iso }),
    TaskCreated: z.object({
      taskId: z.string().min(1),
      nodeId: z.string().min(1),
      name: z.string().min(1).max(200),
      /** The one who must act; null while candidates may claim it. */
      assignee: userId.nullable(),
      candidates: z.array(userId),
      dueAt: iso.nullable(),
      at: iso,
    }),
    TaskClaimed: z.object({ taskId: z.string().min(1), by: userId, at: iso }),
    TaskDelegated: z.object({
      taskId: z.string().min(1),
      from: userId,
      to: userId,
      comment,
      by: userId,
      at: iso,
    }),
    /** 加签: another approver joins; their task arrives as its own TaskCreated. */
    TaskSignerAdded: z.object({ taskId: z.string().min(1), signer: userId, comment, by: userId, at: iso }),
    TaskCompleted: z.object({
      taskId: z.string().min(1),
      outcome: z.enum(TASK_OUTCOMES),
      comment,
      attachments: z.array(z.string().min(1).max(500)).max(10),
      by: userId,
      at: iso,
    }),
    /** Closed without a decision of its own: 会签已有结果, 已驳回, 超时, 已撤回, 流程已结束... */
    TaskCancelled: z.object({ taskId: z.string().min(1), reason: z.string().max(200), at: iso }),
    TaskReminded: z.object({ taskId: z.string().min(1), at: iso }),
    TaskEscalated: z.object({ taskId: z.string().min(1), to: userId, at: iso }),
    /** 驳回 to an earlier node (the initiator's start when `toNodeId` is the start event). */
    ProcessReturned: z.object({
      fromNodeId: z.string().min(1),
      toNodeId: z.string().min(1),
      comment,
      by: userId,
      at: iso,
    }),
    ProcessWithdrawn: z.object({ comment, by: userId, at: iso }),
    ProcessCancelled: z.object({ comment, by: userId, at: iso }),
    ProcessEnded: z.object({ outcome: z.enum(PROCESS_OUTCOMES), at: iso }),
    /**
     * A `setDocumentStatus` service task ran: the business document's status as the process set it
     * (`srm:param status`). Recorded once per engine activity; document modules read the projection.
     */
    DocumentStatusSet: z.object({
      documentType: z.enum(DOCUMENT_TYPE_CODES).nullable(),
      businessKey: z.string().min(1).max(100),
      status: z.string().trim().min(1).max(50),
      /** The service task's node. */
      nodeId: z.string().min(1).nullable(),
      at: iso,
    }),
    /**
     * 抄送: the users told of the instance when a user task was approved or an end event reached:
     * the node's users plus the active holders of its `roles` when recorded, de-duplicated.
     */
    ProcessCarbonCopied: z.object({
      nodeId: z.string().min(1),
      nodeName: z.string().min(1).max(200),
      users: z.array(userId).min(1),
      /** The role codes the copy named (their holders are already in `users`). */
      roles: z.array(z.string().min(1)).default([]),
      at: iso,
    }),
    /** 异常: a node the process cannot pass on its own (a service failing after its attempts, nobody to act...). */
    ProcessIncidentRaised: z.object({
      incidentId: z.string().min(1),
      nodeId: z.string().min(1),
      nodeName: z.string().min(1).max(200),
      /** Chinese, with the real cause (the webhook's status and answer). */
      message: z.string().min(1).max(2000),
      at: iso,
    }),
    /** 重试 (the failed work runs again; a new failure is a new incident) or skipped (the process ended). */
    ProcessIncidentResolved: z.object({
      incidentId: z.string().min(1),
      by: userId,
      how: z.enum(INCIDENT_RESOLUTIONS),
      at: iso,
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof processInstanceStream)['events'];
export type ProcessInstanceEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const processInstanceStreamId = (id: string) => `processInstance-${id}`;
