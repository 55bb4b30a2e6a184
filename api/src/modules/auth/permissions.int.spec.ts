import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

describe('server-side permissions and the tenant header (real PostgreSQL)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('a user list is refused to a user without the action, and served to one holding it', async () => {
    const holder = await h.userWith('perm-holder', { actions: ['system:user:list'] });
    const other = await h.userWith('perm-none', { actions: ['something:else'] });
    expect((await h.get('/sys/user/list', holder.token)).status).toBe(200);
    const refused = await h.get('/sys/user/list', other.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('拒绝访问');
  });

  it("the tenant_id header may name only the caller's own tenant (0 or none means its own)", async () => {
    const u = await h.userWith('tenant-one', { tenantId: '1', actions: ['system:user:list'] });
    const list = (tenant: string) =>
      h.call('GET', '/sys/user/list', { token: u.token, headers: { tenant_id: tenant } });
    expect((await list('1')).status).toBe(200);
    expect((await list('0')).status).toBe(200);
    expect((await list('2')).status).toBe(403);
  });
});
