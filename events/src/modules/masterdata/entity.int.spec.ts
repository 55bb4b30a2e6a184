import {
  permissionsOf,
  type EntityDefinitionInput,
  type FieldDefinitionInput,
} from '@srm/contracts/masterdata';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore } from '../../index';
import type { EventStore } from '../../store/event-store';
import { rebuildProjections, snapshotTables } from '../../store/rebuild';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../testing/index';
import { recordStreamId } from '../system/index';
import { defineEntity, purgeEntityFields, syncEntityDefinitions } from './entity.commands';
import { entityStreamId } from './entity.events';
import { findEntity } from './entity.projection';
import {
  createEntityRecord,
  createEntityRecords,
  deleteEntityRecord,
  deleteEntityRecords,
  DUPLICATE_IN_BATCH,
  TREE_HAS_CHILDREN,
  updateEntityRecord,
} from './entity-record.commands';
import { recordHistory } from './entity-record.history';

const buyer = { metadata: { actor: 'u-buyer', tenantId: '1' } };
const admin = { metadata: { actor: 'u-admin', tenantId: '1' } };
const T = '1';

const fields: FieldDefinitionInput[] = [
  {
    name: 'code',
    label: '物料编码',
    type: 'string',
    length: 20,
    required: true,
    unique: true,
    pattern: { regex: '^[A-Z0-9-]+$', message: '物料编码只能包含大写字母、数字和-' },
  },
  { name: 'name', label: '物料名称', type: 'string', length: 60, required: true },
  { name: 'tex', label: '线密度(tex)', type: 'decimal', precision: 10, scale: 1 },
  { name: 'price', label: '参考单价', type: 'decimal', precision: 18, scale: 4 },
  { name: 'validFrom', label: '生效日期', type: 'date' },
  { name: 'supplierId', label: '供应商', type: 'string', length: 64 },
];
const material = (over: Partial<EntityDefinitionInput> = {}): EntityDefinitionInput => ({
  name: 'material',
  label: '物料',
  table: 'md_material',
  ownerField: 'supplierId',
  fields,
  list: { columns: ['code', 'name', 'tex'], sortable: ['code', 'createTime'] },
  query: [{ field: 'name' }, { field: 'validFrom', mode: 'group' }],
  permissions: permissionsOf('masterdata:material'),
  variants: {
    buyer: { base: '/masterdata/material', actions: ['list', 'add', 'edit', 'delete', 'export', 'import'] },
    sup: { base: '/sup/masterdata/material', actions: ['list'] },
  },
  ...over,
});

