import { startApi, type RunningApi } from '@srm/api';
import { repoRoot } from '@srm/workflow/testing';
import { buildWebIfStale } from '../../scripts/web-build';

/** The built web app the API serves (npm test builds it first; rebuilt here if stale). */
export const ensureWebBuilt = () => buildWebIfStale(repoRoot);

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
