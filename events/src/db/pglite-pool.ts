import type { PGlite } from '@electric-sql/pglite';

type QueryResult = { command: string; rowCount: number; rows: unknown[] };
type PoolClient = { query(sql: string, params: readonly unknown[]): Promise<QueryResult>; release(): void };

/**
 * The slice of pg.Pool that kysely's PostgresDialect uses, backed by one PGlite instance.
 * PGlite is a single session, so a connection is exclusive: a transaction holds it until
 * release and other callers queue. (The published PGlite dialects pin PGlite <= 0.4.)
 */
export class PGlitePool {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly pg: PGlite) {}

  async connect(): Promise<PoolClient> {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    let released = false;
    return {
      query: async (sql, params) => {
        const r = await this.pg.query(sql, params as unknown[]);
        return {
          command: r.command ?? '',
          rowCount: r.rowCount ?? r.affectedRows ?? r.rows.length,
          rows: r.rows,
        };
      },
      release: () => {
        if (!released) {
          released = true;
          release();
        }
      },
    };
  }

  async end(): Promise<void> {
    await this.tail;
  }
}
