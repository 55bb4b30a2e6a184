import type { Kysely, Selectable } from 'kysely';
import type { Database, SelfChecksTable } from '../../db/database';
import { DomainError } from '../../errors';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { SelfCheckEvent } from './selfcheck.events';

export type SelfCheckRow = Selectable<SelfChecksTable>;

export const selfCheckProjection: InlineProjection = {
  name: 'selfChecks',
  tables: ['self_checks'],
  handles: ['SelfCheckRequested', 'SelfCheckCompleted'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as SelfCheckEvent;
      switch (e.type) {
        case 'SelfCheckRequested':
          await trx
            .insertInto('self_checks')
            .values({
              id: e.data.id,
              status: 'running',
              requested_at: new Date(e.data.requestedAt),
              delay_ms: e.data.delayMs,
              completed_at: null,
              elapsed_ms: null,
              requested_by: typeof recorded.metadata.actor === 'string' ? recorded.metadata.actor : null,
            })
            .execute();
          break;
        case 'SelfCheckCompleted':
          await trx
            .updateTable('self_checks')
            .set({
              status: 'completed',
              completed_at: new Date(e.data.completedAt),
              elapsed_ms: e.data.elapsedMs,
            })
            .where('id', '=', e.data.id)
            .execute();
          break;
      }
    }
  },
};

export const getSelfCheck = (db: Kysely<Database>, id: string) =>
  db.selectFrom('self_checks').selectAll().where('id', '=', id).executeTakeFirst();

export const SELF_CHECK_NOT_FOUND = '自检不存在';

/** One self-check by id; an unknown id is refused. */
export async function selfCheckById(db: Kysely<Database>, id: string): Promise<SelfCheckRow> {
  const row = await getSelfCheck(db, id);
  if (!row) throw new DomainError('NotFound', SELF_CHECK_NOT_FOUND);
  return row;
}

export const listSelfChecks = (db: Kysely<Database>, limit: number) =>
  db.selectFrom('self_checks').selectAll().orderBy('requested_at', 'desc').limit(limit).execute();

export const countRunningSelfChecks = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('self_checks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'running')
        .executeTakeFirst()
    )?.n ?? 0,
  );
