import { parseBpmn } from '@srm/bpmn/parse';
import { createEventStore, process as proc, type EventStore } from '@srm/events';
import { createTestDatabase, type TestDatabase } from '@srm/events/testing';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_QUEUES } from '../task-queues';
import { createTestTemporal } from '../testing/index';
import { startWorkers, type RunningWorkers } from '../worker';
import { seedOrganisation } from './approval.fixture';
import { approvalProcess } from './approval.workflow';
import { approvalWorkflowId, completeTaskUpdate } from './messages';

const TENANT = '1';

/**
 * 部门负责人审批 (copies `deputy` and the initiator once approved) -> a notify task telling `director`
 * -> the end, which copies the finance role and the initiator again.
 */
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:srm="https://srm.dev/schema/bpmn/srm" id="d" targetNamespace="https://srm.dev/bpmn">
  <bpmn:process id="ccDemo" name="抄送演示" isExecutable="true">
    <bpmn:startEvent id="start" name="提交申请" />
    <bpmn:userTask id="leader" name="部门负责人审批" srm:deptLeader="true" srm:ccUsers="deputy" srm:ccInitiator="true" />
    <bpmn:serviceTask id="tell" name="通知总监" srm:activity="notify">
      <bpmn:extensionElements>
        <srm:param name="users" value="director" />
        <srm:param name="title" value="采购申请已审批" />
        <srm:param name="content" value="=&quot;金额 &quot; + string(amount)" />
      </bpmn:extensionElements>
    </bpmn:serviceTask>
    <bpmn:endEvent id="end" name="审批通过" srm:ccRoles="finance" srm:ccUsers="buyer" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="tell" />
    <bpmn:sequenceFlow id="f3" sourceRef="tell" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

describe('抄送 and notify (real dev server, real PostgreSQL)', () => {
  let env: TestWorkflowEnvironment;
  let tdb: TestDatabase;
  let store: EventStore;
  let workers: RunningWorkers;

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

  const waitFor = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> => {
    const until = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (ok(v)) return v;
      if (Date.now() > until) throw new Error(`timed out waiting; last: ${JSON.stringify(v)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('copies on approval and at the end (roles resolved, each copy in the bell once), and notify tells its users', async () => {
    const { graph, problems } = await parseBpmn(XML);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const instanceId = 'cc-1';
    const handle = await env.client.workflow.start(approvalProcess, {
      taskQueue: TASK_QUEUES.process,
      workflowId: approvalWorkflowId(instanceId),
      args: [
        {
          instanceId,
          tenantId: TENANT,
          definition: { id: 'def-cc', key: 'ccDemo', name: '抄送演示', version: 1 },
          documentType: 'purchaseRequisition',
          businessKey: 'PR-CC-1',
          title: '采购申请 PR-CC-1',
          graph: graph!,
          initiator: 'buyer',
          variables: { amount: 5000 },
        },
      ],
    });
    const [task] = await waitFor(
      () => proc.myTasksQuery(tdb.db, TENANT, 'approver', 'todo').selectAll().execute(),
      (ts) => ts.length === 1,
    );
    // Nothing is copied before the approval.
    expect(await tdb.db.selectFrom('process_cc').selectAll().execute()).toEqual([]);
    await handle.executeUpdate(completeTaskUpdate, {
      args: [{ taskId: task!.id, actor: 'approver', decision: 'approve', comment: '同意' }],
    });
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });

    // Each copy is part of its step's record: the end's before ProcessEnded.
    const types = (await store.readStream(proc.processInstanceStreamId(instanceId))).events.map(
      (e) => e.type,
    );
    expect(types.slice(-2)).toEqual(['ProcessCarbonCopied', 'ProcessEnded']);
    expect(types.filter((t) => t === 'ProcessCarbonCopied')).toHaveLength(2);

    const rows = await tdb.db
      .selectFrom('process_cc')
      .select(['user_id', 'node_name', 'title', 'read_at'])
      .where('instance_id', '=', instanceId)
      .orderBy('node_name')
      .orderBy('user_id')
      .execute();
    expect(rows.map((r) => [r.node_name, r.user_id])).toEqual([
      ['审批通过', 'buyer'],
      ['审批通过', 'fin1'],
      ['审批通过', 'fin2'],
      ['部门负责人审批', 'buyer'],
      ['部门负责人审批', 'deputy'],
    ]);
    expect(rows.every((r) => r.title === '采购申请 PR-CC-1' && r.read_at === null)).toBe(true);

    // Bells: each copy once, as a released USER system message; notify's own message to director.
    const notices = await tdb.db
      .selectFrom('sys_announcement as a')
      .innerJoin('sys_announcement_recipient as r', 'r.annt_id', 'a.id')
      .select(['a.titile', 'a.msg_type', 'a.send_status', 'a.msg_content', 'a.open_page', 'r.user_id'])
      .where('a.bus_type', '=', 'process')
      .orderBy('a.titile')
      .orderBy('r.user_id')
      .execute();
    expect(notices.map((n) => [n.titile, n.user_id])).toEqual([
      ['抄送：采购申请 PR-CC-1', 'buyer'],
      ['抄送：采购申请 PR-CC-1', 'buyer'],
      ['抄送：采购申请 PR-CC-1', 'deputy'],
      ['抄送：采购申请 PR-CC-1', 'fin1'],
      ['抄送：采购申请 PR-CC-1', 'fin2'],
      ['采购申请已审批', 'director'],
    ]);
    expect(notices.every((n) => n.msg_type === 'USER' && n.send_status === 1)).toBe(true);
    expect(notices.find((n) => n.user_id === 'director')!.msg_content).toBe('<p>金额 5000</p>');
    expect(notices.find((n) => n.user_id === 'deputy')!.open_page).toBe(
      `/process/ccTask?instanceId=${instanceId}`,
    );
  });
});
