import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../store/types';
import { entityStreamId, type EntityEvent } from './entity.events';
import type { EntityState } from './entity.planner';

/**
 * A declared entity as it stands: its stream's last event, which carries the whole state. Read from
 * the log rather than from `md_entity`, so a rebuild (which empties md_entity and replays) writes
 * every record with the entity's current columns, not with those it had at the time.
 */
export async function entityStateOf(db: Kysely<Database> | Trx, name: string): Promise<EntityState | null> {
  return (await entityStateAt(db, name))?.state ?? null;
}

/** entityStateOf and its stream's version (the state stands while the version does). */
export async function entityStateAt(
  db: Kysely<Database> | Trx,
  name: string,
): Promise<{ version: number; state: EntityState } | null> {
  const row = await db
    .selectFrom('events')
    .select(['data', 'stream_version'])
    .where('stream_id', '=', entityStreamId(name))
    .orderBy('stream_version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const { origin, definition, retired, purged } = row.data as EntityEvent['data'];
  return { version: row.stream_version, state: { origin, definition, retired, purged } };
}
