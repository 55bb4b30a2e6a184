import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { Outcome, TaskView } from '@srm/bpmn';

/** What the API shows of a running process (small; lists read the projections). */
export type ProcessView = {
  status: 'idle' | 'running' | 'ended';
  outcome: Outcome | null;
  openTasks: TaskView[];
};

type Act = { actor: string; comment?: string };
export type CompleteTaskArgs = Act & {
  taskId: string;
  decision: 'approve' | 'reject';
  variables?: Record<string, unknown>;
  attachments?: string[];
};
export type ClaimTaskArgs = { taskId: string; actor: string };
export type DelegateTaskArgs = Act & { taskId: string; to: string };
export type AddSignerArgs = Act & { taskId: string; signer: string };
export type ReturnTaskArgs = Act & { taskId: string; target: string };

/**
 * Task operations are updates with validators: a refusal (not your task, already done, process
 * ended...) is answered at once in Chinese and never written to the history.
 */
export const completeTaskUpdate = defineUpdate<ProcessView, [CompleteTaskArgs]>('completeTask');
export const claimTaskUpdate = defineUpdate<ProcessView, [ClaimTaskArgs]>('claimTask');
/** 转办 */
export const delegateTaskUpdate = defineUpdate<ProcessView, [DelegateTaskArgs]>('delegateTask');
/** 加签 */
export const addSignerUpdate = defineUpdate<ProcessView, [AddSignerArgs]>('addSigner');
/** 驳回 to an earlier user task or to the initiator (`target` = the start event's id). */
export const returnTaskUpdate = defineUpdate<ProcessView, [ReturnTaskArgs]>('returnTask');
/** 撤回 by the initiator. */
export const withdrawUpdate = defineUpdate<ProcessView, [Act]>('withdraw');
/** 作废 by an administrator. */
export const cancelProcessUpdate = defineUpdate<ProcessView, [Act]>('cancelProcess');
/** 重试 of an incident (异常) by an administrator: the failed service, resolution or child start runs again. */
export const retryIncidentUpdate = defineUpdate<ProcessView, [{ incidentId: string; by: string }]>(
  'retryIncident',
);
/** A document event a message catch waits for. */
export const documentMessageSignal =
  defineSignal<[{ message: string; variables?: Record<string, unknown> }]>('documentMessage');
export const processViewQuery = defineQuery<ProcessView>('processView');

export const approvalWorkflowId = (instanceId: string) => `approval-${instanceId}`;
