import { proxyActivities, sleep } from '@temporalio/workflow';
import type { FinanceActivities } from './finance.activities';
import type { PerformanceBondReminderInput } from './messages';

const { remindPerformanceBondExpiry } = proxyActivities<FinanceActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

/**
 * 履约保证金到期提醒: a durable timer until `remindAt`, then the domain's reminder (the bell of the
 * supplier's users and of the buyer who registered it), which sends once whatever Temporal repeats.
 */
export async function performanceBondReminder(input: PerformanceBondReminderInput): Promise<boolean> {
  const wait = Date.parse(input.remindAt) - Date.now();
  if (wait > 0) await sleep(wait);
  return remindPerformanceBondExpiry(input.bondId);
}
