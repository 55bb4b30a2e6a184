import { startApi, type ApiConfig, type AppOptions, type RunningApi } from '@srm/api';
import { repoRoot } from '@srm/workflow/testing';
import { buildWebIfStale } from '../../scripts/web-build';

/** The built web app the API serves (npm test builds it first; rebuilt here if stale). */
export const ensureWebBuilt = () => buildWebIfStale(repoRoot);

/** A build of its own sealing request bodies with `key` (the shared build has no key, as the test APIs). */
export const ensureEncryptedWebBuilt = (key: string) =>
  buildWebIfStale(repoRoot, () => {}, { encryptBodyKey: key, outDir: '.data/web-dist-encrypted' });

export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';
export const TEST_ADMIN_PASSWORD = 'Admin@2026';

/** The real API (with its workers) on a free port against the given database and Temporal. */
export async function startTestApi(o: {
  databaseUrl: string;
  temporalAddress: string;
  runWorker: boolean;
  webDist?: string;
  /** The other logins and the request envelope (off unless given). */
  login?: Pick<ApiConfig, 'ssoIssuers' | 'casUrl' | 'encryptBodyKey'>;
  /** Where SMS codes go (default: the log); a test that needs a code keeps them in memory. */
  smsSender?: AppOptions['smsSender'];
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
      authSecret: TEST_AUTH_SECRET,
      dataDir: '.data',
      demoAccounts: [{ username: 'admin', password: TEST_ADMIN_PASSWORD, realname: '系统管理员' }],
      ...o.login,
    },
    { retryMs: 200, ...(o.smsSender ? { smsSender: o.smsSender } : {}) },
  );
  await api.ready;
  return api;
}
