import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { startHarness, type Harness } from '../../testing/harness';
import { REPORT_CODE_NOT_FOUND, REPORT_CONFIG_NOT_FOUND } from './report.routes';

type Page<T> = { records: T[]; total: number; current: number; size: number; pages: number };
type UserRecord = { id: string; username: string; realname: string; sex: string | null; status: string };
type RoleRecord = { id: string; roleName: string; roleCode: string; description: string | null };
type Columns = {
  code: string;
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: { field: string; title: string; dictCode: string | null; sorter: boolean }[];
  dictOptions: Record<string, { value: string; text: string }[]>;
};
type QueryField = {
  field: string;
  label: string;
  mode: string;
  view: string;
  options: { value: string; text: string }[];
};

const enc = encodeURIComponent;

/** Online reports (popup reports) over the seeded demo tenant, against real PostgreSQL. */
describe('online reports: /online/cgreport/api (real PostgreSQL)', () => {
  let h: Harness;
  let admin = '';
  let supplier = '';
  let otherTenant = '';
  let noAction = '';
  let supplierWithRoles = '';

  const login = async (username: string, password: string) => {
    const r = await h.post<{ token: string }>('/sys/login', { username, password });
    expect(r.body.success, r.body.message).toBe(true);
    return r.body.result.token;
  };
  const data = <T>(configId: string, query: string, token: string) =>
    h.get<Page<T>>(`/online/cgreport/api/getData/${configId}?${query}`, token);
  const users = async (query: string, token = admin) => {
    const r = await data<UserRecord>('rp-sys-user', query, token);
    expect(r.status, r.body.message).toBe(200);
    return r.body.result;
  };

  beforeAll(async () => {
    h = await startHarness();
    await seedDemoData(h.services.store());
    admin = await login('admin', 'Admin@2026');
    supplier = await login('sup_kaolin', 'Supplier@2026');
    // Another tenant's administrator of users and roles, a staff user without the action, and a
    // supplier's user who was (wrongly) handed the role list.
    otherTenant = (
      await h.userWith('t2-admin', { tenantId: '2', actions: ['system:user:list', 'system:role:list'] })
    ).token;
    noAction = (await h.userWith('t1-plain', { tenantId: '1', actions: ['system:log:list'] })).token;
    supplierWithRoles = (
      await h.userWith('t1-sup-roles', {
        tenantId: '1',
        supplierId: 'S002',
        actions: ['system:role:list', 'system:user:list'],
      })
    ).token;
  });
  afterAll(async () => h?.close());

  it("answers a report's columns with its configuration and the dictionaries' options", async () => {
    const r = await h.get<Columns>('/online/cgreport/api/getRpColumns/sys_user', admin);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({
      code: 'sys_user',
      cgRpConfigId: 'rp-sys-user',
      cgRpConfigName: '用户列表',
    });
    expect(r.body.result.columns.map((c) => c.title)).toEqual([
      '用户账号',
      '用户姓名',
      '性别',
      '手机号码',
      '电子邮件',
      '状态',
      '创建时间',
    ]);
    expect(r.body.result.columns.find((c) => c.field === 'username')?.sorter).toBe(true);
    expect(r.body.result.columns.find((c) => c.field === 'phone')?.sorter).toBe(false);
    expect(r.body.result.dictOptions.sex!.map((o) => [o.value, o.text])).toEqual([
      ['1', '男'],
      ['2', '女'],
    ]);
    expect(r.body.result.dictOptions.status!.map((o) => o.text)).toEqual(['正常', '冻结']);
  });

  it("answers a report's query fields: single and range, list fields with their options", async () => {
    const r = await h.get<QueryField[]>('/online/cgreport/api/getQueryInfo/rp-sys-user', admin);
    expect(r.status).toBe(200);
    expect(r.body.result.map((f) => [f.field, f.label, f.mode, f.view])).toEqual([
      ['username', '用户账号', 'single', 'text'],
      ['realname', '用户姓名', 'single', 'text'],
      ['sex', '性别', 'single', 'list'],
      ['createTime', '创建时间', 'range', 'date'],
    ]);
    expect(r.body.result[2]!.options.map((o) => o.text)).toEqual(['男', '女']);
  });

  it("answers the tenant's rows, filtered, sorted and paged, and never a password hash", async () => {
    const all = await users('pageSize=100&column=username&order=asc');
    const names = all.records.map((u) => u.username);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['admin', 'buyer1', 'buyer2', 'sup_kaolin', 't1-plain']));
    expect(names).not.toContain('t2-admin');
    expect(all.total).toBe(names.length);
    expect(JSON.stringify(all.records)).not.toMatch(/argon|password/i);
    expect(Object.keys(all.records[0]!).sort()).toEqual(
      ['createTime', 'email', 'id', 'phone', 'realname', 'sex', 'status', 'username'].sort(),
    );

    // Contains on text, equal on a list field, a date range; descending sort.
    const buyers = await users(`username=${enc('*buyer*')}&column=username&order=desc`);
    expect(buyers.records.map((u) => u.username)).toEqual(['buyer2', 'buyer1']);
    const female = await users('sex=2&pageSize=100');
    expect(female.records.length).toBeGreaterThan(0);
    expect(female.records.every((u) => u.sex === '2')).toBe(true);
    const future = await users(`createTime_begin=${enc('2999-01-01')}`);
    expect(future.total).toBe(0);
    const past = await users(`createTime_end=${enc('2999-01-01')}&pageSize=100`);
    expect(past.total).toBe(all.total);
    // A field that is not a query field of the report is no filter (phone is shown, not searched).
    expect((await users('phone=13800000000&pageSize=100')).total).toBe(all.total);

    // Paging: pages of 3 cover the list once, in order.
    const p1 = await users('pageNo=1&pageSize=3&column=username&order=asc');
    const p2 = await users('pageNo=2&pageSize=3&column=username&order=asc');
    expect(p1).toMatchObject({ current: 1, size: 3, total: all.total, pages: Math.ceil(all.total / 3) });
    expect([...p1.records, ...p2.records].map((u) => u.username)).toEqual(names.slice(0, 6));
  });

  it('keeps tenants apart and a supplier to its own company', async () => {
    const other = await users('pageSize=100', otherTenant);
    expect(other.records.map((u) => u.username)).toEqual(['t2-admin']);
    const roles = await data<RoleRecord>('rp-sys-role', 'pageSize=100', otherTenant);
    expect(roles.body.result.records.map((r) => r.roleCode)).toEqual([
      expect.stringMatching(/^harness-role/),
    ]);

    // sup_kaolin manages its sub-accounts: it reads its own company's users, no staff, no other supplier.
    const own = await users('pageSize=100', supplier);
    expect(own.records.map((u) => u.username)).toEqual(['sup_kaolin']);
    const probing = await users(`username=${enc('admin')}`, supplier);
    expect(probing.total).toBe(0);

    // A staff-only report refuses a supplier's user even when a role hands it the action.
    const refused = await data('rp-sys-role', '', supplierWithRoles);
    expect(refused).toMatchObject({ status: 403, body: { success: false, message: '拒绝访问' } });
    expect((await h.get('/online/cgreport/api/getRpColumns/sys_role', supplierWithRoles)).status).toBe(403);
  });

  it('refuses a caller without a token or without the action, and names an unknown report', async () => {
    const anonymous = await h.get('/online/cgreport/api/getData/rp-sys-user');
    expect(anonymous).toMatchObject({ status: 401, body: { message: '未授权，请重新登录' } });
    expect((await h.get('/online/cgreport/api/getRpColumns/nosuch')).status).toBe(401);
    for (const path of [
      '/online/cgreport/api/getRpColumns/sys_user',
      '/online/cgreport/api/getQueryInfo/rp-sys-user',
      '/online/cgreport/api/getData/rp-sys-user',
    ]) {
      expect(await h.get(path, noAction)).toMatchObject({ status: 403, body: { message: '拒绝访问' } });
    }
    expect(await h.get('/online/cgreport/api/getRpColumns/sys_nosuch', admin)).toMatchObject({
      status: 404,
      body: { success: false, message: REPORT_CODE_NOT_FOUND },
    });
    for (const path of ['getQueryInfo', 'getData']) {
      expect(await h.get(`/online/cgreport/api/${path}/rp-nosuch`, admin)).toMatchObject({
        status: 404,
        body: { success: false, message: REPORT_CONFIG_NOT_FOUND },
      });
    }
    // A report code is not a configuration id, and no table name reaches a query.
    expect((await h.get('/online/cgreport/api/getData/sys_user', admin)).status).toBe(404);
  });

  it('refuses bad paging, sorting and search values with 400 and the field', async () => {
    const bad = async (query: string, message: string) => {
      const r = await data('rp-sys-user', query, admin);
      expect(r.status, query).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toBe(message);
    };
    await bad('pageNo=0', 'pageNo: 必须是正整数');
    await bad('pageSize=abc', 'pageSize: 必须是正整数');
    await bad('pageSize=1.5', 'pageSize: 必须是正整数');
    await bad('pageSize=5000', 'pageSize: 不能大于1000');
    await bad('column=password_hash', 'column: 不支持按 password_hash 排序');
    await bad('column=phone', 'column: 不支持按 phone 排序');
    await bad('column=username&order=up', 'order: 只能是 asc 或 desc');
    await bad('sex=abc', 'sex: 不是有效的数字');
    await bad('createTime_begin=notadate', 'createTime: 不是有效的日期');
    await bad('username=a&username=b', 'username: 查询条件只能有一个值');
    await bad(`username=${'x'.repeat(201)}`, 'username: 查询条件不能超过200个字符');
  });

  it("applies the caller's data rules of the report's menu, as its list does", async () => {
    // A role that reads users, limited by a rule of 用户管理 to women.
    const role = await h.post<{ id: string }>(
      '/sys/role/add',
      { roleName: '报表查询', roleCode: 'rp_viewer' },
      admin,
    );
    const roleId = role.body.result.id;
    await h.post(
      '/sys/permission/saveRolePermission',
      { roleId, permissionIds: 'm-system,m-system-user,m-system-user:system:user:list' },
      admin,
    );
    const rule = await h.post<{ id: string }>(
      '/sys/permission/addPermissionRule',
      {
        permissionId: 'm-system-user',
        ruleName: '女',
        ruleColumn: 'sex',
        ruleConditions: '=',
        ruleValue: '2',
      },
      admin,
    );
    expect(rule.body.success, rule.body.message).toBe(true);
    await h.post(
      '/sys/role/datarule',
      { permissionId: 'm-system-user', roleId, dataRuleIds: rule.body.result.id },
      admin,
    );
    const user = await h.post(
      '/sys/user/add',
      { username: 'rp1', realname: '报表员', password: 'Rp@2026abc', sex: 1, selectedroles: roleId },
      admin,
    );
    expect(user.body.success, user.body.message).toBe(true);
    const viewer = await login('rp1', 'Rp@2026abc');

    const seen = await users('pageSize=100', viewer);
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.records.every((u) => u.sex === '2')).toBe(true);
    expect(seen.records.map((u) => u.username)).not.toContain('rp1');
    const list = await h.get<Page<UserRecord>>('/sys/user/list?pageSize=100', viewer);
    expect(seen.total).toBe(list.body.result.total);
  });
});
