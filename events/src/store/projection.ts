import { sql } from 'kysely';
import type { EventStore } from './event-store';
import { emptyTables } from './rebuild';
import { resetCheckpoint, subscriptionLock, type Subscription } from './subscription';
import type { InlineProjection, Trx } from './types';

/** A read model built after commit by a durable subscription; can be rebuilt from the first event. */
export type AsyncProjection = InlineProjection & {
  /** Empties the read tables (rebuild starts from here); by default, deletes every row of `tables`. */
  reset?(trx: Trx): Promise<void>;
};

const subscriptionName = (p: AsyncProjection) => `projection:${p.name}`;

/** Keeps `projection` up to date: each batch and its checkpoint commit together (exactly once). */
export function runProjection(
  store: EventStore,
  projection: AsyncProjection,
  options: { batchSize?: number; pollIntervalMs?: number; onError?(e: unknown): void } = {},
): Subscription {
  return store.subscribe({
    ...options,
    name: subscriptionName(projection),
    transactional: true,
    async handle(events, trx) {
      const mine = events.filter((e) => projection.handles.includes(e.type));
      if (mine.length > 0) await projection.apply(trx!, mine);
    },
  });
}

/**
 * Empties the projection and its checkpoint in one transaction; its subscription (running or
 * started later) then replays the whole log into it.
 */
export async function rebuildProjection(store: EventStore, projection: AsyncProjection): Promise<void> {
  const name = subscriptionName(projection);
  await store.db.transaction().execute(async (trx) => {
    await sql`select ${subscriptionLock(name)}`.execute(trx);
    if (projection.reset) await projection.reset(trx);
    else await emptyTables(trx, projection.tables);
    await resetCheckpoint(trx, name);
  });
}
