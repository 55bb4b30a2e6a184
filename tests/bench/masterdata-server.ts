import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import pg from 'pg';

/**
 * The API process the master-data bench loads and measures:
 * `node --import tsx tests/bench/masterdata-server.ts <databaseUrl> <poolSize> <table>`: the real API
 * (buildApp + Services, gateway started, no Temporal), run with tsx as `npm start` runs it. It
 * records the SQL its pool sends that names `<table>`, so the bench runs the very same statements
 * on bare pg. Prints `READY <port>`; answers stdin `sql` with `SQL [{text, values}]` (the statements
 * captured since the last `sql`) and `rss` with `RSS <bytes>`; exits on `exit`.
 */
const [databaseUrl, poolArg, table] = process.argv.slice(2);
if (!databaseUrl || !table) throw new Error('usage: masterdata-server.ts <databaseUrl> <poolSize> <table>');
const say = (line: string) => process.stdout.write(line + '\n');

type Captured = { text: string; values: unknown[]; name?: string };
let captured: Captured[] = [];
// kysely's PostgresDialect sends a statement through pg.Client#query(text, values); the hot lists'
// named statements go as pg.Client#query({ name, text, values }) (prepared once per connection).
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [first, second] = args;
  const config =
    typeof first === 'string'
      ? { text: first, values: second }
      : (first as { text?: unknown; values?: unknown; name?: unknown } | undefined);
  const text = config?.text;
  if (typeof text === 'string' && text.includes(`"${table}"`) && captured.length < 100)
    captured.push({
      text,
      values: Array.isArray(config?.values) ? config.values : [],
      ...(typeof config?.name === 'string' ? { name: config.name } : {}),
    });
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const { connectDatabase } = await import('@srm/events');
const { buildApp } = await import('../../api/src/app');
const { Services } = await import('../../api/src/services');
const handle = await connectDatabase({ kind: 'postgres', url: databaseUrl, poolSize: Number(poolArg ?? 10) });
const services = new Services({
  databaseKind: 'postgres',
  temporalAddress: 'none (masterdata bench)',
  version: 'bench',
});
services.setDatabase(handle);
const { app, gateway } = await buildApp({
  services,
  apiPrefix: '/api',
  logLevel: 'silent',
  authSecret: 'bench-secret-bench-secret-bench-secret-01',
});
await app.listen({ host: '127.0.0.1', port: 0 });
await gateway.start();

say(`READY ${(app.server.address() as AddressInfo).port}`);
createInterface({ input: process.stdin }).on('line', (line) => {
  const cmd = line.trim();
  if (cmd === 'sql') {
    say(`SQL ${JSON.stringify(captured)}`);
    captured = [];
  } else if (cmd === 'rss') {
    say(`RSS ${process.memoryUsage.rss()}`);
  } else if (cmd === 'exit') {
    void Promise.all([app.close(), handle.close()]).finally(() => process.exit(0));
  }
});
