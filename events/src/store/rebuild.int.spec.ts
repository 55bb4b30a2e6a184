import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../testing/index';
import { EventStore } from './event-store';
import { projectionCoverageProblems, rebuildProjections, snapshotTables } from './rebuild';
import { EventRegistry } from './registry';
import type { InlineProjection } from './types';

const registry = new EventRegistry([
  {
    streamType: 'acct',
    events: { Opened: z.object({ owner: z.string() }), Deposited: z.object({ n: z.number() }) },
  },
]);

/** Balances per account; the audit table counts deposits (a second table of the same projection). */
const accounts: InlineProjection = {
  name: 'accounts',
  tables: ['test_account', 'test_deposit_count'],
  handles: ['Opened', 'Deposited'],
  async apply(trx, events) {
    for (const e of events) {
      if (e.type === 'Opened') {
        const { owner } = e.data as { owner: string };
        await trx
          .insertInto('test_account' as never)
          .values({ id: e.streamId, owner, balance: 0, opened_at: e.createdAt } as never)
          .execute();
      } else {
        const { n } = e.data as { n: number };
        await sql`update test_account set balance = balance + ${n} where id = ${e.streamId}`.execute(trx);
        await sql`insert into test_deposit_count values (${e.streamId}, 1)
                  on conflict (id) do update set n = test_deposit_count.n + 1`.execute(trx);
      }
    }
  },
};

describe.each(BACKENDS)('rebuildProjections on %s', (backend) => {
  let tdb: TestDatabase;
  let store: EventStore;
  const tables = ['test_account', 'test_deposit_count'];

  beforeAll(async () => {
    tdb = await createTestDatabase(backend);
    await sql`create table test_account (id text primary key, owner text not null, balance int not null, opened_at timestamptz not null)`.execute(
      tdb.db,
    );
    await sql`create table test_deposit_count (id text primary key, n int not null)`.execute(tdb.db);
    await sql`create table test_stray (id text)`.execute(tdb.db);
    store = new EventStore({ db: tdb.db, notifier: tdb.notifier, registry, inlineProjections: [accounts] });
    for (let i = 0; i < 5; i++) {
      await store.append(`acct-${i}`, [{ type: 'Opened', data: { owner: `o${i}` } }]);
      await store.append(`acct-${i}`, [
        { type: 'Deposited', data: { n: i } },
        { type: 'Deposited', data: { n: 10 } },
      ]);
    }
  });
  afterAll(async () => tdb?.close());

  it('replays the log into emptied tables and gives the live rows back', async () => {
    const live = await snapshotTables(tdb.db, tables);
    expect(live.test_account).toHaveLength(5);
    await sql`update test_account set balance = -1`.execute(tdb.db); // drift a rebuild repairs
    expect(await rebuildProjections(store, { batchSize: 3 })).toEqual({ events: 15, tables });
    expect(await snapshotTables(tdb.db, tables)).toEqual(live);
  });

  it('fails, writing nothing, when a projection writes a table it does not declare', async () => {
    const live = await snapshotTables(tdb.db, tables);
    const sloppy: InlineProjection = {
      ...accounts,
      async apply(trx, events) {
        await accounts.apply(trx, events);
        await sql`insert into test_stray values ('x')`.execute(trx);
      },
    };
    await expect(rebuildProjections(store, { projections: [sloppy] })).rejects.toThrow(
      'projection accounts wrote test_stray, not among its tables',
    );
    expect(await snapshotTables(tdb.db, tables)).toEqual(live);
  });

  it('refuses a projection without tables and a table owned twice', async () => {
    await expect(rebuildProjections(store, { projections: [{ ...accounts, tables: [] }] })).rejects.toThrow(
      'projection accounts declares no tables',
    );
    await expect(
      rebuildProjections(store, { projections: [accounts, { ...accounts, name: 'again' }] }),
    ).rejects.toThrow('table test_account is owned by two projections: accounts and again');
  });

  it('coverage names every table that is neither owned nor listed', async () => {
    const problems = await projectionCoverageProblems(tdb.db, [accounts], { test_stray: 'a test table' });
    expect(problems).toContain(
      'table events is owned by no projection and not listed in nonProjectionTables',
    );
    expect(problems.some((p) => p.includes('test_account') || p.includes('test_stray'))).toBe(false);
  });
});
