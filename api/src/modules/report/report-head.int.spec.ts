import { masterdata } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { seedMasterData } from '../../seed-masterdata';
import { seedReports } from '../../seed-reports';
import { startHarness, type Harness } from '../../testing/harness';

type Page<T> = { records: T[]; total: number };
type Columns = {
  code: string;
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: { field: string; title: string; dictCode: string | null; sorter: boolean }[];
  dictOptions: Record<string, { value: string; text: string }[]>;
};
type QueryField = { field: string; label: string; mode: string; view: string; options: unknown[] };
type Head = { id: string; code: string; name: string; entity: string; entityLabel: string | null };
type Row = Record<string, unknown>;

const enc = encodeURIComponent;

/** A report over 物料 as an administrator defines it in 在线报表. */
const materialReport = (code = 'material_brief') => ({
  code,
  name: '物料简表',
  entity: 'material',
  columns: [
    { field: 'code', title: '物料编码', sortable: true },
    { field: 'name', sortable: true },
    { field: 'materialType' },
    { field: 'createTime', sortable: true },
  ],
  queryFields: [{ field: 'name' }, { field: 'materialType' }, { field: 'createTime', mode: 'range' }],
  defaultSort: { field: 'code', order: 'asc' },
});

/** Online reports defined by administrators (stored as events) over declared entities, on real PostgreSQL. */
describe('online reports defined in 在线报表 (real PostgreSQL)', () => {
  let h: Harness;
  let admin = '';
  let supplier = '';
  let otherTenant = '';
  let reader = '';

  const login = async (username: string, password: string) => {
    const r = await h.post<{ token: string }>('/sys/login', { username, password });
    expect(r.body.success, r.body.message).toBe(true);
    return r.body.result.token;
  };
  const data = (configId: string, query: string, token = admin) =>
    h.get<Page<Row>>(`/online/cgreport/api/getData/${configId}?${query}`, token);
  const heads = async (token = admin) =>
    (await h.get<Page<Head>>('/online/cgreport/head/list?pageSize=100', token)).body.result.records;

  beforeAll(async () => {
    h = await startHarness();
    const store = h.services.store();
    await masterdata.syncEntityDefinitions(store, masterdata.declaredEntities, {
      metadata: { actor: 'test' },
    });
    await seedDemoData(store);
    await seedMasterData(store);
    expect(await seedReports(store)).toBe(2);
    expect(await seedReports(store)).toBe(0);
    admin = await login('admin', 'Admin@2026');
    supplier = await login('sup_kaolin', 'Supplier@2026');
    otherTenant = (
      await h.userWith('t2-report-admin', {
        tenantId: '2',
        actions: [
          'online:report:list',
          'online:report:add',
          'masterdata:materialPrice:list',
          'masterdata:material:list',
        ],
      })
    ).token;
    // Reads materials and prices, but may not administer reports.
    reader = (
      await h.userWith('t1-report-reader', {
        tenantId: '1',
        actions: ['masterdata:material:list', 'masterdata:materialPrice:list'],
      })
    ).token;
  });
  afterAll(async () => h?.close());

  it('a seeded report over material prices answers its columns with their dictionaries, its query fields and its rows', async () => {
    const cols = await h.get<Columns>('/online/cgreport/api/getRpColumns/material_price_history', admin);
    expect(cols.status, cols.body.message).toBe(200);
    expect(cols.body.result).toMatchObject({
      code: 'material_price_history',
      cgRpConfigId: 'rp-material-price-history',
      cgRpConfigName: '物料价格历史',
    });
    expect(cols.body.result.columns.map((c) => c.title)).toEqual([
      '物料',
      '供应商',
      '含税单价',
      '币种',
      '税率',
      '计价单位',
      '生效日期',
      '失效日期',
      '价格来源',
      '调价原因',
    ]);
    expect(cols.body.result.columns.find((c) => c.field === 'price')!.sorter).toBe(true);
    expect(cols.body.result.columns.find((c) => c.field === 'priceSource')!.dictCode).toBe('price_source');
    expect(cols.body.result.dictOptions.priceSource!.length).toBeGreaterThan(0);

    const info = await h.get<QueryField[]>(
      '/online/cgreport/api/getQueryInfo/rp-material-price-history',
      admin,
    );
    expect(info.body.result.map((q) => [q.field, q.mode, q.view])).toEqual([
      ['materialCode', 'single', 'text'],
      ['supplierId', 'single', 'text'],
      ['priceSource', 'single', 'list'],
      ['effectiveDate', 'range', 'date'],
      ['price', 'range', 'number'],
    ]);

    const all = await data('rp-material-price-history', 'pageSize=1000');
    expect(all.status, all.body.message).toBe(200);
    expect(all.body.result.total).toBeGreaterThan(10);
    const first = all.body.result.records[0]!;
    // Only the report's columns (and the id): not the source number the report leaves out.
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'materialCode',
        'supplierId',
        'price',
        'currencyCode',
        'taxRateCode',
        'priceUnit',
        'effectiveDate',
        'expiryDate',
        'priceSource',
        'adjustReason',
      ].sort(),
    );
    // Newest first by default; prices are decimal text.
    const dates = all.body.result.records.map((r) => String(r.effectiveDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(String(first.price)).toMatch(/^\d+\.\d{4}$/);

    const code = String(first.materialCode);
    const one = await data('rp-material-price-history', `materialCode=${enc(code)}&column=price&order=asc`);
    expect(one.body.result.records.length).toBeGreaterThan(0);
    expect(one.body.result.records.every((r) => r.materialCode === code)).toBe(true);
    const prices = one.body.result.records.map((r) => Number(r.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const range = await data('rp-material-price-history', 'price_begin=100&price_end=1000&pageSize=1000');
    expect(range.body.result.records.every((r) => Number(r.price) >= 100 && Number(r.price) <= 1000)).toBe(
      true,
    );
    expect(range.body.result.total).toBeLessThan(all.body.result.total);
  });

  it("sort and search names are the report's only: constructor, quotes and ; are refused, values are bound", async () => {
    for (const column of ['constructor', 'sourceNo', 'price"; drop table md_material; --', "price'"]) {
      const r = await data('rp-material-price-history', `column=${enc(column)}`);
      expect(r.status, column).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toContain('column: 不支持按');
    }
    const order = await data('rp-material-price-history', 'column=price&order=desc;drop');
    expect(order.status).toBe(400);
    expect(order.body.message).toBe('order: 只能是 asc 或 desc');
    // A value is a value: nothing matches, nothing is dropped.
    const quoted = await data(
      'rp-material-price-history',
      `materialCode=${enc("' or 1=1; drop table md_material; --")}`,
    );
    expect(quoted.status).toBe(200);
    expect(quoted.body.result.total).toBe(0);
    // A parameter that is no query field of the report is no filter (nor SQL).
    const stray = await data('rp-material-price-history', `${enc('1=1;--')}=x&constructor=y`);
    expect(stray.status).toBe(200);
    expect(stray.body.result.total).toBeGreaterThan(10);
    const bad = await data('rp-material-price-history', 'price_begin=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('price: 不是有效的数字');
  });

  it('an administrator defines a report over 物料, opens it as a list, changes it and deletes it', async () => {
    const sources = await h.get<{ name: string; label: string; fields: { name: string }[] }[]>(
      '/online/cgreport/head/sources',
      admin,
    );
    const material = sources.body.result.find((s) => s.name === 'material');
    expect(material?.label).toBe('物料');
    expect(material?.fields.map((f) => f.name)).toContain('materialType');

    const added = await h.post<{ id: string }>('/online/cgreport/head/add', materialReport(), admin);
    expect(added.status, added.body.message).toBe(200);
    expect(added.body.message).toBe('添加成功！');
    const id = added.body.result.id;
    expect((await heads()).find((x) => x.id === id)).toMatchObject({
      code: 'material_brief',
      entity: 'material',
      entityLabel: '物料',
    });

    const cols = await h.get<Columns>('/online/cgreport/api/getRpColumns/material_brief', admin);
    expect(cols.body.result.cgRpConfigId).toBe(id);
    expect(cols.body.result.columns.map((c) => c.title)).toEqual([
      '物料编码',
      '物料名称',
      '物料类型',
      '创建时间',
    ]);
    const rows = await data(id, `name=${enc('*粗纱*')}&pageSize=5`);
    expect(rows.status, rows.body.message).toBe(200);
    expect(rows.body.result.total).toBeGreaterThan(0);
    expect(rows.body.result.records.every((r) => String(r.name).includes('粗纱'))).toBe(true);
    const codes = rows.body.result.records.map((r) => String(r.code));
    expect(codes).toEqual([...codes].sort());
    // The popup's page size cap and paging.
    expect((await data(id, 'pageSize=1001')).body.message).toBe('pageSize: 不能大于1000');

    const edited = await h.put(
      '/online/cgreport/head/edit',
      {
        ...materialReport(),
        id,
        name: '物料一览',
        columns: [...materialReport().columns, { field: 'specModel' }],
      },
      admin,
    );
    expect(edited.status, edited.body.message).toBe(200);
    const after = await h.get<Columns>('/online/cgreport/api/getRpColumns/material_brief', admin);
    expect(after.body.result.cgRpConfigName).toBe('物料一览');
    expect(after.body.result.columns.map((c) => c.field)).toContain('specModel');
    const renamed = await h.put(
      '/online/cgreport/head/edit',
      { ...materialReport('material_other'), id },
      admin,
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('报表编码不可修改');

    const deleted = await h.del(`/online/cgreport/head/delete?id=${id}`, admin);
    expect(deleted.status, deleted.body.message).toBe(200);
    const gone = await h.get('/online/cgreport/api/getRpColumns/material_brief', admin);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('报表配置不存在，请检查popup编码');
    expect((await data(id, '')).body.message).toBe('报表配置不存在');
    // The code is free again.
    const again = await h.post<{ id: string }>('/online/cgreport/head/add', materialReport(), admin);
    expect(again.status, again.body.message).toBe(200);
    await h.del(`/online/cgreport/head/delete?id=${again.body.result.id}`, admin);
  });

  it('a bad definition is refused in Chinese, naming the field, and nothing is stored', async () => {
    const before = (await heads()).length;
    const cases: [unknown, string][] = [
      [{ ...materialReport(), columns: [{ field: 'price' }] }, '字段「price」不属于「物料」'],
      [{ ...materialReport(), columns: [{ field: 'constructor' }] }, '字段「constructor」不属于「物料」'],
      [
        { ...materialReport(), columns: [{ field: 'name"; drop table md_material; --' }] },
        'columns.0.field: 字段名不正确',
      ],
      [{ ...materialReport(), columns: [] }, 'columns: 请至少选择一列'],
      [
        { ...materialReport(), code: 'Bad Code;' },
        'code: 报表编码只能包含小写字母、数字和下划线，以字母开头（2到50个字符）',
      ],
      [{ ...materialReport(), code: 'material_price_history' }, '报表编码已存在'],
      [{ ...materialReport(), code: 'sys_user' }, '报表编码已存在'],
      [{ ...materialReport(), name: ' ' }, 'name: 请输入报表名称'],
      [{ ...materialReport(), entity: 'nothing' }, '实体「nothing」不存在'],
      [{ ...materialReport(), entity: 'sys_user' }, 'entity: 请选择数据来源'],
      [
        { ...materialReport(), queryFields: [{ field: 'name', mode: 'range' }] },
        '字段「name」不支持范围查询',
      ],
      [
        { ...materialReport(), defaultSort: { field: 'materialType', order: 'asc' } },
        '默认排序字段必须是可排序的列',
      ],
      [{ ...materialReport(), sql: 'select * from sys_user' }, ': 不支持的字段：sql'],
    ];
    for (const [body, message] of cases) {
      const r = await h.post('/online/cgreport/head/add', body, admin);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toBe(message);
    }
    expect((await heads()).length).toBe(before);
  });

  it("another tenant neither sees nor touches this tenant's reports, and may use the same code", async () => {
    const id = 'rp-material-price-history';
    expect(
      (await h.get('/online/cgreport/api/getRpColumns/material_price_history', otherTenant)).status,
    ).toBe(404);
    expect((await data(id, '', otherTenant)).status).toBe(404);
    expect(await heads(otherTenant)).toEqual([]);
    expect((await h.get(`/online/cgreport/head/queryById?id=${id}`, otherTenant)).status).toBe(404);
    const own = await h.post<{ id: string }>(
      '/online/cgreport/head/add',
      materialReport('material_price_history'),
      otherTenant,
    );
    expect(own.status, own.body.message).toBe(200);
    // Its report reads its own tenant's materials: none.
    const rows = await data(own.body.result.id, '', otherTenant);
    expect(rows.status, rows.body.message).toBe(200);
    expect(rows.body.result.total).toBe(0);
    // Tenant 1's report is unchanged.
    const cols = await h.get<Columns>('/online/cgreport/api/getRpColumns/material_price_history', admin);
    expect(cols.body.result.cgRpConfigName).toBe('物料价格历史');
  });

  it("a supplier's user reads only its own company's rows, and no report over staff-only data", async () => {
    const quota = await data('rp-supplier-material', 'pageSize=1000', supplier);
    expect(quota.status, quota.body.message).toBe(200);
    expect(quota.body.result.total).toBeGreaterThan(0);
    expect(quota.body.result.records.every((r) => r.supplierId === 'S001')).toBe(true);
    const staff = await data('rp-supplier-material', 'pageSize=1000');
    expect(staff.body.result.records.some((r) => r.supplierId !== 'S001')).toBe(true);
    const prices = await data('rp-material-price-history', 'pageSize=1000', supplier);
    expect(prices.status, prices.body.message).toBe(200);
    expect(prices.body.result.records.every((r) => r.supplierId === 'S001')).toBe(true);
    // A search cannot widen it.
    const other = await data('rp-material-price-history', 'supplierId=S002', supplier);
    expect(other.body.result.total).toBe(0);
  });

  it("needs a token, the entity's list action to read and the 在线报表 actions to define", async () => {
    expect((await h.get('/online/cgreport/api/getRpColumns/material_price_history')).status).toBe(401);
    expect((await h.get('/online/cgreport/head/list')).status).toBe(401);
    const read = await data('rp-material-price-history', '', reader);
    expect(read.status, read.body.message).toBe(200);
    const define = await h.post('/online/cgreport/head/add', materialReport('reader_report'), reader);
    expect(define.status).toBe(403);
    expect(define.body.message).toBe('拒绝访问');
    expect((await h.get('/online/cgreport/head/list', reader)).status).toBe(403);
    const noQuota = await data('rp-supplier-material', '', reader);
    expect(noQuota.status).toBe(403);
  });
});
