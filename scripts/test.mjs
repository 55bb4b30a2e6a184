#!/usr/bin/env node
// `npm test`: every tier (unit, int, e2e) against real PostgreSQL, a real Temporal dev server and
// Debian's chromium. Extra arguments go to vitest (e.g. `npm test -- events`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './ensure-deps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });

ensureDependencies(root);

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const timings = [];
let phase = Date.now();
const setup = run(process.execPath, ['--import', 'tsx', 'scripts/test-setup.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (setup.status !== 0) process.exit(1);
const temporalCli = setup.stdout.toString().trim().split('\n').pop();

timings.push(['setup', seconds(phase)]);
phase = Date.now();
// The test APIs run without an envelope key, so the shared build has none (tests that need one build their own).
const webBuild = run('npm', ['run', 'build', '-w', '@srm/web'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ENCRYPT_BODY_KEY: '' },
});
if (webBuild.status !== 0) {
  console.error('web build failed');
  process.exit(1);
}

timings.push(['web build', seconds(phase)]);

const resultsDir = join(root, '.data', 'test-results');
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedTier = false;
for (const tier of ['unit', 'int', 'e2e']) {
  console.log(`\n=== ${tier} tests ===`);
  phase = Date.now();
  const out = join(resultsDir, `${tier}.json`);
  const r = run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      tier,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
      '--passWithNoTests',
      ...process.argv.slice(2),
    ],
    { env: { ...process.env, TEMPORAL_CLI: temporalCli } },
  );
  timings.push([`${tier} tests`, seconds(phase)]);
  if (r.status !== 0) failedTier = true;
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests;
    totals.skipped += j.numPendingTests + j.numTodoTests;
  } else {
    failedTier = true;
  }
}
// The CI budget is 35 minutes on the 2-core machine: each phase's share, for the log.
console.log(`\n${timings.map(([name, t]) => `${name} ${t}`).join(', ')}; total ${seconds(started)}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedTier && totals.failed === 0)
  console.log('a tier failed outside its tests (unhandled errors or a file that did not load): see above');
process.exit(failedTier || totals.failed > 0 ? 1 : 0);
