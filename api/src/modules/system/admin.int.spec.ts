import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { startHarness, type Harness } from '../../testing/harness';

type Login = { token: string; userInfo: { username: string } };
type Menu = { name: string; path: string; meta: { title: string }; children?: Menu[] };
type Perms = { menu: Menu[]; auth: { action: string }[]; allAuth: { action: string; status: string }[] };
type Page<T> = { records: T[]; total: number };

const titles = (menu: Menu[]): string[] => menu.flatMap((m) => [m.meta.title, ...titles(m.children ?? [])]);

describe('system administration on the seeded demo tenant (real PostgreSQL)', () => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  const login = async (username: string, password: string) => {
    const r = await h.post<Login>('/sys/login', { username, password });
    expect(r.body.success, `${username}: ${r.body.message}`).toBe(true);
    return r.body.result.token;
  };

  beforeAll(async () => {
    h = await startHarness();
    await seedDemoData(h.services.store());
    tokens.admin = await login('admin', 'Admin@2026');
    tokens.buyer1 = await login('buyer1', 'Buyer@2026');
    tokens.buyer2 = await login('buyer2', 'Buyer@2026');
    tokens.auditor1 = await login('auditor1', 'Auditor@2026');
    tokens.kaolin = await login('sup_kaolin', 'Supplier@2026');
  });
  afterAll(async () => h?.close());

  it('the login answer carries every dictionary for the client cache (sysAllDictItems)', async () => {
    const r = await h.post<{ sysAllDictItems: Record<string, { value: string; text: string }[]> }>(
      '/sys/login',
      {
        username: 'buyer1',
        password: 'Buyer@2026',
      },
    );
    expect(r.body.result.sysAllDictItems.priority!.map((i) => `${i.value}:${i.text}`)).toEqual([
      'L:一般',
      'M:重要',
      'H:紧急',
    ]);
    expect(r.body.result.sysAllDictItems.sex!.map((i) => i.text)).toEqual(['男', '女']);
  });

  it('several logins of one account at the same moment all succeed (a shared account, several tabs)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        h.post('/sys/login', { username: 'approver1', password: 'Approver@2026' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(24).fill(200));
  });

  it('seeding again writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await h.tdb.db
            .selectFrom('events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDemoData(h.services.store());
    expect(await count()).toBe(before);
  });

  it('the seeded announcements reach their audience: everyone gets the two for all, buyer1 also its own', async () => {
    type ByUser = { anntMsgTotal: number; sysMsgTotal: number };
    const buyer = (await h.get<ByUser>('/sys/annountCement/listByUser', tokens.buyer1)).body.result;
    expect([buyer.sysMsgTotal, buyer.anntMsgTotal]).toEqual([1, 2]);
    const supplier = (await h.get<ByUser>('/sys/annountCement/listByUser', tokens.kaolin)).body.result;
    expect([supplier.sysMsgTotal, supplier.anntMsgTotal]).toEqual([1, 1]);
  });

  it('the menu follows the roles: admin sees 系统管理 and every button; a buyer sees sourcing, not admin', async () => {
    const admin = (await h.get<Perms>('/sys/permission/getUserPermissionByToken', tokens.admin)).body.result;
    expect(titles(admin.menu)).toEqual(expect.arrayContaining(['系统管理', '用户管理', '寻源管理']));
    expect(admin.auth.map((a) => a.action)).toContain('system:user:add');
    const system = admin.menu.find((m) => m.meta.title === '系统管理')!;
    expect(system.children!.find((c) => c.meta.title === '用户管理')!.path).toBe('/isystem/user');

    const buyer = (await h.get<Perms>('/sys/permission/getUserPermissionByToken', tokens.buyer1)).body.result;
    expect(titles(buyer.menu)).toContain('询价单');
    expect(titles(buyer.menu)).not.toContain('系统管理');
    expect(buyer.auth.map((a) => a.action)).not.toContain('system:user:add');
    expect(buyer.allAuth.map((a) => a.action)).toContain('system:user:add');

    const supplier = (await h.get<Perms>('/sys/permission/getUserPermissionByToken', tokens.kaolin)).body
      .result;
    expect(titles(supplier.menu)).toEqual(expect.arrayContaining(['竞价大厅', '我的订单']));
    expect(titles(supplier.menu)).not.toContain('寻源管理');
  });

  it('a hidden button is not the only guard: the API refuses the action to a user without it', async () => {
    const r = await h.get('/sys/user/list', tokens.buyer1);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('拒绝访问');
    const add = await h.post('/sys/role/add', { roleName: 'x', roleCode: 'x' }, tokens.auditor1);
    expect(add.status).toBe(403);
    expect((await h.get<Page<unknown>>('/sys/role/list', tokens.auditor1)).status).toBe(200);
  });

  it('roles: add, edit (an audit event with the diff and the actor), grant menus, duplicate code, delete', async () => {
    const added = await h.post<{ id: string }>(
      '/sys/role/add',
      { roleName: '仓库管理员', roleCode: 'warehouse' },
      tokens.admin,
    );
    expect(added.body.success).toBe(true);
    const id = added.body.result.id;
    const dup = await h.post('/sys/role/add', { roleName: '重复', roleCode: 'warehouse' }, tokens.admin);
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('角色编码已存在');

    expect((await h.put('/sys/role/edit', { id, roleName: '仓储主管' }, tokens.admin)).body.success).toBe(
      true,
    );
    const events = await h.tdb.db
      .selectFrom('events')
      .select(['type', 'data', 'metadata'])
      .where('stream_id', '=', `record-role.${id}`)
      .orderBy('stream_version')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['RecordCreated', 'RecordUpdated']);
    expect((events[1]!.data as { changes: unknown }).changes).toEqual({
      roleName: { from: '仓库管理员', to: '仓储主管' },
    });
    expect(events[1]!.metadata.actor).toBe('admin');

    const grant = await h.post(
      '/sys/permission/saveRolePermission',
      { roleId: id, permissionIds: 'm-order,m-order-receipt' },
      tokens.admin,
    );
    expect(grant.body.success).toBe(true);
    expect(
      (
        await h.get<string[]>(`/sys/permission/queryRolePermission?roleId=${id}`, tokens.admin)
      ).body.result.sort(),
    ).toEqual(['m-order', 'm-order-receipt']);
    const bad = await h.post(
      '/sys/permission/saveRolePermission',
      { roleId: id, permissionIds: 'no-such-menu' },
      tokens.admin,
    );
    expect(bad.status).toBe(400);

    const inUse = await h.del('/sys/role/delete?id=role-buyer', tokens.admin);
    expect(inUse.status).toBe(409);
    expect((await h.del(`/sys/role/delete?id=${id}`, tokens.admin)).body.success).toBe(true);
    expect((await h.get(`/sys/role/queryById?id=${id}`, tokens.admin)).status).toBe(404);
  });

  it('the list contract refuses an unknown super-query field and runs nothing', async () => {
    const params = encodeURIComponent(
      JSON.stringify([{ field: "role_code'; drop table sys_role; --", rule: 'eq', val: 'x' }]),
    );
    const r = await h.get(`/sys/role/list?superQueryParams=${params}`, tokens.admin);
    expect(r.status).toBe(400);
    expect(
      (await h.get<Page<unknown>>('/sys/role/list', tokens.admin)).body.result.total,
    ).toBeGreaterThanOrEqual(5);
  });

  it('departments: a tree, the next org code under a parent, no deleting a parent or a department with users', async () => {
    const tree = (
      await h.get<{ title: string; children?: { title: string; orgCode: string }[] }[]>(
        '/sys/sysDepart/queryTreeList',
        tokens.admin,
      )
    ).body.result;
    expect(tree.map((n) => n.title)).toEqual(['华东玻纤集团']);
    expect(tree[0]!.children!.map((c) => c.title)).toContain('采购中心');

    const added = await h.post<{ id: string; orgCode: string }>(
      '/sys/sysDepart/add',
      { parentId: 'dep-purchasing', departName: '辅料采购部' },
      tokens.admin,
    );
    expect(added.body.result.orgCode).toBe('A01A01A03');
    expect((await h.del('/sys/sysDepart/delete?id=dep-purchasing', tokens.admin)).status).toBe(409);
    expect((await h.del('/sys/sysDepart/delete?id=dep-audit', tokens.admin)).status).toBe(409);
    expect((await h.del(`/sys/sysDepart/delete?id=${added.body.result.id}`, tokens.admin)).body.success).toBe(
      true,
    );
    const found = await h.get<unknown[]>(
      `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('设备')}`,
      tokens.buyer1,
    );
    expect(found.body.result).toHaveLength(1);
  });

  it("the user form reads a user's department ids; a user without the action is refused", async () => {
    const r = await h.get<{ value: string; title: string }[]>(
      '/sys/user/userDepartList?userId=buyer2',
      tokens.admin,
    );
    expect(r.body.result.map((d) => d.value).sort()).toEqual(['dep-equipment', 'dep-raw']);
    expect((await h.get('/sys/user/userDepartList?userId=buyer2', tokens.buyer1)).status).toBe(403);
  });

  it('a user in two departments switches the current one; one not in it cannot', async () => {
    const mine = await h.get<{ list: { orgCode: string }[]; orgCode: string }>(
      '/sys/user/getCurrentUserDeparts',
      tokens.buyer2,
    );
    expect(mine.body.result.list.map((d) => d.orgCode).sort()).toEqual(['A01A01A01', 'A01A01A02']);
    const switched = await h.post<{ userInfo: { orgCode: string } }>(
      '/sys/selectDepart',
      { orgCode: 'A01A01A02', username: 'buyer2' },
      tokens.buyer2,
    );
    expect(switched.body.result.userInfo.orgCode).toBe('A01A01A02');
    expect((await h.post('/sys/selectDepart', { orgCode: 'A01A04' }, tokens.buyer2)).status).toBe(400);
  });

  it('users: the password policy on add, freezing locks out login and the live token, an admin reset', async () => {
    const weak = await h.post(
      '/sys/user/add',
      { username: 'weak', realname: '弱', password: 'abc12345' },
      tokens.admin,
    );
    expect(weak.body.message).toBe('密码安全等级不够！');
    const add = await h.post<{ id: string }>(
      '/sys/user/add',
      {
        username: 'clerk1',
        realname: '文员',
        password: 'Clerk@2026',
        selectedroles: 'role-buyer',
        selecteddeparts: 'dep-raw',
        phone: '13811112222',
      },
      tokens.admin,
    );
    expect(add.body.success).toBe(true);
    const id = add.body.result.id;
    const clerk = await login('clerk1', 'Clerk@2026');
    expect((await h.get<string[]>(`/sys/user/queryUserRole?userid=${id}`, tokens.admin)).body.result).toEqual(
      ['role-buyer'],
    );

    expect((await h.put('/sys/user/frozenBatch', { ids: id, status: 2 }, tokens.admin)).body.success).toBe(
      true,
    );
    const frozen = await h.post('/sys/login', { username: 'clerk1', password: 'Clerk@2026' });
    expect(frozen.body.message).toBe('该用户已冻结');
    expect((await h.get('/sys/permission/getUserPermissionByToken', clerk)).body.message).toBe(
      'Token失效，请重新登录',
    );
    await h.put('/sys/user/frozenBatch', { ids: id, status: 1 }, tokens.admin);

    const mismatch = await h.put(
      '/sys/user/changePassword',
      { username: 'clerk1', password: 'Reset@2026x', confirmpassword: 'Reset@2026y' },
      tokens.admin,
    );
    expect(mismatch.body.message).toBe('两次输入的密码不一致！');
    expect(
      (
        await h.put(
          '/sys/user/changePassword',
          { username: 'clerk1', password: 'Reset@2026x', confirmpassword: 'Reset@2026x' },
          tokens.admin,
        )
      ).body.success,
    ).toBe(true);
    await login('clerk1', 'Reset@2026x');
    expect((await h.del(`/sys/user/delete?id=admin`, tokens.admin)).status).toBe(409);
    expect((await h.del(`/sys/user/delete?id=${id}`, tokens.admin)).body.success).toBe(true);
    expect((await h.post('/sys/login', { username: 'clerk1', password: 'Reset@2026x' })).body.success).toBe(
      false,
    );
  });

  it("a supplier's user sees and manages only its own company's accounts, and cannot hand out staff roles", async () => {
    const list = await h.get<Page<{ username: string; supplierId: string }>>(
      '/sys/user/list?pageSize=100',
      tokens.kaolin,
    );
    expect(list.body.result.records.map((u) => u.username)).toEqual(['sup_kaolin']);
    const other = await h.put(
      '/sys/user/editSupplierUser',
      { id: 'sup_chem', realname: '改名' },
      tokens.kaolin,
    );
    expect(other.status).toBe(404);
    expect((await h.get('/sys/user/queryById?id=sup_chem', tokens.kaolin)).status).toBe(404);
    const escalate = await h.post(
      '/sys/user/addSupplierUser',
      { username: 'kaolin2', realname: '子账号', password: 'Kaolin@2026', selectedroles: 'role-admin' },
      tokens.kaolin,
    );
    expect(escalate.status).toBe(403);
    const sub = await h.post(
      '/sys/user/addSupplierUser',
      {
        username: 'kaolin2',
        realname: '子账号',
        password: 'Kaolin@2026',
        selectedroles: 'role-supplier',
        supplierId: 'S002',
      },
      tokens.kaolin,
    );
    expect(sub.body.success).toBe(true);
    const row = await h.tdb.db
      .selectFrom('sys_user')
      .select('supplier_id')
      .where('username', '=', 'kaolin2')
      .executeTakeFirstOrThrow();
    expect(row.supplier_id).toBe('S001');
  });

  it('another tenant sees nothing of the demo tenant', async () => {
    const t2 = await h.userWith('tenant2-admin', {
      tenantId: '2',
      actions: ['system:user:list', 'system:role:list', 'system:depart:list'],
    });
    expect(
      (await h.get<Page<{ username: string }>>('/sys/user/list', t2.token)).body.result.records.map(
        (u) => u.username,
      ),
    ).toEqual(['tenant2-admin']);
    expect(
      (await h.get<{ roleCode: string }[]>('/sys/role/queryall', t2.token)).body.result.map(
        (r) => r.roleCode,
      ),
    ).not.toContain('admin');
    expect((await h.get<unknown[]>('/sys/sysDepart/queryTreeList', t2.token)).body.result).toEqual([]);
    expect((await h.get('/sys/role/queryById?id=role-admin', t2.token)).status).toBe(404);
    expect((await h.put('/sys/role/edit', { id: 'role-admin', roleName: '接管' }, t2.token)).status).toBe(
      403,
    );
    expect((await h.get(`/sys/user/queryUserByDepId?id=dep-raw`, t2.token)).body.result).toEqual([]);
  });
});
