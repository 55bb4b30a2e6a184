import {
  DICT_WIDGETS,
  tenantDefinition,
  validateRecord,
  type EntityDefinition,
  type RecordMode,
  type ValueContext,
} from '@srm/contracts/masterdata';
import type { Kysely } from 'kysely';
import { DomainError } from '../../errors';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, Trx } from '../../store/types';
import {
  decideRecordWith,
  dictItemsByCode,
  evolveRecord,
  initialRecordState,
  isRecordEntityName,
  RECORD_NOT_FOUND,
  recordStreamId,
  nextBillCodeIn,
  sanitizeAnnouncementHtml,
  type RecordCommandOf,
  type RecordEvent,
  type RecordState,
  type RecordValidation,
} from '../system/index';
import { inTransaction, lockEntity } from './entity.commands';
import type { EntityState } from './entity.planner';
import { entityStateOf } from './entity.state';

/**
 * Records of declared entities: the admin records' aggregate (`record-<entity>.<id>`,
 * RecordCreated / RecordUpdated with a diff / RecordDeleted), their values checked by the
 * entity's definition (the same check as the form's), written to the entity's table by
 * entity-record.projection.ts in the same transaction.
 */

export const ENTITY_NOT_DECLARED = (name: string) => `实体「${name}」不存在`;
export const TREE_PARENT_MISSING = '上级节点不存在';
export const TREE_PARENT_LOOP = '上级节点不能是自己或自己的下级';
export const TREE_HAS_CHILDREN = '该节点下有子节点，不能删除';
export const NOT_SUPPLIER_ENTITY = '拒绝访问';

/** `now`: the clock for numbers from fill rules (their period); the caller's, like the actor. */
type Meta = { metadata?: EventMetadata; idempotencyKey?: string; now?: Date };
/** `supplierId`: the caller is that supplier's user: it sees and changes only its own rows. */
export type EntityRecordRef = { id: string; tenantId: string; supplierId?: string };

// The generated table is chosen by the (validated) entity definition.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Dictionaries of the definition's dictionary widgets, as the check needs them. */
async function dictionariesOf(trx: Trx, def: EntityDefinition): Promise<ValueContext> {
  const codes = [
    ...new Set(
      def.fields.filter((f) => DICT_WIDGETS.includes(f.widget) && f.dictCode).map((f) => f.dictCode!),
    ),
  ];
  const dictionaries: Record<string, string[]> = {};
  for (const code of codes) {
    const items = await dictItemsByCode(trx, code);
    // A dictionary with no items yet does not lock the field.
    if (items.length > 0) dictionaries[code] = items.map((i) => i.value);
  }
  return { dictionaries };
}

/** The definition's check, refusing with the first problem's message (all of them in `details`). */
function validationOf(def: EntityDefinition, context: ValueContext): RecordValidation {
  const run = (values: unknown, mode: RecordMode) => {
    const r = validateRecord(def, values, mode, context);
    if (!r.ok) {
      const first = r.problems[0]!;
      throw new DomainError('ValidationFailed', first.message, { field: first.field, problems: r.problems });
    }
    for (const f of def.fields) {
      const v = r.values[f.name];
      if (f.widget === 'umeditor' && typeof v === 'string') r.values[f.name] = sanitizeAnnouncementHtml(v);
    }
    return r.values;
  };
  return { create: (v) => run(v, 'create'), update: (v) => run(v, 'update') };
}

const withoutKey = (values: unknown, key: string): unknown =>
  typeof values === 'object' && values !== null && !Array.isArray(values)
    ? Object.fromEntries(Object.entries(values).filter(([k]) => k !== key))
    : values;

const isEmptyValue = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A new record's empty fields numbered by their fill rules (`billCode`), inside the record's
 * transaction: the number commits with the record, so a refused record takes none. The values are
 * checked first (they may leave those fields empty), so bad input takes no number either.
 */
async function withBillCodes(
  store: EventStore,
  trx: Trx,
  def: EntityDefinition,
  validation: RecordValidation,
  values: unknown,
  meta: Meta,
): Promise<unknown> {
  const given = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
  const numbered = def.fields.filter((f) => f.billCode !== undefined && isEmptyValue(given[f.name]));
  if (numbered.length === 0) return values;
  validation.create(values);
  const filled = { ...given };
  for (const f of numbered) {
    // The handler's caller passes its clock; a caller without one (a script) numbers by the wall clock.
    const issued = await nextBillCodeIn(store, trx, f.billCode!, meta.now ?? new Date(), meta);
    filled[f.name] = issued.code;
  }
  return filled;
}

