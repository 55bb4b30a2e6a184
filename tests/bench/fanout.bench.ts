import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Worker } from 'node:worker_threads';
import { createTestDatabase } from '@srm/events/testing';
import { WebSocketServer, WebSocket } from 'ws';
import { anonymousAuthenticator, ownRoomsOnly } from '../../api/src/realtime/auth';
import { PUBLIC_ROOM, type PushedEvent } from '@srm/contracts/realtime';
import { RealtimeGateway } from '../../api/src/realtime/gateway';
import type { AppenderData, FromAppender } from './fanout-appender';
import type { ClientsData, FromClients } from './fanout-clients';
import { BENCH_EVENT, benchData, benchStore } from './fixtures';
import {
  checkOpenFiles,
  distribution,
  nowMs,
  paced,
  printTable,
  round,
  sleep,
  tsWorker,
  verdict,
  WorkerChannel,
  type BenchResult,
  type Distribution,
} from './support';

/**
 * Fan-out latency (issue: 1,000 sockets in one room, 100 events/s for ~10 s, commit -> receipt
 * p50/p99/max; target p99 < 50 ms and within 1.5x of a plain `ws` broadcast baseline).
 * The clients run in a worker thread; the server (gateway + store, or the ws baseline) runs here.
 */
const CLIENTS = 1_000;
const RATE = 100;
const WARMUP_EVENTS = 100; // the first second: sent, not counted
const MEASURED_EVENTS = 1_000; // 10 s at 100/s
const CONNECT_PARALLEL = 50;
const P99_TARGET_MS = 50;
const RATIO_TARGET = 1.5;
/** After the last send, how long receipts may still arrive before the missing ones count as lost. */
const DRAIN_TIMEOUT_MS = 20_000;

type Receipts = Extract<FromClients, { type: 'receipts' }>;

async function startClients(data: ClientsData) {
  const ch = new WorkerChannel<FromClients>(tsWorker(new URL('./fanout-clients.ts', import.meta.url), data));
  const ready = await ch.next('ready', 120_000);
  if (ready.connected < CLIENTS) {
    await ch.terminate();
    throw new Error(
      `only ${ready.connected}/${CLIENTS} clients connected (${ready.failed} failed: ${ready.firstError})`,
    );
  }
  return {
    ready,
    worker: ch.worker,
    /** Waits until every client has every one of `events`, or `timeoutMs` (the result then shows the missing). */
    async drain(events: number, timeoutMs: number): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        ch.post({ type: 'count' });
        if ((await ch.next('count', 10_000)).receipts >= events * CLIENTS) return;
        await sleep(100);
      }
    },
    async collect(): Promise<Receipts> {
      ch.post({ type: 'collect' });
      const r = await ch.next('receipts', 60_000);
      await ch.terminate();
      return r;
    },
  };
}

const listen = (server: HttpServer) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** Latencies of every receipt of a measured event, against `origin` (commit or send time by position). */
function latencies(r: Receipts, origin: Map<number, number>, counted: Set<number>) {
  const out: number[] = [];
  for (let i = 0; i < r.positions.length; i++) {
    const pos = r.positions[i]!;
    if (!counted.has(pos)) continue;
    const t0 = origin.get(pos);
    if (t0 !== undefined) out.push(r.times[i]! - t0);
  }
  return out;
}

type Load = {
  serverBusyPercent: number;
  clientsBusyPercent: number;
  loopDelayP99Ms: number;
  processCpuPercent: number;
};
/** How busy the server's thread and the clients' thread were (event-loop utilization) over a window. */
function loadMeter(clients: Worker) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const server0 = performance.eventLoopUtilization();
  const clients0 = clients.performance.eventLoopUtilization();
  const cpu0 = process.cpuUsage();
  const t0 = nowMs();
  return (): Load => {
    h.disable();
    const cpu = process.cpuUsage(cpu0);
    return {
      serverBusyPercent: round(performance.eventLoopUtilization(server0).utilization * 100, 0),
      clientsBusyPercent: round(clients.performance.eventLoopUtilization(clients0).utilization * 100, 0),
      loopDelayP99Ms: round(h.percentile(99) / 1e6),
      processCpuPercent: round(((cpu.user + cpu.system) / 1000 / (nowMs() - t0)) * 100, 0),
    };
  };
}

type Clients = Awaited<ReturnType<typeof startClients>>;

type PhaseResult = {
  endToEnd: Distribution;
  lastHop: Distribution;
  serverHop?: Distribution;
  delivered: number;
  expected: number;
  connectMs: number;
  sendSeconds: number;
  load: Load;
};

