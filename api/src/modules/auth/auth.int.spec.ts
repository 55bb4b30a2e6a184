import { hash } from '@node-rs/argon2';
import { createEventStore, system } from '@srm/events';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { seedDemoData } from '../../seed';
import { DEMO_USERS } from '../../seed-data';
import { Services } from '../../services';

type Envelope<T = unknown> = { success: boolean; message: string; code: number | string; result: T };
type LoginResult = { token: string; userInfo: { username: string; realname: string; isShow: number } };

describe('session: login, lockout, tokens, logout (real PostgreSQL)', () => {
  let tdb: TestDatabase;
  let built: App;
  let clock = new Date();
  let url: string;

  const post = async <T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const r = await built.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: body as object,
      headers,
    });
    return { status: r.statusCode, body: r.json<Envelope<T>>() };
  };
  const get = async <T = unknown>(path: string, headers: Record<string, string> = {}) => {
    const r = await built.app.inject({ method: 'GET', url: `/api${path}`, headers });
    return { status: r.statusCode, body: r.json<Envelope<T>>() };
  };
  const login = (username: string, password: string) =>
    post<LoginResult>('/sys/login', { username, password });

  beforeAll(async () => {
    tdb = await createTestDatabase('postgres');
    const services = new Services(
      { databaseKind: 'postgres', temporalAddress: 'none', version: 'test' },
      () => clock,
    );
    services.setDatabase(tdb);
    built = await buildApp({
      services,
      apiPrefix: '/api',
      logLevel: 'silent',
      authSecret: 'auth-test-secret-auth-test-secret-0123456',
    });
    await built.gateway.start();
    await seedDemoData(services.store(), [
      { username: 'admin', password: 'Admin@2026', realname: '系统管理员' },
    ]);
    await system.createUser(createEventStore(tdb), {
      id: 'tbuyer',
      tenantId: '2',
      username: 'tbuyer',
      realname: '采购员一',
      passwordHash: await hash('Buyer@2026'),
      supplierId: null,
      isShow: 1,
      roleIds: ['role-t2-buyer'],
    });
    // Tenant 2's own role: it may list users (of its own tenant only).
    await system.createRecord(createEventStore(tdb), 'role', {
      id: 'role-t2-buyer',
      tenantId: '2',
      values: {
        roleName: '租户二采购员',
        roleCode: 'buyer',
        permissionIds: ['m-system-user:system:user:list'],
      },
    });
    url = await built.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await built?.app.close();
    await tdb?.close();
  });

  it('logs the seeded admin in with a token and the user info the web client stores', async () => {
    const r = await login('admin', 'Admin@2026');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      code: 200,
      result: { userInfo: { username: 'admin', realname: '系统管理员', isShow: 1 } },
    });
    const me = await get('/user/info', { 'x-access-token': r.body.result.token });
    expect(me.body).toMatchObject({ success: true, result: { username: 'admin' } });
    // Seeding again changes nothing.
    await seedDemoData(createEventStore(tdb), [{ username: 'admin', password: 'Other@2026', realname: 'x' }]);
    expect((await login('admin', 'Admin@2026')).status).toBe(200);
  });

  it('gives one answer for a wrong password and an unknown user', async () => {
    for (const [u, p] of [
      ['admin', 'wrong-password'],
      ['nobody', 'Admin@2026'],
    ]) {
      const r = await login(u!, p!);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: '用户名或密码错误' });
    }
    const bad = await post('/sys/login', { username: '', password: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('请输入用户名');
  });

  it('locks an account for 10 minutes after 5 failed logins', async () => {
    for (let i = 0; i < 5; i++) expect((await login('tbuyer', 'nope')).status).toBe(400);
    const locked = await login('tbuyer', 'Buyer@2026');
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('密码错误次数过多，账号已锁定，请10分钟后再试');
    clock = new Date(clock.getTime() + 10 * 60 * 1000);
    expect((await login('tbuyer', 'Buyer@2026')).status).toBe(200);
    clock = new Date();
  });

  it('answers no token with 401 and a forged, expired or revoked one with the spec 500', async () => {
    expect(await get('/user/info')).toMatchObject({ status: 401, body: { message: '未授权，请重新登录' } });
    const forged = await get('/user/info', { 'x-access-token': 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(forged).toMatchObject({ status: 500, body: { message: 'Token失效，请重新登录' } });

    clock = new Date(Date.now() - 8 * 24 * 3600 * 1000); // logged in 8 days ago: past the 7-day lifetime
    const old = await login('admin', 'Admin@2026');
    clock = new Date();
    expect((await get('/user/info', { 'x-access-token': old.body.result.token })).status).toBe(500);

    const { token } = (await login('admin', 'Admin@2026')).body.result;
    expect((await post('/sys/logout', undefined, { 'x-access-token': token })).body.success).toBe(true);
    expect(await get('/user/info', { 'x-access-token': token })).toMatchObject({
      status: 500,
      body: { message: 'Token失效，请重新登录' },
    });
    // The unload beacon carries the token in its body.
    const second = (await login('admin', 'Admin@2026')).body.result.token;
    await post('/sys/logoutV2', { token: second });
    expect((await get('/user/info', { 'x-access-token': second })).status).toBe(500);
  });

  it('lets a user change its own password under the spec policy', async () => {
    const { token } = (await login('tbuyer', 'Buyer@2026')).body.result;
    const h = { 'x-access-token': token };
    const change = (body: Record<string, unknown>) => post('/sys/user/updatePassword', body, h);
    const base = { username: 'tbuyer', oldpassword: 'Buyer@2026' };
    expect(
      (await change({ ...base, password: 'weakpassword', confirmpassword: 'weakpassword' })).body.message,
    ).toBe('密码安全等级不够！');
    expect(
      (await change({ ...base, password: 'New@20261', confirmpassword: 'New@20262' })).body.message,
    ).toBe('两次输入的密码不一致！');
    expect(
      (await change({ ...base, oldpassword: 'wrong', password: 'New@20261', confirmpassword: 'New@20261' }))
        .body.message,
    ).toBe('旧密码输入错误');
    expect(
      (await change({ username: 'tbuyer', password: 'New@20261', confirmpassword: 'New@20261' })).body
        .message,
    ).toContain('请输入旧密码!');
    // Another user's name: refused.
    expect(
      (await change({ ...base, username: 'admin', password: 'New@20261', confirmpassword: 'New@20261' }))
        .status,
    ).toBe(403);
    expect((await login('tbuyer', 'Buyer@2026')).status).toBe(200); // nothing changed so far
    const done = await change({ ...base, password: 'New@20261', confirmpassword: 'New@20261' });
    expect(done.body).toMatchObject({ success: true, message: '密码修改成功！' });
    expect((await login('tbuyer', 'Buyer@2026')).status).toBe(400);
    expect((await login('tbuyer', 'New@20261')).status).toBe(200);
    expect(
      (await post('/sys/user/updatePassword', { ...base, password: 'x', confirmpassword: 'x' })).status,
    ).toBe(401);
  });

  it("lists only the caller's tenant, with the list contract", async () => {
    const admin = (await login('admin', 'Admin@2026')).body.result.token;
    const buyer = (await login('tbuyer', 'New@20261')).body.result.token;
    type UserPage = {
      records: Array<{ username: string }>;
      total: number;
      current: number;
      size: number;
      pages: number;
    };
    const asAdmin = await get<UserPage>('/sys/user/list?pageNo=1&pageSize=10', { 'x-access-token': admin });
    expect(asAdmin.body.result).toMatchObject({ total: DEMO_USERS.length, current: 1, size: 10, pages: 1 });
    expect(asAdmin.body.result.records.map((u) => u.username)).toContain('admin');
    expect(asAdmin.body.result.records.map((u) => u.username)).not.toContain('tbuyer');
    const asBuyer = await get<UserPage>('/sys/user/list?username=*buyer*', { 'x-access-token': buyer });
    expect(asBuyer.body.result.records.map((u) => u.username)).toEqual(['tbuyer']);
    const injected = await get(
      `/sys/user/list?superQueryParams=${encodeURIComponent('[{"field":"tenant_id","rule":"eq","val":"0"}]')}`,
      {
        'x-access-token': buyer,
      },
    );
    expect(injected.status).toBe(400);
    expect((await get('/sys/user/list')).status).toBe(401);
  });

  it('counts successful logins of the tenant for the dashboard, today and over the last 7 days', async () => {
    clock = new Date();
    const token = (await login('admin', 'Admin@2026')).body.result.token;
    const h = { 'x-access-token': token };
    type Info = { totalVisitCount: number; todayVisitCount: number; todayIp: number };
    type Day = { type: string; tian: string; visit: number; ip: number };
    const before = (await get<Info>('/sys/loginfo', h)).body.result;
    const daysBefore = (await get<Day[]>('/sys/visitInfo', h)).body.result;
    await login('admin', 'Admin@2026');
    await login('admin', 'wrong-password'); // failures are not visits
    await login('admin', 'Admin@2026');
    const after = (await get<Info>('/sys/loginfo', h)).body.result;
    expect(after.totalVisitCount).toBe(before.totalVisitCount + 2);
    expect(after.todayVisitCount).toBe(before.todayVisitCount + 2);
    expect(after.todayIp).toBeGreaterThanOrEqual(1);
    const days = (await get<Day[]>('/sys/visitInfo', h)).body.result;
    expect(days).toHaveLength(7);
    // The last entry is today in China Standard Time.
    expect(days[6]!.type).toBe(new Date(clock.getTime() + 8 * 3600_000).toISOString().slice(0, 10));
    expect(days[6]!.visit).toBe(daysBefore[6]!.visit + 2);
    expect(days[6]!.tian).toBe(days[6]!.type.slice(5));
    // Another tenant's dashboard does not see them.
    const buyer = (await login('tbuyer', 'New@20261')).body.result.token;
    const other = (await get<Info>('/sys/loginfo', { 'x-access-token': buyer })).body.result;
    expect(other.totalVisitCount).toBeLessThan(after.totalVisitCount);
    expect((await get('/sys/loginfo')).status).toBe(401);
  });

  it('checks a username and a whitelisted duplicate without a login', async () => {
    expect((await get('/sys/user/checkOnlyUser?username=admin')).body).toMatchObject({
      success: false,
      message: '用户账号已存在',
    });
    expect((await get('/sys/user/checkOnlyUser?username=newcomer')).body).toMatchObject({
      success: true,
      message: '该值可用！',
    });
    const dup = (q: string) => get(`/sys/duplicate/check?${q}`);
    expect((await dup('tableName=sys_user&fieldName=username&fieldVal=admin')).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    });
    // Editing the record itself is no duplicate.
    expect(
      (await dup('tableName=sys_user&fieldName=username&fieldVal=admin&dataId=admin')).body.success,
    ).toBe(true);
    for (const q of [
      'tableName=sys_user&fieldName=password_hash&fieldVal=x',
      'tableName=pg_user&fieldName=usename&fieldVal=postgres',
    ]) {
      const r = await dup(q);
      expect(r.status, q).toBe(400);
      expect(r.body.message).toBe('不支持的校验字段');
    }
  });

  it('puts a signed-in socket in its user rooms and refuses a revoked token', async () => {
    const { token } = (await login('tbuyer', 'New@20261')).body.result;
    const ok = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => ok.once('connect', resolve).once('connect_error', reject));
    const ack = await ok.emitWithAck('room.join', { room: 'tenant:2' });
    expect(ack).toEqual({ ok: true });
    ok.disconnect();
    await post('/sys/logout', undefined, { 'x-access-token': token });
    const revoked = io(url, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await expect(
      new Promise<void>((resolve, reject) => revoked.once('connect', resolve).once('connect_error', reject)),
    ).rejects.toThrow('未授权，请重新登录');
    revoked.disconnect();
  });
});