/** A tree's rules: the parent exists in the tenant, and is neither the node nor below it; no delete with children. */
async function checkTree(
  trx: Trx,
  entity: EntityState,
  command: RecordCommandOf<string>,
  state: RecordState,
): Promise<void> {
  const table = entity.definition.table;
  const db = trx as unknown as AnyDb;
  if (command.type === 'DeleteRecord') {
    const child = await db
      .selectFrom(table)
      .select('id')
      .where('tenant_id', '=', command.tenantId)
      .where('pid', '=', command.id)
      .limit(1)
      .executeTakeFirst();
    if (child) throw new DomainError('IllegalState', TREE_HAS_CHILDREN);
    return;
  }
  const pid = (command.values as { pid?: unknown } | null)?.pid;
  if (typeof pid !== 'string' || pid === '' || pid === '0') return;
  if (command.type === 'UpdateRecord' && state.status === 'live' && state.values.pid === pid) return;
  // Up the parents from the new one: meeting the node itself would close a loop.
  let at: string | null = pid;
  for (let depth = 0; at && at !== '0' && depth < 100; depth++) {
    if (at === command.id) throw new DomainError('ValidationFailed', TREE_PARENT_LOOP, { field: 'pid' });
    const row = (await db
      .selectFrom(table)
      .select('pid')
      .where('tenant_id', '=', command.tenantId)
      .where('id', '=', at)
      .executeTakeFirst()) as { pid: string } | undefined;
    if (!row) {
      if (at === pid) throw new DomainError('ValidationFailed', TREE_PARENT_MISSING, { field: 'pid' });
      return;
    }
    at = row.pid;
  }
}

/** The entity in force and, once read, its dictionaries (a batch reads both once, under its lock). */
type Loaded = { entity: EntityState; context?: ValueContext; newStreams?: ReadonlySet<string> };
async function load(trx: Trx, name: string): Promise<Loaded> {
  const entity = isRecordEntityName(name) ? null : await entityStateOf(trx, name);
  if (!entity) throw new DomainError('NotFound', ENTITY_NOT_DECLARED(name));
  return { entity };
}

/** Load, check and decide one record command inside `trx` (the entity's shared lock taken), and append. */
async function decideIn(
  store: EventStore,
  trx: Trx,
  command: RecordCommandOf<string>,
  supplierId: string | undefined,
  meta: Meta,
  loaded?: Loaded,
) {
  const { entity, context } = loaded ?? (await load(trx, command.entity));
  // Another tenant's extended fields are not there for this one; its own carry their editProperty.
  const def = tenantDefinition(entity.definition, command.tenantId);
  const streamId = recordStreamId(command.entity, command.id);
  // A batch knows which of its streams are new (one query for all): nothing to read for those.
  const { version, events } = loaded?.newStreams?.has(streamId)
    ? { version: 0, events: [] }
    : await store.readStream(streamId, { trx });
  const state = events.reduce(
    (s, e) => evolveRecord(s, { type: e.type, data: e.data } as RecordEvent),
    initialRecordState(),
  );
  let cmd = command;
  if (supplierId !== undefined) {
    const owner = def.ownerField;
    if (!owner) throw new DomainError('Forbidden', NOT_SUPPLIER_ENTITY);
    if (cmd.type === 'CreateRecord') {
      cmd = { ...cmd, values: { ...(withoutKey(cmd.values, owner) as object), [owner]: supplierId } };
    } else {
      // Another supplier's row is as good as missing; the owner never changes by an edit.
      if (state.status === 'live' && state.values[owner] !== supplierId) {
        throw new DomainError('NotFound', RECORD_NOT_FOUND);
      }
      if (cmd.type === 'UpdateRecord') cmd = { ...cmd, values: withoutKey(cmd.values, owner) };
    }
  }
  if (def.kind === 'tree' && (state.status === 'live' || cmd.type === 'CreateRecord')) {
    await checkTree(trx, entity, cmd, state);
  }
  const validation = validationOf(def, context ?? (await dictionariesOf(trx, def)));
  if (cmd.type === 'CreateRecord' && state.status === 'none') {
    cmd = { ...cmd, values: await withBillCodes(store, trx, def, validation, cmd.values, meta) };
  }
  const decided = decideRecordWith(validation, cmd, state);
  if (decided.length === 0) return { appended: false, version };
  const r = await store.append(streamId, decided, {
    trx,
    expectedVersion: version,
    ...(meta.metadata ? { metadata: meta.metadata } : {}),
    ...(meta.idempotencyKey ? { idempotencyKey: meta.idempotencyKey } : {}),
  });
  return { appended: r.appended, version: r.nextExpectedVersion };
}

