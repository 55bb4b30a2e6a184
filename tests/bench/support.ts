import { execFileSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';

/** What one bench hands back to run.ts; it goes into the final BENCH_RESULTS line as is. */
export type BenchResult = Record<string, unknown>;

/** Milliseconds on the monotonic clock shared by every thread and process of this machine. */
export const nowMs = (): number => Number(process.hrtime.bigint()) / 1e6;

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Percentile (nearest rank) of an ascending-sorted array; NaN when empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export type Distribution = {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
};

export function distribution(values: ArrayLike<number>): Distribution {
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.length ? sorted[sorted.length - 1]! : NaN),
    mean: round(sorted.length ? sum / sorted.length : NaN),
  };
}

export const round = (v: number, digits = 2): number => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

export const fmt = (v: number, digits = 1): string =>
  Number.isFinite(v)
    ? v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 })
    : String(v);

/** Prints rows as an aligned table (first row's keys are the columns). */
export function printTable(title: string, rows: ReadonlyArray<Record<string, string | number>>): void {
  console.log(`\n${title}`);
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]!);
  const cell = (v: string | number | undefined) => (typeof v === 'number' ? fmt(v, 2) : (v ?? ''));
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals: string[]) =>
    '  ' + vals.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(line(cols));
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(cols.map((c) => cell(r[c]))));
}

export const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

/** The soft limit on open files of this process (children inherit it), or undefined if unknown. */
export function openFileLimit(): number | undefined {
  try {
    const out = execFileSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return out === 'unlimited' ? Infinity : Number(out);
  } catch {
    return undefined;
  }
}

/** True when `needed` descriptors fit; prints how to raise the limit otherwise. */
export function checkOpenFiles(needed: number, what: string): boolean {
  const limit = openFileLimit();
  if (limit === undefined) {
    console.log(`  (could not read \`ulimit -n\`; ${what} needs about ${needed} open files)`);
    return true;
  }
  if (limit >= needed) {
    console.log(
      `  open-file limit ${limit === Infinity ? 'unlimited' : limit} (needs about ${needed} for ${what})`,
    );
    return true;
  }
  console.log(
    `  !! open-file limit is ${limit}, but ${what} needs about ${needed} descriptors in one process.\n` +
      `  !! Raise it first, e.g. \`ulimit -n 4096 && npm run bench\` (or LimitNOFILE= / --ulimit nofile= in containers).`,
  );
  return false;
}

/** Starts `n` connections with at most `parallel` in flight. */
export async function inBatches<T>(
  n: number,
  parallel: number,
  open: (i: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = new Array<T>(n);
  let next = 0;
  const lane = async () => {
    while (next < n) {
      const i = next++;
      out[i] = await open(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, n) }, lane));
  return out;
}

/**
 * A worker thread running a TypeScript entry. Node 20 does not carry the parent's `--import tsx`
 * into workers before their entry loads, so the worker registers tsx itself first.
 */
export function tsWorker(entry: URL, workerData: unknown): Worker {
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const boot = `import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/** Calls `send(i)` for i in [0, total) at `rate` per second on a fixed schedule (late calls catch up); returns the ms taken. */
export async function paced(
  total: number,
  rate: number,
  send: (i: number) => Promise<void> | void,
): Promise<number> {
  const start = nowMs();
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / rate - nowMs();
    if (wait > 0) await sleep(wait);
    await send(i);
  }
  return nowMs() - start;
}

/** Typed messages from a worker, awaited by type. */
export class WorkerChannel<M extends { type: string }> {
  private readonly messages: M[] = [];
  private wake: (() => void) | undefined;
  private error: unknown;

  constructor(readonly worker: Worker) {
    worker.on('message', (m: M) => {
      this.messages.push(m);
      this.wake?.();
    });
    worker.on('error', (e) => {
      this.error = e;
      this.wake?.();
    });
  }

  post(message: unknown): void {
    this.worker.postMessage(message);
  }

  async next<T extends M['type']>(type: T, timeoutMs: number): Promise<Extract<M, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.error) throw this.error;
      const i = this.messages.findIndex((m) => m.type === type);
      if (i >= 0) return this.messages.splice(i, 1)[0] as Extract<M, { type: T }>;
      if (Date.now() > deadline) throw new Error(`worker sent no '${type}' in ${timeoutMs} ms`);
      await new Promise<void>((r) => {
        this.wake = r;
        setTimeout(r, 200);
      });
    }
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}
