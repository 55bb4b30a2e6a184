import { proxyActivities, sleep } from '@temporalio/workflow';
import type { SelfCheckActivities } from './selfcheck.activities';

const { completeSelfCheck } = proxyActivities<SelfCheckActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '200 milliseconds', maximumInterval: '5 seconds' },
});

export type SelfCheckInput = { id: string; delayMs: number };

/** Waits on a durable timer (it survives worker restarts), then records completion. */
export async function selfCheck({ id, delayMs }: SelfCheckInput): Promise<{ elapsedMs: number | null }> {
  await sleep(delayMs);
  return completeSelfCheck({ id });
}

export const selfCheckWorkflowId = (id: string) => `selfCheck-${id}`;
