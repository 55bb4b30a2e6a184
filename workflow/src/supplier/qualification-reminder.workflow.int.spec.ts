import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventStore, masterdata, supplier, system, type EventStore } from '@srm/events';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTemporal, recordHistory, replayHistories } from '../testing/index';
import { TASK_QUEUES } from '../task-queues';
import { startWorkers, type RunningWorkers } from '../worker';
import { qualificationReminder } from './qualification-reminder.workflow';

const historiesDir = fileURLToPath(new URL('./__histories__/', import.meta.url));
const meta = { metadata: { actor: 'test', tenantId: '1' } };
// The worker's clock: 2026-11-27 10:00 China Standard Time.
const NOW = new Date('2026-11-27T02:00:00.000Z');

describe('qualificationReminder workflow (real dev server, real PostgreSQL)', () => {
  let env: TestWorkflowEnvironment;
  let tdb: TestDatabase;
  let store: EventStore;
  let workers: RunningWorkers;

  beforeAll(async () => {
    [env, tdb] = await Promise.all([createTestTemporal(), createTestDatabase('postgres')]);
    store = createEventStore(tdb);
    workers = await startWorkers({
      connection: env.nativeConnection,
      namespace: env.namespace ?? 'default',
      store,
      now: () => NOW,
      taskQueues: [TASK_QUEUES.platform],
    });
    await masterdata.syncEntityDefinitions(
      store,
      masterdata.declaredEntities.filter((d) => d.name === 'qualification'),
      meta,
    );
    await supplier.admitSupplier(
      store,
      {
        supplierId: 'S001',
        tenantId: '1',
        by: 'test',
        now: NOW,
        info: {
          companyName: '山东高岭土矿业有限公司',
          creditCode: '91370100MA3C00000E',
          contact: '陈刚',
          phone: '13900000001',
          email: null,
          address: null,
          legalPerson: null,
          categoryIds: [],
          attachments: [],
        },
      },
      meta,
    );
    await system.createUser(store, {
      id: 'sup_kaolin',
      tenantId: '1',
      username: 'sup_kaolin',
      realname: '陈刚',
      passwordHash: '$argon2id$not-used',
      supplierId: 'S001',
      isShow: 1,
      roleIds: [],
    });
    await masterdata.createEntityRecord(
      store,
      'qualification',
      {
        id: 'q-iso',
        tenantId: '1',
        values: {
          supplierId: 'S001',
          qualType: 'iso9001',
          certNo: '00123Q0001',
          issuer: '中国质量认证中心',
          validFrom: '2023-12-20',
          validTo: '2026-12-20',
        },
      },
      meta,
    );
  }, 120_000);
  afterAll(async () => {
    await workers?.shutdown();
    await env?.teardown();
    await tdb?.close();
  });

  const reminders = () =>
    system.unreadAnnouncements(tdb.db, { tenantId: '1', userId: 'sup_kaolin', now: NOW, limit: 50 });

  it('sweeps on its timer through the domain command: the supplier is reminded once over several sweeps', async () => {
    const handle = await env.client.workflow.start(qualificationReminder, {
      taskQueue: TASK_QUEUES.platform,
      workflowId: 'qualification-reminder-test',
      args: [{ intervalMs: 200, sweeps: 3 }],
    });
    expect(await handle.result()).toEqual({ sweeps: 3, sent: 1 });
    const unread = await reminders();
    expect(unread.sysMsgList.map((m) => m.titile)).toEqual(['资质到期提醒：iso9001将于2026-12-20到期']);
    if (process.env.RECORD_HISTORIES)
      await recordHistory(
        env.client,
        'qualification-reminder-test',
        join(historiesDir, 'qualification-reminder-basic.json'),
      );
  });

  it('replays every recorded history with the current workflow code', async () => {
    const files = (await readdir(historiesDir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(historiesDir, f));
    expect(files.length).toBeGreaterThan(0);
    const results = await replayHistories(files);
    expect(results.map((r) => r.error)).toEqual(files.map(() => undefined));
  });
});
