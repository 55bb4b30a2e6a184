import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventStore, finance, supplier, system, type EventStore } from '@srm/events';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTemporal, recordHistory, replayHistories } from '../testing/index';
import { TASK_QUEUES } from '../task-queues';
import { startWorkers, type RunningWorkers } from '../worker';
import { performanceBondReminder } from './performance-bond.workflow';

const historiesDir = fileURLToPath(new URL('./__histories__/', import.meta.url));
const meta = { metadata: { actor: 'test', tenantId: '1' } };

describe('performanceBondReminder workflow (real dev server, real PostgreSQL)', () => {
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
      taskQueues: [TASK_QUEUES.sourcing],
    });
    const now = new Date();
    await supplier.admitSupplier(
      store,
      {
        supplierId: 'S1',
        tenantId: '1',
        by: 'test',
        now,
        info: {
          companyName: '泰山玻纤配套',
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
      id: 'sup_s1',
      tenantId: '1',
      username: 'sup_s1',
      realname: '陈刚',
      passwordHash: '$argon2id$not-used',
      supplierId: 'S1',
      isShow: 1,
      roleIds: [],
    });
    // A bond as the award leaves it (its own command needs an awarded project: the API test covers that).
    await store.append(
      finance.performanceBondStreamId('p1.S1'),
      [
        {
          type: 'PerformanceBondRequired',
          data: {
            bondId: 'p1.S1',
            tenantId: '1',
            projectId: 'p1',
            projectCode: 'ZB-2026-000001',
            projectTitle: '铂铑合金漏板采购招标',
            supplierId: 'S1',
            supplierName: '泰山玻纤配套',
            amount: '20000.00',
            currency: 'CNY',
            dueDate: '2026-12-20',
            expiresOn: '2027-12-31',
            convertedDeposit: null,
            by: 'buyer',
            at: now.toISOString(),
          },
        },
      ],
      meta,
    );
  }, 120_000);
  afterAll(async () => {
    await workers?.shutdown();
    await env?.teardown();
    await tdb?.close();
  });

  const reminders = async () =>
    (
      await system.unreadAnnouncements(tdb.db, {
        tenantId: '1',
        userId: 'sup_s1',
        now: new Date(),
        limit: 50,
      })
    ).sysMsgList.map((m) => m.titile);

  it('waits on its timer, then rings the supplier’s bell once; a second run for the same bond sends nothing', async () => {
    const remindAt = new Date(Date.now() + 1_500).toISOString();
    const first = await env.client.workflow.start(performanceBondReminder, {
      taskQueue: TASK_QUEUES.sourcing,
      workflowId: 'performance-bond-test',
      args: [{ bondId: 'p1.S1', remindAt }],
    });
    expect(await first.result()).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(remindAt));
    expect(await reminders()).toEqual(['履约保证金到期提醒：ZB-2026-000001 将于2027-12-31到期']);
    const again = await env.client.workflow.execute(performanceBondReminder, {
      taskQueue: TASK_QUEUES.sourcing,
      workflowId: 'performance-bond-test-again',
      args: [{ bondId: 'p1.S1', remindAt }],
    });
    expect(again).toBe(false);
    expect(await reminders()).toHaveLength(1);
    if (process.env.RECORD_HISTORIES)
      await recordHistory(
        env.client,
        'performance-bond-test',
        join(historiesDir, 'performance-bond-reminder.json'),
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