async function gatewayPhase(kind: 'socketio' | 'socketio-thin'): Promise<PhaseResult> {
  const tdb = await createTestDatabase('postgres', { poolSize: 16 });
  const store = benchStore(tdb);
  const http = createServer();
  const emittedAt = new Map<number, number>();
  const gateway = new RealtimeGateway({
    httpServer: http,
    store: () => store,
    authenticate: anonymousAuthenticator,
    authorizeRoom: ownRoomsOnly,
    // Every bench event to the public room (where anonymous sockets are by default); stamped as the gateway emits it.
    route: (e) => {
      if (!e.streamId.startsWith('bench-')) return [];
      emittedAt.set(e.globalPosition, nowMs());
      return [{ rooms: [PUBLIC_ROOM], data: e.data }];
    },
  });
  let clients: Clients | undefined;
  let appender: WorkerChannel<FromAppender> | undefined;
  try {
    const url = await listen(http);
    await gateway.start();
    clients = await startClients({ kind, url, clients: CLIENTS, parallel: CONNECT_PARALLEL });
    const ready = clients.ready;
    // Sockets join their rooms just after `connect`; wait until all are in the public room.
    for (let i = 0; (gateway.io.sockets.adapter.rooms.get(PUBLIC_ROOM)?.size ?? 0) < CLIENTS; i++) {
      if (i > 200)
        throw new Error(
          `only ${gateway.io.sockets.adapter.rooms.get(PUBLIC_ROOM)?.size ?? 0} sockets joined ${PUBLIC_ROOM}`,
        );
      await sleep(50);
    }

    // The writer is its own thread: its commit stamps do not wait behind this thread's broadcasts.
    appender = new WorkerChannel<FromAppender>(
      tsWorker(new URL('./fanout-appender.ts', import.meta.url), {
        databaseUrl: tdb.url!,
        stream: 'bench-fanout',
        total: WARMUP_EVENTS + MEASURED_EVENTS,
        rate: RATE,
      } satisfies AppenderData),
    );
    await appender.next('ready', 60_000);
    const measure = loadMeter(clients.worker);
    appender.post({ type: 'go' });
    const done = await appender.next('done', 120_000);
    const load = measure();
    await appender.terminate();
    await clients.drain(WARMUP_EVENTS + MEASURED_EVENTS, DRAIN_TIMEOUT_MS);
    const receipts = await clients.collect();

    const committedAt = new Map<number, number>();
    const counted = new Set<number>();
    for (let i = 0; i < done.positions.length; i++) {
      committedAt.set(done.positions[i]!, done.committedAt[i]!);
      if (i >= WARMUP_EVENTS) counted.add(done.positions[i]!);
    }
    const sendSeconds = done.sendMs / 1000;
    const serverHop: number[] = [];
    for (const pos of counted) {
      const c = committedAt.get(pos);
      const e = emittedAt.get(pos);
      if (c !== undefined && e !== undefined) serverHop.push(e - c);
    }
    const endToEnd = latencies(receipts, committedAt, counted);
    return {
      endToEnd: distribution(endToEnd),
      lastHop: distribution(latencies(receipts, emittedAt, counted)),
      serverHop: distribution(serverHop),
      delivered: endToEnd.length,
      expected: counted.size * CLIENTS,
      connectMs: ready.connectMs,
      sendSeconds,
      load,
    };
  } finally {
    await appender?.terminate();
    await clients?.worker.terminate();
    await gateway.close();
    await new Promise<void>((r) => http.close(() => r()));
    await tdb.close();
  }
}

async function wsBaselinePhase(): Promise<PhaseResult> {
  const http = createServer();
  const wss = new WebSocketServer({ server: http });
  let clients: Clients | undefined;
  try {
    const url = (await listen(http)).replace('http:', 'ws:');
    clients = await startClients({ kind: 'ws', url, clients: CLIENTS, parallel: CONNECT_PARALLEL });
    const ready = clients.ready;
    for (let i = 0; wss.clients.size < CLIENTS; i++) {
      if (i > 200) throw new Error(`only ${wss.clients.size} ws clients registered`);
      await sleep(50);
    }
    const sentAt = new Map<number, number>();
    const counted = new Set<number>();
    const measure = loadMeter(clients.worker);
    const sendSeconds =
      (await paced(WARMUP_EVENTS + MEASURED_EVENTS, RATE, (i) => {
        const position = i + 1;
        // The same frame socket.io sends for one gateway event: `42["events",[{...}]]`.
        const e: PushedEvent = {
          position,
          streamId: 'bench-fanout',
          type: BENCH_EVENT,
          data: benchData(0, i),
          createdAt: new Date().toISOString(),
        };
        const frame = `42${JSON.stringify(['events', [e]])}`;
        sentAt.set(position, nowMs());
        for (const c of wss.clients) if (c.readyState === WebSocket.OPEN) c.send(frame);
        if (i >= WARMUP_EVENTS) counted.add(position);
      })) / 1000;
    const load = measure();
    await clients.drain(WARMUP_EVENTS + MEASURED_EVENTS, DRAIN_TIMEOUT_MS);
    const receipts = await clients.collect();
    const lat = latencies(receipts, sentAt, counted);
    const d = distribution(lat);
    return {
      endToEnd: d,
      lastHop: d,
      delivered: lat.length,
      expected: counted.size * CLIENTS,
      connectMs: ready.connectMs,
      sendSeconds,
      load,
    };
  } finally {
    await clients?.worker.terminate();
    for (const c of wss.clients) c.terminate();
    await new Promise<void>((r) => wss.close(() => r()));
    await new Promise<void>((r) => http.close(() => r()));
  }
}

