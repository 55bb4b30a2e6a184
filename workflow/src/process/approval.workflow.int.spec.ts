import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventStore, process as proc, type EventStore } from '@srm/events';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import type { WorkflowHandle } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_QUEUES } from '../task-queues';
import { createTestTemporal, recordHistory } from '../testing/index';
import { startWorkers, type RunningWorkers } from '../worker';
import { requisitionGraph, seedOrganisation } from './approval.fixture';
import { approvalProcess, type ApprovalInput } from './approval.workflow';
import {
  approvalWorkflowId,
  completeTaskUpdate,
  delegateTaskUpdate,
  processViewQuery,
  returnTaskUpdate,
  withdrawUpdate,
} from './messages';

const TENANT = '1';
const historiesDir = fileURLToPath(new URL('./__histories__/', import.meta.url));
/** An update's refusal as the API shows it: the workflow's Chinese message. */
const refused = (message: RegExp) =>
  expect.objectContaining({ cause: expect.objectContaining({ message: expect.stringMatching(message) }) });

describe('approvalProcess (real dev server, real PostgreSQL)', () => {
  let env: TestWorkflowEnvironment;
  let tdb: TestDatabase;
  let store: EventStore;
  let workers: RunningWorkers;
  let seq = 0;

  beforeAll(async () => {
    [env, tdb] = await Promise.all([createTestTemporal(), createTestDatabase('postgres')]);
    store = createEventStore(tdb);
    await seedOrganisation(store);
    workers = await startWorkers({
      connection: env.nativeConnection,
      namespace: env.namespace ?? 'default',
      store,
      taskQueues: [TASK_QUEUES.process],
    });
  });
  afterAll(async () => {
    await workers?.shutdown();
    await env?.teardown();
    await tdb?.close();
  });

  const start = async (amount: number, graph = requisitionGraph()) => {
    const instanceId = `pr-${++seq}`;
    const input: ApprovalInput = {
      instanceId,
      tenantId: TENANT,
      definition: { id: 'def-pr', key: 'purchaseRequisition', name: '采购申请审批', version: 1 },
      documentType: 'purchaseRequisition',
      businessKey: `PR-2026-${seq}`,
      title: `采购申请 PR-2026-${seq}`,
      graph,
      initiator: 'buyer',
      variables: { amount },
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
  const taskOf = async (user: string, instanceId: string) =>
    (
      await waitFor(
        () => todo(user),
        (ts) => ts.some((t) => t.instance_id === instanceId),
      )
    ).find((t) => t.instance_id === instanceId)!;
  const complete = (
    h: WorkflowHandle,
    taskId: string,
    actor: string,
    decision: 'approve' | 'reject',
    comment = '同意',
  ) => h.executeUpdate(completeTaskUpdate, { args: [{ taskId, actor, decision, comment }] });
  /** With RECORD_HISTORIES=1, keeps the finished run's history for the replay test. */
  const keep = async (instanceId: string, name: string) => {
    if (process.env.RECORD_HISTORIES)
      await recordHistory(
        env.client,
        approvalWorkflowId(instanceId),
        join(historiesDir, `approval-${name}.json`),
      );
  };
  const types = async (instanceId: string) =>
    (await store.readStream(proc.processInstanceStreamId(instanceId))).events.map((e) => e.type);

  it('under 100000: the department leader approves and the process ends approved', async () => {
    const { instanceId, handle } = await start(50_000);
    const task = await taskOf('approver', instanceId);
    expect(task).toMatchObject({ name: '部门负责人审批', assignee: 'approver' });
    await complete(handle, task.id, 'approver', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    expect(await proc.findProcessInstance(tdb.db, TENANT, instanceId)).toMatchObject({
      status: 'ended',
      outcome: 'approved',
      current_nodes: [],
    });
    expect(await types(instanceId)).toEqual([
      'ProcessStarted',
      'ProcessPathTaken',
      'TaskCreated',
      'TaskCompleted',
      'ProcessPathTaken',
      'ProcessEnded',
    ]);
    await keep(instanceId, 'leader');
  });

  it('from 100000: finance countersigns after the leader, all of them, then it ends approved', async () => {
    const { instanceId, handle } = await start(150_000);
    await complete(handle, (await taskOf('approver', instanceId)).id, 'approver', 'approve');
    const f1 = await taskOf('fin1', instanceId);
    const f2 = await taskOf('fin2', instanceId);
    expect([f1.name, f2.name]).toEqual(['财务会签', '财务会签']);
    await complete(handle, f1.id, 'fin1', 'approve');
    expect((await handle.query(processViewQuery)).status).toBe('running');
    await complete(handle, f2.id, 'fin2', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    const tasks = await proc.listInstanceTasks(tdb.db, TENANT, instanceId);
    expect(tasks.map((t) => [t.name, t.completed_by, t.outcome])).toEqual([
      ['部门负责人审批', 'approver', 'approved'],
      ['财务会签', 'fin1', 'approved'],
      ['财务会签', 'fin2', 'approved'],
    ]);
    await keep(instanceId, 'countersign-all');
  });

  it("refuses another user's completion at once, in Chinese, and records nothing", async () => {
    const { instanceId, handle } = await start(10_000);
    const task = await taskOf('approver', instanceId);
    const before = await types(instanceId);
    await expect(complete(handle, task.id, 'fin1', 'approve')).rejects.toEqual(refused(/这不是您的任务/));
    await expect(handle.executeUpdate(withdrawUpdate, { args: [{ actor: 'fin1' }] })).rejects.toEqual(
      refused(/只有发起人可以撤回/),
    );
    expect(await types(instanceId)).toEqual(before);
    // A rejection ends it rejected.
    await complete(handle, task.id, 'approver', 'reject', '预算不足');
    expect(await handle.result()).toMatchObject({ outcome: 'rejected' });
    expect((await proc.listInstanceTasks(tdb.db, TENANT, instanceId))[0]).toMatchObject({
      outcome: 'rejected',
      comment: '预算不足',
    });
    await expect(complete(handle, task.id, 'approver', 'approve')).rejects.toThrow();
    expect((await types(instanceId)).at(-1)).toBe('ProcessEnded');
    await keep(instanceId, 'rejected');
  });

  it('the initiator withdraws (撤回): open tasks close and the process ends withdrawn', async () => {
    const { instanceId, handle } = await start(10_000);
    await taskOf('approver', instanceId);
    await handle.executeUpdate(withdrawUpdate, { args: [{ actor: 'buyer', comment: '重新提交' }] });
    expect(await handle.result()).toMatchObject({ outcome: 'withdrawn' });
    expect(await todo('approver')).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ instance_id: instanceId })]),
    );
    expect(await types(instanceId)).toContain('ProcessWithdrawn');
    await keep(instanceId, 'withdrawn');
  });

  it('转办: the leader delegates to a deputy, who approves', async () => {
    const { instanceId, handle } = await start(10_000);
    const task = await taskOf('approver', instanceId);
    await handle.executeUpdate(delegateTaskUpdate, {
      args: [{ taskId: task.id, actor: 'approver', to: 'deputy', comment: '出差' }],
    });
    expect((await todo('approver')).some((t) => t.instance_id === instanceId)).toBe(false);
    const delegated = await taskOf('deputy', instanceId);
    expect(delegated).toMatchObject({ id: task.id, delegated_from: 'approver' });
    await expect(complete(handle, task.id, 'approver', 'approve')).rejects.toEqual(refused(/这不是您的任务/));
    await complete(handle, task.id, 'deputy', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    await keep(instanceId, 'delegated');
  });

  it('驳回 to the initiator: the buyer gets the requisition back, resubmits, and the leader approves', async () => {
    const { instanceId, handle } = await start(10_000);
    const task = await taskOf('approver', instanceId);
    await handle.executeUpdate(returnTaskUpdate, {
      args: [{ taskId: task.id, actor: 'approver', target: 'start', comment: '请补充报价单' }],
    });
    const back = await taskOf('buyer', instanceId);
    expect(await types(instanceId)).toContain('ProcessReturned');
    await complete(handle, back.id, 'buyer', 'approve', '已补充');
    const again = await taskOf('approver', instanceId);
    expect(again.id).not.toBe(task.id);
    await complete(handle, again.id, 'approver', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    await keep(instanceId, 'returned-to-initiator');
  });

  // The recorded histories are replayed by approval.replay.int.spec.ts.
  it("a timer escalates an unanswered task to the leader's manager", async () => {
    const { instanceId, handle } = await start(10_000, requisitionGraph({ escalateAfter: 'PT1S' }));
    const task = await taskOf('approver', instanceId);
    const escalated = await taskOf('director', instanceId);
    expect(escalated).toMatchObject({ id: task.id, delegated_from: 'approver' });
    expect(await types(instanceId)).toContain('TaskEscalated');
    await complete(handle, task.id, 'director', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    await keep(instanceId, 'timer-escalation');
  });
});
