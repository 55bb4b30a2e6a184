import { createServer, connect, type Server, type Socket } from 'node:net';
import { createTestDatabase, eventually, type TestDatabase } from '@srm/events/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killStartedProcesses, startNodeProcess, waitForExit } from '../support/processes';
import { freePort } from '../support/temporal';

type Health = {
  success: boolean;
  code: number;
  result: { status: string; database: { ok: boolean }; temporal: { ok: boolean } };
};

/** A TCP forwarder to PostgreSQL that we can switch on later: "the database comes up after the API". */
function pgProxy(port: number, target: URL): Promise<Server> {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    open.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => (client.destroy(), upstream.destroy());
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  server.on('close', () => open.forEach((s) => s.destroy()));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('API start-up with its database down', () => {
  let tdb: TestDatabase;
  let proxy: Server | undefined;
  beforeAll(async () => {
    tdb = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await killStartedProcesses();
    proxy?.close();
    await tdb?.close();
  });

  it('says so in one line, reports it on /api/health, and connects once the database is up', async () => {
    const [port, dbPort, temporalPort] = [await freePort(), await freePort(), await freePort()];
    const target = new URL(tdb.url!);
    const viaProxy = new URL(tdb.url!);
    viaProxy.host = `127.0.0.1:${dbPort}`;
    const api = await startNodeProcess(
      'api/src/main.ts',
      {
        PORT: String(port),
        DATABASE_URL: viaProxy.toString(),
        TEMPORAL_ADDRESS: `127.0.0.1:${temporalPort}`, // nothing there either
        RUN_WORKER: 'false',
        SERVE_WEB: 'false',
      },
      /database \(postgres\) unavailable/,
    );
    try {
      const health = async () => {
        const r = await fetch(`http://127.0.0.1:${port}/api/health`);
        return { status: r.status, body: (await r.json()) as Health };
      };
      const down = await health();
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        success: false,
        code: 503,
        result: { status: 'degraded', database: { ok: false } },
      });
      // A request that needs the database gets the envelope, not a hang or a stack trace.
      const r = await fetch(`http://127.0.0.1:${port}/api/platform/self-checks`);
      expect(r.status).toBe(503);
      expect(((await r.json()) as { message: string }).message).toBe('服务暂不可用（数据库），请稍后重试');

      proxy = await pgProxy(dbPort, target);
      await eventually(
        async () => ((await health()).body.result.database.ok ? true : undefined),
        20_000,
        'database reconnect',
      );
      const lines = api.output().split('\n');
      expect(lines.filter((l) => l.includes('database (postgres) unavailable'))).toHaveLength(1);
      expect(lines.filter((l) => /^\s+at /.test(l))).toEqual([]);
      expect(api.output()).toContain('database (postgres) is reachable again');
      // Then Temporal, still down, gets its own single line.
      const temporalDown = () =>
        api
          .output()
          .split('\n')
          .filter((l) => l.includes('Temporal at') && l.includes('unavailable'));
      await eventually(async () => (temporalDown().length ? true : undefined), 30_000, 'the Temporal line');
      expect(temporalDown()).toHaveLength(1);
    } finally {
      api.child.kill('SIGTERM');
      await waitForExit(api.child);
    }
  });
});