export async function fanoutBench(): Promise<BenchResult> {
  console.log(
    `\n== fan-out: ${CLIENTS} sockets in one room, ${RATE} events/s for ${MEASURED_EVENTS / RATE} s (+${WARMUP_EVENTS / RATE} s warm-up) ==`,
  );
  // Server and client ends of every connection live in this one process (clients in a worker thread).
  if (!checkOpenFiles(2 * CLIENTS + 200, `${CLIENTS} sockets with both ends in this process`)) {
    return { skipped: 'open-file limit too low' };
  }
  const baseline = await wsBaselinePhase();
  const gw = await gatewayPhase('socketio');
  const thin = await gatewayPhase('socketio-thin');

  const row = (name: string, d: Distribution, p: PhaseResult) => ({
    measurement: name,
    p50: d.p50,
    p90: d.p90,
    p99: d.p99,
    max: d.max,
    receipts: `${d.count}/${p.expected}`,
  });
  printTable('fan-out latency, ms (every client receipt of every measured event)', [
    row('baseline: ws broadcast, send -> receipt', baseline.endToEnd, baseline),
    row('store+gateway: commit -> receipt', gw.endToEnd, gw),
    row('  of which commit -> gateway emit', gw.serverHop!, { ...gw, expected: MEASURED_EVENTS }),
    row('  of which gateway emit -> receipt', gw.lastHop, gw),
    row('diagnostic, thin clients*: commit -> receipt', thin.endToEnd, thin),
    row('  of which commit -> gateway emit', thin.serverHop!, { ...thin, expected: MEASURED_EVENTS }),
    row('  of which gateway emit -> receipt', thin.lastHop, thin),
  ]);
  console.log(
    "  * thin clients: plain `ws` sockets speaking the socket.io wire protocol with the baseline clients' per-frame work,\n" +
      '    so the difference to the baseline is the server side (store + gateway + socket.io/engine.io). Not a target.',
  );
  const loadRow = (phase: string, p: PhaseResult) => ({
    phase,
    'connect 1000 ms': Math.round(p.connectMs),
    'send s': round(p.sendSeconds),
    'server thread busy %': p.load.serverBusyPercent,
    'server loop delay p99 ms': p.load.loopDelayP99Ms,
    'clients thread busy %': p.load.clientsBusyPercent,
    'process CPU % (200 = 2 cores)': p.load.processCpuPercent,
  });
  printTable(
    "fan-out load while sending (server on the main thread; clients, and the store run's writer, in worker threads)",
    [
      loadRow('baseline ws', baseline),
      loadRow('store+gateway', gw),
      loadRow('store+gateway, thin clients', thin),
    ],
  );
  for (const [phase, p] of [
    ['store+gateway', gw],
    ['thin clients', thin],
  ] as const) {
    if (p.load.serverBusyPercent >= 95) {
      console.log(
        `  note (${phase}): the server thread was busy ${p.load.serverBusyPercent}% of the time: it ran at capacity, so these latencies are mostly queueing\n` +
          '  behind broadcasts (each event is one socket write per client), not the cost of one delivery.',
      );
    }
  }
  const ratioP99 = gw.endToEnd.p99 / baseline.endToEnd.p99;
  const ratioP50 = gw.endToEnd.p50 / baseline.endToEnd.p50;
  const p99Met = gw.endToEnd.p99 < P99_TARGET_MS;
  const ratioMet = ratioP99 <= RATIO_TARGET;
  printTable('fan-out targets', [
    {
      target: `commit -> receipt p99 < ${P99_TARGET_MS} ms`,
      measured: `${gw.endToEnd.p99} ms`,
      result: verdict(p99Met),
    },
    {
      target: `p99 within ${RATIO_TARGET}x of ws baseline`,
      measured: `${round(ratioP99)}x (${gw.endToEnd.p99} vs ${baseline.endToEnd.p99} ms; p50 ${round(ratioP50)}x)`,
      result: verdict(ratioMet),
    },
  ]);
  return {
    clients: CLIENTS,
    eventsPerSec: RATE,
    measuredEvents: MEASURED_EVENTS,
    baseline: {
      sendToReceiptMs: baseline.endToEnd,
      delivered: baseline.delivered,
      expected: baseline.expected,
      load: baseline.load,
    },
    gateway: {
      commitToReceiptMs: gw.endToEnd,
      commitToEmitMs: gw.serverHop,
      emitToReceiptMs: gw.lastHop,
      delivered: gw.delivered,
      expected: gw.expected,
      load: gw.load,
    },
    diagnosticThinClients: {
      commitToReceiptMs: thin.endToEnd,
      commitToEmitMs: thin.serverHop,
      emitToReceiptMs: thin.lastHop,
      delivered: thin.delivered,
      expected: thin.expected,
      load: thin.load,
      p99RatioToBaseline: round(thin.endToEnd.p99 / baseline.endToEnd.p99, 3),
    },
    p99RatioToBaseline: round(ratioP99, 3),
    p50RatioToBaseline: round(ratioP50, 3),
    targets: { p99Ms: P99_TARGET_MS, p99Met, ratio: RATIO_TARGET, ratioMet },
  };
}
