import { defineQuery } from '@temporalio/workflow';

/** One reminder workflow per deployment: starting it again is a no-op. */
export const QUALIFICATION_REMINDER_WORKFLOW_ID = 'qualification-reminder';
/** How often the expiry sweep runs (a qualification is reminded once per end date anyway). */
export const QUALIFICATION_SWEEP_INTERVAL_MS = 6 * 3_600_000;
/** How many sweeps have run in this workflow run. */
export const sweepsQuery = defineQuery<number>('sweeps');
