import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import type { LoginMethods } from './login-methods.routes';

const secret = 'portal-sso-secret-portal-sso-secret-0123';

describe('what the login page may offer, and whether a page exists (real PostgreSQL)', () => {
  let off: Harness;
  let on: Harness;

  beforeAll(async () => {
    [off, on] = await Promise.all([
      startHarness(),
      startHarness({
        casUrl: 'https://cas.example.com/cas',
        ssoIssuers: [
          { name: 'portal', secret, loginUrl: 'https://portal.example.com/login', title: '集团门户登录' },
          { name: 'oa', secret, loginUrl: 'https://oa.example.com/sso' },
          { name: 'hidden', secret },
        ],
      }),
    ]);
  });
  afterAll(async () => Promise.all([off?.close(), on?.close()]));

  it('offers nothing more when nothing is configured', async () => {
    const r = await off.get<LoginMethods>('/sys/loginMethods');
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual({ cas: null, issuers: [] });
  });

  it("offers CAS's login page and the issuers a user can start at, never a secret", async () => {
    const r = await on.get<LoginMethods>('/sys/loginMethods');
    expect(r.body.result).toEqual({
      cas: { loginUrl: 'https://cas.example.com/cas/login' },
      issuers: [
        { name: 'portal', title: '集团门户登录', loginUrl: 'https://portal.example.com/login' },
        { name: 'oa', title: '使用oa登录', loginUrl: 'https://oa.example.com/sso' },
      ],
    });
    expect(JSON.stringify(r.body)).not.toContain(secret);
  });

  it('tells a signed-in user whether a menu has a path (403 rather than 404), nobody else', async () => {
    await on.services
      .db()
      .insertInto('sys_permission')
      .values({
        id: 'menu-users',
        tenant_id: '0',
        parent_id: null,
        name: '用户管理',
        url: '/isystem/user',
        component: 'system/UserList',
        component_name: null,
        redirect: null,
        menu_type: 1,
        perms: null,
        perms_type: '1',
        sort_no: 1,
        always_show: false,
        icon: null,
        is_route: true,
        keep_alive: false,
        hidden: false,
        internal_or_external: false,
        status: '1',
        description: null,
        created_by: null,
        updated_at: null,
        updated_by: null,
      })
      .execute();
    const { token } = await on.userWith('plain-user');
    const ask = (path: string, t?: string) =>
      on.get<{ exists: boolean }>(`/sys/permission/routeExists?path=${encodeURIComponent(path)}`, t);
    expect((await ask('/isystem/user', token)).body.result).toEqual({ exists: true });
    expect((await ask('/isystem/nothing', token)).body.result).toEqual({ exists: false });
    expect(await ask('/isystem/user')).toMatchObject({
      status: 401,
      body: { message: '未授权，请重新登录' },
    });
    expect(await ask('isystem', token)).toMatchObject({
      status: 400,
      body: { message: 'path: 路径格式不正确' },
    });
  });
});
