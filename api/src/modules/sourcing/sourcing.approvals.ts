import { sourcing } from '@srm/events';
import { deadlineSetSignal, sourcingWorkflowId, TASK_QUEUES } from '@srm/workflow';
import type { Services } from '../../services';
import type { ApprovalEnded } from '../process/index';

/** Tells the project's workflow which deadline to wait for (started on the first signal). */
export async function scheduleSourcing(
  services: Pick<Services, 'store' | 'temporal'>,
  projectId: string,
): Promise<void> {
  const next = sourcing.openSchedule(await sourcing.loadProject(services.store(), null, projectId));
  if (!next) return;
  await services.temporal().workflow.signalWithStart('sourcingProject', {
    workflowId: sourcingWorkflowId(projectId),
    taskQueue: TASK_QUEUES.sourcing,
    args: [{ projectId }],
    signal: deadlineSetSignal,
    signalArgs: [next],
  });
}

const system = { metadata: { actor: 'system' } };

/**
 * What sourcing does when one of its approvals ends (at least once: every step is idempotent). The
 * routes register them with onApprovalEnded; the demo seed applies its recorded approvals through them.
 */
export const sourcingApprovalHandlers = (
  services: Pick<Services, 'store' | 'temporal' | 'now'>,
  /** The demo seed schedules its projects itself once they are complete (their deadlines are past). */
  schedule: (projectId: string) => Promise<void> = (id) => scheduleSourcing(services, id),
) => {
  const store = () => services.store();
  const ended = (e: ApprovalEnded) => ({
    id: e.businessKey,
    instanceId: e.instanceId,
    outcome: e.outcome,
    now: services.now(),
  });
  return {
    purchaseRequisition: async (e: ApprovalEnded) => {
      await sourcing.applyRequisitionApproval(store(), ended(e), system);
    },
    sourcingProject: async (e: ApprovalEnded) => {
      const r = await sourcing.applyPublicationApproval(store(), ended(e), system);
      // Not a project of this store (another app in the process hears the same ends) or not published.
      if (r.state.status === 'none' || r.state.tenantId !== e.tenantId || e.outcome !== 'approved') return;
      await sourcing.announceProject(store(), { id: e.businessKey, now: services.now() }, system);
      await schedule(e.businessKey);
    },
    award: async (e: ApprovalEnded) => {
      await sourcing.applyAwardApproval(store(), ended(e), system);
    },
  } as const;
};
