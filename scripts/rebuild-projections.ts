// Operator tool: rebuilds every projection's tables from the event log in one transaction
// (events/src/store/rebuild.ts). Appends wait while it runs. With --check, it rebuilds, compares
// with the live tables and rolls back: the exit code says whether they were identical.
// DATABASE_URL, else the embedded database under DATA_DIR (default .data) -- stop the app first.
//   node --import tsx scripts/rebuild-projections.ts [--check]
import { resolve } from 'node:path';
import {
  connectDatabase,
  createEventStore,
  inlineProjections,
  nonProjectionTables,
  ownedTables,
  projectionCoverageProblems,
  rebuildProjections,
  snapshotTables,
} from '@srm/events';
import { sql } from 'kysely';

const check = process.argv.includes('--check');
const url = process.env.DATABASE_URL;
const handle = await connectDatabase(
  url
    ? { kind: 'postgres', url }
    : { kind: 'pglite', dataDir: resolve(process.env.DATA_DIR ?? '.data', 'pglite') },
);
try {
  const problems = await projectionCoverageProblems(handle.db, inlineProjections, nonProjectionTables);
  for (const p of problems) console.warn(`warning: ${p}`);
  const store = createEventStore(handle);
  // Declared entities' generated tables included (masterdata engine).
  const tables = [...(await ownedTables(handle.db, inlineProjections)).keys()].sort();
  if (!check) {
    const started = Date.now();
    const r = await rebuildProjections(store);
    console.log(`rebuilt ${r.tables.length} tables from ${r.events} events in ${Date.now() - started} ms`);
  } else {
    const differing = await handle.db
      .transaction()
      .execute(async (trx) => {
        // The live rows under the lock the rebuild takes: no append lands between the two snapshots.
        await sql`lock table events in share mode`.execute(trx);
        const live = await snapshotTables(trx, tables);
        await rebuildProjections(store, { trx });
        const rebuilt = await snapshotTables(trx, tables);
        const diff = tables.filter((t) => JSON.stringify(rebuilt[t]) !== JSON.stringify(live[t]));
        throw Object.assign(new Error('roll back'), { diff });
      })
      .catch((e: { diff?: string[] }) => {
        if (!e.diff) throw e;
        return e.diff;
      });
    console.log(differing.length ? `differ after a rebuild: ${differing.join(', ')}` : 'rebuild equals live');
    process.exitCode = differing.length ? 1 : 0;
  }
} finally {
  await handle.close();
}
