import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, VersionConflictError } from '../../errors';
import { createEventStore } from '../../index';
import type { EventStore } from '../../store/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../testing/index';
import { BAD_PCODE, categoryIdByCode } from './dict.queries';
import { createRecord } from './record.commands';
import { RECORD_NOT_FOUND } from './record.decide';
import { recordStreamId } from './record.events';
import { CATEGORY_HAS_CHILDREN } from './record.rules';
import { addDictItem, deleteRecords, PLATFORM_TENANT, saveCategory } from './record-admin.commands';

const meta = { metadata: { actor: 'u-admin', tenantId: '1' } };

describe.each(BACKENDS)('admin record commands on %s', (backend) => {
  let tdb: TestDatabase;
  let store: EventStore;
  const ids = async (table: 'sys_category' | 'sys_dict_item' | 'sys_role') =>
    (await tdb.db.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);
  beforeAll(async () => {
    tdb = await createTestDatabase(backend);
    store = createEventStore(tdb);
  });
  afterAll(async () => tdb?.close());

  it('a batch delete is all or none: one refused id (a child left behind) deletes nothing', async () => {
    await saveCategory(store, { id: 'c1', create: true, values: { name: '玻纤', code: 'C01' } }, meta);
    await saveCategory(
      store,
      { id: 'c2', create: true, pid: 'c1', values: { name: '无碱', code: 'C0101' } },
      meta,
    );
    await saveCategory(store, { id: 'c3', create: true, values: { name: '树脂', code: 'C02' } }, meta);

    const refused = await deleteRecords(
      store,
      'category',
      { ids: ['c3', 'c1'], tenantId: PLATFORM_TENANT },
      meta,
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'IllegalState', message: CATEGORY_HAS_CHILDREN });
    expect(await ids('sys_category')).toEqual(['c1', 'c2', 'c3']);
    // c3 came first in the batch and passed every check: its deletion was not written either.
    expect((await store.readStream(recordStreamId('category', 'c3'))).events).toHaveLength(1);

    const missing = await deleteRecords(
      store,
      'category',
      { ids: ['c3', 'nope'], tenantId: PLATFORM_TENANT },
      meta,
    ).catch((e: unknown) => e);
    expect(missing).toMatchObject({ code: 'NotFound', message: RECORD_NOT_FOUND });
    expect(await ids('sys_category')).toEqual(['c1', 'c2', 'c3']);

    // A parent with all its children goes in one batch.
    await deleteRecords(store, 'category', { ids: ['c2', 'c1', 'c3'], tenantId: PLATFORM_TENANT }, meta);
    expect(await ids('sys_category')).toEqual([]);
  });

  it('deleting a dictionary takes its items in the same transaction, each deletion an event', async () => {
    await createRecord(
      store,
      'dict',
      { id: 'd1', tenantId: PLATFORM_TENANT, values: { dictName: '性别', dictCode: 'sex' } },
      meta,
    );
    await addDictItem(store, { id: 'i1', dictId: 'd1', values: { itemText: '男', itemValue: '1' } }, meta);
    await addDictItem(store, { id: 'i2', dictId: 'd1', values: { itemText: '女', itemValue: '2' } }, meta);
    await deleteRecords(store, 'dict', { ids: ['d1'], tenantId: PLATFORM_TENANT }, meta);
    expect(await ids('sys_dict_item')).toEqual([]);
    const item = await store.readStream(recordStreamId('dictItem', 'i1'));
    expect(item.events.map((e) => e.type)).toEqual(['RecordCreated', 'RecordDeleted']);
    const dict = await store.readStream(recordStreamId('dict', 'd1'));
    // One transaction: the dictionary and its items were deleted together.
    expect(dict.events[1]!.txId).toBe(item.events[1]!.txId);
  });

  it("a unique violation inside a command transaction reports the projection's message, not a version conflict", async () => {
    await saveCategory(store, { id: 'k1', create: true, values: { name: '毡', code: 'MAT' } }, meta);
    const dup = await saveCategory(
      store,
      { id: 'k2', create: true, values: { name: '毡2', code: 'MAT' } },
      meta,
    ).catch((e: unknown) => e);
    expect(dup).toBeInstanceOf(DomainError);
    expect(dup).not.toBeInstanceOf(VersionConflictError);
    expect(dup).toMatchObject({
      code: 'ValidationFailed',
      message: '分类编码已存在',
      details: { field: 'code' },
    });

    // The same through a plain append inside a caller's transaction.
    await createRecord(
      store,
      'role',
      { id: 'r1', tenantId: '1', values: { roleName: '采购', roleCode: 'buyer' } },
      meta,
    );
    const inTrx = await tdb.db
      .transaction()
      .execute((trx) =>
        store.append(
          recordStreamId('role', 'r2'),
          [
            {
              type: 'RecordCreated',
              data: {
                entity: 'role',
                id: 'r2',
                tenantId: '1',
                values: { roleName: '采购2', roleCode: 'buyer' },
              },
            },
          ],
          { trx, expectedVersion: 0 },
        ),
      )
      .catch((e: unknown) => e);
    expect(inTrx).not.toBeInstanceOf(VersionConflictError);
    expect(inTrx).toMatchObject({ code: 'ValidationFailed', message: '角色编码已存在' });
    expect(await ids('sys_role')).toEqual(['r1']);
  });

  it('given a category of a code, when a tree select opens at that code, then its id; an unknown code is refused', async () => {
    await saveCategory(store, { id: 'p1', create: true, values: { name: '玻璃', code: 'GLS' } }, meta);
    expect(await categoryIdByCode(tdb.db, 'GLS')).toBe('p1');
    await expect(categoryIdByCode(tdb.db, 'NOPE')).rejects.toMatchObject({
      code: 'ValidationFailed',
      message: BAD_PCODE,
      details: { field: 'pcode' },
    });
  });
});
