import { parentPort, workerData } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { inBatches, nowMs } from './support';

/**
 * The fan-out bench's clients, in a worker thread so the server's event loop does not also run
 * 1,000 clients. Each receipt is stamped on the shared monotonic clock (nowMs) with the event's
 * position; the parent pairs them with its commit/send times.
 */
/**
 * socketio: socket.io-client. ws: plain `ws` clients (the baseline's). socketio-thin: plain `ws`
 * clients speaking the socket.io wire protocol, with the baseline's per-frame work: a diagnostic
 * that takes socket.io-client's own cost out of the comparison.
 */
export type ClientsData = {
  kind: 'socketio' | 'ws' | 'socketio-thin';
  url: string;
  clients: number;
  parallel: number;
};
export type ToClients = { type: 'count' } | { type: 'collect' };
export type FromClients =
  | { type: 'ready'; connected: number; failed: number; firstError?: string; connectMs: number }
  | { type: 'count'; receipts: number }
  | { type: 'receipts'; positions: Float64Array; times: Float64Array; perClient: number[] };

const { kind, url, clients, parallel } = workerData as ClientsData;
const port = parentPort!;

const positions: number[] = [];
const times: number[] = [];
const perClient = new Array<number>(clients).fill(0);
const receipt = (client: number, position: number) => {
  times.push(nowMs());
  positions.push(position);
  perClient[client]!++;
};

type Closer = () => void;
let failed = 0;
let firstError: string | undefined;
const fail = (e: unknown): undefined => {
  failed++;
  firstError ??= e instanceof Error ? e.message : String(e);
  return undefined;
};

function openSocketIo(i: number): Promise<Closer | undefined> {
  return new Promise((resolve) => {
    // forceNew: one Manager (and one WebSocket) per client, as separate browsers would have.
    const s: Socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
    });
    s.on('events', (batch: Array<{ position: number }>) => batch.forEach((e) => receipt(i, e.position)));
    s.once('connect', () => resolve(() => s.disconnect()));
    s.once('connect_error', (e) => resolve(fail(e)));
  });
}

function openWs(i: number): Promise<Closer | undefined> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    // The same work a socket.io client does per frame: strip the packet type, parse the JSON.
    ws.on('message', (data) => {
      const [, batch] = JSON.parse(data.toString().slice(2)) as [string, Array<{ position: number }>];
      for (const e of batch) receipt(i, e.position);
    });
    ws.once('open', () => resolve(() => ws.close()));
    ws.once('error', (e) => resolve(fail(e)));
  });
}

function openThin(i: number): Promise<Closer | undefined> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace('http:', 'ws:')}/socket.io/?EIO=4&transport=websocket`);
    ws.on('message', (data) => {
      const frame = data.toString();
      if (frame.startsWith('42')) {
        const [, batch] = JSON.parse(frame.slice(2)) as [string, Array<{ position: number }>];
        for (const e of batch) receipt(i, e.position);
      } else if (frame.startsWith('0'))
        ws.send('40'); // engine.io open -> connect to the main namespace
      else if (frame.startsWith('40')) resolve(() => ws.close());
      else if (frame === '2')
        ws.send('3'); // ping -> pong
      else if (frame.startsWith('44')) resolve(fail(new Error(frame)));
    });
    ws.once('error', (e) => resolve(fail(e)));
  });
}

const openers = { socketio: openSocketIo, ws: openWs, 'socketio-thin': openThin };
const t0 = nowMs();
const closers = (await inBatches(clients, parallel, openers[kind])).filter(
  (c): c is Closer => c !== undefined,
);
port.postMessage({
  type: 'ready',
  connected: closers.length,
  failed,
  connectMs: nowMs() - t0,
  ...(firstError ? { firstError } : {}),
} satisfies FromClients);

port.on('message', (m: ToClients) => {
  if (m.type === 'count')
    return port.postMessage({ type: 'count', receipts: times.length } satisfies FromClients);
  if (m.type !== 'collect') return;
  const p = Float64Array.from(positions);
  const t = Float64Array.from(times);
  port.postMessage({ type: 'receipts', positions: p, times: t, perClient } satisfies FromClients, [
    p.buffer as ArrayBuffer,
    t.buffer as ArrayBuffer,
  ]);
  for (const close of closers) close();
  port.close();
});
