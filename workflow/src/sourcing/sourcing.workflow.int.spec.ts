import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventStore, sourcing, type EventStore } from '@srm/events';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_QUEUES } from '../task-queues';
import { createTestTemporal, recordHistory, replayHistories } from '../testing/index';
import { startWorkers, type RunningWorkers } from '../worker';
import { deadlineSetSignal, sourcingWorkflowId } from './messages';
import { sourcingProject } from './sourcing.workflow';

const historiesDir = fileURLToPath(new URL('./__histories__/', import.meta.url));

describe('sourcingProject workflow (real dev server, real PostgreSQL)', () => {
  let env: TestWorkflowEnvironment;
  let tdb: TestDatabase;
  let workers: RunningWorkers;
  let store: EventStore;

  beforeAll(async () => {
    [env, tdb] = await Promise.all([createTestTemporal(), createTestDatabase('postgres')]);
    store = createEventStore(tdb);
    workers = await startWorkers({
      connection: env.nativeConnection,
      namespace: env.namespace ?? 'default',
      store,
      taskQueues: [TASK_QUEUES.sourcing],
    });
  }, 60_000);
  afterAll(async () => {
    await workers?.shutdown();
    await env?.teardown();
    await tdb?.close();
  });

  it("closes a tender's registration, then its bidding, each once, and ends", async () => {
    const id = 'p-tender';
    const at = new Date().toISOString();
    const registration = new Date(Date.now() + 1500).toISOString();
    const quote = new Date(Date.now() + 3000).toISOString();
    // Given a published tender in registration (its events as the domain appends them).
    await store.append(sourcing.sourcingProjectStreamId(id), [
      {
        type: 'SourcingProjectDrafted',
        data: {
          id,
          tenantId: '1',
          code: 'ZB-2026-000009',
          title: '铂铑漏板招标',
          kind: 'tender',
          participation: 'public',
          currency: 'CNY',
          quoteDeadline: quote,
          registrationDeadline: registration,
          lines: [
            {
              lineId: '1',
              materialId: 'm1',
              materialCode: 'PT01',
              materialName: '铂铑合金漏板',
              categoryId: null,
              quantity: '2.000',
              unit: '块',
              deliveryDate: '2027-01-20',
              deliveryPlace: '桐乡',
              ceilingPrice: null,
              requisitionId: null,
              requisitionLineId: null,
            },
          ],
          by: 'buyer',
          at,
        },
      },
      { type: 'SourcingProjectSubmitted', data: { instanceId: 'i1', by: 'buyer', at } },
      { type: 'SourcingProjectPublished', data: { instanceId: 'i1', at } },
      { type: 'SourcingRegistrationOpened', data: { deadline: registration, at } },
    ]);
    const handle = await env.client.workflow.signalWithStart(sourcingProject, {
      workflowId: sourcingWorkflowId(id),
      taskQueue: TASK_QUEUES.sourcing,
      args: [{ projectId: id }],
      signal: deadlineSetSignal,
      signalArgs: [{ phase: 'registration', round: 0, deadline: registration }],
    });
    // The same schedule again changes nothing.
    await handle.signal(deadlineSetSignal, { phase: 'registration', round: 0, deadline: registration });
    await handle.result();
    const { events } = await store.readStream(sourcing.sourcingProjectStreamId(id));
    expect(events.slice(4).map((e) => e.type)).toEqual([
      'SourcingRegistrationClosed',
      'SourcingBiddingOpened',
      'SourcingRoundClosed',
    ]);
    // Closed by the timer, not before the deadline.
    expect(Date.parse((events.at(-1)!.data as { at: string }).at)).toBeGreaterThanOrEqual(Date.parse(quote));
    if (process.env.RECORD_HISTORIES) {
      await recordHistory(env.client, sourcingWorkflowId(id), join(historiesDir, 'sourcing-tender.json'));
    }
  }, 30_000);

  it('replays every recorded history with the current workflow code', async () => {
    const files = (await readdir(historiesDir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => join(historiesDir, f));
    expect(files.length).toBeGreaterThan(0);
    const results = await replayHistories(files);
    expect(results.map((r) => r.error)).toEqual(files.map(() => undefined));
  });
});
