// Everything up on one URL: Temporal dev server (unless TEMPORAL_ADDRESS), web build, database
// migration, API + workers. Ctrl-C (or SIGTERM/SIGHUP) stops every child process.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startApi, type RunningApi } from '@srm/api';
import { ensureTemporalCli, startDevServer, stopChild, withoutEmpty, type DevServer } from '@srm/workflow';
import { z } from 'zod';
import { buildWebIfStale } from './web-build';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = z
  .object({
    TEMPORAL_ADDRESS: z.string().optional(),
    TEMPORAL_PORT: z.coerce.number().int().default(7233),
    TEMPORAL_UI_PORT: z.coerce.number().int().default(8233),
    DATA_DIR: z.string().default(join(root, '.data')),
    PATH: z.string().default(''),
  })
  .parse(withoutEmpty(process.env));

const log = (line: string) => console.log(`[start] ${line}`);
let temporal: DevServer | undefined;
let api: RunningApi | undefined;
let stopping = false;
/** Every child started so far (go install, the dev server), also before they are ready. */
const children = new Set<ChildProcess>();
const onSpawn = (child: ChildProcess) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
};

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  await api?.close().catch((e: unknown) => console.error(e));
  await Promise.all([...children].map((c) => stopChild(c)));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) {
      // Second Ctrl-C: no more waiting.
      children.forEach((c) => c.kill('SIGKILL'));
      process.exit(130);
    }
    void stop(0);
  });
}

async function main() {
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  let address = env.TEMPORAL_ADDRESS;
  if (!address) {
    const cli = await ensureTemporalCli(root, env.PATH, log, onSpawn);
    if (stopping) return;
    log('starting the Temporal dev server...');
    temporal = await startDevServer({
      cli,
      dbFile: join(dataDir, 'temporal.sqlite'),
      port: env.TEMPORAL_PORT,
      uiPort: env.TEMPORAL_UI_PORT,
      detached: true,
      onSpawn,
    });
    address = temporal.address;
    log(`Temporal ${address}, Web UI ${temporal.uiUrl}`);
  }
  const config = loadConfig({ ...process.env, TEMPORAL_ADDRESS: address, DATA_DIR: dataDir });
  // The browser seals request bodies with the key the API opens them with (docs/auth.md).
  buildWebIfStale(root, log, { encryptBodyKey: config.encryptBodyKey });
  if (stopping) return;
  api = await startApi(config);
  await api.ready;
  if (stopping) return;
  console.log(`\n  SRM is running: ${api.url}\n  API health: ${api.url}${config.apiPrefix}/health`);
  if (temporal?.uiUrl) console.log(`  Temporal Web UI: ${temporal.uiUrl}`);
  console.log('  Press Ctrl-C to stop.\n');
}

main().catch(async (e: unknown) => {
  console.error(`[start] ${e instanceof Error ? e.message : String(e)}`);
  await stop(1);
});
