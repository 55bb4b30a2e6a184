import type { HealthReport } from '@srm/contracts/platform';
import { createEventStore, system, type DatabaseHandle, type EventStore } from '@srm/events';
import type { Client } from '@temporalio/client';
import { sql } from 'kysely';
import { ServiceUnavailableError } from './http/errors';

/**
 * The parts a request needs, filled in as they come up (the API listens before the database
 * and Temporal answer, so /api/health can say what is missing). Routes ask for a part and get a
 * 503 in the spec's envelope while it is not there yet.
 */
export class Services {
  private database: DatabaseHandle | undefined;
  private eventStore: EventStore | undefined;
  private temporalClient: Client | undefined;
  realtime: { healthy: boolean; connections: number } | undefined;
  /** Every login's dictionaries, kept while the realtime gateway tails the log (it invalidates them). */
  readonly dictItems = system.dictItemsCache(() => this.realtime?.healthy === true);

  constructor(
    readonly config: {
      databaseKind: 'postgres' | 'pglite';
      temporalAddress: string;
      version: string;
      /** Where files the app writes itself live (import error files); default `.data`. */
      dataDir?: string;
    },
    readonly now: () => Date = () => new Date(),
  ) {}

  setDatabase(handle: DatabaseHandle): void {
    this.database = handle;
    this.eventStore = createEventStore(handle);
  }

  setTemporal(client: Client): void {
    this.temporalClient = client;
  }

  get databaseHandle(): DatabaseHandle | undefined {
    return this.database;
  }

  get temporalReady(): Client | undefined {
    return this.temporalClient;
  }

  store(): EventStore {
    if (!this.eventStore) throw new ServiceUnavailableError('数据库');
    return this.eventStore;
  }

  db(): DatabaseHandle['db'] {
    return this.store().db;
  }

  temporal(): Client {
    if (!this.temporalClient) throw new ServiceUnavailableError('流程引擎');
    return this.temporalClient;
  }

  async health(): Promise<HealthReport> {
    const within = <T>(p: Promise<T>, ms: number) =>
      Promise.race([
        p,
        new Promise<never>((_, rej) => setTimeout(() => rej(new Error('timeout')), ms).unref()),
      ]);
    const [dbOk, temporalOk] = await Promise.all([
      this.database
        ? within(sql`select 1`.execute(this.database.db), 2000).then(
            () => true,
            () => false,
          )
        : false,
      this.temporalClient
        ? within(this.temporalClient.connection.workflowService.getSystemInfo({}), 2000).then(
            () => true,
            () => false,
          )
        : false,
    ]);
    const realtime = { ok: this.realtime?.healthy ?? false, connections: this.realtime?.connections ?? 0 };
    return {
      status: dbOk && temporalOk && realtime.ok ? 'ok' : 'degraded',
      database: { ok: dbOk, kind: this.config.databaseKind },
      temporal: { ok: temporalOk, address: this.config.temporalAddress },
      realtime,
      version: this.config.version,
    };
  }
}
