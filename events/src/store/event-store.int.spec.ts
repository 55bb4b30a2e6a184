import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import pg from 'pg';
import { connectDatabase } from '../db/connect';
import { EVENTS_CHANNEL, type Notifier } from '../db/notifier';
import { InvalidEventError, VersionConflictError } from '../errors';
import { BACKENDS, createTestDatabase, eventually, type TestDatabase } from '../testing/index';
import { EventStore } from './event-store';
import { EventRegistry } from './registry';
import { START, type InlineProjection } from './types';

const registry = new EventRegistry([
  {
    streamType: 'order',
    events: {
      OrderPlaced: z.object({ amount: z.number().positive() }),
      OrderNoted: z.object({ note: z.string() }),
      OrderShipped: z.object({ carrier: z.string() }),
    },
  },
  { streamType: 'bad', events: { Poison: z.object({}) } },
]);

/** Inline projection: orders read table written in the appending transaction; Poison makes it fail. */
const ordersProjection: InlineProjection = {
  name: 'orders',
  tables: ['test_orders'],
  handles: ['OrderPlaced', 'Poison'],
  async apply(trx, events) {
    for (const e of events) {
      if (e.type === 'Poison') throw new Error('projection failed');
      await sql`insert into test_orders (stream_id, amount) values (${e.streamId}, ${(e.data as { amount: number }).amount})`.execute(
        trx,
      );
    }
  },
};

/** An inline projection that also says its writes as a statement: a lone append of it is one statement. */
const shipmentsProjection: InlineProjection = {
  name: 'shipments',
  tables: ['test_shipments'],
  handles: ['OrderShipped'],
  async apply(trx, events) {
    for (const e of events) {
      const { carrier } = e.data as { carrier: string };
      await sql`insert into test_shipments (stream_id, position, carrier) values (${e.streamId}, ${e.globalPosition}, ${carrier})`.execute(
        trx,
      );
    }
  },
  statementsFor: (e) => [
    sql`insert into test_shipments (stream_id, position, carrier)
      select ${e.streamId}, global_position, ${(e.data as { carrier: string }).carrier} from appended`,
  ],
};

