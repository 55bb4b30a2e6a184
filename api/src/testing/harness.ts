import { hash } from '@node-rs/argon2';
import { system } from '@srm/events';
import { createTestDatabase, type Backend, type TestDatabase } from '@srm/events/testing';
import { buildApp, type App, type AppOptions } from '../app';
import { Services } from '../services';

export type Envelope<T = unknown> = {
  success: boolean;
  message: string;
  code: number | string;
  result: T;
  timestamp: number;
};
export type Answer<T = unknown> = { status: number; body: Envelope<T>; headers: Record<string, unknown> };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const TEST_AUTH_SECRET = 'harness-test-secret-harness-test-secret-01';

/**
 * An API on its own fresh database (PostgreSQL unless `backend` says PGlite) for integration tests:
 * inject requests with or without a token, make users with given roles/actions, move the clock.
 * Call `close()` in afterAll.
 */
export async function startHarness(options: Partial<AppOptions> = {}, backend: Backend = 'postgres') {
  const tdb: TestDatabase = await createTestDatabase(backend);
  let clock = new Date();
  const services = new Services(
    { databaseKind: backend, temporalAddress: 'none', version: 'test' },
    () => clock,
  );
  services.setDatabase(tdb);
  const built: App = await buildApp({
    services,
    apiPrefix: '/api',
    logLevel: 'silent',
    authSecret: TEST_AUTH_SECRET,
    validateResponses: true,
    ...options,
  });
  await built.gateway.start();
  await built.approvalEnded.start(services.store());

  const call = async <T = unknown>(
    method: Method,
    path: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> => {
    const r = await built.app.inject({
      method,
      url: `/api${path}`,
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
      headers: { ...(opts.token ? { 'x-access-token': opts.token } : {}), ...opts.headers },
    });
    let body: Envelope<T>;
    try {
      body = r.json<Envelope<T>>();
    } catch {
      body = { success: false, message: r.body, code: r.statusCode, result: undefined as T, timestamp: 0 };
    }
    return { status: r.statusCode, body, headers: r.headers };
  };

  let seq = 0;
  /** A user who holds exactly `actions` (through a role of its own); returns its id and a token. */
  const userWith = async (
    username: string,
    o: { tenantId?: string; supplierId?: string | null; actions?: string[]; password?: string } = {},
  ) => {
    const password = o.password ?? 'Harness@2026';
    const id = `${username}`;
    const db = services.db();
    const roleIds: string[] = [];
    if (o.actions && o.actions.length > 0) {
      const roleId = `harness-role-${++seq}`;
      // A fixture: the admin routes that write these tables are under test elsewhere.
      await db
        .insertInto('sys_role')
        .values({
          id: roleId,
          tenant_id: o.tenantId ?? '0',
          role_name: roleId,
          role_code: roleId,
          description: null,
          created_by: null,
          updated_at: null,
          updated_by: null,
        })
        .execute();
      for (const action of o.actions) {
        const existing = await db
          .selectFrom('sys_permission')
          .select('id')
          .where('perms', '=', action)
          .executeTakeFirst();
        const permissionId = existing?.id ?? `harness-perm-${++seq}`;
        if (!existing) {
          await db
            .insertInto('sys_permission')
            .values({
              id: permissionId,
              tenant_id: '0',
              parent_id: null,
              name: action,
              url: null,
              component: null,
              component_name: null,
              redirect: null,
              menu_type: 2,
              perms: action,
              perms_type: '1',
              sort_no: 1,
              always_show: false,
              icon: null,
              is_route: false,
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
        }
        await db
          .insertInto('sys_role_permission')
          .values({ role_id: roleId, permission_id: permissionId })
          .execute();
      }
      roleIds.push(roleId);
    }
    await system.createUser(services.store(), {
      id,
      tenantId: o.tenantId ?? '0',
      username,
      realname: username,
      passwordHash: await hash(password),
      supplierId: o.supplierId ?? null,
      isShow: 1,
      roleIds,
    });
    const login = await call<{ token: string }>('POST', '/sys/login', { body: { username, password } });
    if (!login.body.success) throw new Error(`harness login failed: ${login.body.message}`);
    return { id, token: login.body.result.token };
  };

  return {
    tdb,
    services,
    app: built.app,
    gateway: built.gateway,
    approvalEnded: built.approvalEnded,
    call,
    get: <T = unknown>(path: string, token?: string) => call<T>('GET', path, token ? { token } : {}),
    post: <T = unknown>(path: string, body: unknown, token?: string) =>
      call<T>('POST', path, { body, ...(token ? { token } : {}) }),
    put: <T = unknown>(path: string, body: unknown, token?: string) =>
      call<T>('PUT', path, { body, ...(token ? { token } : {}) }),
    del: <T = unknown>(path: string, token?: string) => call<T>('DELETE', path, token ? { token } : {}),
    userWith,
    setClock: (d: Date) => {
      clock = d;
    },
    close: async () => {
      await built.app.close();
      await tdb.close();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;
