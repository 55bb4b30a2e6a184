import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BACKENDS, createTestDatabase, eventually, sleep, type TestDatabase } from '../testing/index';
import { EventStore } from './event-store';
import { rebuildProjection, runProjection, type AsyncProjection } from './projection';
import { EventRegistry } from './registry';
import { compareCheckpoints, type Checkpoint, type RecordedEvent } from './types';

const registry = new EventRegistry([
  { streamType: 'item', events: { ItemTouched: z.object({ n: z.number() }) } },
]);
const touched = (n: number) => ({ type: 'ItemTouched', data: { n } });

/** The reader the design rejects: checkpoint on global position alone. */
async function naiveRead(tdb: TestDatabase, after: number): Promise<number[]> {
  const { rows } = await sql<{ p: number }>`
    select global_position as p from events where global_position > ${after} order by global_position`.execute(
    tdb.db,
  );
  return rows.map((r) => Number(r.p));
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Commit-consistent order: by transaction id, then position; each stream in version order. */
function expectCommitOrder(events: readonly RecordedEvent[]) {
  for (let i = 1; i < events.length; i++) {
    const a: Checkpoint = { txId: events[i - 1]!.txId, position: events[i - 1]!.globalPosition };
    const b: Checkpoint = { txId: events[i]!.txId, position: events[i]!.globalPosition };
    expect(compareCheckpoints(a, b)).toBeLessThan(0);
  }
  const lastVersion = new Map<string, number>();
  for (const e of events) {
    expect(e.streamVersion).toBe((lastVersion.get(e.streamId) ?? 0) + 1);
    lastVersion.set(e.streamId, e.streamVersion);
  }
}

describe.each(BACKENDS)('subscriptions on %s', (backend) => {
  let tdb: TestDatabase;
  let store: EventStore;
  let streamSeq = 0;

  beforeAll(async () => {
    tdb = await createTestDatabase(backend, { poolSize: 40 });
    store = new EventStore({ db: tdb.db, notifier: tdb.notifier, prepared: tdb.prepared, registry });
  });
  afterAll(async () => tdb?.close());

  if (backend === 'postgres') {
    it('waits for a late-committing transaction that a position-only reader skips', async () => {
      const start = await store.head();
      const startPos = start.position;
      const hold = deferred();
      const appended = deferred();
      // A: appends first (lower position), stays open.
      const a = store.db.transaction().execute(async (trx) => {
        await store.append('item-late', [touched(1)], { trx });
        appended.resolve();
        await hold.promise;
      });
      await appended.promise;
      // B: appends later (higher position) and commits at once.
      const b = await store.append('item-early', [touched(2)]);

      const naiveSeen = await naiveRead(tdb, startPos);
      expect(naiveSeen).toEqual([b.firstPosition]);
      // Only this test's streams: another database's open transaction may hold the cluster's xmin back.
      const mine = (events: RecordedEvent[]) =>
        events.filter((e) => e.streamId === 'item-late' || e.streamId === 'item-early');
      expect(mine(await store.readAll(start))).toEqual([]); // waits: A is still running

      hold.resolve();
      await a;
      const aPos = (await store.readStream('item-late')).events[0]!.globalPosition;
      expect(aPos).toBeLessThan(b.firstPosition);
      // The naive reader resumes after B's position and never sees A.
      expect(await naiveRead(tdb, Math.max(...naiveSeen))).toEqual([]);
      // The store's reader sees both, A first (its transaction is older).
      const all = mine(await store.readAll(start));
      expect(all.map((e) => e.globalPosition)).toEqual([aPos, b.firstPosition]);
    });
  }

  it('delivers every committed event exactly once, in commit order, under random concurrent writers', async () => {
    const pg = backend === 'postgres';
    let naiveSkipped = 0;
    const writer = fc.record({
      count: fc.integer({ min: 1, max: 3 }),
      startDelayMs: fc.integer({ min: 0, max: 120 }),
      holdMs: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 5, max: 150 }),
        fc.integer({ min: pg ? 400 : 150, max: pg ? 2000 : 300 }),
      ),
      rollback: fc.integer({ min: 0, max: 9 }).map((x) => x < 3),
      stream: fc.integer({ min: 0, max: 5 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(writer, { minLength: 6, maxLength: pg ? 24 : 10 }), async (writers) => {
        const start = await store.head();
        const prefix = `item-r${streamSeq++}x`;
        const received: RecordedEvent[] = [];
        const sub = store.subscribe({
          from: start,
          batchSize: 7,
          pollIntervalMs: 200,
          handle: async (events) => {
            received.push(...events);
          },
        });
        // Beside it, the naive position reader polls the same log.
        const naive = new Set<number>();
        let naiveLast = start.position;
        let writing = true;
        const naiveLoop = (async () => {
          while (writing) {
            const seen = await naiveRead(tdb, naiveLast);
            seen.forEach((p) => naive.add(p));
            if (seen.length) naiveLast = Math.max(naiveLast, ...seen);
            await sleep(15);
          }
        })();
        // The first writer holds its transaction longest, so later writers commit around it.
        const plan = writers.map((w, i) =>
          i === 0 && pg ? { ...w, holdMs: 1200, rollback: false, startDelayMs: 0 } : w,
        );
        await Promise.all(
          plan.map(async (w, i) => {
            await sleep(w.startDelayMs);
            const run = store.db.transaction().execute(async (trx) => {
              const stream = `${prefix}-${w.stream}`;
              await store.append(
                stream,
                Array.from({ length: w.count }, (_, k) => touched(i * 10 + k)),
                { trx },
              );
              if (w.holdMs) await sleep(w.holdMs);
              if (w.rollback) throw new Error('rolled back on purpose');
            });
            await run.catch((e: Error) => {
              if (e.message !== 'rolled back on purpose') throw e;
            });
          }),
        );
        writing = false;
        await naiveLoop;
        await sub.caughtUp();
        await sub.stop();

        const { rows } = await sql<{ p: number }>`
          select global_position as p from events where stream_id like ${prefix + '-%'} order by global_position`.execute(
          tdb.db,
        );
        const committed = rows.map((r) => Number(r.p));
        const mine = received.filter((e) => e.streamId.startsWith(prefix + '-'));
        expect(mine.map((e) => e.globalPosition).sort((a, b) => a - b)).toEqual(committed);
        expect(new Set(mine.map((e) => e.globalPosition)).size).toBe(mine.length);
        expectCommitOrder(mine);
        const expectedCount = plan.filter((w) => !w.rollback).reduce((n, w) => n + w.count, 0);
        expect(committed).toHaveLength(expectedCount);
        naiveSkipped += committed.filter((p) => !naive.has(p)).length;
      }),
      { numRuns: pg ? 6 : 3, endOnFailure: true },
    );
    if (pg) {
      // The negative control: beside the store's reader, the position-only reader lost events.
      console.info(
        `naive position-only reader skipped ${naiveSkipped} committed events; the store's reader none`,
      );
      expect(naiveSkipped).toBeGreaterThan(0);
    }
  }, 120_000);

  it('resumes a crashed transactional subscriber from its checkpoint with no loss and no duplicate', async () => {
    await sql`create table if not exists test_seen (position bigint primary key)`.execute(tdb.db);
    for (let i = 0; i < 10; i++) await store.append(`item-c${i}`, [touched(1), touched(2), touched(3)]);
    const total = Number(
      (await sql<{ n: number }>`select count(*)::int as n from events`.execute(tdb.db)).rows[0]!.n,
    );
    let handled = 0;
    let crashed = false;
    let committedBeforeCrash = -1;
    const project = async (
      events: readonly RecordedEvent[],
      trx: Parameters<typeof sql.raw>[0] | unknown,
    ) => {
      const batchStart = handled;
      for (const e of events) {
        await sql`insert into test_seen values (${e.globalPosition})`.execute(trx as never);
        handled++;
        if (handled === 17 && !crashed) {
          crashed = true;
          committedBeforeCrash = batchStart;
          throw new Error('process died mid-batch');
        }
      }
    };
    const first = store.subscribe({
      name: 'crashy',
      transactional: true,
      batchSize: 10,
      handle: project,
      onError: () => void first.stop(),
    });
    await eventually(async () => (crashed ? true : undefined), 10_000, 'the crash');
    await first.stop();
    const before = Number(
      (await sql<{ n: number }>`select count(*)::int as n from test_seen`.execute(tdb.db)).rows[0]!.n,
    );
    expect(committedBeforeCrash).toBeGreaterThan(0);
    expect(before).toBe(committedBeforeCrash); // whole batches committed; the crashed one rolled back whole

    const second = store.subscribe({ name: 'crashy', transactional: true, batchSize: 10, handle: project });
    await second.caughtUp();
    await second.stop();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from test_seen`.execute(tdb.db);
    expect(Number(rows[0]!.n)).toBe(total);
  });

  it('resumes an at-least-once subscriber from its stored checkpoint, repeating at most the crashed batch', async () => {
    const seen: number[] = [];
    let crashes = 0;
    const first = store.subscribe({
      name: 'alo',
      batchSize: 5,
      handle: async (events) => {
        for (const [i, e] of events.entries()) {
          if (seen.length === 12 && crashes === 0) {
            crashes++;
            throw new Error(`died at ${i}`);
          }
          seen.push(e.globalPosition);
        }
      },
      onError: () => void first.stop(),
    });
    await eventually(async () => (crashes ? true : undefined), 10_000, 'the crash');
    await first.stop();
    const second = store.subscribe({
      name: 'alo',
      batchSize: 5,
      handle: async (events) => {
        seen.push(...events.map((e) => e.globalPosition));
      },
    });
    await second.caughtUp();
    await second.stop();
    const all = (await store.readAll(undefined, { batchSize: 100_000 })).map((e) => e.globalPosition);
    expect([...new Set(seen)].sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
    expect(seen.length - all.length).toBeLessThanOrEqual(5);
  });

  it('rebuilds an async projection from zero to the same state', async () => {
    await sql`create table if not exists test_counts (stream_id text primary key, n int not null)`.execute(
      tdb.db,
    );
    const counts: AsyncProjection = {
      name: 'counts',
      tables: ['test_counts'],
      handles: ['ItemTouched'],
      async apply(trx, events) {
        for (const e of events) {
          await sql`insert into test_counts values (${e.streamId}, 1)
                    on conflict (stream_id) do update set n = test_counts.n + 1`.execute(trx);
        }
      },
    };
    const byStream = (rows: { stream_id: string; n: number }[]) =>
      [...rows].sort((a, b) => (a.stream_id < b.stream_id ? -1 : 1));
    const snapshot = async () =>
      byStream(
        (await sql<{ stream_id: string; n: number }>`select stream_id, n from test_counts`.execute(tdb.db))
          .rows,
      );
    for (let i = 0; i < 4; i++) await store.append(`item-p${i}`, [touched(i), touched(i + 1)]);
    const sub = runProjection(store, counts, { batchSize: 50 });
    await sub.caughtUp();
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(0);
    const expected = byStream(
      (
        await sql<{ stream_id: string; n: number }>`
          select stream_id, count(*)::int as n from events where type = 'ItemTouched' group by stream_id`.execute(
          tdb.db,
        )
      ).rows,
    );
    expect(before).toEqual(expected);
    await rebuildProjection(store, counts);
    await store.append('item-after-rebuild', [touched(9)]);
    await sub.caughtUp();
    await sub.stop();
    const after = await snapshot();
    expect(after).toEqual(byStream([...expected, { stream_id: 'item-after-rebuild', n: 1 }]));
  });
});
