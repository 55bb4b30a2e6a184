import { createEventStore } from '@srm/events';
import { startWorkers, TASK_QUEUES, type TaskQueue } from '@srm/workflow';
import { createTestTemporal } from '@srm/workflow/testing';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { startHarness, type Harness } from './harness';

export type ApprovalHarness = Harness & { env: TestWorkflowEnvironment };

/**
 * The API harness with the approval engine behind it: a real Temporal dev server and a worker on the
 * process queue (and any other `taskQueues`) over the harness's database. `close()` stops all three.
 */
export async function startApprovalHarness(
  taskQueues: readonly TaskQueue[] = [TASK_QUEUES.process],
): Promise<ApprovalHarness> {
  const [h, env] = await Promise.all([startHarness(), createTestTemporal()]);
  h.services.setTemporal(env.client);
  const workers = await startWorkers({
    connection: env.nativeConnection,
    namespace: env.namespace ?? 'default',
    store: createEventStore(h.tdb),
    taskQueues,
  });
  const closeApi = h.close;
  return Object.assign(h, {
    env,
    close: async () => {
      await workers.shutdown();
      await env.teardown();
      await closeApi();
    },
  });
}
