import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { appendBench } from './append.bench';
import { approvalPushBench } from './approval-push.bench';
import { fanoutBench } from './fanout.bench';
import { loginListBench } from './login-list.bench';
import { loginTimingBench } from './login-timing.bench';
import { masterdataBench } from './masterdata.bench';
import { memoryBench } from './memory.bench';
import { portalLcpBench } from './portal-lcp.bench';
import { sourcingBench } from './sourcing.bench';
import type { BenchResult } from './support';

/**
 * `npm run bench` runs every bench in turn; `npm run bench -- append fanout` runs the named ones.
 * Figures are printed beside a baseline measured in the same run, never asserted (CONVENTIONS 24).
 * The last line is `BENCH_RESULTS {json}` for scripts.
 */
const benches: Record<string, () => Promise<BenchResult>> = {
  append: appendBench,
  'approval-push': approvalPushBench,
  fanout: fanoutBench,
  'login-list': loginListBench,
  'login-timing': loginTimingBench,
  masterdata: masterdataBench,
  memory: memoryBench,
  'portal-lcp': portalLcpBench,
  sourcing: sourcingBench,
};

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = asked.filter((a) => !(a in benches));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
const chosen = asked.length > 0 ? asked : Object.keys(benches);

const started = Date.now();
console.log(
  `SRM benchmarks: ${chosen.join(', ')} | node ${process.version} | ${availableParallelism()} CPU(s) ` +
    `(${cpus()[0]?.model ?? '?'}) | ${Math.round(totalmem() / 2 ** 30)} GiB RAM`,
);
const results: Record<string, BenchResult> = {};
let failed = false;
for (const name of chosen) {
  const t0 = Date.now();
  // Other work on the machine moves every figure here; say how busy it was.
  const loadBefore = loadavg()[0]!.toFixed(2);
  try {
    results[name] = await benches[name]!();
  } catch (e) {
    failed = true;
    console.error(`\nbench ${name} failed:`, e);
    results[name] = { error: e instanceof Error ? e.message : String(e) };
  }
  const load = `load average (1 min) ${loadBefore} before, ${loadavg()[0]!.toFixed(2)} after, on ${availableParallelism()} CPU(s)`;
  results[name]!.machineLoad = load;
  console.log(`  (${name} took ${((Date.now() - t0) / 1000).toFixed(1)} s; ${load})`);
}
console.log(`\nall benches took ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(
  `BENCH_RESULTS ${JSON.stringify({ node: process.version, cpus: availableParallelism(), at: new Date().toISOString(), results })}`,
);
// Libraries may keep timers (pg pools, socket.io clients) after close; the figures are out.
process.exit(failed ? 1 : 0);
