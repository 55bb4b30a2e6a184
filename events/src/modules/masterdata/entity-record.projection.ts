import { columnOf, uniqueIndexName, type FieldDefinition } from '@srm/contracts/masterdata';
import type { Kysely } from 'kysely';
import { DomainError, isUniqueViolation } from '../../errors';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import { isRecordEntityName, type RecordEvent } from '../system/index';
import { entityTables } from './entity.projection';
import type { EntityState } from './entity.planner';
import { entityStateOf } from './entity.state';

// A generated table is chosen by its entity's (validated) definition, so the builder is untyped
// here; kysely quotes every table and column name it is given.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTrx = Kysely<any>;

/** Datetimes are written as China Standard Time (the spec's business clock). */
const CST = '+08:00';

/**
 * Values -> columns: the fields the entity has now, active or retired (a purged field's values in
 * old events have no column any more and are left out, so a rebuild replays them cleanly).
 */
function columnsOf(entity: EntityState, values: Record<string, unknown>): Record<string, unknown> {
  const fields = new Map<string, Pick<FieldDefinition, 'type'>>(
    [...entity.definition.fields, ...entity.retired].map((f) => [f.name, f]),
  );
  if (entity.definition.kind === 'tree') fields.set('pid', { type: 'string' });
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const f = fields.get(name);
    if (!f) continue;
    row[columnOf(name)] = f.type === 'datetime' && typeof value === 'string' ? `${value}${CST}` : value;
  }
  return row;
}

/** A unique index of the entity's table as the user reads it (`<label>已存在` or the field's message). */
function duplicateOf(entity: EntityState, e: unknown): unknown {
  for (const f of entity.definition.fields) {
    if (f.unique && isUniqueViolation(e, uniqueIndexName(entity.definition.table, columnOf(f.name)))) {
      return new DomainError('ValidationFailed', f.uniqueMessage ?? `${f.label}已存在`, { field: f.name });
    }
  }
  return e;
}

/** A tree node's `has_child`: '1' while any row names it as parent. */
async function refreshHasChild(t: AnyTrx, table: string, tenantId: string, id: unknown) {
  if (typeof id !== 'string' || id === '0') return;
  const child = await t
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('pid', '=', id)
    .limit(1)
    .executeTakeFirst();
  await t
    .updateTable(table)
    .set({ has_child: child ? '1' : '0' })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

async function applyOne(trx: Trx, entity: EntityState, recorded: RecordedEvent): Promise<void> {
  const t = trx as unknown as AnyTrx;
  const { table, kind } = entity.definition;
  const e = { type: recorded.type, data: recorded.data } as RecordEvent;
  const actor = typeof recorded.metadata.actor === 'string' ? recorded.metadata.actor : null;
  switch (e.type) {
    case 'RecordCreated': {
      await t
        .insertInto(table)
        .values({
          ...columnsOf(entity, e.data.values),
          id: e.data.id,
          tenant_id: e.data.tenantId,
          created_at: recorded.createdAt,
          created_by: actor,
        })
        .execute();
      if (kind === 'tree') await refreshHasChild(t, table, e.data.tenantId, e.data.values.pid);
      return;
    }
    case 'RecordUpdated': {
      const to = Object.fromEntries(Object.entries(e.data.changes).map(([k, c]) => [k, c.to]));
      const row = (await t
        .updateTable(table)
        .set({ ...columnsOf(entity, to), updated_at: recorded.createdAt, updated_by: actor })
        .where('id', '=', e.data.id)
        .returning('tenant_id')
        .executeTakeFirst()) as { tenant_id: string } | undefined;
      const moved = e.data.changes.pid;
      if (kind === 'tree' && moved && row) {
        await refreshHasChild(t, table, row.tenant_id, moved.from);
        await refreshHasChild(t, table, row.tenant_id, moved.to);
      }
      return;
    }
    case 'RecordDeleted': {
      const row = (await t
        .deleteFrom(table)
        .where('id', '=', e.data.id)
        .returning(kind === 'tree' ? ['tenant_id', 'pid'] : ['tenant_id', 'id'])
        .executeTakeFirst()) as { tenant_id: string; pid?: string } | undefined;
      if (kind === 'tree' && row) await refreshHasChild(t, table, row.tenant_id, row.pid);
      return;
    }
  }
}

/**
 * The entities read in a transaction, kept for its later appends (a batch appends once per
 * record). Safe: a record write holds the entity's lock shared, so no definition changes before
 * it commits; a rebuild reads the current state anyway.
 */
const statesIn = new WeakMap<Trx, Map<string, EntityState | null>>();

/**
 * Declared entities' records -> their generated tables, in the appending transaction. The
 * tables exist only at run time, so they are reported by `dynamicTables` (one per `md_entity`
 * row) and a rebuild empties and refills them like any other.
 */
export const entityRecordProjection: InlineProjection = {
  name: 'mdRecords',
  tables: [],
  dynamicTables: entityTables,
  handles: ['RecordCreated', 'RecordUpdated', 'RecordDeleted'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    let entities = statesIn.get(trx);
    if (!entities) statesIn.set(trx, (entities = new Map()));
    for (const recorded of events) {
      const name = (recorded.data as { entity: string }).entity;
      // Admin records: the system module's projection writes their tables.
      if (isRecordEntityName(name)) continue;
      if (!entities.has(name)) entities.set(name, await entityStateOf(trx, name));
      const entity = entities.get(name);
      if (!entity) throw new Error(`record event of entity ${name}, which is not declared`);
      try {
        await applyOne(trx, entity, recorded);
      } catch (e) {
        throw duplicateOf(entity, e);
      }
    }
  },
};
