import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

export type Backend = 'postgres' | 'pglite';
export const BACKENDS: readonly Backend[] = ['postgres', 'pglite'];

/** Test support only: the one place outside a runnable's config.ts that reads the environment. */
export const testDatabaseUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = DatabaseHandle & { url?: string; name: string };

/**
 * A fresh, migrated database: on PostgreSQL a new database dropped by close(); on PGlite an
 * in-memory instance. Each test file gets its own, so files run in parallel without sharing rows.
 */
export async function createTestDatabase(backend: Backend, { poolSize = 20 } = {}): Promise<TestDatabase> {
  const name = `srm_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  if (backend === 'pglite') {
    const handle = await connectDatabase({ kind: 'pglite' });
    await migrateToLatest(handle.db);
    return { ...handle, name };
  }
  const adminUrl = testDatabaseUrl();
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = withDatabase(adminUrl, name);
  const handle = await connectDatabase({ kind: 'postgres', url, poolSize });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    name,
    url,
    async close() {
      await handle.close();
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  what: string | (() => string) = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`,
      );
    }
    await sleep(25);
  }
}
