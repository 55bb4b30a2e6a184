import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProcessGraph } from '@srm/bpmn';
import { createEventStore, process as proc, type EventStore } from '@srm/events';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import type { WorkflowHandle } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { expect } from 'vitest';
import { TASK_QUEUES } from '../task-queues';
import { createTestTemporal, recordHistory } from '../testing/index';
import { startWorkers, type RunningWorkers } from '../worker';
import { seedOrganisation } from './approval.fixture';
import { approvalProcess, type ApprovalInput } from './approval.workflow';
import { approvalWorkflowId, completeTaskUpdate } from './messages';

export const TENANT = '1';
export const historiesDir = fileURLToPath(new URL('./__histories__/', import.meta.url));

/** An update's refusal as the API shows it: the workflow's Chinese message. */
export const refused = (message: RegExp) =>
  expect.objectContaining({ cause: expect.objectContaining({ message: expect.stringMatching(message) }) });

/**
 * The approval workflow on a real dev server with a worker on the process queue, over a real PostgreSQL
 * seeded with the requisition's organisation; helpers read what users see (我的任务, the instance stream).
 */
export async function approvalHarness(prefix: string, o: { temporalArgs?: string[] } = {}) {
  const [env, tdb]: [TestWorkflowEnvironment, TestDatabase] = await Promise.all([
    createTestTemporal(o.temporalArgs),
    createTestDatabase('postgres'),
  ]);
  const store: EventStore = createEventStore(tdb);
  await seedOrganisation(store);
  const workers: RunningWorkers = await startWorkers({
    connection: env.nativeConnection,
    namespace: env.namespace ?? 'default',
    store,
    taskQueues: [TASK_QUEUES.process],
  });
  let seq = 0;

  const start = async (graph: ProcessGraph, variables: Record<string, unknown> = {}) => {
    const instanceId = `${prefix}-${++seq}`;
    const input: ApprovalInput = {
      instanceId,
      tenantId: TENANT,
      definition: {
        id: `def-${graph.processId}`,
        key: graph.processId,
        name: graph.name ?? graph.processId,
        version: 1,
      },
      documentType: 'purchaseRequisition',
      businessKey: `PR-2026-${prefix}-${seq}`,
      title: `采购申请 PR-2026-${prefix}-${seq}`,
      graph,
      initiator: 'buyer',
      variables,
    };
    const handle = await env.client.workflow.start(approvalProcess, {
      taskQueue: TASK_QUEUES.process,
      workflowId: approvalWorkflowId(instanceId),
      args: [input],
    });
    return { instanceId, handle };
  };

  /** The user's open tasks as the API's 我的任务 reads them (the projection). */
  const todo = async (user: string) =>
    proc.myTasksQuery(tdb.db, TENANT, user, 'todo').selectAll().orderBy('created_at').execute();
  const waitFor = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> => {
    const until = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v)) return v;
      if (Date.now() > until) throw new Error(`timed out waiting; last: ${JSON.stringify(v)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** The user's open task of the instance, once it has arrived. */
  const taskOf = async (user: string, instanceId: string, ms?: number) =>
    (
      await waitFor(
        () => todo(user),
        (ts) => ts.some((t) => t.instance_id === instanceId),
        ms,
      )
    ).find((t) => t.instance_id === instanceId)!;
  const hasTask = async (user: string, instanceId: string) =>
    (await todo(user)).some((t) => t.instance_id === instanceId);
  const complete = (
    h: WorkflowHandle,
    taskId: string,
    actor: string,
    decision: 'approve' | 'reject',
    comment = '同意',
    variables?: Record<string, unknown>,
  ) =>
    h.executeUpdate(completeTaskUpdate, {
      args: [{ taskId, actor, decision, comment, ...(variables ? { variables } : {}) }],
    });
  /** With RECORD_HISTORIES=1, keeps the finished run's history for the replay test. */
  const keep = async (instanceId: string, name: string) => {
    if (process.env.RECORD_HISTORIES)
      await recordHistory(
        env.client,
        approvalWorkflowId(instanceId),
        join(historiesDir, `approval-${name}.json`),
      );
  };
  /** The instance stream's events (what the timeline shows). */
  const events = async (instanceId: string) =>
    (await store.readStream(proc.processInstanceStreamId(instanceId))).events;
  const types = async (instanceId: string) => (await events(instanceId)).map((e) => e.type);
  const instance = (instanceId: string) => proc.findProcessInstance(tdb.db, TENANT, instanceId);
  const tasks = (instanceId: string) => proc.listInstanceTasks(tdb.db, TENANT, instanceId);
  /** The workflow of an instance started elsewhere (a call activity's child). */
  const handleOf = (instanceId: string) => env.client.workflow.getHandle(approvalWorkflowId(instanceId));

  return {
    env,
    tdb,
    store,
    start,
    todo,
    waitFor,
    taskOf,
    hasTask,
    complete,
    keep,
    events,
    types,
    instance,
    tasks,
    handleOf,
    async close() {
      await workers.shutdown();
      await env.teardown();
      await tdb.close();
    },
  };
}
export type ApprovalHarness = Awaited<ReturnType<typeof approvalHarness>>;
