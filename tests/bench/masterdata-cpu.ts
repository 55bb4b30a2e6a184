import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { connectDatabase, createEventStore, masterdata, migrateToLatest } from '@srm/events';
import { testDatabaseUrl, withDatabase } from '@srm/events/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../api/src/app';
import { DEMO_TENANT } from '../../api/src/seed-data';
import { seedDemoData } from '../../api/src/seed';
import { seedMasterData } from '../../api/src/seed-masterdata';
import { Services } from '../../api/src/services';
import { fill } from './masterdata.bench';

/**
 * The API's CPU per materials-list request, which machine load disturbs far less than a rate:
 * `node --import tsx tests/bench/masterdata-cpu.ts [rows] [requests]` (add `--cpu-prof` before
 * `--import` for a profile). The API in this process (app.inject, no socket), the same list query
 * as the bench, over a kept database `mdperf_cpu` filled once (default 200k materials: the filter
 * matches 25k, past the exact count's bound, so the estimate path runs as at 1M). It prints the
 * PostgreSQL backends' CPU per request beside the API's (from /proc: both on this machine).
 */
const rows = Number(process.argv[2] ?? 200_000);
const requests = Number(process.argv[3] ?? 2000);
const NAME = 'mdperf_cpu';
const LIST_QUERY = 'pageNo=1&pageSize=10&materialType=semi&column=tex&order=desc';

const admin = new pg.Client({ connectionString: testDatabaseUrl() });
await admin.connect();
if (!(await admin.query('select 1 from pg_database where datname = $1', [NAME])).rowCount)
  await admin.query(`create database ${NAME}`);
await admin.end();
const url = withDatabase(testDatabaseUrl(), NAME);
const handle = await connectDatabase({ kind: 'postgres', url, poolSize: 10 });
await migrateToLatest(handle.db);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const n = async () =>
  (
    await pool.query<{ n: number }>('select count(*)::int as n from md_material where tenant_id = $1', [
      DEMO_TENANT.id,
    ])
  ).rows[0]?.n ?? 0;
const hasMaterials = await pool
  .query(`select 1 from pg_tables where tablename = 'md_material'`)
  .then((r) => r.rowCount === 1);
if (!hasMaterials || (await n()) === 0) {
  const store = createEventStore(handle);
  await masterdata.syncEntityDefinitions(store, masterdata.declaredEntities, {
    metadata: { actor: 'system' },
  });
  await seedDemoData(store);
  await seedMasterData(store);
}
const have = await n();
if (have < rows) {
  await fill(pool, have, rows);
  await sql`vacuum (analyze) md_material`.execute(handle.db);
}
await pool.end();

const services = new Services({ databaseKind: 'postgres', temporalAddress: 'none', version: 'cpu' });
services.setDatabase(handle);
const { app, gateway } = await buildApp({
  services,
  apiPrefix: '/api',
  logLevel: 'silent',
  authSecret: 'bench-secret-bench-secret-bench-secret-01',
});
await app.ready();
await gateway.start();
const login = await app.inject({
  method: 'POST',
  url: '/api/sys/login',
  payload: { username: 'admin', password: 'Admin@2026' },
});
const token = (login.json() as { result: { token: string } }).result.token;
const list = async () => {
  const res = await app.inject({
    url: `/api/masterdata/material/list?${LIST_QUERY}`,
    headers: { 'x-access-token': token },
  });
  if (!res.body.includes('"success":true')) throw new Error(res.body.slice(0, 300));
};
for (let i = 0; i < 300; i++) await list();
// The statements one request sends (what the pool's round trips are).
const sent: string[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
  if (typeof text === 'string') sent.push(text);
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;
await list();
pg.Client.prototype.query = query as typeof pg.Client.prototype.query;
console.log(`one request sends ${sent.length} statements:`);
for (const s of sent) console.log(`  ${s.replace(/\s+/g, ' ').slice(0, 160)}`);
// MASTERDATA_CPU_PROFILE=<file>: a CPU profile of the measured requests only (open in Chrome DevTools).
const profileTo = process.env.MASTERDATA_CPU_PROFILE;
const session = profileTo ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
// The database's side: the CPU of the pool's backends (clock ticks from /proc), beside the API's.
const watcher = new pg.Client({ connectionString: url });
await watcher.connect();
const backends = (
  await watcher.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [NAME],
  )
).rows.map((r) => r.pid);
await watcher.end();
const ticks = () =>
  backends.reduce((sum, pid) => {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return sum + Number(f[11]) + Number(f[12]);
    } catch {
      return sum;
    }
  }, 0);
const ticks0 = ticks();
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < requests; i++) await list();
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const pgMs = ((ticks() - ticks0) * 10) / requests;
if (session && profileTo) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(profileTo, JSON.stringify(profile));
}
console.log(
  `${requests} list requests over ${rows.toLocaleString('en-US')} rows: ` +
    `API CPU ${((cpu.user + cpu.system) / 1000 / requests).toFixed(3)} ms/request ` +
    `(user ${(cpu.user / 1000 / requests).toFixed(3)}, system ${(cpu.system / 1000 / requests).toFixed(3)}), ` +
    `wall ${(wall / requests).toFixed(2)} ms/request sequential; ` +
    `PostgreSQL backends CPU ${pgMs.toFixed(2)} ms/request (${backends.length} backends, 10 ms ticks)`,
);
await gateway.close();
await app.close();
await handle.close();
