import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApprovalHarness, type ApprovalHarness } from '../../testing/approval-harness';

type Cc = {
  id: string;
  instanceId: string;
  nodeName: string;
  title: string;
  processName: string;
  initiatorName: string;
  readFlag: number;
  readTime: string | null;
};
type Page<T> = { records: T[]; total: number };
type Bell = { sysMsgList: { titile: string; openPage: string | null }[] };

const ADMIN_ACTIONS = [
  'process:definition:add',
  'process:definition:deploy',
  'process:definition:bind',
  'process:instance:start',
];

/** 合同审批: mgr approves (copying `watcher` and the initiator), the end copies the role ccfin. */
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:srm="https://srm.dev/schema/bpmn/srm" id="defs" targetNamespace="https://srm.dev/test">
  <bpmn:process id="contractCc" name="合同审批" isExecutable="true">
    <bpmn:startEvent id="start" name="提交" />
    <bpmn:userTask id="leader" name="部门负责人审批" srm:assignee="mgr" srm:ccUsers="watcher" srm:ccInitiator="true" />
    <bpmn:endEvent id="end" name="审批通过" srm:ccRoles="ccfin" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="leader" />
    <bpmn:sequenceFlow id="f2" sourceRef="leader" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

describe('抄送我的 through the API (real PostgreSQL, real Temporal dev server)', () => {
  let h: ApprovalHarness;
  const t: Record<string, string> = {};

  beforeAll(async () => {
    h = await startApprovalHarness();
    t.admin = (await h.userWith('ccadmin', { tenantId: '1', actions: ADMIN_ACTIONS })).token;
    for (const u of ['mgr', 'watcher', 'fin1', 'nobody'])
      t[u] = (await h.userWith(u, { tenantId: '1' })).token;
    t.other = (await h.userWith('other', { tenantId: '2' })).token;
    const db = h.services.db();
    const audit = { tenant_id: '1', created_by: null, updated_at: null, updated_by: null };
    await db
      .insertInto('sys_role')
      .values({ id: 'r-ccfin', role_name: '财务', role_code: 'ccfin', description: null, ...audit })
      .execute();
    await db.insertInto('sys_user_role').values({ user_id: 'fin1', role_id: 'r-ccfin' }).execute();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const ccOf = (who: string, query = '') => h.get<Page<Cc>>(`/process/task/cc${query}`, t[who]);
  const waitCc = async (who: string, n: number) => {
    for (let i = 0; i < 200; i++) {
      const r = await ccOf(who);
      if (!r.body.success) throw new Error(JSON.stringify(r.body));
      if (r.body.result.total >= n) return r.body.result.records;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error(`${who} never got ${n} copies`);
  };

  it('an approved task and the end copy their users; each sees only their own, in the bell too, and marks it read', async () => {
    const added = await h.post<{ id: string }>(
      '/process/definition/add',
      { key: 'contractCc', name: '合同审批', xml: XML },
      t.admin,
    );
    const id = added.body.result.id;
    expect((await h.post('/process/definition/deploy', { id }, t.admin)).body.success).toBe(true);
    await h.post('/process/definition/bind', { id, documentType: 'contract' }, t.admin);
    const started = await h.post<{ instanceId: string }>(
      '/process/instance/start',
      { documentType: 'contract', businessKey: 'HT-001', title: '合同 HT-001', variables: {} },
      t.admin,
    );
    const { instanceId } = started.body.result;

    // Before the approval nobody is copied, and watcher may not open the instance.
    expect((await ccOf('watcher')).body.result.total).toBe(0);
    expect((await h.get(`/process/instance/queryById?id=${instanceId}`, t.watcher)).status).toBe(404);

    let task: { id: string } | undefined;
    for (let i = 0; i < 200 && !task; i++) {
      task = (await h.get<Page<{ id: string }>>('/process/task/todo', t.mgr)).body.result.records[0];
      if (!task) await new Promise((r) => setTimeout(r, 50));
    }
    await h.post('/process/task/complete', { taskId: task!.id, decision: 'approve' }, t.mgr);

    const [mine] = await waitCc('watcher', 1);
    expect(mine).toMatchObject({
      instanceId,
      nodeName: '部门负责人审批',
      title: '合同 HT-001',
      processName: '合同审批',
      initiatorName: 'ccadmin',
      readFlag: 0,
      readTime: null,
    });
    const [atEnd] = await waitCc('fin1', 1);
    expect(atEnd).toMatchObject({ nodeName: '审批通过', title: '合同 HT-001' });
    // The initiator is copied too (ccInitiator); the approver and others are not.
    expect((await waitCc('admin', 1)).map((c) => c.nodeName)).toEqual(['部门负责人审批']);
    expect((await ccOf('mgr')).body.result.total).toBe(0);
    expect((await ccOf('other')).body.result.total).toBe(0);

    // A copied user may now open the instance; the bell has the copy, opening 抄送我的 on it.
    expect((await h.get(`/process/instance/queryById?id=${instanceId}`, t.watcher)).status).toBe(200);
    const bell = await h.get<Bell>('/sys/annountCement/listByUser', t.watcher);
    expect(bell.body.result.sysMsgList).toContainEqual(
      expect.objectContaining({
        titile: '抄送：合同 HT-001',
        openPage: `/process/ccTask?instanceId=${encodeURIComponent(instanceId)}`,
      }),
    );

    // Filters of the list contract.
    expect((await ccOf('watcher', '?title=*HT*')).body.result.total).toBe(1);
    expect((await ccOf('watcher', '?title=*XYZ*')).body.result.total).toBe(0);
    expect((await ccOf('watcher', '?readFlag=1')).body.result.total).toBe(0);
    expect((await ccOf('watcher', '?readFlag=x')).body.message).toContain('已读状态不正确');

    // Only one's own copy can be marked read.
    const foreign = await h.post('/process/task/cc/read', { ids: [atEnd!.id] }, t.watcher);
    expect(foreign).toMatchObject({ status: 404, body: { message: '未找到对应抄送' } });
    expect((await h.post('/process/task/cc/read', { ids: [] }, t.watcher)).body.message).toContain(
      '请选择一条记录',
    );
    const read = await h.post('/process/task/cc/read', { ids: [mine!.id] }, t.watcher);
    expect(read.body).toMatchObject({ success: true, message: '已读', result: { count: 1 } });
    const after = (await ccOf('watcher', '?readFlag=1')).body.result.records;
    expect(after).toHaveLength(1);
    expect(after[0]!.readFlag).toBe(1);
    expect((await ccOf('fin1')).body.result.records[0]!.readFlag).toBe(0);
    const all = await h.post('/process/task/cc/read', { all: true }, t.fin1);
    expect(all.body.result).toEqual({ count: 1 });
    expect((await ccOf('fin1', '?readFlag=0')).body.result.total).toBe(0);
  });
});