describe.each(BACKENDS)('declared entities on %s', (backend) => {
  let tdb: TestDatabase;
  let store: EventStore;

  const columns = async (table: string) => {
    const { rows } = await sql<{ column_name: string; data_type: string; len: number | null }>`
      select column_name, data_type, character_maximum_length as len from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(
      tdb.db,
    );
    return Object.fromEntries(
      rows.map((r) => [r.column_name, r.len ? `${r.data_type}(${r.len})` : r.data_type]),
    );
  };
  const rows = async () =>
    (
      await sql<Record<string, unknown>>`select id, code, name, tex::text as tex, price::text as price,
        valid_from::text as valid_from, created_by, updated_by from md_material where tenant_id = '1' order by id`.execute(
        tdb.db,
      )
    ).rows;
  const version = async (name: string) => (await store.readStream(entityStreamId(name))).version;
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => 'accepted',
      (e: { code?: string; message?: string; reason?: string }) => ({ code: e.code, message: e.message }),
    );

  beforeAll(async () => {
    tdb = await createTestDatabase(backend);
    store = createEventStore(tdb);
  });
  afterAll(async () => tdb?.close());

  it('declaring an entity creates its typed table; declaring it again does nothing', async () => {
    const r = await defineEntity(store, material(), admin);
    expect(r.changed).toBe(true);
    expect(await columns('md_material')).toEqual({
      id: 'text',
      tenant_id: 'text',
      created_at: 'timestamp with time zone',
      created_by: 'text',
      updated_at: 'timestamp with time zone',
      updated_by: 'text',
      code: 'character varying(20)',
      name: 'character varying(60)',
      tex: 'numeric',
      price: 'numeric',
      valid_from: 'date',
      supplier_id: 'character varying(64)',
    });
    expect(await findEntity(tdb.db, 'material')).toMatchObject({
      origin: 'code',
      version: 1,
      created_by: 'u-admin',
    });
    // Code declarations are synced at start-up through the same path: unchanged, nothing happens.
    expect(await syncEntityDefinitions(store, [material()], admin)).toEqual([
      { name: 'material', changed: false },
    ]);
    expect(await version('material')).toBe(1);
  });

  it('creates, updates and deletes records: events with diffs, rows in the generated table', async () => {
    await createEntityRecord(
      store,
      'material',
      { id: 'm1', tenantId: T, values: { code: 'ER-2400', name: '无碱直接纱', tex: '2400', price: 5.2 } },
      buyer,
    );
    await createEntityRecord(
      store,
      'material',
      { id: 'm2', tenantId: T, values: { code: 'CS-45', name: '短切原丝', validFrom: '2026/12/1' } },
      buyer,
    );
    await updateEntityRecord(
      store,
      'material',
      { id: 'm1', tenantId: T, values: { name: '无碱缠绕直接纱', tex: 2400 } },
      admin,
    );
    expect(await rows()).toEqual([
      {
        id: 'm1',
        code: 'ER-2400',
        name: '无碱缠绕直接纱',
        tex: '2400.0',
        price: '5.2000',
        valid_from: null,
        created_by: 'u-buyer',
        updated_by: 'u-admin',
      },
      {
        id: 'm2',
        code: 'CS-45',
        name: '短切原丝',
        tex: null,
        price: null,
        valid_from: '2026-12-01',
        created_by: 'u-buyer',
        updated_by: null,
      },
    ]);
    // Only the field that changed is in the diff (tex 2400 is the stored '2400.0').
    const { events } = await store.readStream(recordStreamId('material', 'm1'));
    expect(events[1]).toMatchObject({
      type: 'RecordUpdated',
      data: { changes: { name: { from: '无碱直接纱', to: '无碱缠绕直接纱' } } },
    });
    expect(Object.keys((events[1]!.data as { changes: object }).changes)).toEqual(['name']);

    await deleteEntityRecord(store, 'material', { id: 'm2', tenantId: T }, buyer);
    expect((await rows()).map((r) => r.id)).toEqual(['m1']);
  });

  it('refuses bad values with the form message and a duplicate with the field message, writing nothing', async () => {
    expect(
      await refusal(
        createEntityRecord(store, 'material', { id: 'm3', tenantId: T, values: { code: 'x 1', name: '纱' } }),
      ),
    ).toEqual({
      code: 'ValidationFailed',
      message: '物料编码只能包含大写字母、数字和-',
    });
    expect(
      await refusal(createEntityRecord(store, 'material', { id: 'm3', tenantId: T, values: { code: 'M3' } })),
    ).toEqual({
      code: 'ValidationFailed',
      message: '请输入物料名称!',
    });
    expect(
      await refusal(
        createEntityRecord(store, 'material', {
          id: 'm3',
          tenantId: T,
          values: { code: 'ER-2400', name: '重复' },
        }),
      ),
    ).toEqual({ code: 'ValidationFailed', message: '物料编码已存在' });
    expect((await store.readStream(recordStreamId('material', 'm3'))).events).toEqual([]);
    // Unique within the tenant: another tenant may use the code.
    await createEntityRecord(store, 'material', {
      id: 'm9',
      tenantId: '2',
      values: { code: 'ER-2400', name: '他人的' },
    });
    expect(
      await refusal(updateEntityRecord(store, 'material', { id: 'm9', tenantId: T, values: { name: 'x' } })),
    ).toEqual({
      code: 'NotFound',
      message: '未找到对应数据',
    });
    expect(await refusal(createEntityRecord(store, 'nothing', { id: 'a', tenantId: T, values: {} }))).toEqual(
      {
        code: 'NotFound',
        message: '实体「nothing」不存在',
      },
    );
  });

  it('a supplier creates rows as its own and cannot reach another supplier’s', async () => {
    await createEntityRecord(
      store,
      'material',
      {
        id: 's1',
        tenantId: T,
        supplierId: 'sup-A',
        values: { code: 'S1', name: '供应商物料', supplierId: 'sup-B' },
      },
      buyer,
    );
    expect((await store.readStream(recordStreamId('material', 's1'))).events[0]?.data).toMatchObject({
      values: { supplierId: 'sup-A' },
    });
    expect(
      await refusal(
        updateEntityRecord(store, 'material', {
          id: 's1',
          tenantId: T,
          supplierId: 'sup-B',
          values: { name: '改' },
        }),
      ),
    ).toMatchObject({ code: 'NotFound' });
    await deleteEntityRecord(store, 'material', { id: 's1', tenantId: T, supplierId: 'sup-A' });
  });

  it('adding a field migrates the table and keeps the rows', async () => {
    const sizing: FieldDefinitionInput = { name: 'sizing', label: '浸润剂类型', type: 'string', length: 30 };
    const r = await defineEntity(store, material({ fields: [...fields, sizing] }), admin);
    expect(r.ddl).toEqual([
      { op: 'addColumn', table: 'md_material', column: { name: 'sizing', dataType: 'varchar(30)' } },
    ]);
    expect((await columns('md_material')).sizing).toBe('character varying(30)');
    expect((await rows()).map((x) => [x.id, x.name])).toEqual([['m1', '无碱缠绕直接纱']]);
    await updateEntityRecord(store, 'material', { id: 'm1', tenantId: T, values: { sizing: '硅烷' } }, buyer);
    const { rows: s } = await sql<{ sizing: string }>`select sizing from md_material where id = 'm1'`.execute(
      tdb.db,
    );
    expect(s[0]?.sizing).toBe('硅烷');
  });

  it('narrowing a length below the stored data is refused, and nothing changes', async () => {
    const before = await version('material');
    const narrow = [
      ...fields.map((f) => (f.name === 'name' ? { ...f, length: 5 } : f)),
      { name: 'sizing', label: '浸润剂类型', type: 'string' as const, length: 30 },
    ];
    expect(await refusal(defineEntity(store, material({ fields: narrow }), admin))).toEqual({
      code: 'ValidationFailed',
      message: '字段「物料名称」已有长度为 7 的数据，长度不能改为 5（原为 文本(60)）',
    });
    expect(await version('material')).toBe(before);
    expect((await columns('md_material')).name).toBe('character varying(60)');
    // Down to what the data holds is fine.
    const fits = narrow.map((f) => (f.name === 'name' ? { ...f, length: 7 } : f));
    expect((await defineEntity(store, material({ fields: fits }), admin)).ddl).toMatchObject([
      { op: 'alterColumnType', to: 'varchar(7)' },
    ]);
    expect((await columns('md_material')).name).toBe('character varying(7)');
  });

  it('a DDL statement failing inside the transaction leaves the definition and the table as they were', async () => {
    const current = (await store.readStream(entityStreamId('material'))).events.at(-1)!.data as {
      definition: EntityDefinitionInput;
    };
    const before = {
      version: await version('material'),
      columns: await columns('md_material'),
      row: await findEntity(tdb.db, 'material'),
    };
    // An index of the name the change will want already exists: its CREATE INDEX fails after the ADD COLUMN ran.
    await sql`create index md_material_grade_idx on md_material (code)`.execute(tdb.db);
    const grade: FieldDefinitionInput = { name: 'grade', label: '等级', type: 'string', length: 10 };
    const failed = await defineEntity(
      store,
      {
        ...current.definition,
        fields: [...(current.definition.fields ?? []), grade],
        query: [{ field: 'grade' }],
      },
      admin,
    ).then(
      () => 'accepted',
      (e: Error) => e.message,
    );
    expect(failed).toMatch(/md_material_grade_idx/);
    expect(await version('material')).toBe(before.version);
    expect(await columns('md_material')).toEqual(before.columns);
    expect(await findEntity(tdb.db, 'material')).toEqual(before.row);
    await sql`drop index md_material_grade_idx`.execute(tdb.db);
  });

  it('a record’s change history reads from its events: who, when, field from -> to', async () => {
    const history = await recordHistory(store, 'material', { id: 'm1', tenantId: T });
    expect(history.map((h) => [h.version, h.action, h.actor])).toEqual([
      [1, 'created', 'u-buyer'],
      [2, 'updated', 'u-admin'],
      [3, 'updated', 'u-buyer'],
    ]);
    expect(history[1]!.changes).toEqual([
      { field: 'name', label: '物料名称', from: '无碱直接纱', to: '无碱缠绕直接纱' },
    ]);
    expect(history[2]!.changes).toEqual([{ field: 'sizing', label: '浸润剂类型', from: null, to: '硅烷' }]);
    expect(history[0]!.at).toBeInstanceOf(Date);
    expect(await refusal(recordHistory(store, 'material', { id: 'm1', tenantId: '2' }))).toMatchObject({
      code: 'NotFound',
    });
  });

  it('a removed field keeps its column until purged; a rebuild gives the same rows back', async () => {
    const current = (await store.readStream(entityStreamId('material'))).events.at(-1)!.data as {
      definition: EntityDefinitionInput;
    };
    const without = {
      ...current.definition,
      fields: current.definition.fields!.filter((f) => f.name !== 'sizing'),
    };
    expect((await defineEntity(store, without, admin)).ddl).toEqual([]);
    expect((await columns('md_material')).sizing).toBeDefined();
    await purgeEntityFields(store, 'material', ['sizing'], admin);
    expect((await columns('md_material')).sizing).toBeUndefined();

    const live = await snapshotTables(tdb.db, ['md_material', 'md_entity']);
    await sql`update md_material set name = 'drift'`.execute(tdb.db);
    // Old events still carry `sizing`, whose column is gone: the replay leaves it out.
    const r = await rebuildProjections(store);
    expect(r.tables).toEqual(expect.arrayContaining(['md_entity', 'md_material']));
    expect(await snapshotTables(tdb.db, ['md_material', 'md_entity'])).toEqual(live);
  });

  it('an online definition with a hostile identifier is refused and creates nothing', async () => {
    const hostile = {
      ...material(),
      name: 'xEvil',
      origin: 'online',
      table: 'md_x_evil',
      ownerField: undefined,
      variants: { buyer: { base: '/online/evil', actions: ['list'] } },
      fields: [{ name: 'xA";drop table events;--', label: '坏', type: 'string' }],
      list: { columns: ['xA'] },
      query: [],
    };
    expect(await refusal(defineEntity(store, hostile, admin))).toMatchObject({ code: 'ValidationFailed' });
    expect(await version('xEvil')).toBe(0);
    expect(await columns('md_x_evil')).toEqual({});
    const { rows: ev } = await sql<{ n: number }>`select count(*)::int as n from events`.execute(tdb.db);
    expect(ev[0]!.n).toBeGreaterThan(0); // the log is still there
  });

  it('a tree keeps has_child and refuses to delete a node with children', async () => {
    const category = material({
      name: 'purchaseCategory',
      label: '采购品类',
      table: 'md_purchase_category',
      kind: 'tree',
      ownerField: undefined,
      fields: [{ name: 'name', label: '品类名称', type: 'string', length: 50, required: true }],
      list: { columns: ['name'] },
      query: [],
      variants: { buyer: { base: '/masterdata/purchaseCategory', actions: ['list'] } },
    });
    await defineEntity(store, category, admin);
    await createEntityRecord(store, 'purchaseCategory', { id: 'c1', tenantId: T, values: { name: '玻纤' } });
    await createEntityRecord(store, 'purchaseCategory', {
      id: 'c2',
      tenantId: T,
      values: { name: '无碱纱', pid: 'c1' },
    });
    const hasChild = async () =>
      (
        await sql<{
          id: string;
          has_child: string;
        }>`select id, has_child from md_purchase_category order by id`.execute(tdb.db)
      ).rows;
    expect(await hasChild()).toEqual([
      { id: 'c1', has_child: '1' },
      { id: 'c2', has_child: '0' },
    ]);
    expect(await refusal(deleteEntityRecord(store, 'purchaseCategory', { id: 'c1', tenantId: T }))).toEqual({
      code: 'IllegalState',
      message: TREE_HAS_CHILDREN,
    });
    expect(
      await refusal(
        updateEntityRecord(store, 'purchaseCategory', { id: 'c1', tenantId: T, values: { pid: 'c2' } }),
      ),
    ).toEqual({
      code: 'ValidationFailed',
      message: '上级节点不能是自己或自己的下级',
    });
    await deleteEntityRecord(store, 'purchaseCategory', { id: 'c2', tenantId: T });
    expect(await hasChild()).toEqual([{ id: 'c1', has_child: '0' }]);

    // A batch delete is one transaction: all or none.
    await createEntityRecord(store, 'purchaseCategory', {
      id: 'c3',
      tenantId: T,
      values: { name: '短切', pid: 'c1' },
    });
    expect(
      await refusal(deleteEntityRecords(store, 'purchaseCategory', { ids: ['c3', 'nope'], tenantId: T })),
    ).toMatchObject({ code: 'NotFound' });
    expect((await hasChild()).map((r) => r.id)).toEqual(['c1', 'c3']);
    await deleteEntityRecords(store, 'purchaseCategory', { ids: ['c3', 'c1'], tenantId: T });
    expect(await hasChild()).toEqual([]);

    // A batch create is one transaction too: a bad row (or an id twice, or one taken) creates nothing.
    const batch = (records: { id: string; values: unknown }[]) =>
      createEntityRecords(store, 'purchaseCategory', { tenantId: T, records }, buyer);
    expect(
      await refusal(
        batch([
          { id: 'b1', values: { name: '原料' } },
          { id: 'b2', values: { name: '' } },
        ]),
      ),
    ).toEqual({ code: 'ValidationFailed', message: '请输入品类名称!' });
    expect(
      await refusal(
        batch([
          { id: 'b1', values: { name: '原料' } },
          { id: 'b1', values: { name: '辅料' } },
        ]),
      ),
    ).toEqual({ code: 'ValidationFailed', message: DUPLICATE_IN_BATCH });
    expect(await hasChild()).toEqual([]);
    await batch([
      { id: 'b1', values: { name: '原料' } },
      { id: 'b2', values: { name: '高岭土', pid: 'b1' } },
    ]);
    expect(await hasChild()).toEqual([
      { id: 'b1', has_child: '1' },
      { id: 'b2', has_child: '0' },
    ]);
    expect(
      await refusal(
        batch([
          { id: 'b3', values: { name: '辅料' } },
          { id: 'b1', values: { name: 'x' } },
        ]),
      ),
    ).toMatchObject({
      code: 'IllegalState',
    });
    expect((await hasChild()).map((r) => r.id)).toEqual(['b1', 'b2']);
  });
});
