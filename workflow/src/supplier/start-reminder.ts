import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { TASK_QUEUES } from '../task-queues';
import { QUALIFICATION_REMINDER_WORKFLOW_ID, QUALIFICATION_SWEEP_INTERVAL_MS } from './messages';

/**
 * Starts the qualification expiry reminder on the `platform` queue unless it runs already (its id
 * is fixed): every start of the API calls this, and only the first does anything.
 */
export async function ensureQualificationReminder(client: Client): Promise<void> {
  try {
    await client.workflow.start('qualificationReminder', {
      taskQueue: TASK_QUEUES.platform,
      workflowId: QUALIFICATION_REMINDER_WORKFLOW_ID,
      args: [{ intervalMs: QUALIFICATION_SWEEP_INTERVAL_MS }],
    });
  } catch (e) {
    if (!(e instanceof WorkflowExecutionAlreadyStartedError)) throw e;
  }
}
