import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { startHarness, type Harness } from '../../testing/harness';

type Menu = { meta: { title: string }; children?: Menu[] };
type Perms = { menu: Menu[]; auth: { action: string }[] };
type Page<T> = { records: T[]; total: number };
type DeptRole = { id: string; departId: string; roleName: string; roleCode: string };

const titles = (menu: Menu[]): string[] => menu.flatMap((m) => [m.meta.title, ...titles(m.children ?? [])]);

/** Department roles (部门角色) on the seeded demo tenant: grants within the department's, holders, effect. */
describe('department roles (real PostgreSQL)', () => {
  let h: Harness;
  let admin = '';
  let buyer1 = '';
  let roleId = '';
  const ROLE_MENU = [
    'm-system',
    'm-system-role',
    'm-system-role:system:role:list',
    'm-system-role:system:role:add',
  ];

  const login = async (username: string, password: string) => {
    const r = await h.post<{ token: string }>('/sys/login', { username, password });
    expect(r.body.success, r.body.message).toBe(true);
    return r.body.result.token;
  };
  const menuOf = async (token: string) =>
    (await h.get<Perms>('/sys/permission/getUserPermissionByToken', token)).body.result;
  const assign = (userId: string, newRoleId: string, oldRoleId: string, token = admin) =>
    h.post('/sys/sysDepartRole/deptRoleUserAdd', { userId, newRoleId, oldRoleId }, token);
  const addRole = (body: object, token: string) =>
    h.post(
      '/sys/role/add',
      { roleName: '临时', roleCode: `tmp_${Math.random().toString(36).slice(2, 8)}`, ...body },
      token,
    );

  beforeAll(async () => {
    h = await startHarness();
    await seedDemoData(h.services.store());
    admin = await login('admin', 'Admin@2026');
    buyer1 = await login('buyer1', 'Buyer@2026');
    // 原材料采购部 is granted the role page with its list and add buttons (and nothing of user admin).
    const grant = await h.post(
      '/sys/permission/saveDepartPermission',
      { departId: 'dep-raw', permissionIds: ROLE_MENU.join(',') },
      admin,
    );
    expect(grant.body.success, grant.body.message).toBe(true);
  });
  afterAll(async () => h?.close());

  it('a department role is created in a department of the tenant and listed by department', async () => {
    const added = await h.post<{ id: string }>(
      '/sys/sysDepartRole/add',
      { departId: 'dep-raw', roleName: '角色维护', roleCode: 'raw_role_keeper', description: '维护角色' },
      admin,
    );
    expect(added.body.success, added.body.message).toBe(true);
    roleId = added.body.result.id;
    const dup = await h.post(
      '/sys/sysDepartRole/add',
      { departId: 'dep-raw', roleName: '重复', roleCode: 'raw_role_keeper' },
      admin,
    );
    expect(dup).toMatchObject({ status: 400, body: { message: '该部门下已存在此部门角色编码' } });
    const noDepart = await h.post(
      '/sys/sysDepartRole/add',
      { departId: 'nope', roleName: 'x', roleCode: 'x' },
      admin,
    );
    expect(noDepart).toMatchObject({ status: 404, body: { message: '部门不存在' } });

    const list = await h.get<Page<DeptRole>>('/sys/sysDepartRole/list?deptId=dep-raw', admin);
    expect(list.body.result.records).toEqual([
      expect.objectContaining({
        id: roleId,
        departId: 'dep-raw',
        roleName: '角色维护',
        roleCode: 'raw_role_keeper',
      }),
    ]);
    expect(
      (await h.get<Page<DeptRole>>('/sys/sysDepartRole/list?deptId=dep-finance', admin)).body.result.total,
    ).toBe(0);

    // An edit cannot move the role to another department.
    await h.put(
      '/sys/sysDepartRole/edit',
      { id: roleId, departId: 'dep-finance', roleName: '角色管理员' },
      admin,
    );
    const edited = (await h.get<DeptRole>(`/sys/sysDepartRole/queryById?id=${roleId}`, admin)).body.result;
    expect(edited).toMatchObject({ departId: 'dep-raw', roleName: '角色管理员' });
  });

  it("the grant dialog shows only the department's permissions; ids outside them are refused, nothing written", async () => {
    const tree = await h.get<{ ids: string[]; treeList: { key: string }[] }>(
      '/sys/sysDepartPermission/queryTreeListForDeptRole?departId=dep-raw',
      admin,
    );
    expect(tree.body.result.ids.sort()).toEqual([...ROLE_MENU].sort());
    expect(tree.body.result.treeList.map((n) => n.key)).toEqual(['m-system']);

    const outside = await h.post(
      '/sys/sysDepartPermission/saveDeptRolePermission',
      { roleId, permissionIds: 'm-system-role,m-system-user:system:user:add', lastpermissionIds: '' },
      admin,
    );
    expect(outside).toMatchObject({ status: 400, body: { message: '部门角色的权限不能超出部门的权限' } });
    const unknown = await h.post(
      '/sys/sysDepartPermission/saveDeptRolePermission',
      { roleId, permissionIds: 'no-such-permission' },
      admin,
    );
    expect(unknown.status).toBe(400);
    expect(
      (await h.get<string[]>(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`, admin)).body
        .result,
    ).toEqual([]);

    const saved = await h.post(
      '/sys/sysDepartPermission/saveDeptRolePermission',
      { roleId, permissionIds: ROLE_MENU.join(','), lastpermissionIds: '' },
      admin,
    );
    expect(saved.body.success, saved.body.message).toBe(true);
    expect(
      (
        await h.get<string[]>(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`, admin)
      ).body.result.sort(),
    ).toEqual([...ROLE_MENU].sort());
  });

  it('a user gains a button through a department role: the API allows it and the menu shows it; removal applies on the next request', async () => {
    expect((await addRole({}, buyer1)).status).toBe(403);
    expect(titles((await menuOf(buyer1)).menu)).not.toContain('角色管理');

    // Only users of the role's department may hold it.
    const outsider = await assign('auditor1', roleId, '');
    expect(outsider).toMatchObject({ status: 400, body: { message: '该用户不属于部门角色所在的部门' } });

    expect((await assign('buyer1', roleId, '')).body.success).toBe(true);
    expect(
      (
        await h.get<{ userId: string; droleId: string }[]>(
          '/sys/sysDepartRole/getDeptRoleByUserId?userId=buyer1&departId=dep-raw',
          admin,
        )
      ).body.result,
    ).toEqual([expect.objectContaining({ userId: 'buyer1', droleId: roleId })]);

    const added = await addRole({}, buyer1);
    expect(added.body.success, added.body.message).toBe(true);
    expect((await h.get('/sys/role/list', buyer1)).status).toBe(200);
    const menu = await menuOf(buyer1);
    expect(titles(menu.menu)).toEqual(expect.arrayContaining(['系统管理', '角色管理', '询价单']));
    expect(menu.auth.map((a) => a.action)).toEqual(
      expect.arrayContaining(['system:role:add', 'system:role:list']),
    );
    expect(menu.auth.map((a) => a.action)).not.toContain('system:role:delete');
    const mine = await h.get<{ ids: string[] }>('/sys/permission/queryTreeListForUsername', buyer1);
    expect(mine.body.result.ids).toContain('m-system-role:system:role:add');
    // buyer2 is in the department too but does not hold the role.
    const buyer2 = await login('buyer2', 'Buyer@2026');
    expect((await addRole({}, buyer2)).status).toBe(403);

    // The assignment is an audited change of the role's holders.
    const events = await h.tdb.db
      .selectFrom('events')
      .select(['type', 'data', 'metadata'])
      .where('stream_id', '=', `record-departRole.${roleId}`)
      .orderBy('stream_version')
      .execute();
    expect(events.at(-1)!.data).toMatchObject({ changes: { userIds: { from: [], to: ['buyer1'] } } });
    expect(events.at(-1)!.metadata.actor).toBe('admin');

    expect((await assign('buyer1', '', roleId)).body.success).toBe(true);
    expect((await addRole({}, buyer1)).status).toBe(403);
    expect(titles((await menuOf(buyer1)).menu)).not.toContain('角色管理');
  });

  it("narrowing the department's permissions narrows its roles at once (and the role's grant follows)", async () => {
    expect((await assign('buyer1', roleId, '')).body.success).toBe(true);
    expect((await addRole({}, buyer1)).body.success).toBe(true);
    const narrowed = await h.post(
      '/sys/permission/saveDepartPermission',
      { departId: 'dep-raw', permissionIds: ROLE_MENU.filter((p) => !p.endsWith(':add')).join(',') },
      admin,
    );
    expect(narrowed.body.success).toBe(true);
    expect((await addRole({}, buyer1)).status).toBe(403);
    expect((await h.get('/sys/role/list', buyer1)).status).toBe(200);
    expect(
      (await h.get<string[]>(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`, admin)).body
        .result,
    ).not.toContain('m-system-role:system:role:add');
  });

  it('a user who leaves the department leaves its roles; a department with roles cannot be deleted', async () => {
    expect((await h.get('/sys/role/list', buyer1)).status).toBe(200);
    const moved = await h.put('/sys/user/edit', { id: 'buyer1', selecteddeparts: 'dep-equipment' }, admin);
    expect(moved.body.success, moved.body.message).toBe(true);
    expect((await h.get('/sys/role/list', buyer1)).status).toBe(403);
    expect(
      (await h.get<unknown[]>('/sys/sysDepartRole/getDeptRoleByUserId?userId=buyer1&departId=dep-raw', admin))
        .body.result,
    ).toEqual([]);
    // Back in the department, the old role is not waiting for it.
    await h.put('/sys/user/edit', { id: 'buyer1', selecteddeparts: 'dep-raw' }, admin);
    expect((await h.get('/sys/role/list', buyer1)).status).toBe(403);

    const empty = await h.post<{ id: string }>(
      '/sys/sysDepart/add',
      { parentId: 'dep-purchasing', departName: '临时部门' },
      admin,
    );
    await h.post(
      '/sys/sysDepartRole/add',
      { departId: empty.body.result.id, roleName: '临时', roleCode: 'tmp' },
      admin,
    );
    const refused = await h.del(`/sys/sysDepart/delete?id=${empty.body.result.id}`, admin);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: '该部门下存在部门角色，请先删除部门角色' },
    });
  });

  it('without the departRole actions nothing is served; another tenant sees and changes nothing', async () => {
    expect((await h.get('/sys/sysDepartRole/list?deptId=dep-raw', buyer1)).status).toBe(403);
    expect((await assign('buyer1', roleId, '', buyer1)).status).toBe(403);

    const t2 = await h.userWith('t2-depart-admin', {
      tenantId: '2',
      actions: [
        'system:departRole:list',
        'system:departRole:add',
        'system:departRole:edit',
        'system:departRole:delete',
      ],
    });
    expect((await h.get<Page<DeptRole>>('/sys/sysDepartRole/list', t2.token)).body.result.total).toBe(0);
    expect((await h.get(`/sys/sysDepartRole/queryById?id=${roleId}`, t2.token)).status).toBe(404);
    expect(
      (await h.get(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`, t2.token)).status,
    ).toBe(404);
    expect(
      (await h.get('/sys/sysDepartPermission/queryTreeListForDeptRole?departId=dep-raw', t2.token)).status,
    ).toBe(404);
    expect(
      (
        await h.post(
          '/sys/sysDepartPermission/saveDeptRolePermission',
          { roleId, permissionIds: '' },
          t2.token,
        )
      ).status,
    ).toBe(404);
    expect((await assign('buyer1', roleId, '', t2.token)).status).toBe(404);
    expect((await assign('t2-depart-admin', roleId, '', t2.token)).status).toBe(400);
    expect(
      (
        await h.post(
          '/sys/sysDepartRole/add',
          { departId: 'dep-raw', roleName: 'x', roleCode: 'x' },
          t2.token,
        )
      ).status,
    ).toBe(404);
    expect((await h.del(`/sys/sysDepartRole/delete?id=${roleId}`, t2.token)).status).toBe(404);
    expect(
      (
        await h.get<unknown[]>(
          `/sys/sysDepartRole/getDeptRoleByUserId?userId=buyer1&departId=dep-raw`,
          t2.token,
        )
      ).body.result,
    ).toEqual([]);
  });

  it('deleting a department role ends what it granted', async () => {
    const buyer2 = await login('buyer2', 'Buyer@2026');
    expect((await assign('buyer2', roleId, '')).body.success).toBe(true);
    expect((await h.get('/sys/role/list', buyer2)).status).toBe(200);
    expect((await h.del(`/sys/sysDepartRole/deleteBatch?ids=${roleId}`, admin)).body.success).toBe(true);
    expect((await h.get('/sys/role/list', buyer2)).status).toBe(403);
    expect(
      await h.tdb.db.selectFrom('sys_depart_role_user').selectAll().where('drole_id', '=', roleId).execute(),
    ).toEqual([]);
  });
});