const run = (
  store: EventStore,
  command: RecordCommandOf<string>,
  supplierId: string | undefined,
  meta: Meta,
) =>
  inTransaction(store, async (trx) => {
    await lockEntity(trx, command.entity, 'shared');
    return decideIn(store, trx, command, supplierId, meta);
  });

/** Creates a record of a declared entity (values checked by its definition; defaults filled in). */
export const createEntityRecord = (
  store: EventStore,
  entity: string,
  r: EntityRecordRef & { values: unknown },
  meta: Meta = {},
) =>
  run(
    store,
    { type: 'CreateRecord', entity, id: r.id, tenantId: r.tenantId, values: r.values },
    r.supplierId,
    meta,
  );

/** Changes the fields sent; nothing changed, nothing is written. */
export const updateEntityRecord = (
  store: EventStore,
  entity: string,
  r: EntityRecordRef & { values: unknown },
  meta: Meta = {},
) =>
  run(
    store,
    { type: 'UpdateRecord', entity, id: r.id, tenantId: r.tenantId, values: r.values },
    r.supplierId,
    meta,
  );

export const deleteEntityRecord = (store: EventStore, entity: string, r: EntityRecordRef, meta: Meta = {}) =>
  run(store, { type: 'DeleteRecord', entity, id: r.id, tenantId: r.tenantId }, r.supplierId, meta);

/** Most ids one batch delete takes. */
export const MAX_BATCH = 1000;
export const NOTHING_SELECTED = '请选择一条记录！';
export const DUPLICATE_IN_BATCH = '批量新增的记录编号重复';

/**
 * Deletes several records in ONE transaction: all or none (a missing id, another tenant's or
 * another supplier's row, or a node with children refuses the whole batch).
 */
export async function deleteEntityRecords(
  store: EventStore,
  entity: string,
  r: { ids: readonly string[]; tenantId: string; supplierId?: string },
  meta: Pick<Meta, 'metadata'> = {},
): Promise<void> {
  const ids = [...new Set(r.ids)];
  if (ids.length === 0 || ids.length > MAX_BATCH) throw new DomainError('ValidationFailed', NOTHING_SELECTED);
  await inTransaction(store, async (trx) => {
    await lockEntity(trx, entity, 'shared');
    for (const id of ids) {
      await decideIn(
        store,
        trx,
        { type: 'DeleteRecord', entity, id, tenantId: r.tenantId },
        r.supplierId,
        meta,
      );
    }
  });
}

/**
 * Creates several records in ONE transaction (the entity's lock taken once): all or none. For
 * imports and the demo seed; each record is checked exactly as `createEntityRecord` checks it.
 */
export async function createEntityRecords(
  store: EventStore,
  entity: string,
  r: { tenantId: string; records: readonly { id: string; values: unknown }[]; supplierId?: string },
  meta: Pick<Meta, 'metadata' | 'now'> = {},
): Promise<void> {
  if (r.records.length === 0) return;
  const ids = new Set(r.records.map((rec) => rec.id));
  if (ids.size !== r.records.length) throw new DomainError('ValidationFailed', DUPLICATE_IN_BATCH);
  await inTransaction(store, async (trx) => {
    await lockEntity(trx, entity, 'shared');
    const { entity: state } = await load(trx, entity);
    const streams = r.records.map((rec) => recordStreamId(entity, rec.id));
    const taken = await trx
      .selectFrom('events')
      .select('stream_id')
      .distinct()
      .where('stream_id', 'in', streams)
      .execute();
    const newStreams = new Set(streams);
    for (const t of taken) newStreams.delete(t.stream_id);
    const loaded = { entity: state, context: await dictionariesOf(trx, state.definition), newStreams };
    for (const rec of r.records) {
      await decideIn(
        store,
        trx,
        { type: 'CreateRecord', entity, id: rec.id, tenantId: r.tenantId, values: rec.values },
        r.supplierId,
        meta,
        loaded,
      );
    }
  });
}
