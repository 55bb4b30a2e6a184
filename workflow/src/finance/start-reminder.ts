import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { TASK_QUEUES } from '../task-queues';
import { performanceBondWorkflowId, type PerformanceBondReminderInput } from './messages';

/** Starts a bond's expiry reminder on the `sourcing` queue; a second start (a retried request) is a no-op. */
export async function startPerformanceBondReminder(
  client: Client,
  input: PerformanceBondReminderInput,
): Promise<void> {
  try {
    await client.workflow.start('performanceBondReminder', {
      taskQueue: TASK_QUEUES.sourcing,
      workflowId: performanceBondWorkflowId(input.bondId),
      args: [input],
    });
  } catch (e) {
    if (!(e instanceof WorkflowExecutionAlreadyStartedError)) throw e;
  }
}
