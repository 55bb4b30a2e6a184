import { randomUUID } from 'node:crypto';
import { permissionsOf, type EntityDefinitionInput } from '@srm/contracts/masterdata';
import { masterdata } from '@srm/events';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import { VALUE_FREE, VALUE_TAKEN } from './index';

/** Two entities declared here (a supplier-owned flat one and a tree), served by the generic family. */
const material: EntityDefinitionInput = {
  name: 'tstMaterial',
  label: '测试物料',
  table: 'md_tst_material',
  ownerField: 'supplierId',
  fields: [
    { name: 'code', label: '物料编码', type: 'string', length: 32, required: true, unique: true },
    { name: 'name', label: '物料名称', type: 'string', required: true },
    { name: 'price', label: '单价', type: 'decimal', precision: 12, scale: 2 },
    { name: 'qty', label: '数量', type: 'integer' },
    { name: 'validFrom', label: '生效日期', type: 'date' },
    { name: 'supplierId', label: '供应商', type: 'string', length: 36 },
  ],
  list: {
    columns: ['code', 'name', 'price', 'qty', 'validFrom'],
    sortable: ['code', 'price'],
  },
  query: [
    { field: 'code' },
    { field: 'name' },
    { field: 'price', mode: 'group' },
    { field: 'qty' },
    { field: 'validFrom', mode: 'group' },
  ],
  permissions: permissionsOf('tst:material'),
  variants: {
    buyer: {
      base: '/masterdata/tstMaterial',
      actions: ['list', 'add', 'edit', 'delete', 'export', 'import'],
    },
    sup: {
      base: '/sup/masterdata/tstMaterial',
      actions: ['list', 'add', 'edit', 'delete'],
      readOnly: ['price'],
    },
  },
};
const area: EntityDefinitionInput = {
  name: 'tstArea',
  label: '测试区域',
  table: 'md_tst_area',
  kind: 'tree',
  fields: [
    { name: 'code', label: '区域编码', type: 'string', required: true, unique: true },
    { name: 'name', label: '区域名称', type: 'string', required: true },
  ],
  list: {
    columns: ['code', 'name', 'hasChild'],
    sortable: ['code'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  permissions: permissionsOf('tst:area'),
  variants: { buyer: { base: '/masterdata/tstArea', actions: ['list', 'add', 'edit', 'delete'] } },
};

type Row = Record<string, unknown> & { id: string };
type Page = { records: Row[]; total: number; current: number; size: number; pages: number };
const M = '/masterdata/tstMaterial';
const SUP = '/sup/masterdata/tstMaterial';
const A = '/masterdata/tstArea';
const ALL = (p: string) => ['list', 'add', 'edit', 'delete', 'export', 'import'].map((a) => `${p}:${a}`);

describe('declared entities through the generic API (real PostgreSQL)', () => {
  let h: Harness;
  let buyer = '';
  let reader = '';
  let supA = '';
  let supB = '';

  const list = async (query: string, token = buyer) => {
    const r = await h.get<Page>(`${M}/list?${query}`, token);
    expect(r.status, r.body.message).toBe(200);
    return r.body.result;
  };
  const codes = async (query: string, token = buyer) =>
    (await list(query, token)).records.map((r) => r.code).sort();
  const add = async (base: string, body: object, token = buyer) => {
    const r = await h.post<{ id: string }>(`${base}/add`, body, token);
    expect(r.body.success, r.body.message).toBe(true);
    return r.body.result.id;
  };

  async function upload(path: string, token: string, rows: unknown[][]) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('导入');
    for (const r of rows) ws.addRow(r);
    const content = Buffer.from(await wb.xlsx.writeBuffer());
    const boundary = `----srm${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.xlsx"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await h.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': token },
    });
    return r.json<{ success: boolean; code: number; message: string; result: Record<string, unknown> }>();
  }

  beforeAll(async () => {
    h = await startHarness();
    const meta = { metadata: { actor: 'u-admin', tenantId: '1' } };
    await masterdata.defineEntity(h.services.store(), material, meta);
    await masterdata.defineEntity(h.services.store(), area, meta);
    buyer = (
      await h.userWith('md-buyer', { tenantId: '1', actions: [...ALL('tst:material'), ...ALL('tst:area')] })
    ).token;
    reader = (await h.userWith('md-reader', { tenantId: '1', actions: ['tst:material:list'] })).token;
    const supActions = ['list', 'add', 'edit', 'delete'].map((a) => `tst:material:${a}`);
    supA = (await h.userWith('md-sup-a', { tenantId: '1', supplierId: 'sup-a', actions: supActions })).token;
    supB = (await h.userWith('md-sup-b', { tenantId: '1', supplierId: 'sup-b', actions: supActions })).token;
  });
  afterAll(async () => h?.close());

  it('serves the page definition of a variant', async () => {
    const r = await h.get<{ columns: string[]; query: { field: string; view: string }[]; actions: string[] }>(
      `${SUP}/definition`,
      supA,
    );
    expect(r.body.result).toMatchObject({
      name: 'tstMaterial',
      label: '测试物料',
      actions: ['list', 'add', 'edit', 'delete'],
      readOnly: ['price'],
    });
    expect(r.body.result.query.find((q) => q.field === 'price')).toEqual({
      field: 'price',
      view: 'text',
      mode: 'group',
    });
  });

  it('adds, reads and edits a record: decimals and dates as text, datetimes in CST', async () => {
    const id = await add(M, {
      code: 'M-001',
      name: '短切纱',
      price: '12.5',
      qty: 3,
      validFrom: '2026/01/05',
    });
    const r = await h.get<Row>(`${M}/queryById?id=${id}`, buyer);
    expect(r.body.result).toMatchObject({
      id,
      code: 'M-001',
      name: '短切纱',
      price: '12.50',
      qty: 3,
      validFrom: '2026-01-05',
      createBy: 'md-buyer',
      updateTime: null,
    });
    expect(r.body.result.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const edited = await h.put(`${M}/edit`, { id, name: '短切原丝', createTime: 'ignored' }, buyer);
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect((await h.get<Row>(`${M}/queryById?id=${id}`, buyer)).body.result.name).toBe('短切原丝');

    const missing = await h.post(`${M}/add`, { name: 'x' }, buyer);
    expect(missing).toMatchObject({ status: 400, body: { success: false, message: '请输入物料编码!' } });
    const dup = await h.post(`${M}/add`, { code: 'M-001', name: 'y' }, buyer);
    expect(dup.body).toMatchObject({ success: false, message: '物料编码已存在' });
    expect((await h.get(`${M}/queryById?id=nope`, buyer)).status).toBe(404);
  });

  it('checks duplicates over unique fields only; the edited record does not count', async () => {
    const id = (await list('code=M-001')).records[0]!.id;
    const check = (q: string) => h.get(`${M}/checkDuplicate?${q}`, buyer);
    expect((await check('field=code&value=M-001')).body).toMatchObject({
      success: false,
      message: VALUE_TAKEN,
    });
    expect((await check('field=code&value=M-999')).body).toMatchObject({
      success: true,
      message: VALUE_FREE,
    });
    expect((await check(`field=code&value=M-001&id=${id}`)).body.success).toBe(true);
    const r = await check('field=name&value=x');
    expect(r).toMatchObject({ status: 400, body: { message: '字段「name」不是唯一字段' } });
  });

  it('lists with each filter mode, the super query, the sort whitelist and paging', async () => {
    await add(M, { code: 'M-002', name: '玻璃纤维纱', price: '8', qty: 4, validFrom: '2026-02-01' });
    await add(M, { code: 'M-003', name: '树脂', price: '20.75', qty: 10, validFrom: '2026-03-01' });
    await add(M, { code: 'X-004', name: '固化剂', price: '15', qty: 4 });
    expect(await codes('')).toEqual(['M-001', 'M-002', 'M-003', 'X-004']);
    expect(await codes('code=M-00*')).toEqual(['M-001', 'M-002', 'M-003']);
    expect(await codes('name=*纱*')).toEqual(['M-002']);
    expect(await codes('code=!M-001')).toEqual(['M-002', 'M-003', 'X-004']);
    expect(await codes('qty=4,10')).toEqual(['M-002', 'M-003', 'X-004']);
    expect(await codes('qty=>=10')).toEqual(['M-003']);
    expect(await codes('price_begin=10&price_end=20')).toEqual(['M-001', 'X-004']);
    expect(await codes('validFrom_begin=2026-02-01&validFrom_end=2026-02-28')).toEqual(['M-002']);
    // A field that is no query field is no filter.
    expect(await codes('supplierId=nobody')).toHaveLength(4);

    const sq = (conditions: object[], match = 'and') =>
      `superQueryMatchType=${match}&superQueryParams=${encodeURIComponent(JSON.stringify(conditions))}`;
    expect(await codes(sq([{ field: 'price', rule: 'gt', val: '15' }]))).toEqual(['M-003']);
    expect(
      await codes(
        sq(
          [
            { field: 'code', rule: 'right_like', val: 'X' },
            { field: 'name', rule: 'eq', val: '树脂' },
          ],
          'or',
        ),
      ),
    ).toEqual(['M-003', 'X-004']);
    const outside = await h.get(`${M}/list?${sq([{ field: 'supplierId', rule: 'eq', val: 'a' }])}`, buyer);
    expect(outside).toMatchObject({
      status: 400,
      body: { message: 'superQueryParams: 不支持的查询字段 supplierId' },
    });

    const sorted = await list('column=price&order=asc');
    expect(sorted.records.map((r) => r.price)).toEqual(['8.00', '12.50', '15.00', '20.75']);
    const refused = await h.get(`${M}/list?column=name&order=asc`, buyer);
    expect(refused).toMatchObject({
      status: 400,
      body: { success: false, message: masterdata.NOT_SORTABLE('name') },
    });

    const p2 = await list('column=code&order=asc&pageSize=3&pageNo=2');
    expect(p2).toMatchObject({ total: 4, current: 2, size: 3, pages: 2 });
    expect(p2.records.map((r) => r.code)).toEqual(['X-004']);
  });

  it('deletes one, and a batch all or none', async () => {
    const ids = (await list('code=M-002,M-003')).records.map((r) => r.id);
    const partial = await h.del(`${M}/deleteBatch?ids=${ids.join(',')},missing`, buyer);
    expect(partial.body.success).toBe(false);
    expect(await codes('code=M-002,M-003')).toEqual(['M-002', 'M-003']);
    expect((await h.del(`${M}/deleteBatch?ids=${ids.join(',')}`, buyer)).body.success).toBe(true);
    expect(await codes('')).toEqual(['M-001', 'X-004']);
    const x = (await list('code=X-004')).records[0]!.id;
    expect((await h.del(`${M}/delete?id=${x}`, buyer)).body).toMatchObject({
      success: true,
      message: '删除成功!',
    });
    expect(await codes('')).toEqual(['M-001']);
  });

  it('answers the change history with labels', async () => {
    const id = (await list('code=M-001')).records[0]!.id;
    const r = await h.get<
      { action: string; actor: string; changes: { label: string; from: unknown; to: unknown }[] }[]
    >(`${M}/history?id=${id}`, buyer);
    expect(r.body.result.map((e) => e.action)).toEqual(['created', 'updated']);
    expect(r.body.result[1]).toMatchObject({
      actor: 'md-buyer',
      changes: [{ label: '物料名称', from: '短切纱', to: '短切原丝' }],
    });
  });

  it('loads a tree level by level; refuses deleting a node with children', async () => {
    const root = await add(A, { code: 'A', name: '华东' });
    const child = await add(A, { code: 'A1', name: '江苏', pid: root });
    const roots = await h.get<Row[]>(`${A}/loadTreeChildren`, buyer);
    expect(roots.body.result).toEqual([expect.objectContaining({ id: root, pid: '0', hasChild: '1' })]);
    const kids = await h.get<Row[]>(`${A}/loadTreeChildren?pid=${root}`, buyer);
    expect(kids.body.result).toEqual([expect.objectContaining({ id: child, name: '江苏', hasChild: '0' })]);
    expect((await h.del(`${A}/delete?id=${root}`, buyer)).body.message).toBe('该节点下有子节点，不能删除');
    const flat = await h.get(`${M}/loadTreeChildren`, buyer);
    expect(flat).toMatchObject({ status: 400, body: { message: masterdata.NOT_TREE } });
  });

  it('exports the list columns and imports rows, bad rows into the 201 error file', async () => {
    const r = await h.app.inject({
      method: 'GET',
      url: `/api${M}/exportXls?column=code&order=asc`,
      headers: { 'x-access-token': buyer },
    });
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['物料编码', '物料名称', '单价', '数量', '生效日期']);
    expect(rows[1]!.slice(0, 2)).toEqual(['M-001', '短切原丝']);

    const answer = await upload(`${M}/importExcel`, buyer, [
      ['物料编码', '物料名称', '单价', '数量'],
      ['I-001', '导入一', '1.5', 2],
      ['', '缺编码', '1', 1],
      ['M-001', '重复', '1', 1],
      ['I-002', '导入二', 'abc', 1],
    ]);
    expect(answer).toMatchObject({ success: true, code: 201, message: '文件导入完成，成功1条，失败3条' });
    expect(answer.result.fileUrl).toMatch(/^\/sys\/common\/importErrors\/.+\.xlsx$/);
    expect(await codes('code=I-*')).toEqual(['I-001']);
    expect((await list('code=I-001')).records[0]).toMatchObject({ price: '1.50', qty: 2 });
  });

  it('refuses without the action: the permission code, the variant`s actions, the caller kind', async () => {
    expect(await h.post(`${M}/add`, { code: 'R-1', name: 'r' }, reader)).toMatchObject({
      status: 403,
      body: { message: '拒绝访问' },
    });
    expect((await h.get(`${M}/list`, reader)).status).toBe(200);
    // tstArea declares no export.
    expect((await h.get(`${A}/exportXls`, buyer)).status).toBe(403);
    // No token: 401; an entity nobody declared (or an admin entity's name): 404.
    expect((await h.get(`${M}/list`)).status).toBe(401);
    expect((await h.get('/masterdata/role/list', buyer)).status).toBe(404);
    expect((await h.get('/masterdata/Bad%20Name/list', buyer)).status).toBe(404);
    // tstArea has no supplier variant; a supplier's user may not use the buyer's routes, nor staff the supplier's.
    expect((await h.get('/sup/masterdata/tstArea/list', supA)).status).toBe(404);
    expect((await h.get(`${M}/list`, supA)).status).toBe(403);
    expect((await h.get(`${SUP}/list`, buyer)).status).toBe(403);
  });

  it('isolates suppliers: each sees and changes only its own rows', async () => {
    const id = await add(SUP, { code: 'S-A1', name: 'A的物料', supplierId: 'sup-b', price: '99' }, supA);
    const own = await h.get<Row>(`${SUP}/queryById?id=${id}`, supA);
    // The owner is the caller's company whatever the body says; price is read-only for suppliers.
    expect(own.body.result).toMatchObject({ supplierId: 'sup-a', price: null });
    await add(SUP, { code: 'S-B1', name: 'B的物料' }, supB);
    const supList = async (token: string) =>
      (await h.get<Page>(`${SUP}/list`, token)).body.result.records.map((r) => r.code);
    expect(await supList(supA)).toEqual(['S-A1']);
    expect(await supList(supB)).toEqual(['S-B1']);

    expect((await h.get(`${SUP}/queryById?id=${id}`, supB)).status).toBe(404);
    expect((await h.get(`${SUP}/history?id=${id}`, supB)).status).toBe(404);
    expect((await h.put(`${SUP}/edit`, { id, name: '改' }, supB)).status).toBe(404);
    expect((await h.del(`${SUP}/delete?id=${id}`, supB)).status).toBe(404);
    expect((await h.del(`${SUP}/deleteBatch?ids=${id}`, supB)).status).toBe(404);
    expect((await h.get<Row>(`${SUP}/queryById?id=${id}`, supA)).body.result.name).toBe('A的物料');

    const edited = await h.put(`${SUP}/edit`, { id, name: 'A改', price: '1' }, supA);
    expect(edited.body.success, edited.body.message).toBe(true);
    expect((await h.get<Row>(`${SUP}/queryById?id=${id}`, supA)).body.result).toMatchObject({
      name: 'A改',
      price: null,
    });
    // Staff see every supplier's rows.
    expect(await codes('code=S-*')).toEqual(['S-A1', 'S-B1']);
  });

  it('documents the family in /api/docs/json under the masterdata tag', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = r.json<{ paths: Record<string, Record<string, { summary: string; tags: string[] }>> }>()
      .paths;
    for (const op of [
      'list',
      'queryById',
      'checkDuplicate',
      'loadTreeChildren',
      'history',
      'exportXls',
      'definition',
    ])
      for (const base of ['/api/masterdata/{entity}', '/api/sup/masterdata/{entity}'])
        expect(paths[`${base}/${op}`]?.get?.tags, `${base}/${op}`).toEqual(['masterdata']);
    expect(paths['/api/masterdata/{entity}/add']?.post?.summary).toBe('新增实体记录');
    expect(paths['/api/sup/masterdata/{entity}/importExcel']?.post).toBeDefined();
  });
});
