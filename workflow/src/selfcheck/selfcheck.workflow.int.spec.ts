import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventStore, selfCheck as selfCheckDomain } from '@srm/events';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTemporal, recordHistory, replayHistories } from '../testing/index';
import { TASK_QUEUES } from '../task-queues';
import { startWorkers, type RunningWorkers } from '../worker';
import { selfCheck, selfCheckWorkflowId } from './selfcheck.workflow';

const historiesDir = fileURLToPath(new URL('./__histories__/', import.meta.url));

describe('selfCheck workflow (real dev server, real PostgreSQL)', () => {
  let env: TestWorkflowEnvironment;
  let tdb: TestDatabase;
  let workers: RunningWorkers;

  beforeAll(async () => {
    [env, tdb] = await Promise.all([createTestTemporal(), createTestDatabase('postgres')]);
    const store = createEventStore(tdb);
    workers = await startWorkers({
      connection: env.nativeConnection,
      namespace: env.namespace ?? 'default',
      store,
      taskQueues: [TASK_QUEUES.platform],
    });
  });
  afterAll(async () => {
    await workers?.shutdown();
    await env?.teardown();
    await tdb?.close();
  });

  it('waits on its timer, then records completion through the domain command', async () => {
    const store = createEventStore(tdb);
    const id = 'wf-1';
    await selfCheckDomain.requestSelfCheck(store, id, 300, new Date());
    const result = await env.client.workflow.execute(selfCheck, {
      taskQueue: TASK_QUEUES.platform,
      workflowId: selfCheckWorkflowId(id),
      args: [{ id, delayMs: 300 }],
    });
    expect(result.elapsedMs).toBeGreaterThanOrEqual(300);
    const { events } = await store.readStream(selfCheckDomain.selfCheckStreamId(id));
    expect(events.map((e) => e.type)).toEqual(['SelfCheckRequested', 'SelfCheckCompleted']);
    expect(await selfCheckDomain.getSelfCheck(tdb.db, id)).toMatchObject({ status: 'completed' });
    // Keep a fresh recording beside the committed ones (replayed below and in later runs).
    if (process.env.RECORD_HISTORIES)
      await recordHistory(env.client, selfCheckWorkflowId(id), join(historiesDir, 'selfcheck-basic.json'));
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
