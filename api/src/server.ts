import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  connectDatabase,
  masterdata,
  migrateToLatest,
  type DatabaseConfig,
  type DatabaseHandle,
} from '@srm/events';
import {
  connectTemporalClient,
  ensureQualificationReminder,
  installWorkerRuntime,
  startWorkers,
  type RunningWorkers,
} from '@srm/workflow';
import { NativeConnection } from '@temporalio/worker';
import { buildApp, type AppOptions } from './app';
import { disabledSmsSender } from './modules/auth/index';
import type { ApiConfig } from './config';
import { seedDemoData } from './seed';
import { seedMasterData } from './seed-masterdata';
import { seedReports } from './seed-reports';
import { seedSourcing } from './seed-sourcing';
import { Services } from './services';

const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** A per-installation secret kept beside the embedded database (readable by its owner only). */
function authSecretFile(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

export type RunningApi = {
  url: string;
  services: Services;
  /** Resolves once the database, Temporal and (if configured) the workers are up. */
  ready: Promise<void>;
  close(): Promise<void>;
};

const message = (e: unknown) => (e instanceof Error ? e.message : String(e)) || String(e);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Listens at once (so /api/health can report), then connects the database and Temporal with
 * retries, logging one line per part that is down rather than a stack trace per attempt.
 */
export async function startApi(
  config: ApiConfig,
  extra: Pick<AppOptions, 'authenticate' | 'authorizeRoom' | 'smsSender'> & { retryMs?: number } = {},
): Promise<RunningApi> {
  const services = new Services({
    databaseKind: config.database.kind,
    temporalAddress: config.temporal.address,
    version,
    dataDir: config.dataDir,
  });
  const { app, gateway, approvalEnded } = await buildApp({
    services,
    authSecret: config.authSecret ?? authSecretFile(config.dataDir),
    apiPrefix: config.apiPrefix,
    logLevel: config.logLevel,
    ssoIssuers: config.ssoIssuers,
    casUrl: config.casUrl,
    encryptBodyKey: config.encryptBodyKey,
    portalTenantId: config.portalTenantId,
    upload: config.upload,
    allowedOrigins: config.allowedOrigins ?? [],
    trustProxy: config.trustProxy ?? [],
    // Codes go to the log in development only; without a provider (production) SMS is off.
    ...(config.sms === 'off' ? { smsSender: disabledSmsSender } : {}),
    ...(config.webDist ? { webDist: config.webDist, webSsrDist: config.webSsrDist } : {}),
    ...extra,
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  const log = app.log;
  const retryMs = extra.retryMs ?? 2000;
  let closing = false;

  async function retrying<T>(part: string, attempt: () => Promise<T>): Promise<T | undefined> {
    let failing = false;
    while (!closing) {
      try {
        const v = await attempt();
        if (failing) log.info(`${part} is reachable again`);
        return v;
      } catch (e) {
        if (!failing) log.warn(`${part} unavailable: ${message(e)}; retrying every ${retryMs / 1000} s`);
        failing = true;
        await sleep(retryMs);
      }
    }
    return undefined;
  }

  const dbConfig: DatabaseConfig =
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dataDir: config.database.dataDir };
  let database: DatabaseHandle | undefined;
  let workers: RunningWorkers | undefined;
  let workerConnection: NativeConnection | undefined;

  const ready = (async () => {
    database = await retrying(`database (${config.database.kind})`, async () => {
      const handle = await connectDatabase(dbConfig);
      try {
        await migrateToLatest(handle.db);
      } catch (e) {
        await handle.close();
        throw e;
      }
      return handle;
    });
    if (!database) return;
    services.setDatabase(database);
    // Temporal is asked at once, so its outage is told while the seed runs; it is used after the seed.
    const temporal = retrying(`Temporal at ${config.temporal.address}`, () =>
      connectTemporalClient(config.temporal),
    );
    // Code-declared entities: their tables follow their declarations (unchanged ones do nothing).
    await masterdata.syncEntityDefinitions(services.store(), masterdata.declaredEntities, {
      metadata: { actor: 'system' },
    });
    const seeding = performance.now();
    await seedDemoData(services.store(), config.demoAccounts);
    const created = await seedMasterData(services.store());
    await seedReports(services.store());
    log.info(`seed: ${created} master-data rows created in ${Math.round(performance.now() - seeding)} ms`);
    await gateway.start();
    await approvalEnded.start(services.store());
    const client = await temporal;
    if (!client) return;
    services.setTemporal(client);
    // The demo projects start their deadline workflows, so this part of the seed waits for Temporal;
    // demo data that cannot be made (an administrator changed what it needs) does not stop the start.
    const sourcingSeed = performance.now();
    await seedSourcing(services).then(
      (n) =>
        log.info(
          `seed: ${n} sourcing projects created in ${Math.round(performance.now() - sourcingSeed)} ms`,
        ),
      (e: unknown) => log.warn(`seed: demo sourcing not created: ${message(e)}`),
    );
    // The qualification expiry sweep's timer (docs/supplier.md); a second start is a no-op.
    await ensureQualificationReminder(client).catch((e: unknown) =>
      log.warn(`qualification reminder not started: ${message(e)}`),
    );
    if (config.runWorker) {
      installWorkerRuntime();
      workerConnection = await NativeConnection.connect({ address: config.temporal.address });
      workers = await startWorkers({
        connection: workerConnection,
        namespace: config.temporal.namespace,
        store: services.store(),
      });
      workers.done.catch((e: unknown) => log.error(`Temporal worker stopped: ${message(e)}`));
    }
    log.info(`SRM is up on ${url}`);
  })();
  ready.catch((e: unknown) => log.error(`start-up failed: ${message(e)}`));

  return {
    url,
    services,
    ready,
    async close() {
      closing = true;
      await ready.catch(() => {});
      await workers?.shutdown().catch(() => {});
      await workerConnection?.close().catch(() => {});
      await app.close();
      await services.temporalReady?.connection.close().catch(() => {});
      await database?.close();
    },
  };
}