describe.each(BACKENDS)('event store on %s', (backend) => {
  let tdb: TestDatabase;
  let store: EventStore;
  const count = async (table = 'events') =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(tdb.db)).rows[0]!
        .n,
    );

  beforeAll(async () => {
    tdb = await createTestDatabase(backend);
    await sql`create table test_orders (stream_id text, amount numeric)`.execute(tdb.db);
    await sql`create table test_shipments (stream_id text, position bigint, carrier text)`.execute(tdb.db);
    store = new EventStore({
      db: tdb.db,
      notifier: tdb.notifier,
      prepared: tdb.prepared,
      registry,
      inlineProjections: [ordersProjection, shipmentsProjection],
    });
  });
  afterAll(async () => tdb?.close());

  it('appends with versions and global positions, and reads a stream from a version', async () => {
    const r1 = await store.append('order-1', [{ type: 'OrderPlaced', data: { amount: 10 } }], {
      expectedVersion: 0,
    });
    const r2 = await store.append(
      'order-1',
      [
        { type: 'OrderNoted', data: { note: 'a' } },
        { type: 'OrderNoted', data: { note: 'b' } },
      ],
      { expectedVersion: 1, metadata: { actor: 'u1', tenantId: '0' } },
    );
    expect(r1.nextExpectedVersion).toBe(1);
    expect(r2.nextExpectedVersion).toBe(3);
    expect(r2.firstPosition).toBeGreaterThan(r1.lastPosition);
    const all = await store.readStream('order-1');
    expect(all.version).toBe(3);
    expect(all.events.map((e) => [e.streamVersion, e.type])).toEqual([
      [1, 'OrderPlaced'],
      [2, 'OrderNoted'],
      [3, 'OrderNoted'],
    ]);
    expect(all.events[1]!.metadata).toMatchObject({ actor: 'u1', tenantId: '0' });
    const tail = await store.readStream('order-1', { fromVersion: 3 });
    expect(tail.events.map((e) => (e.data as { note: string }).note)).toEqual(['b']);
    expect(await store.readStream('order-404')).toEqual({ version: 0, events: [] });
  });

  it('refuses a wrong expected version with a typed error and writes nothing', async () => {
    const before = await count();
    const err = await store
      .append('order-1', [{ type: 'OrderNoted', data: { note: 'late' } }], { expectedVersion: 1 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VersionConflictError);
    expect(err).toMatchObject({ code: 'VersionConflict', actualVersion: 3, expectedVersion: 1 });
    await expect(
      store.append('order-1', [{ type: 'OrderNoted', data: { note: 'x' } }], {
        expectedVersion: 'no_stream',
      }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    await expect(
      store.append('order-new', [{ type: 'OrderNoted', data: { note: 'x' } }], {
        expectedVersion: 'stream_exists',
      }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(await count()).toBe(before);
    expect(await store.streamVersion('order-new')).toBe(0);
  });

  it('refuses malformed payloads, unknown event and stream types, writing nothing', async () => {
    const before = await count();
    const cases = [
      ['order-2', 'OrderPlaced', { amount: -5 }, 'InvalidEventData'],
      ['order-2', 'OrderPlaced', { amount: 'ten' }, 'InvalidEventData'],
      ['order-2', 'Poison', {}, 'UnknownEventType'],
      ['order-2', 'NoSuchEvent', {}, 'UnknownEventType'],
      ['invoice-2', 'OrderPlaced', { amount: 1 }, 'UnknownStreamType'],
      ['order', 'OrderPlaced', { amount: 1 }, 'InvalidStreamId'],
    ] as const;
    for (const [stream, type, data, reason] of cases) {
      const err = await store
        .append(stream, [
          { type: 'OrderNoted', data: { note: 'valid first' } },
          { type, data },
        ])
        .catch((e: unknown) => e);
      expect(err, `${stream} ${type}`).toBeInstanceOf(InvalidEventError);
      expect(err).toMatchObject({ code: 'ValidationFailed', reason });
    }
    expect(await count()).toBe(before);
    expect(await store.streamVersion('order-2')).toBe(0);
    expect(await store.streamVersion('invoice-2')).toBe(0);
  });

  it('applies inline projections in the appending transaction: a failing projection writes no event', async () => {
    await store.append('order-3', [{ type: 'OrderPlaced', data: { amount: 42 } }]);
    const rows = await sql<{
      amount: string;
    }>`select amount from test_orders where stream_id = 'order-3'`.execute(tdb.db);
    expect(rows.rows.map((r) => Number(r.amount))).toEqual([42]);
    const before = await count();
    await expect(store.append('bad-1', [{ type: 'Poison', data: {} }])).rejects.toThrow('projection failed');
    expect(await count()).toBe(before);
    expect(await store.streamVersion('bad-1')).toBe(0);
  });

  it('makes a retried command with the same idempotency key append nothing twice', async () => {
    const key = `cmd-${backend}-1`;
    const first = await store.append('order-4', [{ type: 'OrderPlaced', data: { amount: 1 } }], {
      idempotencyKey: key,
    });
    const again = await store.append('order-4', [{ type: 'OrderPlaced', data: { amount: 1 } }], {
      idempotencyKey: key,
    });
    expect(first.appended).toBe(true);
    expect(again).toMatchObject({
      appended: false,
      firstPosition: first.firstPosition,
      nextExpectedVersion: 1,
    });
    expect(again.events.map((e) => e.globalPosition)).toEqual([first.firstPosition]);
    // Concurrent retries of one command (a double click, a client retry racing the first try).
    const key2 = `cmd-${backend}-2`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        store.append('order-4', [{ type: 'OrderNoted', data: { note: 'once' } }], {
          expectedVersion: 1,
          idempotencyKey: key2,
        }),
      ),
    );
    expect(results.filter((r) => r.appended)).toHaveLength(1);
    expect(new Set(results.map((r) => r.firstPosition)).size).toBe(1);
    expect((await store.readStream('order-4')).version).toBe(2);
  });

  it('lets exactly one of many concurrent appenders win each version of a stream', async () => {
    const stream = 'order-race';
    const writers = 6;
    const rounds = 15;
    let wins = 0;
    let conflicts = 0;
    for (let v = 0; v < rounds; v++) {
      const outcomes = await Promise.allSettled(
        Array.from({ length: writers }, (_, w) =>
          store.append(stream, [{ type: 'OrderNoted', data: { note: `r${v}w${w}` } }], {
            expectedVersion: v,
          }),
        ),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled').length;
      expect(won, `round ${v}`).toBe(1);
      for (const o of outcomes)
        if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(VersionConflictError);
      wins += won;
      conflicts += writers - won;
    }
    const { events, version } = await store.readStream(stream);
    expect(version).toBe(rounds);
    expect(events.map((e) => e.streamVersion)).toEqual(Array.from({ length: rounds }, (_, i) => i + 1));
    expect(wins).toBe(rounds);
    expect(conflicts).toBe(rounds * (writers - 1));
    // 'any' appenders never conflict and never collide on a version, also racing exact ones.
    const mixed = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? store.append('order-mixed', [{ type: 'OrderNoted', data: { note: `any ${i}` } }])
          : store.append('order-mixed', [{ type: 'OrderNoted', data: { note: `exact ${i}` } }], {
              expectedVersion: i / 2,
            }),
      ),
    );
    mixed.forEach((o, i) => {
      if (i % 2) expect(o.status, `any append ${i}`).toBe('fulfilled');
    });
    const mixedStream = await store.readStream('order-mixed');
    expect(mixedStream.events.map((e) => e.streamVersion)).toEqual(mixedStream.events.map((_, i) => i + 1));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.append('order-any', [{ type: 'OrderNoted', data: { note: `${i}` } }]),
      ),
    );
    const anyStream = await store.readStream('order-any');
    expect(anyStream.events.map((e) => e.streamVersion)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('reports affected rows through kysely on both drivers', async () => {
    const r = await tdb.db
      .updateTable('subscription_checkpoints')
      .set({ position: 0 })
      .where('name', '=', 'nobody')
      .executeTakeFirst();
    expect(Number(r.numUpdatedRows)).toBe(0);
    await sql`insert into test_orders values ('x', 1), ('x', 2)`.execute(tdb.db);
    const d = await sql`delete from test_orders where stream_id = 'x'`.execute(tdb.db);
    expect(Number(d.numAffectedRows)).toBe(2);
  });

  it('wakes a subscriber by notification, not by its polling', async () => {
    const seen: number[] = [];
    const sub = store.subscribe({
      from: 'end',
      pollIntervalMs: 60_000,
      // Its own stream only: a transaction of another database of the cluster holds the snapshot's xmin
      // back, so 'end' may start before other tests' last events (delivered again, at least once).
      handle: async (events) => {
        seen.push(...events.filter((e) => e.streamId === 'order-5').map((e) => e.globalPosition));
      },
    });
    await sub.caughtUp();
    const r = await store.append('order-5', [{ type: 'OrderNoted', data: { note: 'ping' } }]);
    await eventually(
      async () => (seen.includes(r.firstPosition) ? true : undefined),
      5_000,
      'notified delivery',
    );
    await sub.stop();
    expect(seen).toEqual([r.firstPosition]);
  });

  it('appends a lone event and its projection rows in one statement; a taken version writes neither', async () => {
    const r = await store.append('order-9', [{ type: 'OrderShipped', data: { carrier: 'SF' } }], {
      expectedVersion: 0,
    });
    const rows = async () =>
      (
        await sql<{ stream_id: string; position: number; carrier: string }>`
        select stream_id, position, carrier from test_shipments`.execute(tdb.db)
      ).rows;
    expect(await rows()).toEqual([{ stream_id: 'order-9', position: r.firstPosition, carrier: 'SF' }]);
    await expect(
      store.append('order-9', [{ type: 'OrderShipped', data: { carrier: 'EMS' } }], { expectedVersion: 0 }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect((await rows()).map((x) => x.carrier)).toEqual(['SF']);
  });

  it.runIf(backend === 'postgres')(
    "a one-statement append wakes another process's subscriber by its own NOTIFY",
    async () => {
      const other = await connectDatabase({ kind: 'postgres', url: tdb.url! });
      const reader = new EventStore({ db: other.db, notifier: other.notifier, registry });
      const seen: number[] = [];
      const sub = reader.subscribe({
        from: 'end',
        pollIntervalMs: 60_000,
        handle: async (events) => {
          seen.push(...events.filter((e) => e.streamId === 'order-10').map((e) => e.globalPosition));
        },
      });
      await sub.caughtUp();
      const r = await store.append('order-10', [{ type: 'OrderShipped', data: { carrier: 'SF' } }], {
        expectedVersion: 0,
      });
      await eventually(async () => (seen.includes(r.firstPosition) ? true : undefined), 5_000, 'notified');
      await sub.stop();
      await other.close();
      expect(seen).toEqual([r.firstPosition]);
    },
  );
  it('an append with announce: false wakes no subscriber, here nor by NOTIFY elsewhere', async () => {
    const wakes: string[] = [];
    const base = tdb.notifier;
    const notifier: Notifier = {
      ...base,
      appended: () => (wakes.push('appended'), base.appended()),
      announced: () => (wakes.push('announced'), base.announced()),
    };
    const heard: string[] = [];
    const listener = backend === 'postgres' ? new pg.Client({ connectionString: tdb.url }) : undefined;
    if (listener) {
      await listener.connect();
      await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
      listener.on('notification', (n) => heard.push(n.payload ?? ''));
    }
    const quiet = new EventStore({
      db: tdb.db,
      notifier,
      prepared: tdb.prepared,
      registry,
      inlineProjections: [ordersProjection, shipmentsProjection],
    });
    // One statement (its NOTIFY would be in it), then a transaction.
    await quiet.append('order-11', [{ type: 'OrderShipped', data: { carrier: 'SF' } }], {
      expectedVersion: 0,
      announce: false,
    });
    await quiet.append('order-12', [{ type: 'OrderNoted', data: { note: 'quiet' } }], { announce: false });
    expect(wakes).toEqual([]);
    await quiet.append('order-13', [{ type: 'OrderNoted', data: { note: 'heard' } }]);
    expect(wakes).toEqual(['appended']);
    if (listener) {
      // Notifications arrive in commit order: a quiet append's would come first.
      await eventually(async () => (heard.length > 0 ? true : undefined), 5_000, 'the NOTIFY');
      await listener.end();
      expect(heard).toEqual([notifier.id]);
    }
  });
});

describe.each(BACKENDS)('global reads on %s', (backend) => {
  it('follow transaction ids as numbers (9 before 10), not as text', async () => {
    const tdb = await createTestDatabase(backend);
    try {
      const store = new EventStore({ db: tdb.db, notifier: tdb.notifier, registry });
      // A long-lived cluster's ids cross a power of ten; written here as the log would hold them.
      await sql`insert into events (stream_id, stream_version, type, data, tx_id) values
        ('order-late', 1, 'OrderPlaced', '{"amount":1}', '10'),
        ('order-early', 1, 'OrderPlaced', '{"amount":2}', '9')`.execute(tdb.db);
      const first = await store.readAll(undefined, { batchSize: 1 });
      expect(first.map((e) => e.streamId)).toEqual(['order-early']);
      const next = await store.readAll({ txId: first[0]!.txId, position: first[0]!.globalPosition });
      expect(next.map((e) => e.streamId)).toEqual(['order-late']);
      const batch = await store.readBatch(START, { batchSize: 1 });
      expect({ streams: batch.events.map((e) => e.streamId), heldBack: batch.heldBack }).toEqual({
        streams: ['order-early'],
        heldBack: false,
      });
      expect(await store.head()).toEqual({ txId: '10', position: next[0]!.globalPosition });
    } finally {
      await tdb.close();
    }
  });
});
