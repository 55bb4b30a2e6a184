import { permissionsOf, type EntityDefinitionInput } from '@srm/contracts/masterdata';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore } from '../../index';
import type { EventStore } from '../../store/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../testing/index';
import { createRecord, FILL_RULE_NOT_FOUND, nextBillCode } from '../system/index';
import { defineEntity } from './entity.commands';
import { createEntityRecord, createEntityRecords, updateEntityRecord } from './entity-record.commands';

/**
 * Codes from a fill rule (`billCode` on a field): a record created without one is numbered by the
 * rule in its own transaction (imports and the seed take the same path), consecutively; a refused
 * record takes no number; an edit cannot empty the code.
 */
const meta = { metadata: { actor: 'u-buyer', tenantId: '1' }, now: new Date('2026-11-26T08:00:00Z') };
const T = '1';

const item = (billCode = 'item'): EntityDefinitionInput => ({
  name: 'stockItem',
  label: '存货',
  table: 'md_stock_item',
  fields: [
    { name: 'code', label: '存货编码', type: 'string', length: 32, required: true, unique: true, billCode },
    { name: 'name', label: '存货名称', type: 'string', length: 60, required: true },
  ],
  list: { columns: ['code', 'name'], sortable: ['code'] },
  query: [{ field: 'code' }],
  permissions: permissionsOf('masterdata:stockItem'),
  variants: { buyer: { base: '/masterdata/stockItem', actions: ['list', 'add', 'edit'] } },
});

describe.each(BACKENDS)('codes from a fill rule on %s', (backend) => {
  let tdb: TestDatabase;
  let store: EventStore;
  const codes = async () =>
    (
      await sql<{ id: string; code: string }>`select id, code from md_stock_item order by id`.execute(tdb.db)
    ).rows.map((r) => `${r.id}=${r.code}`);
  const create = (id: string, values: Record<string, unknown>) =>
    createEntityRecord(store, 'stockItem', { id, tenantId: T, values }, meta);

  beforeAll(async () => {
    tdb = await createTestDatabase(backend);
    store = createEventStore(tdb);
    await createRecord(
      store,
      'fillRule',
      {
        id: 'fill-item',
        tenantId: '0',
        values: { ruleName: '存货编码', ruleCode: 'item', prefix: 'CH', datePattern: 'YYYY', seqLength: 6 },
      },
      meta,
    );
    await defineEntity(store, item(), meta);
  });
  afterAll(async () => tdb?.close());

  it('numbers records created without a code, keeps a code given, and refused records take no number', async () => {
    await create('a', { name: '短切毡' });
    await create('b', { code: 'OWN-1', name: '方格布' });
    await create('c', { code: '  ', name: '电子纱' });
    // Refused (name missing): no number taken.
    await expect(create('d', {})).rejects.toMatchObject({ message: '请输入存货名称!' });
    // Refused by the unique index after numbering: the number rolls back with the record.
    await expect(create('e', { code: 'OWN-1', name: '重复' })).rejects.toMatchObject({
      message: '存货编码已存在',
    });
    await create('f', { name: '无捻粗纱' });
    expect(await codes()).toEqual(['a=CH-2026-000001', 'b=OWN-1', 'c=CH-2026-000002', 'f=CH-2026-000003']);
    // The rule's own counter follows: the next number anyone asks for comes after them.
    expect((await nextBillCode(store, 'item', meta.now)).code).toBe('CH-2026-000004');
  });

  it('a batch (import, seed) numbers its records in order, all or none', async () => {
    await createEntityRecords(
      store,
      'stockItem',
      {
        tenantId: T,
        records: [
          { id: 'g', values: { name: '合股纱' } },
          { id: 'h', values: { name: '毡' } },
        ],
      },
      meta,
    );
    await expect(
      createEntityRecords(
        store,
        'stockItem',
        {
          tenantId: T,
          records: [
            { id: 'i', values: { name: '纱' } },
            { id: 'j', values: {} },
          ],
        },
        meta,
      ),
    ).rejects.toMatchObject({ message: '请输入存货名称!' });
    await create('k', { name: '布' });
    expect((await codes()).filter((c) => /^[ghik]=/.test(c))).toEqual([
      'g=CH-2026-000005',
      'h=CH-2026-000006',
      'k=CH-2026-000007',
    ]);
  });

  it('an edit cannot empty a numbered code', async () => {
    await expect(
      updateEntityRecord(store, 'stockItem', { id: 'a', tenantId: T, values: { code: '' } }, meta),
    ).rejects.toMatchObject({ message: '请输入存货编码!' });
  });

  it('concurrent creates get distinct consecutive numbers', async () => {
    if (backend === 'pglite') return; // one session: nothing runs concurrently
    await Promise.all(Array.from({ length: 8 }, (_, i) => create(`p${i}`, { name: `并发${i}` })));
    const made = (await codes()).filter((c) => c.startsWith('p')).map((c) => c.split('=')[1]);
    expect(made.sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `CH-2026-${String(8 + i).padStart(6, '0')}`),
    );
  });

  it('a rule that does not exist refuses the record', async () => {
    await defineEntity(store, item('nope'), meta);
    await expect(create('z', { name: '无规则' })).rejects.toMatchObject({
      message: `${FILL_RULE_NOT_FOUND}：nope`,
    });
    expect(await codes()).not.toContain('z=');
  });
});
