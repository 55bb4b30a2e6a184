import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { startHarness, type Harness } from '../../testing/harness';

type Page = { records: Array<{ username: string }>; total: number; pages: number };

/**
 * The user list's fast paths (tests/bench/login-list.bench.ts): an unfiltered staff list takes its
 * total from the trigger-kept sys_user_tenant_count, and the caller's token, user and permission
 * are read in one query. Neither may answer anything a count(*) and separate checks would not.
 */
describe('user list totals and per-request checks (real PostgreSQL)', () => {
  let h: Harness;
  let admin: string;
  const countOf = async (tenantId: string) =>
    Number(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from sys_user where tenant_id = ${tenantId}`.execute(h.services.db())
      ).rows[0]!.n,
    );
  const list = (query: string, token = admin, headers: Record<string, string> = {}) =>
    h.call<Page>('GET', `/sys/user/list?${query}`, { token, headers });

  beforeAll(async () => {
    h = await startHarness();
    await seedDemoData(h.services.store());
    const r = await h.post<{ token: string }>('/sys/login', { username: 'admin', password: 'Admin@2026' });
    admin = r.body.result.token;
  });
  afterAll(async () => h?.close());

  it("an unfiltered list's total follows adds and deletes at once; a filtered one still counts", async () => {
    const before = (await list('pageNo=1&pageSize=2')).body.result;
    expect(before.total).toBe(await countOf('1'));
    expect(before.pages).toBe(Math.ceil(before.total / 2));

    const add = await h.post<{ id: string }>(
      '/sys/user/add',
      { username: 'countme', realname: '计数', password: 'Count@2026' },
      admin,
    );
    expect(add.body.success).toBe(true);
    // Another tenant's user does not move tenant 1's total.
    await h.userWith('elsewhere', { tenantId: '0' });
    expect((await list('pageNo=1&pageSize=2')).body.result.total).toBe(before.total + 1);
    const filtered = (await list('username=countme')).body.result;
    expect(filtered).toMatchObject({ total: 1, records: [{ username: 'countme' }] });

    expect((await h.del(`/sys/user/delete?id=${add.body.result.id}`, admin)).body.success).toBe(true);
    expect((await list('pageNo=1&pageSize=2')).body.result.total).toBe(before.total);
    expect((await list('username=countme')).body.result.total).toBe(0);

    // The kept counts are every tenant's count(*).
    const kept = await sql<{ tenant_id: string; users: number }>`
      select tenant_id, users::int as users from sys_user_tenant_count where users <> 0 order by tenant_id`.execute(
      h.services.db(),
    );
    const counted = await sql<{ tenant_id: string; users: number }>`
      select tenant_id, count(*)::int as users from sys_user group by tenant_id order by tenant_id`.execute(
      h.services.db(),
    );
    expect(kept.rows).toEqual(counted.rows);
  });

  it('a revoked token, a frozen user and a withdrawn permission are refused on the very next request', async () => {
    const u = await h.userWith('checked', { tenantId: '1', actions: ['system:user:list'] });
    expect((await list('pageSize=1', u.token)).status).toBe(200);

    // Withdrawn permission: 403 at once (nothing cached).
    const roles = await h.services
      .db()
      .selectFrom('sys_user_role')
      .select('role_id')
      .where('user_id', '=', u.id)
      .execute();
    await h.services
      .db()
      .deleteFrom('sys_role_permission')
      .where(
        'role_id',
        'in',
        roles.map((r) => r.role_id),
      )
      .execute();
    expect(await list('pageSize=1', u.token)).toMatchObject({ status: 403, body: { message: '拒绝访问' } });

    // Frozen: the live token is refused with the spec's 500.
    const frozen = await h.userWith('frozen-one', { tenantId: '1', actions: ['system:user:list'] });
    expect((await h.put('/sys/user/frozenBatch', { ids: frozen.id, status: 2 }, admin)).body.success).toBe(
      true,
    );
    expect(await list('pageSize=1', frozen.token)).toMatchObject({
      status: 500,
      body: { message: 'Token失效，请重新登录' },
    });

    // Revoked: 500 at once, and before the tenant header or the permission is looked at.
    const r = await h.post<{ token: string }>('/sys/login', { username: 'admin', password: 'Admin@2026' });
    const token = r.body.result.token;
    expect((await list('pageSize=1', token)).status).toBe(200);
    expect((await list('pageSize=1', token, { tenant_id: '2' })).status).toBe(403);
    expect((await h.call('POST', '/sys/logout', { token })).body.success).toBe(true);
    for (const headers of [{}, { tenant_id: '2' }] as Array<Record<string, string>>) {
      expect(await list('pageSize=1', token, headers)).toMatchObject({
        status: 500,
        body: { message: 'Token失效，请重新登录' },
      });
    }
    expect((await list('pageSize=1', u.token, { tenant_id: '2' })).status).toBe(403);
    expect((await h.get('/sys/user/list')).status).toBe(401);
  });
});
