import { continueAsNew, proxyActivities, setHandler, sleep } from '@temporalio/workflow';
import { sweepsQuery } from './messages';
import type { SupplierActivities } from './supplier.activities';

const { sendQualificationReminders } = proxyActivities<SupplierActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

export type QualificationReminderInput = {
  intervalMs: number;
  /** Stop after this many sweeps (tests); absent: forever. */
  sweeps?: number;
};

/** Sweeps per run before the history is renewed with continue-as-new. */
const SWEEPS_PER_RUN = 200;

/**
 * The qualification expiry reminder ([P5] supplier master): a durable timer that runs the sweep
 * now and then every `intervalMs`. The sweep decides whom to remind and remembers it (once per
 * qualification and end date), so a missed or repeated sweep neither loses nor doubles a message.
 */
export async function qualificationReminder(
  input: QualificationReminderInput,
): Promise<{ sweeps: number; sent: number }> {
  let sweeps = 0;
  let sent = 0;
  setHandler(sweepsQuery, () => sweeps);
  for (;;) {
    sent += await sendQualificationReminders();
    sweeps++;
    if (input.sweeps !== undefined && sweeps >= input.sweeps) return { sweeps, sent };
    if (sweeps >= SWEEPS_PER_RUN) {
      const left = input.sweeps === undefined ? {} : { sweeps: input.sweeps - sweeps };
      await continueAsNew<typeof qualificationReminder>({ intervalMs: input.intervalMs, ...left });
    }
    await sleep(input.intervalMs);
  }
}
