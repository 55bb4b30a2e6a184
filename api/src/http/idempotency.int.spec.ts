import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';
import { IDEMPOTENCY_KEY_REUSED } from './idempotency';

type Answer = { status: number; body: { success: boolean; message: string; result: { id: string } | null } };

/** [SEC1] 13: an Idempotency-Key makes a retried command one effect, on every command route. */
describe('Idempotency-Key on command routes (real PostgreSQL)', () => {
  let h: Harness;
  let admin: { id: string; token: string };
  let other: { id: string; token: string };
  const ACTIONS = ['system:announcement:add', 'system:announcement:list', 'system:announcement:edit'];
  const add = (body: object, key: string | undefined, token = admin.token) =>
    h.call<{ id: string }>('POST', '/sys/annountCement/add', {
      token,
      body: { msgContent: '<p>内容</p>', ...body },
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    }) as Promise<Answer & { headers: Record<string, unknown> }>;
  const countTitled = async (titile: string) =>
    Number(
      (
        await h.services
          .db()
          .selectFrom('sys_announcement')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('titile', '=', titile)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.userWith('idem_admin', { actions: ACTIONS });
    other = await h.userWith('idem_other', { actions: ACTIONS });
  });
  afterAll(async () => h?.close());

  it('five concurrent POST /sys/annountCement/add with the same key create one announcement, and all five get its id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => add({ titile: '并发公告' }, 'key-concurrent-0001')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.body.result?.id));
    expect(ids.size).toBe(1);
    expect(await countTitled('并发公告')).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
  });

  it('a later retry with the same key and body gets the same answer and writes nothing', async () => {
    const first = await add({ titile: '重试公告' }, 'key-retry-0001');
    const before = await h.services.store().head();
    const again = await add({ titile: '重试公告' }, 'key-retry-0001');
    expect(again.status).toBe(first.status);
    expect(again.body.result).toEqual(first.body.result);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await h.services.store().head()).toEqual(before);
    expect(await countTitled('重试公告')).toBe(1);
  });

  it('the same key with a different body is 422 and writes nothing', async () => {
    await add({ titile: '原始公告' }, 'key-reuse-0001');
    const before = await h.services.store().head();
    const reused = await add({ titile: '篡改公告' }, 'key-reuse-0001');
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ success: false, message: IDEMPOTENCY_KEY_REUSED });
    expect(await h.services.store().head()).toEqual(before);
    expect(await countTitled('篡改公告')).toBe(0);
  });

  it('keys belong to their caller: another user with the same key gets its own effect', async () => {
    const mine = await add({ titile: '各自公告' }, 'key-shared-0001');
    const theirs = await add({ titile: '各自公告' }, 'key-shared-0001', other.token);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.result?.id).not.toBe(mine.body.result?.id);
    expect(await countTitled('各自公告')).toBe(2);
  });

  it('a refusal is replayed too (same answer), and without a key every request runs', async () => {
    const refused = await add({ titile: '' }, 'key-refused-0001');
    expect(refused.status).toBe(400);
    expect((await add({ titile: '' }, 'key-refused-0001')).body.message).toBe(refused.body.message);
    await add({ titile: '无键公告' }, undefined);
    await add({ titile: '无键公告' }, undefined);
    expect(await countTitled('无键公告')).toBe(2);
  });

  it('a malformed key is 400', async () => {
    const r = await add({ titile: '坏键' }, 'has space');
    expect(r.status).toBe(400);
    expect(await countTitled('坏键')).toBe(0);
  });
});
