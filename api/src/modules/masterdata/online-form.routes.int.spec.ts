import type { OnlineFormInput, OnlineFormRow } from '@srm/contracts/masterdata';
import { hash } from '@node-rs/argon2';
import { system } from '@srm/events';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

/** 表单开发 through its routes, and the form's records through the generic family (real PostgreSQL). */

type Page<T> = { records: T[]; total: number };
const ADMIN = ['list', 'add', 'edit', 'purge', 'menu'].map((a) => `online:cgform:${a}`);
const RECORDS = ['list', 'add', 'edit', 'delete'].map((a) => `online:xSampleLog:${a}`);

const form: OnlineFormInput = {
  name: 'xSampleLog',
  label: '样品登记',
  fields: [
    {
      name: 'xCode',
      label: '样品编号',
      type: 'string',
      length: 32,
      required: true,
      unique: true,
      query: { mode: 'single' },
    },
    {
      name: 'xWeight',
      label: '重量(kg)',
      type: 'decimal',
      precision: 12,
      scale: 3,
      query: { mode: 'group' },
    },
    { name: 'xArrived', label: '到样日期', type: 'date', listColumn: false },
  ],
};

describe('online forms (表单开发) through the API', () => {
  let h: Harness;
  let admin = '';
  let buyer = '';
  let plain = '';
  let otherTenant = '';

  const tableExists = async (table: string) =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from information_schema.tables where table_name = ${table}`.execute(
        h.services.db(),
      )
    ).rows[0]!.n === 1;
  const columnsOf = async (table: string) =>
    (
      await sql<{
        c: string;
      }>`select column_name as c from information_schema.columns where table_name = ${table}`.execute(
        h.services.db(),
      )
    ).rows.map((r) => r.c);
  const counts = async () => ({
    entities: (await h.services.db().selectFrom('md_entity').select('name').execute()).length,
    events: Number(
      (await h.services
        .db()
        .selectFrom('events')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirst())!.n,
    ),
  });

  beforeAll(async () => {
    h = await startHarness();
    admin = (await h.userWith('of-admin', { tenantId: '1', actions: ADMIN })).token;
    buyer = (await h.userWith('of-buyer', { tenantId: '1', actions: RECORDS })).token;
    plain = (await h.userWith('of-plain', { tenantId: '1', actions: ['online:cgform:list'] })).token;
    otherTenant = (await h.userWith('of-other', { tenantId: '2', actions: RECORDS })).token;
  });
  afterAll(async () => h?.close());

  it('creates a form: its table, its list row, and the form read back as written', async () => {
    const r = await h.post<{ changed: boolean; ddl: string[] }>('/online/cgform/head/add', form, admin);
    expect(r.body, r.body.message).toMatchObject({ success: true, result: { changed: true } });
    expect(await tableExists('md_x_sample_log')).toBe(true);
    expect(await columnsOf('md_x_sample_log')).toEqual(
      expect.arrayContaining(['x_code', 'x_weight', 'x_arrived', 'tenant_id']),
    );

    const list = await h.get<Page<OnlineFormRow>>('/online/cgform/head/list?label=*样品*', admin);
    expect(list.body.result.records).toEqual([
      expect.objectContaining({
        name: 'xSampleLog',
        label: '样品登记',
        tableName: 'md_x_sample_log',
        fieldCount: 3,
        retired: [],
        listPath: '/online/cgformList/xSampleLog',
      }),
    ]);
    const one = await h.get<{ form: { fields: { name: string; listColumn: boolean; query: unknown }[] } }>(
      '/online/cgform/head/queryByName?name=xSampleLog',
      admin,
    );
    expect(one.body.result.form.fields.map((f) => [f.name, f.listColumn, f.query])).toEqual([
      ['xCode', true, { mode: 'single' }],
      ['xWeight', true, { mode: 'group' }],
      ['xArrived', false, null],
    ]);

    const again = await h.post('/online/cgform/head/add', form, admin);
    expect(again.body).toMatchObject({ success: false, message: '实体「xSampleLog」已存在' });
  });

  it('refuses hostile identifiers with the reason, and creates nothing', async () => {
    const before = await counts();
    const cases: [OnlineFormInput, string][] = [
      [{ ...form, name: 'x"Foo' }, '实体名「x"Foo」不合法：只能以小写字母开头，由字母和数字组成'],
      [{ ...form, name: 'xFoo;drop' }, '实体名「xFoo;drop」不合法'],
      [{ ...form, name: 'xFoo;drop table md_entity' }, '实体名「xFoo;drop table md_entity」过长'],
      [{ ...form, name: 'select' }, '实体名「select」是数据库保留字，不能使用'],
      [{ ...form, name: `x${'A'.repeat(199)}` }, '过长，最多 24 个字符'],
      [{ ...form, name: 'order' }, '是数据库保留字'],
      [{ ...form, name: 'plainName' }, '必须以 x 加大写字母开头'],
      [
        {
          ...form,
          name: 'xEvil',
          fields: [{ name: "xA'; drop table md_entity; --", label: '坏', type: 'string' }],
        },
        "字段名「xA'; drop table md_entity; --」不合法",
      ],
      [
        { ...form, name: 'xEvil', fields: [{ name: 'xB', label: '坏', type: 'string', widget: 'list' }] },
        '字典Code不能为空!',
      ],
    ];
    for (const [body, message] of cases) {
      const r = await h.post('/online/cgform/head/add', body, admin);
      expect(r.status, message).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toContain(message);
    }
    expect(await counts()).toEqual(before);
    expect(await tableExists('md_x_evil')).toBe(false);
    expect(await tableExists('md_x_foo')).toBe(false);
  });

  it('serves the form to a user with its record rights: add, search, and another tenant sees none', async () => {
    const def = await h.get<{ columns: string[]; query: { field: string; view: string; mode: string }[] }>(
      '/masterdata/xSampleLog/definition',
      buyer,
    );
    expect(def.body.result.columns).toEqual(['xCode', 'xWeight']);
    expect(def.body.result.query).toEqual([
      { field: 'xCode', view: 'text', mode: 'single' },
      { field: 'xWeight', view: 'text', mode: 'group' },
    ]);
    for (const [code, weight] of [
      ['SP-001', '12.5'],
      ['SP-002', '3'],
      ['LONG-CODE-0000000000003', '7.25'],
    ]) {
      const r = await h.post(
        '/masterdata/xSampleLog/add',
        { xCode: code, xWeight: weight, xArrived: '2026/11/02' },
        buyer,
      );
      expect(r.body, r.body.message).toMatchObject({ success: true });
    }
    const missing = await h.post('/masterdata/xSampleLog/add', { xWeight: '1' }, buyer);
    expect(missing.body).toMatchObject({ success: false, message: '请输入样品编号!' });
    const found = await h.get<Page<Record<string, unknown>>>(
      '/masterdata/xSampleLog/list?xCode=*SP-00*',
      buyer,
    );
    expect(found.body.result.records.map((r) => [r.xCode, r.xWeight, r.xArrived])).toEqual(
      expect.arrayContaining([
        ['SP-001', '12.500', '2026-11-02'],
        ['SP-002', '3.000', '2026-11-02'],
      ]),
    );
    expect(found.body.result.total).toBe(2);
    const heavy = await h.get<Page<Record<string, unknown>>>(
      '/masterdata/xSampleLog/list?xWeight_begin=5',
      buyer,
    );
    expect(heavy.body.result.records.map((r) => r.xCode).sort()).toEqual([
      'LONG-CODE-0000000000003',
      'SP-001',
    ]);

    const other = await h.get<Page<unknown>>('/masterdata/xSampleLog/list', otherTenant);
    expect(other.body.result.total).toBe(0);
    // The form's rights are the form's own: the admin's definition rights do not open its records.
    expect((await h.get('/masterdata/xSampleLog/list', admin)).status).toBe(403);
    expect((await h.post('/online/cgform/head/add', { ...form, name: 'xOther' }, buyer)).status).toBe(403);
    expect((await h.post('/online/cgform/head/add', { ...form, name: 'xOther' }, plain)).status).toBe(403);
  });

  it('changes a form: adds, widens, retires; lossy changes refused in Chinese and nothing changes', async () => {
    const edit = (fields: OnlineFormInput['fields']) =>
      h.put<{ changed: boolean; ddl: string[] }>('/online/cgform/head/edit', { ...form, fields }, admin);
    const [code, weight] = form.fields as [OnlineFormInput['fields'][0], OnlineFormInput['fields'][0]];

    const narrow = await edit([{ ...code, length: 10 }, weight, form.fields[2]!]);
    expect(narrow.body).toMatchObject({
      success: false,
      message: '字段「样品编号」已有长度为 23 的数据，长度不能改为 10（原为 文本(32)）',
    });
    const retype = await edit([code, { ...weight, type: 'date', precision: undefined, scale: undefined }]);
    expect(retype.body.success).toBe(false);
    expect(retype.body.message).toContain('重量(kg)');
    expect(await columnsOf('md_x_sample_log')).toEqual(expect.arrayContaining(['x_weight', 'x_arrived']));

    const changed = await edit([
      { ...code, length: 64 },
      weight,
      { name: 'xRemark', label: '备注', type: 'text', query: null },
    ]);
    expect(changed.body, changed.body.message).toMatchObject({ success: true, result: { changed: true } });
    expect(changed.body.result.ddl).toEqual(expect.arrayContaining(['addColumn', 'alterColumnType']));
    const cols = await columnsOf('md_x_sample_log');
    expect(cols).toEqual(expect.arrayContaining(['x_remark', 'x_arrived'])); // retired: column kept
    const row = await h.get<{ row: OnlineFormRow }>('/online/cgform/head/queryByName?name=xSampleLog', admin);
    expect(row.body.result.row.retired).toEqual([{ name: 'xArrived', label: '到样日期' }]);
    const list = await h.get<Page<Record<string, unknown>>>(
      '/masterdata/xSampleLog/list?xCode=SP-001',
      buyer,
    );
    expect(list.body.result.records[0]).toMatchObject({ xCode: 'SP-001', xWeight: '12.500', xRemark: null });
    expect(list.body.result.records[0]).not.toHaveProperty('xArrived');

    const unknown = await h.put('/online/cgform/head/edit', { ...form, name: 'xNothing' }, admin);
    expect(unknown).toMatchObject({ status: 404, body: { message: '实体不存在' } });
  });

  it('purges retired fields only: the column goes', async () => {
    const active = await h.post(
      '/online/cgform/head/purge',
      { name: 'xSampleLog', fields: ['xCode'] },
      admin,
    );
    expect(active.body).toMatchObject({
      success: false,
      message: '字段「样品编号」仍在使用，请先删除该字段再清除其数据',
    });
    const r = await h.post('/online/cgform/head/purge', { name: 'xSampleLog', fields: ['xArrived'] }, admin);
    expect(r.body, r.body.message).toMatchObject({
      success: true,
      result: { changed: true, ddl: ['dropColumn'] },
    });
    expect(await columnsOf('md_x_sample_log')).not.toContain('x_arrived');
    const code = await h.post('/online/cgform/head/purge', { name: 'material', fields: ['name'] }, admin);
    expect(code.status).toBe(404);
  });

  it('generates a menu and grants it to a role of the tenant: its holders get the records', async () => {
    const roleId = 'of-role-clerk';
    const store = h.services.store();
    await system.createRecord(store, 'role', {
      id: roleId,
      tenantId: '1',
      values: { roleName: '样品员', roleCode: 'clerk' },
    });
    await system.createRecord(store, 'role', {
      id: 'of-role-t2',
      tenantId: '2',
      values: { roleName: '他人', roleCode: 'other' },
    });
    await system.createUser(store, {
      id: 'of-clerk',
      tenantId: '1',
      username: 'of-clerk',
      realname: '样品员',
      passwordHash: await hash('Clerk@2026x'),
      supplierId: null,
      isShow: 1,
      roleIds: [roleId],
    });
    const login = async () =>
      (await h.post<{ token: string }>('/sys/login', { username: 'of-clerk', password: 'Clerk@2026x' })).body
        .result.token;
    expect((await h.get('/masterdata/xSampleLog/list', await login())).status).toBe(403);

    const before = await counts();
    const foreign = await h.post(
      '/online/cgform/head/menu',
      { name: 'xSampleLog', roleIds: ['of-role-t2'] },
      admin,
    );
    expect(foreign).toMatchObject({ status: 404, body: { message: '角色不存在' } });
    expect(await counts()).toEqual(before);

    const r = await h.post<{ menuId: string; url: string }>(
      '/online/cgform/head/menu',
      { name: 'xSampleLog', roleIds: [roleId] },
      admin,
    );
    expect(r.body, r.body.message).toMatchObject({
      success: true,
      result: { menuId: 'm-online-form-xSampleLog', url: '/online/cgformList/xSampleLog' },
    });
    const menu = await h.services
      .db()
      .selectFrom('sys_permission')
      .select(['name', 'url', 'component', 'perms'])
      .where('parent_id', '=', 'm-online-form-xSampleLog')
      .execute();
    expect(menu.map((m) => m.perms).sort()).toEqual(
      ['add', 'delete', 'edit', 'export', 'import', 'list'].map((a) => `online:xSampleLog:${a}`),
    );
    const granted = await h.services
      .db()
      .selectFrom('sys_role_permission')
      .select('permission_id')
      .where('role_id', '=', roleId)
      .execute();
    expect(granted.map((g) => g.permission_id)).toEqual(
      expect.arrayContaining([
        'm-online-forms',
        'm-online-form-xSampleLog',
        'm-online-form-xSampleLog:online:xSampleLog:add',
      ]),
    );
    const clerk = await login();
    const rows = await h.get<Page<Record<string, unknown>>>(
      '/masterdata/xSampleLog/list?xCode=SP-002',
      clerk,
    );
    expect(rows.body.result.records.map((x) => x.xCode)).toEqual(['SP-002']);
    const menus = await h.get<{ menu: { path?: string; children?: unknown[] }[] }>(
      '/sys/permission/getUserPermissionByToken',
      clerk,
    );
    expect(JSON.stringify(menus.body.result.menu)).toContain('/online/cgformList/xSampleLog');
  });
});
