import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

type LogRow = {
  id: string;
  time: string;
  username: string | null;
  realname: string | null;
  ip: string | null;
  success: 0 | 1;
};
type Page<T> = { records: T[]; total: number; current: number; size: number; pages: number };

const enc = encodeURIComponent;

describe('login log (日志管理): GET /sys/log/list (real PostgreSQL)', () => {
  let h: Harness;
  let auditor1: { id: string; token: string };
  let auditor2: { id: string; token: string };
  let plain: { id: string; token: string };

  const list = (query: string, token: string) => h.get<Page<LogRow>>(`/sys/log/list?${query}`, token);

  beforeAll(async () => {
    h = await startHarness();
    // The harness clock stands still: each attempt a minute after the one before.
    let at = Date.now() - 10 * 60_000;
    const tick = () => h.setClock(new Date((at += 60_000)));
    // Each userWith logs in once (a successful attempt of its tenant).
    tick();
    auditor1 = await h.userWith('log-auditor1', { tenantId: '1', actions: ['system:log:list'] });
    tick();
    plain = await h.userWith('log-plain1', { tenantId: '1', actions: ['system:user:list'] });
    tick();
    auditor2 = await h.userWith('log-auditor2', { tenantId: '2', actions: ['system:log:list'] });
    // A failed attempt of tenant 1.
    tick();
    const wrong = await h.post('/sys/login', { username: 'log-plain1', password: 'Wrong@2026x' });
    expect(wrong.status).toBe(400);
  });
  afterAll(async () => h?.close());

  it("lists the tenant's attempts newest first, with the username, address and outcome", async () => {
    const r = await list('pageNo=1&pageSize=10', auditor1.token);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.result.total).toBe(3);
    expect(r.body.result.records.map((x) => [x.username, x.success])).toEqual([
      ['log-plain1', 0],
      ['log-plain1', 1],
      ['log-auditor1', 1],
    ]);
    const [first] = r.body.result.records;
    expect(first!.realname).toBe('log-plain1');
    expect(first!.ip).toBeTruthy();
    expect(new Date(first!.time).getTime()).not.toBeNaN();
  });

  it('filters by username (contains), outcome and time range, and sorts by time', async () => {
    const byName = await list(`username=${enc('*auditor*')}`, auditor1.token);
    expect(byName.body.result.records.map((x) => x.username)).toEqual(['log-auditor1']);

    const failed = await list('success=0', auditor1.token);
    expect(failed.body.result.records.map((x) => [x.username, x.success])).toEqual([['log-plain1', 0]]);

    const asc = await list('column=time&order=asc', auditor1.token);
    expect(asc.body.result.records.map((x) => x.username)).toEqual([
      'log-auditor1',
      'log-plain1',
      'log-plain1',
    ]);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await list(`time_begin=${enc(future)}`, auditor1.token)).body.result.total).toBe(0);
    expect(
      (await list(`time_begin=${enc(past)}&time_end=${enc(future)}`, auditor1.token)).body.result.total,
    ).toBe(3);

    // Only whitelisted fields, and no text matching on the outcome (a number): 400, not a database error.
    for (const sq of [
      [{ field: 'user_id', rule: 'eq', val: 'x' }],
      [{ field: 'success', rule: 'like', val: '1' }],
      [{ field: 'time', rule: 'right_like', val: '2026' }],
    ]) {
      const bad = await list(`superQueryParams=${enc(JSON.stringify(sq))}`, auditor1.token);
      expect(bad.status).toBe(400);
    }
    const ok = await list(
      `superQueryParams=${enc(JSON.stringify([{ field: 'success', rule: 'eq', val: '1' }]))}`,
      auditor1.token,
    );
    expect(ok.body.result.total).toBe(2);
  });

  it("a user of tenant 2 sees only its tenant's attempts, nothing of tenant 1", async () => {
    const r = await list('pageSize=100', auditor2.token);
    expect(r.body.success).toBe(true);
    expect(r.body.result.records.map((x) => x.username)).toEqual(['log-auditor2']);
    const searched = await list(`username=${enc('*plain*')}`, auditor2.token);
    expect(searched.body.result.total).toBe(0);
  });

  it('refuses a user without system:log:list (403 拒绝访问) and a caller without a token (401)', async () => {
    const r = await list('', plain.token);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, message: '拒绝访问' });
    const anonymous = await h.get('/sys/log/list');
    expect(anonymous.status).toBe(401);
  });
});
