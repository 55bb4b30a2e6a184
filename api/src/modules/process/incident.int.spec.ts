import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApprovalHarness, type ApprovalHarness } from '../../testing/approval-harness';

type Incident = { id: string; nodeName: string; message: string; resolution: string | null };

/** A requisition flow whose 审计审核 goes to the role auditor, which nobody holds at first. */
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:srm="https://srm.dev/schema/bpmn/srm" id="defs" targetNamespace="https://srm.dev/test">
  <bpmn:process id="auditRequisition" name="采购申请审计" isExecutable="true">
    <bpmn:startEvent id="start" name="提交申请"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="audit" name="审计审核" srm:candidateRoles="auditor">
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="end" name="结束"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="audit" />
    <bpmn:sequenceFlow id="f2" sourceRef="audit" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const ACTIONS = [
  'process:definition:add',
  'process:definition:deploy',
  'process:definition:bind',
  'process:instance:start',
  'process:instance:list',
  'process:instance:cancel',
];

describe('异常 and 重试 through the API (real PostgreSQL, real Temporal dev server)', () => {
  let h: ApprovalHarness;
  const t: Record<string, string> = {};

  beforeAll(async () => {
    h = await startApprovalHarness();
    t.admin = (await h.userWith('iadmin', { tenantId: '1', actions: ACTIONS })).token;
    t.buyer = (await h.userWith('buyer', { tenantId: '1', actions: ['process:instance:start'] })).token;
    t.auditor = (await h.userWith('auditor1', { tenantId: '1' })).token;
    t.other = (await h.userWith('other', { tenantId: '2', actions: ACTIONS })).token;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const incidents = (id: string, token = t.admin) =>
    h.get<Incident[]>(`/process/instance/incidents?id=${encodeURIComponent(id)}`, token);
  const waitIncidents = async (id: string, n: number) => {
    for (let i = 0; i < 200; i++) {
      const r = await incidents(id);
      if (r.body.result?.length >= n) return r.body.result;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error(`no ${n} incident(s) on ${id}`);
  };
  const retry = (body: Record<string, unknown>, token = t.admin) =>
    h.post('/process/instance/retryIncident', body, token);

  it('nobody to act is shown as 异常; only an administrator retries it, and then the task is created', async () => {
    const added = await h.post<{ id: string }>(
      '/process/definition/add',
      { key: 'auditRequisition', name: '采购申请审计', xml: XML },
      t.admin,
    );
    const definitionId = added.body.result.id;
    expect((await h.post('/process/definition/deploy', { id: definitionId }, t.admin)).body.success).toBe(
      true,
    );
    await h.post(
      '/process/definition/bind',
      { id: definitionId, documentType: 'purchaseRequisition' },
      t.admin,
    );
    const started = await h.post<{ instanceId: string }>(
      '/process/instance/start',
      { documentType: 'purchaseRequisition', businessKey: 'PR-2026-0901', title: '采购申请 PR-2026-0901' },
      t.buyer,
    );
    const id = started.body.result.instanceId;

    const [incident] = await waitIncidents(id, 1);
    expect(incident).toMatchObject({
      nodeName: '审计审核',
      message: '用户任务「审计审核」没有找到处理人',
      resolution: null,
    });
    // 流程实例 filtered to 异常 lists it with its count.
    const list = await h.get<{ records: { id: string; incidents: number }[] }>(
      '/process/instance/list?incident=1',
      t.admin,
    );
    expect(list.body.result.records).toEqual([expect.objectContaining({ id, incidents: 1 })]);
    // Another tenant does not see it; the initiator sees it but may not retry; a request needs the incident.
    expect((await incidents(id, t.other)).status).toBe(404);
    expect((await retry({ id, incidentId: incident!.id }, t.other)).status).toBe(404);
    expect((await incidents(id, t.buyer)).body.result).toHaveLength(1);
    expect((await retry({ id, incidentId: incident!.id }, t.buyer)).status).toBe(403);
    expect((await retry({ id })).body.message).toBe('incidentId: 请选择异常');

    await h.services
      .db()
      .insertInto('sys_role')
      .values({
        id: 'r-auditor',
        tenant_id: '1',
        role_name: '审计',
        role_code: 'auditor',
        description: null,
        created_by: null,
        updated_at: null,
        updated_by: null,
      })
      .execute();
    await h.services
      .db()
      .insertInto('sys_user_role')
      .values({ user_id: 'auditor1', role_id: 'r-auditor' })
      .execute();
    const retried = await retry({ id, incidentId: incident!.id });
    expect(retried.body).toMatchObject({ success: true, message: '已重试' });
    for (let i = 0; i < 200; i++) {
      const r = await h.get<{ records: { instanceId: string }[] }>('/process/task/todo', t.auditor);
      if (r.body.result.records.some((x) => x.instanceId === id)) break;
      if (i === 199) throw new Error('auditor1 never got the task');
      await new Promise((res) => setTimeout(res, 50));
    }
    expect((await incidents(id)).body.result).toEqual([
      expect.objectContaining({ id: incident!.id, resolution: 'retried' }),
    ]);
    expect(
      (await h.get<{ records: unknown[] }>('/process/instance/list?incident=1', t.admin)).body.result.records,
    ).toEqual([]);
    const again = await retry({ id, incidentId: incident!.id });
    expect([again.status, again.body.message]).toEqual([409, '该异常已处理']);

    await h.post('/process/instance/cancel', { id, comment: '测试结束' }, t.admin);
    const ended = await retry({ id, incidentId: incident!.id });
    expect(ended.body.message).toBe('流程已结束');
  }, 90_000);
});
