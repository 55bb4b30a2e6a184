import type { Kysely, Selectable } from 'kysely';
import type { Database, MdEntityTable } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { EntityEvent } from './entity.events';

export type EntityRow = Selectable<MdEntityTable>;

/** `md_entity`: one row per declared entity, in the transaction that changes it. */
export const entityProjection: InlineProjection = {
  name: 'mdEntities',
  tables: ['md_entity'],
  handles: ['EntityDefined', 'EntityRedefined', 'EntityFieldsPurged'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as EntityEvent;
      const { definition, retired, purged } = e.data;
      const actor = typeof recorded.metadata.actor === 'string' ? recorded.metadata.actor : null;
      const row = {
        label: definition.label,
        version: recorded.streamVersion,
        definition: JSON.stringify(definition),
        retired: JSON.stringify(retired),
        purged: JSON.stringify(purged),
      };
      if (e.type === 'EntityDefined') {
        await trx
          .insertInto('md_entity')
          .values({
            ...row,
            name: e.data.entity,
            origin: e.data.origin,
            table_name: definition.table,
            created_at: recorded.createdAt,
            created_by: actor,
          })
          .execute();
      } else {
        await trx
          .updateTable('md_entity')
          .set({ ...row, updated_at: recorded.createdAt, updated_by: actor })
          .where('name', '=', e.data.entity)
          .execute();
      }
    }
  },
};

/** Every declared entity, by name. */
export const listEntities = (db: Kysely<Database>): Promise<EntityRow[]> =>
  db.selectFrom('md_entity').selectAll().orderBy('name').execute();

export const findEntity = (db: Kysely<Database>, name: string): Promise<EntityRow | undefined> =>
  db.selectFrom('md_entity').selectAll().where('name', '=', name).executeTakeFirst();

/** The generated tables: what the record projection writes (a rebuild empties and refills them). */
export async function entityTables(db: Kysely<Database> | Trx): Promise<string[]> {
  const rows = await db.selectFrom('md_entity').select('table_name').orderBy('table_name').execute();
  return rows.map((r) => r.table_name);
}
