import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createEventStore, process as proc, type EventStore } from '@srm/events';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../dev-server';
import { TASK_QUEUES } from '../task-queues';
import { repoRoot, temporalCliPath } from '../testing/index';
import { requisitionGraph, seedOrganisation } from './approval.fixture';
import { approvalProcess } from './approval.workflow';
import { approvalWorkflowId, completeTaskUpdate } from './messages';

const TENANT = '1';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

describe('approvalProcess survives a killed worker (separate worker processes)', () => {
  let dev: DevServer;
  let tdb: TestDatabase;
  let store: EventStore;
  let client: Client;
  const workers: ChildProcess[] = [];

  /** worker-main.ts in its own process, polling the process queue; resolves once it polls. */
  const startWorker = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'workflow/src/worker-main.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: tdb.url!,
          TEMPORAL_ADDRESS: dev.address,
          WORKER_TASK_QUEUES: TASK_QUEUES.process,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      workers.push(child);
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('worker polling')) resolve(child);
      });
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      child.once('exit', (code) => reject(new Error(`worker exited (${code}) before polling:\n${out}`)));
    });

  beforeAll(async () => {
    [dev, tdb] = await Promise.all([
      freePort().then((port) => startDevServer({ cli: temporalCliPath(), port, headless: true })),
      createTestDatabase('postgres'),
    ]);
    store = createEventStore(tdb);
    await seedOrganisation(store);
    client = new Client({ connection: await Connection.connect({ address: dev.address }) });
  }, 60_000);
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    await client?.connection.close();
    await dev?.stop();
    await tdb?.close();
  });

  const todo = (user: string) => proc.myTasksQuery(tdb.db, TENANT, user, 'todo').selectAll().execute();
  const waitFor = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> => {
    const until = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v)) return v;
      if (Date.now() > until) throw new Error(`timed out; last: ${JSON.stringify(v)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('loses and duplicates no task when the worker is killed mid-process and another takes over', async () => {
    const first = await startWorker();
    const instanceId = 'restart-1';
    const handle = await client.workflow.start(approvalProcess, {
      taskQueue: TASK_QUEUES.process,
      workflowId: approvalWorkflowId(instanceId),
      args: [
        {
          instanceId,
          tenantId: TENANT,
          definition: { id: 'def-pr', key: 'purchaseRequisition', name: '采购申请审批', version: 1 },
          documentType: 'purchaseRequisition',
          businessKey: 'PR-R-1',
          title: '采购申请 PR-R-1',
          graph: requisitionGraph(),
          initiator: 'buyer',
          variables: { amount: 200_000 },
        },
      ],
    });
    const [leaderTask] = await waitFor(
      () => todo('approver'),
      (ts) => ts.length === 1,
    );
    await handle.executeUpdate(completeTaskUpdate, {
      args: [{ taskId: leaderTask!.id, actor: 'approver', decision: 'approve' }],
    });
    // Killed right after the approval: resolving the finance users and recording their tasks are in flight.
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    await startWorker();

    const [f1] = await waitFor(
      () => todo('fin1'),
      (ts) => ts.length === 1,
    );
    const [f2] = await waitFor(
      () => todo('fin2'),
      (ts) => ts.length === 1,
    );
    await handle.executeUpdate(completeTaskUpdate, {
      args: [{ taskId: f1!.id, actor: 'fin1', decision: 'approve' }],
    });
    await handle.executeUpdate(completeTaskUpdate, {
      args: [{ taskId: f2!.id, actor: 'fin2', decision: 'approve' }],
    });
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });

    const tasks = await proc.listInstanceTasks(tdb.db, TENANT, instanceId);
    expect(tasks.map((t) => [t.name, t.completed_by])).toEqual([
      ['部门负责人审批', 'approver'],
      ['财务会签', 'fin1'],
      ['财务会签', 'fin2'],
    ]);
    const { events } = await store.readStream(proc.processInstanceStreamId(instanceId));
    const created = events
      .filter((e) => e.type === 'TaskCreated')
      .map((e) => (e.data as { taskId: string }).taskId);
    expect(new Set(created).size).toBe(created.length);
    expect(events.filter((e) => e.type === 'ProcessEnded')).toHaveLength(1);
  }, 120_000);
});
