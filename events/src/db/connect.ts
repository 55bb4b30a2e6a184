import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { PreparedQuery } from '../store/event-store';
import type { Database } from './database';
import { pgliteNotifier, pgNotifier, type Notifier } from './notifier';
import { PGlitePool } from './pglite-pool';

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined: in memory. */
  | { kind: 'pglite'; dataDir?: string };

export type DatabaseHandle = {
  kind: DatabaseConfig['kind'];
  db: Kysely<Database>;
  notifier: Notifier;
  /** Named statements, planned once per connection (PostgreSQL only; kysely sends unnamed ones). */
  prepared?: PreparedQuery;
  close(): Promise<void>;
};

const INT8 = 20;
// Positions and counts stay far below 2^53; one number type across both drivers.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export async function connectDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    // A database that stops answering fails requests after 5 s instead of hanging them (and shutdown).
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      types,
      connectionTimeoutMillis: 5000,
    });
    // An idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const client = await pool.connect();
    client.release();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const notifier = pgNotifier(config.url, (channel, payload) =>
      sql`select pg_notify(${channel}, ${payload})`.execute(db),
    );
    return {
      kind: 'postgres',
      db,
      notifier,
      prepared: async (name, text, params) => (await pool.query({ name, text, values: [...params] })).rows,
      async close() {
        await notifier.close();
        await db.destroy();
      },
    };
  }
  const lite = await PGlite.create(config.dataDir ?? 'memory://');
  const pool = new PGlitePool(lite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }) });
  const notifier = pgliteNotifier(lite);
  return {
    kind: 'pglite',
    db,
    notifier,
    async close() {
      await notifier.close();
      await db.destroy();
      await lite.close();
    },
  };
}
