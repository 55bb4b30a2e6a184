import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { DomainError, isUniqueViolation } from '../../errors';
import { RECORD_NOT_FOUND } from './record.decide';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import {
  isRecordEntityName,
  recordEntities,
  type RecordEntity,
  type RecordEntityName,
} from './record.entities';
import type { RecordEvent } from './record.events';

// Entity tables are chosen by the event's (validated) entity name, so the builder is untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTrx = Kysely<any>;

function columnsOf(entity: RecordEntity, values: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    // Own fields of the entity only (an inherited name such as `constructor` is no column).
    const column = Object.hasOwn(entity.columns, field) ? entity.columns[field] : undefined;
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

/**
 * A unique constraint of the entity's table, as the user reads it (角色编码已存在...): the
 * projection's own refusal, reported as such whether the append runs alone or inside a command's
 * transaction (where the store would otherwise see only a failed append).
 */
export function duplicateOf(entity: RecordEntity, e: unknown): unknown {
  for (const [constraint, { field, message }] of Object.entries(entity.unique ?? {})) {
    if (isUniqueViolation(e, constraint)) return new DomainError('ValidationFailed', message, { field });
  }
  return e;
}

/** Every admin record's table (and its link tables), in the appending transaction; declared entities' are skipped. */
export const recordProjection: InlineProjection = {
  name: 'sysRecords',
  tables: recordTables,
  handles: ['RecordCreated', 'RecordUpdated', 'RecordDeleted'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const name = (recorded.data as { entity: string }).entity;
      // A declared entity's record: the masterdata module's projection writes its table.
      if (!isRecordEntityName(name)) continue;
      const entity: RecordEntity = recordEntities[name];
      try {
        await applyOne(trx, recorded);
      } catch (e) {
        throw duplicateOf(entity, e);
      }
    }
  },
};

async function applyOne(trx: Trx, recorded: RecordedEvent): Promise<void> {
  const t = trx as unknown as AnyTrx;
  const e = { type: recorded.type, data: recorded.data } as RecordEvent;
  const entity: RecordEntity = recordEntities[e.data.entity as RecordEntityName];
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

/** One record of the tenant (snake_case columns), or 404 未找到对应数据. */
export async function findRecord(
  db: Kysely<Database>,
  entity: RecordEntityName,
  id: string,
  tenantId: string,
  message?: string,
): Promise<Record<string, unknown>> {
  const row: unknown = await (db as AnyTrx)
    .selectFrom(recordEntities[entity].table)
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) throw new DomainError('NotFound', message ?? RECORD_NOT_FOUND);
  return row as Record<string, unknown>;
}
