import { masterdata } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { seedMasterData } from '../../seed-masterdata';
import { startHarness, type Harness } from '../../testing/harness';

type Option = { id: string; store: string; label: string };
type Page<T> = { records: T[]; total: number };
type DataOrg = { id: string; code: string; name: string; orgType: string | null; areaCode: string | null };

const enc = encodeURIComponent;
const AREA = 'table=md_area&txt=name&key=code&idField=id&pidField=pid';

/** The widgets' option sources: link_down over the area tree, sel_org's data organisations (real PostgreSQL). */
describe('querySelectOptions and /dataorg/bdDataorg/list (real PostgreSQL)', () => {
  let h: Harness;
  let admin = '';
  let supplier = '';
  let otherTenant = '';
  let noArea = '';

  const login = async (username: string, password: string) => {
    const r = await h.post<{ token: string }>('/sys/login', { username, password });
    expect(r.body.success, r.body.message).toBe(true);
    return r.body.result.token;
  };
  const options = (query: string, token = admin) =>
    h.get<Option[]>(`/online/cgform/api/querySelectOptions?${query}`, token);
  const orgs = (query: string, token = admin) =>
    h.get<Page<DataOrg>>(`/dataorg/bdDataorg/list?${query}`, token);

  beforeAll(async () => {
    h = await startHarness();
    const store = h.services.store();
    await masterdata.syncEntityDefinitions(store, masterdata.declaredEntities, {
      metadata: { actor: 'test' },
    });
    await seedDemoData(store);
    await seedMasterData(store);
    admin = await login('admin', 'Admin@2026');
    supplier = await login('sup_kaolin', 'Supplier@2026');
    otherTenant = (await h.userWith('t2-area', { tenantId: '2', actions: ['masterdata:area:list'] })).token;
    noArea = (await h.userWith('t1-no-area', { tenantId: '1', actions: ['masterdata:material:list'] })).token;
  });
  afterAll(async () => h?.close());

  it('cascades: provinces by the first level condition, then each level by the parent option id', async () => {
    const provinces = await options(`${AREA}&condition=${enc('{"level":"1"}')}`);
    expect(provinces.status, provinces.body.message).toBe(200);
    const zhejiang = provinces.body.result.find((o) => o.label === '浙江省');
    expect(zhejiang).toEqual({ id: 'area-330000', store: '330000', label: '浙江省' });
    expect(provinces.body.result.length).toBeGreaterThanOrEqual(31);
    expect(provinces.body.result.some((o) => o.label === '中国')).toBe(false);

    const cities = await options(`${AREA}&pidValue=${zhejiang!.id}`);
    expect(cities.body.result.map((o) => o.label)).toContain('嘉兴市');
    const jiaxing = cities.body.result.find((o) => o.label === '嘉兴市')!;
    const districts = await options(`${AREA}&pidValue=${jiaxing.id}`);
    expect(districts.body.result.map((o) => o.store)).toContain('330483');
    // Field names or their columns; a number given as a number.
    const byColumns = await options(`table=md_area&txt=short_name&key=code&condition=${enc('{"level":1}')}`);
    expect(byColumns.body.result.find((o) => o.store === '330000')?.label).toBe('浙江');
  });

  it('refuses what is not a declared table, field or JSON condition, in Chinese, and runs no request text', async () => {
    const cases: [string, string][] = [
      ['table=sys_user&txt=username&key=password', '联动下拉的表「sys_user」不存在'],
      [
        'table=md_area%3Bdrop%20table%20md_area&txt=name&key=code',
        '联动下拉的表「md_area;drop table md_area」不存在',
      ],
      ['table=md_area&txt=password&key=code', '联动下拉的字段「password」不存在'],
      ['table=md_area&txt=constructor&key=code', '联动下拉的字段「constructor」不存在'],
      [
        `table=md_area&txt=${enc('name"; drop table md_area; --')}&key=code`,
        '联动下拉的字段「name"; drop table md_area; --」不存在',
      ],
      ['table=md_area&txt=name&key=code&condition=level%3D1', '联动下拉的条件必须是JSON对象，值为文本或数字'],
      [
        `table=md_area&txt=name&key=code&condition=${enc('["level"]')}`,
        '联动下拉的条件必须是JSON对象，值为文本或数字',
      ],
      [
        `table=md_area&txt=name&key=code&condition=${enc('{"level":{"$ne":1}}')}`,
        '联动下拉的条件必须是JSON对象，值为文本或数字',
      ],
      [
        `table=md_area&txt=name&key=code&condition=${enc('{"1=1 or level":"1"}')}`,
        '联动下拉的字段「1=1 or level」不存在',
      ],
      [
        `table=md_area&txt=name&key=code&condition=${enc('{"constructor":"1"}')}`,
        '联动下拉的字段「constructor」不存在',
      ],
      ['table=md_area&txt=name&key=code&pidValue=area-86', '下级选项需要上级字段（pidField）'],
      ['txt=name&key=code', 'table: 请指定联动下拉的表名'],
      ['table=md_area&key=code', 'txt: 请指定联动下拉的显示字段'],
    ];
    for (const [query, message] of cases) {
      const r = await options(query);
      expect(r.status, query).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toBe(message);
    }
    // A value is bound: it matches nothing and drops nothing.
    const quoted = await options(`${AREA}&pidValue=${enc("x' or '1'='1")}`);
    expect(quoted.body.result).toEqual([]);
    expect((await options(`${AREA}&condition=${enc('{"level":"1"}')}`)).body.result.length).toBeGreaterThan(
      30,
    );
  });

  it("answers only the caller's tenant, only to whoever may list the entity, and a supplier only its own rows", async () => {
    expect((await options(`${AREA}&condition=${enc('{"level":"1"}')}`, otherTenant)).body.result).toEqual([]);
    const refused = await options(AREA, noArea);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('拒绝访问');
    // Areas have no supplier view: refused; quotas have one: only its own company's.
    expect((await options(AREA, supplier)).status).toBe(403);
    const quota = await options('table=md_quota&txt=supplierId&key=materialCode', supplier);
    expect(quota.status, quota.body.message).toBe(200);
    expect(quota.body.result.length).toBeGreaterThan(0);
    expect(quota.body.result.every((o) => o.label === 'S001')).toBe(true);
    const own = await options(
      `table=md_quota&txt=supplierId&key=materialCode&condition=${enc('{"supplierId":"S002"}')}`,
      supplier,
    );
    expect(own.body.result).toEqual([]);
    expect((await h.get(`/online/cgform/api/querySelectOptions?${AREA}`)).status).toBe(401);
  });

  it("lists the tenant's data organisations for sel_org, searched by name, to staff only", async () => {
    const all = await orgs('pageNo=1&pageSize=10');
    expect(all.status, all.body.message).toBe(200);
    expect(all.body.result.records.map((o) => o.code)).toEqual(['DO01', 'DO02', 'DO03', 'DO0101', 'DO0102']);
    expect(all.body.result.records[0]).toMatchObject({
      name: '华东玻纤集团股份有限公司',
      orgType: 'company',
    });
    const jiujiang = await orgs(`name=${enc('*九江*')}`);
    expect(jiujiang.body.result.records.map((o) => o.code)).toEqual(['DO02']);
    const sorted = await orgs('column=code&order=desc');
    expect(sorted.body.result.records[0]!.code).toBe('DO03');
    const bad = await orgs('column=constructor');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('column: 不支持按 constructor 排序');
    expect((await orgs(`name=${enc("' or 1=1 --")}`)).body.result.total).toBe(0);
    expect((await orgs('', otherTenant)).body.result.total).toBe(0);
    const sup = await orgs('', supplier);
    expect(sup.status).toBe(403);
    expect(sup.body.message).toBe('拒绝访问');
    expect((await h.get('/dataorg/bdDataorg/list')).status).toBe(401);
  });
});
