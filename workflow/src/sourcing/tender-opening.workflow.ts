import { condition, proxyActivities, setHandler } from '@temporalio/workflow';
import { openingPokedSignal } from './tender-messages';
import type { TenderActivities } from './tender.activities';

const { openTender } = proxyActivities<TenderActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

export type TenderOpeningInput = { projectId: string };

/**
 * `tenderOpening-<projectId>` (queue `sourcing`) releases a tender's keys: it asks the domain to open
 * whenever it may have become possible (the bid deadline's timer, a member's confirmation) and ends
 * once opened. The domain decides and opens once, so a worker killed at any point only delays it.
 */
export async function tenderOpening({ projectId }: TenderOpeningInput): Promise<void> {
  let pokes = 0;
  setHandler(openingPokedSignal, () => {
    pokes++;
  });
  for (;;) {
    const seen = pokes;
    const r = await openTender({ projectId });
    if (r.status !== 'waiting') return;
    const untilDeadline = Date.parse(r.openAt) - Date.now();
    // Before the deadline: wake at it; after: wait for a confirmation (re-checked hourly, in case a
    // signal was lost while the API could not reach Temporal).
    await condition(() => pokes !== seen, untilDeadline > 0 ? untilDeadline : '1 hour');
  }
}
