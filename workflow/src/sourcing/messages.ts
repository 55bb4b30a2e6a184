import { defineSignal } from '@temporalio/workflow';

/** The phase whose deadline the workflow waits for (registration, or a bidding round). */
export type PhaseSchedule = { phase: 'registration' | 'bidding'; round: number; deadline: string };

/** One workflow per project, its business key (CONVENTIONS 12). */
export const sourcingWorkflowId = (projectId: string) => `sourcing-${projectId}`;

/**
 * A phase opened or its deadline moved (publication, a negotiation round, a later change): the
 * workflow waits for the latest one. The same schedule twice changes nothing.
 */
export const deadlineSetSignal = defineSignal<[PhaseSchedule]>('deadlineSet');
