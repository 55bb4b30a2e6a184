import { supplier, type EventStore } from '@srm/events';

export type SupplierActivityDeps = { store: EventStore; now?: () => Date };

/** The supplier module's activities: the domain's commands, with the clock read here (not in the workflow). */
export function createSupplierActivities({ store, now = () => new Date() }: SupplierActivityDeps) {
  return {
    /** The qualification expiry sweep as of now: how many reminders went out (a retry sends none twice). */
    async sendQualificationReminders(): Promise<number> {
      return supplier.sendQualificationReminders(store, { now: now() });
    },
  };
}

export type SupplierActivities = ReturnType<typeof createSupplierActivities>;
