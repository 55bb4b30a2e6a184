import type { EventStore, sourcing } from '@srm/events';
import { createProcessActivities } from './process/process.activities';
import { createSelfCheckActivities } from './selfcheck/selfcheck.activities';
import { createSupplierActivities } from './supplier/supplier.activities';
import { createSourcingActivities } from './sourcing/sourcing.activities';
import { createTenderActivities } from './sourcing/tender.activities';
import { createFinanceActivities } from './finance/finance.activities';

export type ActivityDeps = {
  store: EventStore;
  now?: () => Date;
  /** The tender KEK (default: configuredKeyService, from the environment). */
  tenderKeys?: sourcing.KeyService;
};

/** All activities, wired with their dependencies; the worker registers this object. */
export const createActivities = (deps: ActivityDeps) => ({
  ...createSelfCheckActivities(deps),
  ...createProcessActivities(deps),
  ...createSupplierActivities(deps),
  ...createSourcingActivities(deps),
  ...createTenderActivities(deps),
  ...createFinanceActivities(deps),
});
