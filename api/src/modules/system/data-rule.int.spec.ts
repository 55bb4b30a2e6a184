import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { startHarness, type Harness } from '../../testing/harness';

type Page<T> = { records: T[]; total: number };
type UserRecord = { username: string; sex: number | null };
type Rule = { id: string; permissionId: string; ruleName: string; ruleColumn: string; status: string };

/** Data rules (数据权限规则) on the seeded demo tenant: defined per menu, granted per role, enforced on lists. */
describe('data rules (real PostgreSQL)', () => {
  let h: Harness;
  let admin = '';
  let hr = '';
  let roleId = '';
  let femaleRule = '';
  let selfRule = '';
  const USER_MENU = ['m-system', 'm-system-user', 'm-system-user:system:user:list'];

  const login = async (username: string, password: string) => {
    const r = await h.post<{ token: string }>('/sys/login', { username, password });
    expect(r.body.success, r.body.message).toBe(true);
    return r.body.result.token;
  };
  const users = async (token: string, query = 'pageSize=1000') =>
    (await h.get<Page<UserRecord>>(`/sys/user/list?${query}`, token)).body.result;
  const addRule = (body: object, token = admin) =>
    h.post<{ id: string }>(
      '/sys/permission/addPermissionRule',
      { permissionId: 'm-system-user', ruleName: '规则', ruleConditions: '=', ...body },
      token,
    );
  const grant = (dataRuleIds: string) =>
    h.post('/sys/role/datarule', { permissionId: 'm-system-user', roleId, dataRuleIds }, admin);
  async function exportedSexes(token: string): Promise<unknown[]> {
    const r = await h.app.inject({
      method: 'GET',
      url: '/api/sys/user/exportXls',
      headers: { 'x-access-token': token },
    });
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const sex = rows[0]!.indexOf('性别');
    return rows.slice(1).map((row) => row[sex]);
  }

  beforeAll(async () => {
    h = await startHarness();
    await seedDemoData(h.services.store());
    admin = await login('admin', 'Admin@2026');
    const role = await h.post<{ id: string }>(
      '/sys/role/add',
      { roleName: '人事查询', roleCode: 'hr_viewer' },
      admin,
    );
    roleId = role.body.result.id;
    const user = await h.post(
      '/sys/user/add',
      { username: 'hr1', realname: '人事专员', password: 'Hr@2026abc', sex: 1, selectedroles: roleId },
      admin,
    );
    expect(user.body.success, user.body.message).toBe(true);
    hr = await login('hr1', 'Hr@2026abc');
  });
  afterAll(async () => h?.close());

  it("a rule is saved only for a field of the menu's list, with a value of its type, never as SQL", async () => {
    const unknown = await addRule({ ruleColumn: 'password_hash', ruleValue: 'x' });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: '规则字段 password_hash 不是该菜单列表的字段' },
    });
    expect((await addRule({ ruleColumn: 'nosuch', ruleValue: 'x' })).status).toBe(400);
    const sqlRule = await addRule({ ruleColumn: 'sex', ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' });
    expect(sqlRule).toMatchObject({ status: 400, body: { message: '不支持自定义SQL规则' } });
    expect((await addRule({ ruleColumn: 'sex', ruleConditions: 'between', ruleValue: '1' })).status).toBe(
      400,
    );
    expect(await addRule({ ruleColumn: 'sex', ruleValue: 'abc' })).toMatchObject({
      status: 400,
      body: { message: 'sex: 不是有效的数字' },
    });
    const onButton = await addRule({
      permissionId: 'm-system-user:system:user:add',
      ruleColumn: 'sex',
      ruleValue: '2',
    });
    expect(onButton).toMatchObject({ status: 400, body: { message: '数据规则只能配置在菜单上' } });
    expect((await addRule({ ruleColumn: 'sex', ruleValue: '2' }, hr)).status).toBe(403);
    expect(await h.tdb.db.selectFrom('sys_permission_data_rule').select('id').execute()).toEqual([]);

    const female = await addRule({ ruleName: '仅女性', ruleColumn: 'sex', ruleValue: '2' });
    expect(female.body.success, female.body.message).toBe(true);
    femaleRule = female.body.result.id;
    const self = await addRule({ ruleName: '本人', ruleColumn: 'username', ruleValue: '#{sys_user_code}' });
    expect(self.body.success, self.body.message).toBe(true);
    selfRule = self.body.result.id;
    // A menu without a list takes any column (the rule has no effect there).
    expect(
      (await addRule({ permissionId: 'm-dashboard-analysis', ruleColumn: 'anything', ruleValue: '1' })).body
        .success,
    ).toBe(true);
    // An edit is checked against the list too.
    const badEdit = await h.put(
      '/sys/permission/editPermissionRule',
      { id: femaleRule, ruleColumn: 'salary' },
      admin,
    );
    expect(badEdit.status).toBe(400);

    const byMenu = await h.get<Rule[]>(
      '/sys/permission/getPermRuleListByPermId?permissionId=m-system-user',
      admin,
    );
    expect(byMenu.body.result.map((r) => r.ruleName)).toEqual(['仅女性', '本人']);
    const queried = await h.get<Rule[]>(
      `/sys/permission/queryPermissionRule?permissionId=m-system-user&ruleColumn=sex`,
      admin,
    );
    expect(queried.body.result).toEqual([
      expect.objectContaining({ id: femaleRule, ruleColumn: 'sex', status: '1' }),
    ]);
    expect(
      (
        await h.get<Rule[]>(
          `/sys/permission/queryPermissionRule?ruleName=${encodeURIComponent('*女*')}`,
          admin,
        )
      ).body.result,
    ).toHaveLength(1);
  });

  it('a role is granted rules of a menu it holds: { datarule, drChecked }', async () => {
    const early = await grant(femaleRule);
    expect(early).toMatchObject({ status: 400, body: { message: '请先保存角色菜单权限!' } });
    const menu = await h.post(
      '/sys/permission/saveRolePermission',
      { roleId, permissionIds: USER_MENU.join(',') },
      admin,
    );
    expect(menu.body.success).toBe(true);
    expect((await grant('no-such-rule')).status).toBe(400);

    const before = await h.get<{ datarule: Rule[]; drChecked: string }>(
      `/sys/role/datarule/m-system-user/${roleId}`,
      admin,
    );
    expect(before.body.result.datarule.map((r) => r.id)).toEqual([femaleRule, selfRule]);
    expect(before.body.result.drChecked).toBe('');
    expect((await grant(femaleRule)).body.success).toBe(true);
    expect(
      (await h.get<{ drChecked: string }>(`/sys/role/datarule/m-system-user/${roleId}`, admin)).body.result
        .drChecked,
    ).toBe(femaleRule);
  });

  it('a user of the role lists and exports only the rows its rules allow; others are not limited', async () => {
    const all = await users(admin);
    const women = all.records.filter((u) => u.sex === 2);
    expect(women.length).toBeGreaterThanOrEqual(3);
    expect(all.total).toBeGreaterThan(women.length);

    const seen = await users(hr);
    expect(seen.total).toBe(women.length);
    expect(seen.records.map((u) => u.username).sort()).toEqual(women.map((u) => u.username).sort());
    // Filters narrow further, never widen.
    expect((await users(hr, 'username=buyer1')).total).toBe(0);
    expect((await users(hr, 'sex=1')).total).toBe(0);
    const wide = encodeURIComponent(JSON.stringify([{ field: 'sex', rule: 'eq', val: '1' }]));
    expect((await users(hr, `superQueryParams=${wide}&superQueryMatchType=or`)).total).toBe(0);
    const page = await users(hr, 'pageSize=2');
    expect([page.records.length, page.total]).toEqual([2, women.length]);

    const sexes = await exportedSexes(hr);
    expect(sexes).toHaveLength(women.length);
    expect(new Set(sexes)).toEqual(new Set(['女']));
    expect(await exportedSexes(admin)).toHaveLength(all.total);
  });

  it("rules combine (all must hold), variables take the caller's values, a switched-off rule stops applying", async () => {
    // Both: women AND username = the caller (hr1 is a man): nothing.
    expect((await grant(`${femaleRule},${selfRule}`)).body.success).toBe(true);
    expect((await users(hr)).total).toBe(0);
    // Only the caller itself.
    expect((await grant(selfRule)).body.success).toBe(true);
    expect((await users(hr)).records.map((u) => u.username)).toEqual(['hr1']);
    // Switched off: the whole list.
    const off = await h.put('/sys/permission/editPermissionRule', { id: selfRule, status: '0' }, admin);
    expect(off.body.success, off.body.message).toBe(true);
    expect((await users(hr)).total).toBe((await users(admin)).total);
    await h.put('/sys/permission/editPermissionRule', { id: selfRule, status: '1' }, admin);
    expect((await users(hr)).total).toBe(1);
    // The role loses the menu: its rules stop counting with it (and so does the list).
    await h.post('/sys/permission/saveRolePermission', { roleId, permissionIds: '' }, admin);
    expect((await h.get('/sys/user/list', hr)).status).toBe(403);
    await h.post('/sys/permission/saveRolePermission', { roleId, permissionIds: USER_MENU.join(',') }, admin);
    expect((await users(hr)).total).toBe(1);
  });

  it('a stored rule that no longer fits the list refuses the list rather than show what it hid', async () => {
    // A fixture as an older release might have left it: a column the list does not have.
    await h.tdb.db
      .insertInto('sys_permission_data_rule')
      .values({
        id: 'stale-rule',
        tenant_id: '0',
        permission_id: 'm-system-user',
        rule_name: '旧规则',
        rule_column: 'password_hash',
        rule_conditions: '=',
        rule_value: 'x',
        status: '1',
        created_by: null,
        updated_at: null,
        updated_by: null,
      })
      .execute();
    await h.tdb.db
      .insertInto('sys_role_data_rule')
      .values({ role_id: roleId, data_rule_id: 'stale-rule' })
      .execute();
    const r = await h.get<Page<UserRecord>>('/sys/user/list', hr);
    expect(r).toMatchObject({ status: 409, body: { message: '数据权限规则配置有误，请联系管理员' } });
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/api/sys/user/exportXls',
          headers: { 'x-access-token': hr },
        })
      ).statusCode,
    ).toBe(409);
    expect((await users(admin)).total).toBeGreaterThan(1);
    await h.tdb.db.deleteFrom('sys_role_data_rule').where('data_rule_id', '=', 'stale-rule').execute();
    await h.tdb.db.deleteFrom('sys_permission_data_rule').where('id', '=', 'stale-rule').execute();
  });

  it('a deleted rule is withdrawn from the roles granted it; another tenant cannot touch the grants', async () => {
    expect((await h.del(`/sys/permission/deletePermissionRule?id=${selfRule}`, admin)).body.success).toBe(
      true,
    );
    expect(
      (await h.get<{ drChecked: string }>(`/sys/role/datarule/m-system-user/${roleId}`, admin)).body.result
        .drChecked,
    ).toBe('');
    expect((await users(hr)).total).toBe((await users(admin)).total);
    const events = await h.tdb.db
      .selectFrom('events')
      .select(['data'])
      .where('stream_id', '=', `record-role.${roleId}`)
      .orderBy('stream_version', 'desc')
      .limit(1)
      .execute();
    expect(events[0]!.data).toMatchObject({ changes: { dataRuleIds: { from: [selfRule], to: [] } } });
    expect((await h.del(`/sys/permission/deletePermissionRule?id=${selfRule}`, admin)).status).toBe(404);

    const t2 = await h.userWith('t2-role-admin', {
      tenantId: '2',
      actions: ['system:role:list', 'system:role:authorize'],
    });
    expect((await h.get(`/sys/role/datarule/m-system-user/${roleId}`, t2.token)).status).toBe(404);
    const foreign = await h.post(
      '/sys/role/datarule',
      { permissionId: 'm-system-user', roleId, dataRuleIds: femaleRule },
      t2.token,
    );
    expect(foreign.status).toBe(404);
  });
});
