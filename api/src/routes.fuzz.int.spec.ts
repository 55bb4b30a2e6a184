import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { seedDemoData } from './seed';
import { Services } from './services';

/** Super-query rules naming what every object inherits, as fields and as rules. */
const HOSTILE_SUPER_QUERIES = ['toString', 'constructor', 'valueOf', '__proto__'].flatMap((name) => [
  encodeURIComponent(JSON.stringify([{ field: name, rule: 'eq', val: '1' }])),
  encodeURIComponent(JSON.stringify([{ field: 'createTime', rule: name, val: '1' }])),
  encodeURIComponent(JSON.stringify([{ field: 'username', rule: name, val: '1' }])),
]);
/** Query strings of [SEC1] 9: each answered 500 ("syntax error at or near undefined") before. */
const HOSTILE_QUERIES = [
  'column=constructor&order=asc',
  'column=__proto__',
  'constructor_begin=1',
  'toString_end=1',
  'valueOf=1',
  'pageNo=1e300',
  'pageSize=1e300',
  'pageNo=9007199254740993',
  'createTime_begin=1e300',
  'createTime_begin=+275760-09-13',
  ...HOSTILE_SUPER_QUERIES.map((q) => `superQueryParams=${q}`),
];

/**
 * Every route, random and malformed input: never a 500 (but the spec's Token失效 answer to a bad
 * token), always the envelope, and an answer of 400 or more writes nothing.
 */
describe('routes under random and malformed input (real PostgreSQL)', () => {
  let tdb: TestDatabase;
  let built: App;
  let services: Services;
  const routes: Array<{ method: string; url: string }> = [];
  let token = '';

  beforeAll(async () => {
    tdb = await createTestDatabase('postgres');
    // No Temporal: a request that would start a workflow answers 503 before it writes anything.
    services = new Services({ databaseKind: 'postgres', temporalAddress: 'none', version: 'test' });
    services.setDatabase(tdb);
    built = await buildApp({
      services,
      apiPrefix: '/api',
      logLevel: 'silent',
      authSecret: 'fuzz-secret-fuzz-secret-fuzz-secret-0123',
      onRoute: (r) => routes.push(r),
    });
    await built.gateway.start();
    await seedDemoData(services.store(), [
      { username: 'admin', password: 'Admin@2026', realname: '系统管理员' },
    ]);
    await signIn();
  });
  async function signIn() {
    const r = await built.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: 'admin', password: 'Admin@2026' },
    });
    token = r.json<{ result: { token: string } }>().result.token;
  }
  afterAll(async () => {
    await built?.app.close();
    await tdb?.close();
  });

  it('answers every route with the envelope, no 500, and writes nothing when it refuses', async () => {
    const apiRoutes = routes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    expect(apiRoutes.length).toBeGreaterThanOrEqual(10);
    const body = fc.oneof(
      fc.jsonValue(),
      fc.string(),
      fc.dictionary(
        fc.constantFrom('username', 'password', 'delayMs', 'token', 'oldpassword', 'confirmpassword', 'x'),
        fc.jsonValue(),
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom(
        'pageNo',
        'pageSize',
        'column',
        'order',
        'username',
        'superQueryParams',
        'tableName',
        'fieldName',
        'fieldVal',
        'token',
        'id',
        // Names every plain object inherits ([SEC1] 9): never a field of a whitelist.
        'constructor',
        'constructor_begin',
        'toString_end',
        '__proto__',
      ),
      fc.oneof(
        fc.string(),
        fc.constant('%'),
        fc.constant('*'),
        fc.constant("' or 1=1 --"),
        fc.constantFrom('constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty'),
        fc.constantFrom('1e300', '-1e300', '9007199254740993', 'Infinity', '1e15', '>=1e300'),
        fc.constantFrom(...HOSTILE_SUPER_QUERIES),
      ),
    );
    const auth = fc.constantFrom<'none' | 'valid' | 'bad'>('none', 'valid', 'bad');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...apiRoutes), body, query, auth, async (route, payload, q, who) => {
        const before = await services.store().head();
        const url =
          route.url.replace(/:(\w+)/g, () => 'not-a-uuid') +
          '?' +
          new URLSearchParams(q as Record<string, string>).toString();
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (who === 'valid') headers['x-access-token'] = token;
        if (who === 'bad') headers['x-access-token'] = 'eyJhbGciOiJIUzI1NiJ9.e30.forged';
        const r = await built.app.inject({
          method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
          url,
          headers,
          ...(route.method === 'GET'
            ? {}
            : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
        });
        // A file answer (an export, a download) is the one success that is not the envelope.
        const type = String(r.headers['content-type'] ?? '');
        if (r.statusCode === 200 && !type.startsWith('application/json')) {
          expect(type).toMatch(
            /^application\/vnd\.openxmlformats|^application\/octet-stream|^image\/|^text\/plain/,
          );
          return;
        }
        const envelope = r.json<{ success: boolean; message: string }>();
        expect(typeof envelope.success).toBe('boolean');
        expect(typeof envelope.message).toBe('string');
        if (r.statusCode === 500) {
          expect(who).toBe('bad');
          expect(envelope.message).toBe('Token失效，请重新登录');
        }
        if (r.statusCode >= 400) expect(await services.store().head()).toEqual(before);
        // A logout with the valid token revokes it: sign in again for the next run.
        if (who === 'valid' && route.url.includes('/sys/logout') && r.statusCode === 200) await signIn();
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('answers every GET route given inherited names and huge numbers without a 500 ([SEC1] 9)', async () => {
    const gets = routes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method === 'GET',
    );
    const failures: string[] = [];
    for (const route of gets) {
      for (const q of HOSTILE_QUERIES) {
        const url = route.url.replace(/:(\w+)/g, () => 'not-a-uuid').replace(/\*$/, 'x') + '?' + q;
        const r = await built.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
        if (r.statusCode === 500) failures.push(`${url} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
