// Before the suite: the Temporal CLI the tests run (installed with Go when missing) and a
// reachable PostgreSQL. Prints the CLI path on its last line for scripts/test.mjs.
import { fileURLToPath } from 'node:url';
import { ensureTemporalCli } from '@srm/workflow';
import { testDatabaseUrl } from '@srm/events/testing';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  const cli =
    process.env.TEMPORAL_CLI ||
    (await ensureTemporalCli(root, process.env.PATH ?? '', (l) => console.error(l)));
  const url = testDatabaseUrl();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect().catch((e: Error) => {
    throw new Error(
      `PostgreSQL is not reachable at ${url} (${e.message}); start it or set TEST_DATABASE_URL`,
    );
  });
  await client.end();
  console.log(cli);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}
