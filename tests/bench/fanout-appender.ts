import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '@srm/events';
import { benchEvent, benchStore } from './fixtures';
import { nowMs, paced } from './support';

/**
 * The fan-out bench's writer, in its own worker thread: it appends at a fixed rate and stamps
 * each commit the moment `append` resolves. On the gateway's thread those stamps would wait
 * behind the broadcast work (and the rate would sag), so they would not mark the commit.
 */
export type AppenderData = { databaseUrl: string; stream: string; total: number; rate: number };
export type ToAppender = { type: 'go' };
export type FromAppender =
  | { type: 'ready' }
  | {
      type: 'done';
      positions: Float64Array;
      committedAt: Float64Array;
      sendMs: number;
      slowestAppendMs: number;
    };

const { databaseUrl, stream, total, rate } = workerData as AppenderData;
const port = parentPort!;
const handle = await connectDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
const store = benchStore(handle);
port.postMessage({ type: 'ready' } satisfies FromAppender);

port.on('message', (m: ToAppender) => {
  if (m.type !== 'go') return;
  void (async () => {
    const positions = new Float64Array(total);
    const committedAt = new Float64Array(total);
    let version = 0;
    let slowest = 0;
    const sendMs = await paced(total, rate, async (i) => {
      const t0 = nowMs();
      const r = await store.append(stream, [benchEvent(0, i)], { expectedVersion: version });
      const t = nowMs();
      slowest = Math.max(slowest, t - t0);
      version = r.nextExpectedVersion;
      positions[i] = r.lastPosition;
      committedAt[i] = t;
    });
    await handle.close();
    const done: FromAppender = { type: 'done', positions, committedAt, sendMs, slowestAppendMs: slowest };
    port.postMessage(done, [positions.buffer, committedAt.buffer]);
    port.close();
  })();
});
