import type { DatabaseHandle } from './db/connect';
import { inlineProjections, streamDefinitions } from './modules/index';
import { EventStore } from './store/event-store';
import { EventRegistry } from './store/registry';

export { connectDatabase } from './db/connect';
export type { DatabaseConfig, DatabaseHandle } from './db/connect';
export type { Database } from './db/database';
export { migrateToLatest } from './db/migrate';
export type { Notifier } from './db/notifier';
export * from './errors';
export { handleCommand } from './store/command';
export type { Decider, HandleResult } from './store/command';
export { EventStore, toRecorded } from './store/event-store';
export type { EventStoreOptions, PreparedQuery, ReadStreamResult } from './store/event-store';
export { rebuildProjection, runProjection } from './store/projection';
export {
  emptyTables,
  ownedTables,
  projectionCoverageProblems,
  rebuildProjections,
  schemaTables,
  snapshotTables,
} from './store/rebuild';
export type { RebuildOptions, RebuildResult } from './store/rebuild';
export { inlineProjections, nonProjectionTables } from './modules/index';
export type { AsyncProjection } from './store/projection';
export { EventRegistry, streamTypeOf } from './store/registry';
export type { StreamDefinition } from './store/registry';
export { resetCheckpoint, Subscription } from './store/subscription';
export type { SubscriptionOptions } from './store/subscription';
export * from './store/types';
export * as selfCheck from './modules/selfcheck/index';
export * as system from './modules/system/index';
export * as portal from './modules/portal/index';
export * as supplier from './modules/supplier/index';
export * as process from './modules/process/index';
export * as masterdata from './modules/masterdata/index';
export * as report from './modules/report/index';
export * as sourcing from './modules/sourcing/index';
export * as finance from './modules/finance/index';

/** The application's store: every module's event schemas and inline projections. */
export const createEventStore = (handle: Pick<DatabaseHandle, 'db' | 'notifier' | 'prepared'>) =>
  new EventStore({
    db: handle.db,
    ...(handle.prepared ? { prepared: handle.prepared } : {}),
    notifier: handle.notifier,
    registry: new EventRegistry(streamDefinitions),
    inlineProjections,
  });
