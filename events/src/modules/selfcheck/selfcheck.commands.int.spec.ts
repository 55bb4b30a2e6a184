import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { createEventStore } from '../../index';
import type { EventStore } from '../../store/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../testing/index';
import { completeSelfCheck, MAX_RUNNING_SELF_CHECKS, requestSelfCheck } from './selfcheck.commands';
import { getSelfCheck, SELF_CHECK_NOT_FOUND, selfCheckById } from './selfcheck.projection';

const now = new Date('2026-11-22T09:00:00.000Z');

describe.each(BACKENDS)('selfCheck commands on %s', (backend) => {
  let tdb: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    tdb = await createTestDatabase(backend);
    store = createEventStore(tdb);
  });
  afterAll(async () => tdb?.close());

  it('answers a retried command (same key) with its first result instead of deciding again', async () => {
    const first = await requestSelfCheck(store, 'k1', 500, now, { idempotencyKey: 'client-key-1' });
    const retry = await requestSelfCheck(store, 'k1', 500, now, { idempotencyKey: 'client-key-1' });
    expect(first.appended).toBe(true);
    expect(retry).toMatchObject({
      appended: false,
      firstPosition: first.firstPosition,
      state: { status: 'running' },
    });
    // The same command without the key is a new request for an existing check: refused.
    const again = await requestSelfCheck(store, 'k1', 500, now).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(DomainError);
    expect(again).toMatchObject({ code: 'IllegalState', message: '该自检已存在' });
    expect((await store.readStream('selfCheck-k1')).events).toHaveLength(1);
  });

  it('projects inline and treats a repeated completion as done', async () => {
    await requestSelfCheck(store, 'k2', 0, now, { metadata: { actor: 'u1' } });
    expect(await getSelfCheck(tdb.db, 'k2')).toMatchObject({ status: 'running', requested_by: 'u1' });
    const done = await completeSelfCheck(store, 'k2', new Date(now.getTime() + 1500));
    const repeat = await completeSelfCheck(store, 'k2', new Date(now.getTime() + 9000));
    expect(done.appended).toBe(true);
    expect(repeat.appended).toBe(false);
    expect(await getSelfCheck(tdb.db, 'k2')).toMatchObject({ status: 'completed', elapsed_ms: 1500 });
    await expect(completeSelfCheck(store, 'nope', now)).rejects.toMatchObject({ code: 'NotFound' });
  });

  it('given no self-check of that id, when it is read by id, then 自检不存在', async () => {
    expect(await selfCheckById(tdb.db, 'k2')).toMatchObject({ id: 'k2' });
    await expect(selfCheckById(tdb.db, 'none')).rejects.toMatchObject({
      code: 'NotFound',
      message: SELF_CHECK_NOT_FOUND,
    });
  });

  it(`given a burst of requests with fresh keys, then no more than ${MAX_RUNNING_SELF_CHECKS} run ([SEC1] 5)`, async () => {
    const running = async () =>
      Number(
        (
          await tdb.db
            .selectFrom('self_checks')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'running')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const room = MAX_RUNNING_SELF_CHECKS - (await running());
    const answers = await Promise.allSettled(
      Array.from({ length: room + 10 }, (_, i) =>
        requestSelfCheck(store, `burst-${i}`, 60_000, now, {
          idempotencyKey: `fresh-${i}`,
          metadata: { tenantId: `t${i}` },
        }),
      ),
    );
    const refused = answers.filter((a) => a.status === 'rejected').map((a) => a.reason as DomainError);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(room);
    expect(refused).toHaveLength(10);
    for (const e of refused)
      expect(e).toMatchObject({ reason: 'SelfChecksBusy', message: '自检过于频繁，请稍后再试' });
    expect(await running()).toBe(MAX_RUNNING_SELF_CHECKS);
    // A retry of an accepted one (its key) is still answered with it.
    const retry = await requestSelfCheck(store, 'burst-0', 60_000, now, { idempotencyKey: 'fresh-0' });
    expect(retry.appended).toBe(false);
    // Once one completes there is room for one more.
    await completeSelfCheck(store, 'burst-0', now);
    await expect(requestSelfCheck(store, 'burst-late', 0, now)).resolves.toMatchObject({ appended: true });
  });
});
