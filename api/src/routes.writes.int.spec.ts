import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { seedDemoData } from './seed';
import { Services } from './services';

type Who = 'anonymous' | 'supplier' | 'auditor';

/**
 * The writes each caller may make, with the reason; anything else that writes is an anonymous or
 * unauthorised write ([SEC1] 5). Keys are `METHOD /api/path` as registered.
 */
/** Public writes: anyone, signed in or not. */
const PUBLIC: Record<string, string> = {
  'POST /api/sys/login': 'the login itself (a failed attempt is recorded for the lock)',
  'POST /api/sys/onlineLogin': 'the password login under another name',
  'POST /api/sys/phoneLogin': 'phone login (a wrong code counts towards the lock)',
  'POST /api/account/sms': 'sends a login/registration code (stored hashed, counted for the limits)',
  'POST /api/auth/register': "a supplier's self-registration (spec: public)",
  'POST /api/sys/user/register': "the same registration under JeecgBoot's path",
  'POST /api/sys/ssoLogin': 'one-time SSO token login',
  'POST /api/portal/planCollectInfo': "the portal's public 信息征集 form",
};
/** Writes any signed-in user may make about itself (without a token they answer success and do nothing). */
const SELF_SERVICE: Record<string, string> = {
  'POST /api/sys/logout': 'ends its own session',
  'POST /api/sys/logoutV2': 'ends its own session (beacon)',
  'PUT /api/sys/sysAnnouncementSend/readAll': 'marks its own announcements read',
  'POST /api/sys/sysAnnouncementSend/readAll': 'marks its own announcements read',
};
/** Writes of a role's own. */
const ROLE_WRITES: Record<Who, Record<string, string>> = {
  anonymous: {},
  supplier: {
    'POST /api/sys/user/add':
      "a supplier manages its own company's sub-accounts (always of its own supplier)",
    'POST /api/sys/user/addSupplierUser': 'the same: a sub-account of its own company',
  },
  auditor: {},
};

/**
 * Every POST/PUT/DELETE route, from the route list, called without a token, as a supplier's user
 * (sup_kaolin) and as the read-only auditor (auditor1): nothing is written (the event log does not
 * move) unless that caller is allowed to write it.
 */
describe('no anonymous or unauthorised writes, on every command route (real PostgreSQL)', () => {
  let tdb: TestDatabase;
  let built: App;
  let services: Services;
  const routes: Array<{ method: string; url: string }> = [];
  const tokens: Partial<Record<Who, string>> = {};

  /** Rows of the event log (every change is an event). */
  const eventCount = async () =>
    Number(
      (
        await services
          .db()
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const login = async (username: string, password: string) => {
    const r = await built.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: { username, password },
    });
    return r.json<{ result: { token: string } }>().result.token;
  };

  beforeAll(async () => {
    tdb = await createTestDatabase('postgres');
    services = new Services({ databaseKind: 'postgres', temporalAddress: 'none', version: 'test' });
    services.setDatabase(tdb);
    built = await buildApp({
      services,
      apiPrefix: '/api',
      logLevel: 'silent',
      authSecret: 'writes-secret-writes-secret-writes-secret-01',
      onRoute: (r) => routes.push(r),
    });
    await built.gateway.start();
    await seedDemoData(services.store(), [
      { username: 'admin', password: 'Admin@2026', realname: '系统管理员' },
    ]);
  });
  afterAll(async () => {
    await built?.app.close();
    await tdb?.close();
  });

  /** Bodies a client might send: none, and one with the fields command routes commonly take. */
  const BODIES: unknown[] = [
    {},
    {
      id: 'S001',
      ids: 'S001',
      titile: '越权公告',
      msgContent: '<p>x</p>',
      username: 'walker_user',
      realname: '越权',
      password: 'Walker@2026x',
      confirmPassword: 'Walker@2026x',
      roleName: '越权角色',
      roleCode: 'walker_role',
      departName: '越权部门',
      dictName: '越权字典',
      dictCode: 'walker_dict',
      name: '越权',
      code: 'walker_code',
      delayMs: 0,
      anntId: 'x',
    },
  ];

  it.each<Who>(['anonymous', 'supplier', 'auditor'])(
    'as %s: writes only what that caller may write',
    async (who) => {
      if (who === 'supplier') tokens.supplier ??= await login('sup_kaolin', 'Supplier@2026');
      if (who === 'auditor') tokens.auditor ??= await login('auditor1', 'Auditor@2026');
      const writes = routes.filter(
        (r) => r.url.startsWith('/api/') && ['POST', 'PUT', 'DELETE', 'PATCH'].includes(r.method),
      );
      expect(writes.length).toBeGreaterThan(30);
      const unexpected: string[] = [];
      for (const route of writes) {
        const name = `${route.method} ${route.url}`;
        if (Object.hasOwn(PUBLIC, name) || Object.hasOwn(ROLE_WRITES[who], name)) continue;
        const selfService = Object.hasOwn(SELF_SERVICE, name);
        if (selfService && who !== 'anonymous') continue;
        for (const body of BODIES) {
          const before = await eventCount();
          const url = route.url.replace(/:(\w+)/g, () => 'S001').replace(/\*$/, 'x') + '?id=S001&ids=S001';
          const r = await built.app.inject({
            method: route.method as 'POST' | 'PUT' | 'DELETE',
            url,
            headers: {
              'content-type': 'application/json',
              ...(tokens[who as 'supplier'] ? { 'x-access-token': tokens[who as 'supplier']! } : {}),
            },
            payload: JSON.stringify(body),
          });
          const after = await eventCount();
          if (after !== before) unexpected.push(`${name} -> ${r.statusCode} wrote`);
          if (who === 'anonymous' && !selfService && r.statusCode < 300)
            unexpected.push(`${name} -> ${r.statusCode} answered`);
        }
      }
      expect(unexpected).toEqual([]);
    },
    180_000,
  );

  it('POST /platform/self-checks: anonymous 401, supplier and auditor 403', async () => {
    const start = (token?: string) =>
      built.app.inject({
        method: 'POST',
        url: '/api/platform/self-checks',
        headers: { 'idempotency-key': crypto.randomUUID(), ...(token ? { 'x-access-token': token } : {}) },
        payload: { delayMs: 0 },
      });
    expect((await start()).statusCode).toBe(401);
    tokens.supplier ??= await login('sup_kaolin', 'Supplier@2026');
    tokens.auditor ??= await login('auditor1', 'Auditor@2026');
    expect((await start(tokens.supplier)).statusCode).toBe(403);
    expect((await start(tokens.auditor)).statusCode).toBe(403);
  });
});
