import { randomUUID } from 'node:crypto';
import { masterdata } from '@srm/events';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { seedMasterData } from '../../seed-masterdata';
import { startHarness, type Harness } from '../../testing/harness';

/**
 * The declared 物料 over HTTP with the seeded dictionaries and catalogue: a material added without
 * 物料编码 is numbered by the `material` fill rule; rows and exports show dictionary and reference
 * texts (`<field>_dictText`) beside the codes; an import takes those texts back as values.
 */
describe('物料 through the generic API', () => {
  let h: Harness;
  let buyer: string;
  type Row = Record<string, string | null>;
  const M = '/masterdata/material';
  const material = {
    name: '无碱短切毡 450g',
    materialType: 'aux',
    categoryId: 'cat-product-fabric',
    unitCode: 'KG',
    glassType: 'E',
  };

  beforeAll(async () => {
    h = await startHarness();
    const store = h.services.store();
    await masterdata.syncEntityDefinitions(store, masterdata.declaredEntities, {
      metadata: { actor: 'system' },
    });
    await seedDemoData(store);
    await seedMasterData(store);
    const actions = ['list', 'add', 'edit', 'export', 'import'].map((a) => `masterdata:material:${a}`);
    buyer = (await h.userWith('md-material-buyer', { tenantId: '1', actions })).token;
  });
  afterAll(async () => h?.close());

  it('numbers a material added without 物料编码 from the material rule; a code given is kept', async () => {
    const first = await h.post<{ id: string }>(`${M}/add`, material, buyer);
    expect(first.body.success, first.body.message).toBe(true);
    const second = await h.post<{ id: string }>(`${M}/add`, { ...material, code: '' }, buyer);
    const own = await h.post<{ id: string }>(`${M}/add`, { ...material, code: 'OWN.0001' }, buyer);
    const code = async (id: string) => (await h.get<Row>(`${M}/queryById?id=${id}`, buyer)).body.result.code;
    // The seeded rule: WL, the year, six digits; the seed's catalogue keeps its family codes.
    expect(await code(first.body.result.id)).toMatch(/^WL-\d{4}-000001$/);
    expect(await code(second.body.result.id)).toMatch(/^WL-\d{4}-000002$/);
    expect(await code(own.body.result.id)).toBe('OWN.0001');
    // An edit may not empty it.
    const edit = await h.put(`${M}/edit`, { id: first.body.result.id, code: '' }, buyer);
    expect(edit.body).toMatchObject({ success: false, message: '请输入物料编码!' });
  });

  it('rows and exports carry the texts of dictionary and reference fields', async () => {
    const r = await h.get<{ records: Row[] }>(`${M}/list?code=OWN.0001`, buyer);
    expect(r.body.result.records).toEqual([
      expect.objectContaining({
        code: 'OWN.0001',
        materialType: 'aux',
        materialType_dictText: '辅料',
        unitCode: 'KG',
        unitCode_dictText: '千克',
        glassType_dictText: '无碱玻璃(E)',
        status: '1',
        status_dictText: '启用',
        brandCode: null,
        brandCode_dictText: null,
      }),
    ]);

    const file = await h.app.inject({
      method: 'GET',
      url: `/api${M}/exportXls?code=OWN.0001&field=code,materialType,unitCode,glassType,status`,
      headers: { 'x-access-token': buyer },
    });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['物料编码', '物料类型', '计量单位', '玻璃成分', '状态'],
      ['OWN.0001', '辅料', '千克', '无碱玻璃(E)', '启用'],
    ]);
  });

  it('imports an export back: dictionary, reference and category texts become their values', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('导入');
    for (const r of [
      ['物料编码', '物料名称', '物料类型', '物料分类', '计量单位', '玻璃成分', '状态'],
      ['IMP.0001', '煅烧高岭土 导入', '辅料', '高岭土', '千克', '无碱玻璃(E)', '启用'],
      ['IMP.0002', '代码导入', 'aux', 'cat-raw-kaolin', 'KG', 'E', '1'],
      ['IMP.0003', '类型不存在', '不存在的类型', '高岭土', '千克', '', ''],
    ])
      ws.addRow(r);
    const content = Buffer.from(await wb.xlsx.writeBuffer());
    const boundary = `----srm${randomUUID()}`;
    const answer = await h.app.inject({
      method: 'POST',
      url: `/api${M}/importExcel`,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.xlsx"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': buyer },
    });
    expect(answer.json()).toMatchObject({ code: 201, message: '文件导入完成，成功2条，失败1条' });
    const r = await h.get<{ records: Row[] }>(`${M}/list?code=IMP.*&column=code&order=asc`, buyer);
    const stored = {
      materialType: 'aux',
      categoryId: 'cat-raw-kaolin',
      unitCode: 'KG',
      glassType: 'E',
      status: '1',
    };
    expect(r.body.result.records).toEqual([
      expect.objectContaining({ code: 'IMP.0001', ...stored }),
      expect.objectContaining({ code: 'IMP.0002', ...stored }),
    ]);
  });
});
