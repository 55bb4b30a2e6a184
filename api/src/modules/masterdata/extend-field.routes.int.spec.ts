import { permissionsOf, type EntityDefinitionInput } from '@srm/contracts/masterdata';
import { masterdata } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

/** 扩展字段 and 表单样式 through their routes; the fields through the generic family (real PostgreSQL). */

type Page<T> = { records: T[]; total: number };
const warehouse: EntityDefinitionInput = {
  name: 'tstDepot',
  label: '测试仓库',
  table: 'md_tst_depot',
  fields: [
    { name: 'code', label: '仓库编码', type: 'string', length: 32, required: true, unique: true },
    { name: 'name', label: '仓库名称', type: 'string', required: true },
  ],
  list: { columns: ['code', 'name'], sortable: ['code'] },
  query: [{ field: 'code' }],
  permissions: permissionsOf('tst:depot'),
  variants: { buyer: { base: '/masterdata/tstDepot', actions: ['list', 'add', 'edit', 'delete'] } },
};
const ADMIN = ['online:extendField:list', 'online:extendField:add'];
const RECORDS = ['list', 'add', 'edit', 'delete'].map((a) => `tst:depot:${a}`);
const D = '/masterdata/tstDepot';

describe('extended fields (扩展字段) and form styles per tenant', () => {
  let h: Harness;
  let adminA = '';
  let adminB = '';
  let userA = '';
  let userB = '';

  beforeAll(async () => {
    h = await startHarness();
    await masterdata.defineEntity(h.services.store(), warehouse);
    adminA = (await h.userWith('ef-admin-a', { tenantId: '1', actions: ADMIN })).token;
    adminB = (await h.userWith('ef-admin-b', { tenantId: '2', actions: ADMIN })).token;
    userA = (await h.userWith('ef-user-a', { tenantId: '1', actions: RECORDS })).token;
    userB = (await h.userWith('ef-user-b', { tenantId: '2', actions: RECORDS })).token;
  });
  afterAll(async () => h?.close());

  const definition = async (token: string) =>
    (
      await h.get<{ fields: { name: string; required: boolean }[]; columns: string[]; readOnly: string[] }>(
        `${D}/definition`,
        token,
      )
    ).body.result;

  it('lists the code entities that take extended fields, not online forms', async () => {
    const r = await h.get<{ type: string; tableName: string; label: string }[]>(
      '/extendField/getTableList?type=tstDepot',
      adminA,
    );
    expect(r.body.result).toEqual([{ type: 'tstDepot', tableName: 'md_tst_depot', label: '测试仓库' }]);
    expect((await h.get('/extendField/getTableList', userA)).status).toBe(403);
  });

  it('adds tenant 1 fields: required (editProperty 1) and read-only (2) in its list and form, not in tenant 2', async () => {
    const add = (body: object, token = adminA) => h.post<{ ddl: string[] }>('/extendField/add', body, token);
    const r1 = await add({
      type: 'tstDepot',
      fieldName: 'xKeeper',
      labelName: '库管员',
      dataType: 'String',
      editProperty: '1',
      width: 120,
    });
    expect(r1.body, r1.body.message).toMatchObject({ success: true, result: { ddl: ['addColumn'] } });
    const r2 = await add({
      type: 'tstDepot',
      fieldName: 'xArea',
      labelName: '面积',
      dataType: 'number',
      editProperty: '2',
    });
    expect(r2.body.success, r2.body.message).toBe(true);

    const list = await h.get('/extendField/getList?type=tstDepot', adminA);
    expect(list.body.result).toEqual([
      {
        fieldName: 'xKeeper',
        labelName: '库管员',
        dataType: 'String',
        width: 120,
        required: 'true',
        editProperty: '1',
        disabled: false,
      },
      {
        fieldName: 'xArea',
        labelName: '面积',
        dataType: 'number',
        width: null,
        required: 'false',
        editProperty: '2',
        disabled: true,
      },
    ]);
    expect((await h.get('/extendField/getList?type=tstDepot', adminB)).body.result).toEqual([]);

    const a = await definition(userA);
    expect(a.columns).toEqual(['code', 'name', 'xKeeper', 'xArea']);
    expect(a.fields.find((f) => f.name === 'xKeeper')?.required).toBe(true);
    expect(a.readOnly).toEqual(['xArea']);
    const b = await definition(userB);
    expect(b.columns).toEqual(['code', 'name']);
    expect(b.fields.map((f) => f.name)).toEqual(['code', 'name']);
  });

  it('records: tenant 1 must fill its required field, cannot write the read-only one; tenant 2 never sees either', async () => {
    const missing = await h.post(`${D}/add`, { code: 'W1', name: '一号库' }, userA);
    expect(missing.body).toMatchObject({ success: false, message: '请输入库管员!' });
    const ok = await h.post<{ id: string }>(
      `${D}/add`,
      { code: 'W1', name: '一号库', xKeeper: '张三', xArea: '99' },
      userA,
    );
    expect(ok.body.success, ok.body.message).toBe(true);
    const rows = await h.get<Page<Record<string, unknown>>>(`${D}/list`, userA);
    expect(rows.body.result.records[0]).toMatchObject({ code: 'W1', xKeeper: '张三', xArea: null });

    // Tenant 2 writes without tenant 1's required field; its value for it is not stored.
    const b = await h.post<{ id: string }>(
      `${D}/add`,
      { code: 'W1', name: '乙方一号库', xKeeper: '李四' },
      userB,
    );
    expect(b.body.success, b.body.message).toBe(true);
    const rowsB = await h.get<Page<Record<string, unknown>>>(`${D}/list`, userB);
    expect(rowsB.body.result.records).toHaveLength(1);
    expect(rowsB.body.result.records[0]).not.toHaveProperty('xKeeper');
    const stored = await h.services
      .db()
      .selectFrom('md_tst_depot' as never)
      .select(['x_keeper' as never])
      .where('id' as never, '=', b.body.result.id as never)
      .executeTakeFirst();
    expect(stored).toEqual({ x_keeper: null });
  });

  it('form styles: list columns and head fields of the tenant, with the entity right only', async () => {
    const list = await h.get('/formStyle/getList?tableName=md_tst_depot&formStyle=list', userA);
    expect(list.body.result).toEqual([
      { labelName: '仓库编码', fieldName: 'code', dataType: 'String', width: null },
      { labelName: '仓库名称', fieldName: 'name', dataType: 'String', width: null },
      { labelName: '库管员', fieldName: 'xKeeper', dataType: 'String', width: 120 },
      { labelName: '面积', fieldName: 'xArea', dataType: 'number', width: null },
    ]);
    const edit = await h.get<{ fieldName: string }[]>(
      '/formStyle/getHeadField?tableName=md_tst_depot&formStyle=edit',
      userA,
    );
    expect(edit.body.result.map((f) => f.fieldName)).toEqual(['code', 'name', 'xKeeper']);
    const info = await h.get<{ fieldName: string }[]>(
      '/formStyle/getHeadField?tableName=md_tst_depot&formStyle=info',
      userA,
    );
    expect(info.body.result.map((f) => f.fieldName)).toEqual(['code', 'name', 'xKeeper', 'xArea']);
    const other = await h.get<{ fieldName: string }[]>('/formStyle/getList?tableName=md_tst_depot', userB);
    expect(other.body.result.map((f) => f.fieldName)).toEqual(['code', 'name']);
    expect((await h.get('/formStyle/getBodyField?tableName=md_tst_depot', userA)).body.result).toEqual([]);
    expect((await h.get('/formStyle/getList?tableName=md_tst_depot', adminA)).status).toBe(403);
    expect((await h.get('/formStyle/getList?tableName=md_nothing', userA)).status).toBe(404);
  });

  it('refuses a bad extended field with its reason and changes nothing; the code sync keeps the fields', async () => {
    const before = await masterdata.readEntity(h.services.store(), 'tstDepot');
    for (const [body, message] of [
      [{ fieldName: 'keeper' }, '必须以 x 加大写字母开头'],
      [{ fieldName: "xA';drop table md_entity;--" }, '不合法'],
      [{ fieldName: 'xKeeper' }, '字段「xKeeper」重复'],
      [{ fieldName: `x${'B'.repeat(199)}` }, '过长'],
    ] as const) {
      const r = await h.post(
        '/extendField/add',
        { type: 'tstDepot', labelName: '坏', dataType: 'String', ...body },
        adminA,
      );
      expect(r.body.success, message).toBe(false);
      expect(r.body.message).toContain(message);
    }
    expect(await masterdata.readEntity(h.services.store(), 'tstDepot')).toEqual(before);

    // A restart syncs the code declaration: the tenants' fields stay.
    await masterdata.syncEntityDefinitions(h.services.store(), [warehouse]);
    expect((await definition(userA)).columns).toEqual(['code', 'name', 'xKeeper', 'xArea']);
  });
  it('the next list call after a definition change has the new field: the kept definition moves with its stream', async () => {
    // Its own entity, listed (so the routes keep its definition) before anything changes.
    const shelf: EntityDefinitionInput = {
      ...warehouse,
      name: 'tstShelf',
      label: '测试货架',
      table: 'md_tst_shelf',
      permissions: permissionsOf('tst:shelf'),
      variants: { buyer: { base: '/masterdata/tstShelf', actions: ['list', 'add'] } },
    };
    await masterdata.defineEntity(h.services.store(), shelf);
    const user = (
      await h.userWith('ef-shelf', { tenantId: '1', actions: ['tst:shelf:list', 'tst:shelf:add'] })
    ).token;
    const added = await h.post(`/masterdata/tstShelf/add`, { code: 'S1', name: '一号架' }, user);
    expect(added.body.success, added.body.message).toBe(true);
    const list = async () =>
      (await h.get<Page<Record<string, unknown>>>(`/masterdata/tstShelf/list?column=code&order=asc`, user))
        .body.result.records[0];
    expect(await list()).not.toHaveProperty('xLevel');
    expect(await list()).not.toHaveProperty('xLevel');

    const r = await h.post(
      '/extendField/add',
      { type: 'tstShelf', fieldName: 'xLevel', labelName: '层位', dataType: 'String' },
      adminA,
    );
    expect(r.body.success, r.body.message).toBe(true);
    expect(await list()).toMatchObject({ code: 'S1', xLevel: null });
    const written = await h.post(
      `/masterdata/tstShelf/add`,
      { code: 'S2', name: '二号架', xLevel: 'A区' },
      user,
    );
    expect(written.body.success, written.body.message).toBe(true);

    // A change made elsewhere (another API process, a code sync) moves the stream just the same.
    const remarked = {
      ...shelf,
      fields: [...shelf.fields, { name: 'remark', label: '备注', type: 'string' as const }],
      list: { ...shelf.list, columns: [...shelf.list.columns, 'remark'] },
    };
    await masterdata.defineEntity(h.services.store(), remarked, { keepOnlineFields: true });
    expect(await list()).toMatchObject({ code: 'S1', remark: null, xLevel: null });
    // Its permission code moved too: the list answers to the new one, the old one no longer opens it.
    await masterdata.defineEntity(
      h.services.store(),
      { ...remarked, permissions: permissionsOf('tst:rack') },
      { keepOnlineFields: true },
    );
    expect((await h.get(`/masterdata/tstShelf/list`, user)).status).toBe(403);
    const rack = (await h.userWith('ef-rack', { tenantId: '1', actions: ['tst:rack:list'] })).token;
    expect((await h.get<Page<unknown>>(`/masterdata/tstShelf/list`, rack)).body.result.total).toBe(2);
  });
});
