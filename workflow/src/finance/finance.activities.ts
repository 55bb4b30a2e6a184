import { finance, type EventStore } from '@srm/events';

export type FinanceActivityDeps = { store: EventStore; now?: () => Date };

/** The finance module's activities: the domain's commands, with the clock read here. */
export function createFinanceActivities({ store, now = () => new Date() }: FinanceActivityDeps) {
  return {
    /** Whether a reminder went out now (false: it had been sent already). */
    async remindPerformanceBondExpiry(bondId: string): Promise<boolean> {
      return finance.remindPerformanceBondExpiry(
        store,
        { bondId, now: now() },
        { metadata: { actor: 'system' } },
      );
    },
  };
}

export type FinanceActivities = ReturnType<typeof createFinanceActivities>;
