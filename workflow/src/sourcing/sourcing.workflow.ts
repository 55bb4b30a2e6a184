import { condition, proxyActivities, setHandler } from '@temporalio/workflow';
import { deadlineSetSignal, type PhaseSchedule } from './messages';
import type { SourcingActivities } from './sourcing.activities';

const { closeSourcingPhase } = proxyActivities<SourcingActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '500 milliseconds', maximumInterval: '30 seconds' },
});

export type SourcingInput = { projectId: string };

const keyOf = (s: PhaseSchedule | null) => (s ? `${s.phase}/${s.round}/${s.deadline}` : '');

/**
 * `sourcing-<projectId>` on the `sourcing` task queue owns the project's clock: it waits for the open
 * phase's deadline (a durable timer; a moved deadline restarts it) and then closes that phase through
 * the domain, which closes each phase once whatever the workflow repeats. The close answers the next
 * phase to wait for (a tender's bidding after its registration); with none, the run ends, and the next
 * signal (a negotiation round) starts a new run under the same id.
 */
export async function sourcingProject({ projectId }: SourcingInput): Promise<void> {
  let next: PhaseSchedule | null = null;
  setHandler(deadlineSetSignal, (s) => {
    if (keyOf(s) !== keyOf(next)) next = s;
  });
  for (;;) {
    if (!next && !(await condition(() => next !== null, '1 day'))) return;
    const current: PhaseSchedule = next!;
    const wait = Math.max(1, Date.parse(current.deadline) - Date.now());
    const moved = await condition(() => keyOf(next) !== keyOf(current), wait);
    if (moved) continue;
    const after = await closeSourcingPhase({ projectId, ...current });
    // A newer schedule that came while closing wins over what the close answered.
    if (keyOf(next) === keyOf(current)) next = after;
    if (!next) return;
  }
}
