import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startApi, type RunningApi } from '@srm/api';
import { repoRoot } from '@srm/workflow/testing';

export const webDist = join(repoRoot, 'web', 'dist');

/** The built web app the API serves (npm test builds it first; built here if missing). */
export function ensureWebBuilt(): string {
  if (!existsSync(join(webDist, 'index.html'))) {
    const r = spawnSync('npm', ['run', 'build', '-w', '@srm/web'], { cwd: repoRoot, stdio: 'ignore' });
    if (r.status !== 0) throw new Error('web build failed');
  }
  return webDist;
}

/** The real API (with its workers) on a free port against the given database and Temporal. */
export async function startTestApi(o: {
  databaseUrl: string;
  temporalAddress: string;
  runWorker: boolean;
  webDist?: string;
}): Promise<RunningApi> {
  const api = await startApi(
    {
      port: 0,
      host: '127.0.0.1',
      apiPrefix: '/api',
      database: { kind: 'postgres', url: o.databaseUrl },
      temporal: { address: o.temporalAddress, namespace: 'default' },
      runWorker: o.runWorker,
      webDist: o.webDist,
      logLevel: 'warn',
    },
    { retryMs: 200 },
  );
  await api.ready;
  return api;
}
