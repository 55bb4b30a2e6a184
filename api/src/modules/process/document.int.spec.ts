import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApprovalHarness, type ApprovalHarness } from '../../testing/approval-harness';
import { onApprovalEnded, type ApprovalEnded } from './approval-ended';

type Approval = {
  id: string;
  status: string;
  status_dictText: string;
  outcome: string | null;
  outcome_dictText: string | null;
  currentNodes: string[];
  tasks: { name: string; assigneeName: string | null }[];
  documentStatus: string | null;
  initiatorName: string;
  endTime: string | null;
} | null;

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:srm="https://srm.dev/schema/bpmn/srm" id="defs" targetNamespace="https://srm.dev/test">
  <bpmn:process id="contractApproval" name="合同审批" isExecutable="true">
    <bpmn:startEvent id="start" name="提交"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="leader" name="部门负责人审批" srm:assignee="mgr">
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:serviceTask id="mark" name="合同置为已审批" srm:activity="setDocumentStatus">
      <bpmn:extensionElements><srm:param name="status" value="approved" /></bpmn:extensionElements>
      <bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing>
    </bpmn:serviceTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f3</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="mark" />
    <bpmn:sequenceFlow id="f3" sourceRef="mark" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const ADMIN = ['process:definition:add', 'process:definition:deploy', 'process:definition:bind'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a business document's approval (real PostgreSQL, real Temporal dev server)", () => {
  let h: ApprovalHarness;
  const t: Record<string, string> = {};
  // A document module's reaction, registered for the test only.
  const contractEnds: ApprovalEnded[] = [];
  const orderEnds: ApprovalEnded[] = [];
  const unregister = [
    onApprovalEnded('contract', (e) => {
      contractEnds.push(e);
    }),
    onApprovalEnded('purchaseOrder', (e) => {
      orderEnds.push(e);
    }),
  ];

  beforeAll(async () => {
    h = await startApprovalHarness();
    t.admin = (await h.userWith('dadmin', { tenantId: '1', actions: ADMIN })).token;
    t.buyer = (await h.userWith('buyer', { tenantId: '1', actions: ['process:instance:start'] })).token;
    t.mgr = (await h.userWith('mgr', { tenantId: '1' })).token;
    t.clerk = (await h.userWith('clerk', { tenantId: '1' })).token;
    t.supplier = (
      await h.userWith('sup', { tenantId: '1', supplierId: 'S1', actions: ['process:instance:start'] })
    ).token;
    t.other = (await h.userWith('other', { tenantId: '2' })).token;
    const { id } = (
      await h.post<{ id: string }>(
        '/process/definition/add',
        { key: 'contractApproval', name: '合同审批', xml: XML },
        t.admin,
      )
    ).body.result;
    expect((await h.post('/process/definition/deploy', { id }, t.admin)).body.success).toBe(true);
    expect(
      (await h.post('/process/definition/bind', { id, documentType: 'contract' }, t.admin)).body.message,
    ).toBe('绑定成功');
  }, 120_000);
  afterAll(async () => {
    unregister.forEach((u) => u());
    await h?.close();
  });

  const approval = (key: string, who: string) =>
    h.get<Approval>(`/process/document/approval?documentType=contract&businessKey=${key}`, t[who]);
  const until = async (what: () => Promise<boolean>, label: string) => {
    for (let i = 0; i < 200; i++) {
      if (await what()) return;
      await sleep(50);
    }
    throw new Error(`never: ${label}`);
  };

  it('shows the running approval to staff, its end and document status, and tells the contract module once', async () => {
    expect((await approval('HT-001', 'clerk')).body).toMatchObject({ success: true, result: null });
    const bad = await h.get('/process/document/approval?documentType=nothing&businessKey=HT-001', t.clerk);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('单据类型不正确');

    const started = await h.post<{ instanceId: string }>(
      '/process/instance/start',
      { documentType: 'contract', businessKey: 'HT-001', title: '合同 HT-001', variables: { amount: 800 } },
      t.buyer,
    );
    const { instanceId } = started.body.result;
    await until(async () => ((await approval('HT-001', 'clerk')).body.result?.tasks.length ?? 0) > 0, 'task');
    expect((await approval('HT-001', 'clerk')).body.result).toMatchObject({
      id: instanceId,
      status: 'running',
      status_dictText: '审批中',
      outcome: null,
      currentNodes: ['部门负责人审批'],
      tasks: [{ name: '部门负责人审批', assigneeName: 'mgr' }],
      documentStatus: null,
      initiatorName: 'buyer',
    });
    // Another tenant has no such document; a supplier's user did not submit it.
    expect((await approval('HT-001', 'other')).body.result).toBeNull();
    expect((await approval('HT-001', 'supplier')).status).toBe(403);

    const todo = await h.get<{ records: { id: string }[] }>('/process/task/todo', t.mgr);
    await h.post(
      '/process/task/complete',
      { taskId: todo.body.result.records[0]!.id, decision: 'approve' },
      t.mgr,
    );
    await until(async () => (await approval('HT-001', 'clerk')).body.result?.status === 'ended', 'end');
    expect((await approval('HT-001', 'clerk')).body.result).toMatchObject({
      status: 'ended',
      status_dictText: '已结束',
      outcome: 'approved',
      outcome_dictText: '审批通过',
      currentNodes: [],
      tasks: [],
      documentStatus: 'approved',
    });
    const timeline = (
      await h.get<{ timeline: { type: string; data: { status?: string } }[] }>(
        `/process/instance/queryById?id=${instanceId}`,
        t.buyer,
      )
    ).body.result.timeline;
    expect(timeline.filter((e) => e.type === 'DocumentStatusSet').map((e) => e.data.status)).toEqual([
      'approved',
    ]);

    await h.approvalEnded.caughtUp();
    expect(contractEnds).toEqual([
      { tenantId: '1', documentType: 'contract', businessKey: 'HT-001', outcome: 'approved', instanceId },
    ]);
    // Stopped, an end is kept for later; the restart resumes after what was handled: told once each.
    await h.approvalEnded.stop();
    const second = (
      await h.post<{ instanceId: string }>(
        '/process/instance/start',
        { documentType: 'contract', businessKey: 'HT-010', title: '合同 HT-010', variables: {} },
        t.buyer,
      )
    ).body.result.instanceId;
    await until(async () => ((await approval('HT-010', 'clerk')).body.result?.tasks.length ?? 0) > 0, 'task');
    const [task] = (await h.get<{ records: { id: string }[] }>('/process/task/todo', t.mgr)).body.result
      .records;
    await h.post(
      '/process/task/complete',
      { taskId: task!.id, decision: 'reject', comment: '条款不全' },
      t.mgr,
    );
    await until(async () => (await approval('HT-010', 'clerk')).body.result?.status === 'ended', 'end');
    expect((await approval('HT-010', 'clerk')).body.result).toMatchObject({
      outcome_dictText: '审批驳回',
      documentStatus: null,
    });
    expect(contractEnds).toHaveLength(1);
    await h.approvalEnded.start(h.services.store());
    await h.approvalEnded.caughtUp();
    expect(contractEnds.map((e) => [e.businessKey, e.outcome, e.instanceId])).toEqual([
      ['HT-001', 'approved', instanceId],
      ['HT-010', 'rejected', second],
    ]);
    expect(orderEnds).toEqual([]);
  });

  it("a supplier's user sees the approval it submitted, and only that", async () => {
    await h.post(
      '/process/instance/start',
      { documentType: 'contract', businessKey: 'HT-002', title: '合同 HT-002', variables: {} },
      t.supplier,
    );
    await until(
      async () => (await approval('HT-002', 'supplier')).body.result?.status === 'running',
      'start',
    );
    expect((await approval('HT-002', 'supplier')).body.result).toMatchObject({ initiatorName: 'sup' });
    expect((await approval('HT-001', 'supplier')).status).toBe(403);
    expect((await approval('HT-003', 'supplier')).status).toBe(403);
  });
});
