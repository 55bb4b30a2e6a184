import type { Kysely } from 'kysely';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import { recordEntities, type RecordEntity } from './record.entities';
import type { RecordEvent } from './record.events';

// Entity tables are chosen by the event's (validated) entity name, so the builder is untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTrx = Kysely<any>;

function columnsOf(entity: RecordEntity, values: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const column = entity.columns[field];
    if (!column) continue;
    row[column] = entity.json?.includes(field) ? JSON.stringify(value) : value;
  }
  return row;
}

async function setLinks(trx: AnyTrx, entity: RecordEntity, id: string, values: Record<string, unknown>) {
  for (const [field, link] of Object.entries(entity.links ?? {})) {
    const others = values[field];
    if (!Array.isArray(others)) continue;
    await trx.deleteFrom(link.table).where(link.owner, '=', id).execute();
    const unique = [...new Set(others as string[])];
    if (unique.length > 0) {
      await trx
        .insertInto(link.table)
        .values(unique.map((other) => ({ [link.owner]: id, [link.other]: other })))
        .execute();
    }
  }
}

/** Every entity's table and link tables: all of them written by this projection only. */
const recordTables = [
  ...new Set(
    Object.values(recordEntities).flatMap((e: RecordEntity) => [
      e.table,
      ...Object.values(e.links ?? {}).map((l) => l.table),
    ]),
  ),
];

/** Every admin record's table (and its link tables), in the appending transaction. */
export const recordProjection: InlineProjection = {
  name: 'sysRecords',
  tables: recordTables,
  handles: ['RecordCreated', 'RecordUpdated', 'RecordDeleted'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    const t = trx as unknown as AnyTrx;
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as RecordEvent;
      const entity: RecordEntity = recordEntities[e.data.entity];
      const actor = typeof recorded.metadata.actor === 'string' ? recorded.metadata.actor : null;
      switch (e.type) {
        case 'RecordCreated':
          await t
            .insertInto(entity.table)
            .values({
              id: e.data.id,
              tenant_id: e.data.tenantId,
              created_at: recorded.createdAt,
              created_by: actor,
              ...columnsOf(entity, e.data.values),
            })
            .execute();
          await setLinks(t, entity, e.data.id, e.data.values);
          break;
        case 'RecordUpdated': {
          const to = Object.fromEntries(Object.entries(e.data.changes).map(([k, c]) => [k, c.to]));
          await t
            .updateTable(entity.table)
            .set({ ...columnsOf(entity, to), updated_at: recorded.createdAt, updated_by: actor })
            .where('id', '=', e.data.id)
            .execute();
          await setLinks(t, entity, e.data.id, to);
          break;
        }
        case 'RecordDeleted':
          await setLinks(
            t,
            entity,
            e.data.id,
            Object.fromEntries(Object.keys(entity.links ?? {}).map((f) => [f, []])),
          );
          await t.deleteFrom(entity.table).where('id', '=', e.data.id).execute();
          break;
      }
    }
  },
};
