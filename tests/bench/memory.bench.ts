import { createTestDatabase } from '@srm/events/testing';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { ServerProcess } from './server-process';
import { checkOpenFiles, inBatches, printTable, round, sleep, verdict, type BenchResult } from './support';

/**
 * API memory with idle sockets (issue: resident memory of the process hosting the gateway with
 * 1,000 idle sockets, target < 300 MB). The server runs in a child process (memory-server.ts), so
 * the clients' memory is not counted; a bare `ws` server with the same 1,000 sockets is the baseline.
 */
const CLIENTS = 1_000;
const CONNECT_PARALLEL = 50;
const SETTLE_MS = 2_000;
const RSS_TARGET_MB = 300;
const MB = 2 ** 20;

const serverEntry = new URL('./memory-server.ts', import.meta.url);

type Usage = {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  connections: number;
  gc: boolean;
};

const usageOf = async (server: ServerProcess): Promise<Usage> =>
  JSON.parse(await server.ask('rss', 'RSS ')) as Usage;

type Measured = { before: Usage; with: Usage; connectMs: number };

async function measure(kind: 'api' | 'ws', args: string[]): Promise<Measured> {
  const server = ServerProcess.start('memory', serverEntry, args, ['--expose-gc']);
  const closers: Array<() => void> = [];
  try {
    const port = Number(await server.line('READY '));
    await sleep(SETTLE_MS);
    const before = await usageOf(server);
    const t0 = Date.now();
    const open = (): Promise<() => void> =>
      new Promise((resolve, reject) => {
        if (kind === 'api') {
          const s: Socket = io(`http://127.0.0.1:${port}`, {
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
            timeout: 20_000,
          });
          s.once('connect', () => resolve(() => s.disconnect()));
          s.once('connect_error', reject);
        } else {
          const ws = new WebSocket(`ws://127.0.0.1:${port}`);
          ws.once('open', () => resolve(() => ws.close()));
          ws.once('error', reject);
        }
      });
    closers.push(...(await inBatches(CLIENTS, CONNECT_PARALLEL, open)));
    const connectMs = Date.now() - t0;
    let usage = await usageOf(server);
    for (let i = 0; usage.connections < CLIENTS; i++) {
      if (i > 100) throw new Error(`server counts only ${usage.connections}/${CLIENTS} connections`);
      await sleep(100);
      usage = await usageOf(server);
    }
    await sleep(SETTLE_MS);
    return { before, with: await usageOf(server), connectMs };
  } finally {
    for (const close of closers) close();
    await server.stop();
  }
}

export async function memoryBench(): Promise<BenchResult> {
  console.log(
    `\n== memory: server process resident memory with ${CLIENTS} idle sockets (server in a child process) ==`,
  );
  if (!checkOpenFiles(CLIENTS + 200, `${CLIENTS} client sockets in this process`))
    return { skipped: 'open-file limit too low' };
  const tdb = await createTestDatabase('postgres');
  try {
    const baseline = await measure('ws', ['ws']);
    const api = await measure('api', ['api', tdb.url!]);
    const mb = (b: number) => round(b / MB, 1);
    const row = (name: string, m: Measured) => ({
      server: name,
      'rss idle MB': mb(m.before.rss),
      [`rss ${CLIENTS} sockets MB`]: mb(m.with.rss),
      'delta MB': mb(m.with.rss - m.before.rss),
      'KB/socket (rss)': round((m.with.rss - m.before.rss) / CLIENTS / 1024, 1),
      'heap idle MB': mb(m.before.heapUsed),
      [`heap ${CLIENTS} MB`]: mb(m.with.heapUsed),
      'KB/socket (heap)': round((m.with.heapUsed - m.before.heapUsed) / CLIENTS / 1024, 1),
    });
    printTable(
      `server memory after gc() (${api.with.gc ? 'forced' : 'NOT available'}), ${SETTLE_MS / 1000} s after the last connect`,
      [row('baseline: bare ws server', baseline), row('API: buildApp + gateway', api)],
    );
    const met = api.with.rss < RSS_TARGET_MB * MB;
    printTable('memory targets', [
      {
        target: `API rss with ${CLIENTS} idle sockets < ${RSS_TARGET_MB} MB`,
        measured: `${mb(api.with.rss)} MB`,
        result: verdict(met),
      },
    ]);
    const pack = (m: Measured) => ({
      rssIdleMB: mb(m.before.rss),
      rssWithSocketsMB: mb(m.with.rss),
      rssKBPerSocket: round((m.with.rss - m.before.rss) / CLIENTS / 1024, 2),
      heapIdleMB: mb(m.before.heapUsed),
      heapWithSocketsMB: mb(m.with.heapUsed),
      heapKBPerSocket: round((m.with.heapUsed - m.before.heapUsed) / CLIENTS / 1024, 2),
      connectMs: m.connectMs,
    });
    return { clients: CLIENTS, baseline: pack(baseline), api: pack(api), targetMB: RSS_TARGET_MB, met };
  } finally {
    await tdb.close();
  }
}
