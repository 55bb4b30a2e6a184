import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApprovalHarness, type ApprovalHarness } from '../../testing/approval-harness';

type Task = { id: string; name: string; instanceId: string; title: string; initiatorName: string };
type Page<T> = { records: T[]; total: number };
type Instance = {
  status: string;
  outcome: string | null;
  outcome_dictText: string | null;
  xml: string;
  path: { finished: string[]; active: string[]; flows: string[] };
  tasks: {
    name: string;
    status: string;
    assigneeName: string | null;
    outcome: string | null;
    comment: string | null;
  }[];
  timeline: { type: string; actorName: string | null }[];
};

const ADMIN_ACTIONS = [
  'process:definition:list',
  'process:definition:add',
  'process:definition:edit',
  'process:definition:deploy',
  'process:definition:bind',
  'process:instance:start',
  'process:instance:list',
];

describe('approval engine through the API (real PostgreSQL, real Temporal dev server)', () => {
  let h: ApprovalHarness;
  const t: Record<string, string> = {};
  let xml: string;

  beforeAll(async () => {
    h = await startApprovalHarness();
    xml = await readFile(new URL('./__fixtures__/requisition.bpmn', import.meta.url), 'utf8');
    t.admin = (await h.userWith('padmin', { tenantId: '1', actions: ADMIN_ACTIONS })).token;
    t.buyer = (await h.userWith('buyer', { tenantId: '1', actions: ['process:instance:start'] })).token;
    for (const u of ['mgr', 'fin1', 'fin2', 'deputy']) t[u] = (await h.userWith(u, { tenantId: '1' })).token;
    t.other = (await h.userWith('other', { tenantId: '2', actions: ADMIN_ACTIONS })).token;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const todo = (who: string) => h.get<Page<Task>>('/process/task/todo', t[who]);
  const waitTodo = async (who: string, n = 1) => {
    for (let i = 0; i < 200; i++) {
      const r = await todo(who);
      if (!r.body.success) throw new Error(JSON.stringify(r.body));
      if (r.body.result.records.length >= n) return r.body.result.records;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error(`${who} never got ${n} task(s)`);
  };
  let definitionId = '';

  it('a process admin creates, validates, deploys and binds a definition', async () => {
    const bad = await h.post<{ valid: boolean; problems: { message: string }[] }>(
      '/process/definition/validate',
      { xml: xml.replace('srm:assignee="mgr"', '') },
      t.admin,
    );
    expect(bad.body.result.valid).toBe(false);
    expect(bad.body.result.problems.map((p) => p.message).join()).toContain('部门负责人审批');

    const added = await h.post<{ id: string }>(
      '/process/definition/add',
      { key: 'purchaseRequisition', name: '采购申请审批', xml },
      t.admin,
    );
    expect(added.body).toMatchObject({ success: true });
    definitionId = added.body.result.id;
    const dup = await h.post('/process/definition/add', { key: 'purchaseRequisition', name: 'x' }, t.admin);
    expect(dup.body.message).toBe('流程标识已存在');

    const deployed = await h.post('/process/definition/deploy', { id: definitionId }, t.admin);
    expect(deployed.body).toMatchObject({
      success: true,
      message: '部署成功，版本 V1',
      result: { version: 1 },
    });
    const again = await h.post('/process/definition/deploy', { id: definitionId }, t.admin);
    expect(again.body.message).toBe('流程图未变化，无需重新部署');

    // A draft with errors does not deploy, and the deployed version stays.
    const broken = await h.post(
      '/process/definition/deploy',
      { id: definitionId, xml: xml.replace('srm:assignee="mgr"', '') },
      t.admin,
    );
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^流程图校验未通过/);
    await h.post('/process/definition/saveDraft', { id: definitionId, xml }, t.admin);

    expect(
      (
        await h.post(
          '/process/definition/bind',
          { id: definitionId, documentType: 'purchaseRequisition' },
          t.admin,
        )
      ).body.message,
    ).toBe('绑定成功');
    // Another tenant sees none of it.
    expect((await h.get(`/process/definition/queryById?id=${definitionId}`, t.other)).status).toBe(404);
    expect(
      (await h.post('/process/definition/bind', { id: definitionId, documentType: 'contract' }, t.other))
        .status,
    ).toBe(404);
  });

  it('a buyer submits; the leader and then finance (countersign all) approve; the timeline lists every step', async () => {
    const start = await h.post<{ instanceId: string }>(
      '/process/instance/start',
      {
        documentType: 'purchaseRequisition',
        businessKey: 'PR-001',
        title: '采购申请 PR-001',
        variables: { amount: 120000 },
      },
      t.buyer,
    );
    expect(start.body).toMatchObject({ success: true, message: '提交成功' });
    const { instanceId } = start.body.result;
    const twice = await h.post(
      '/process/instance/start',
      { documentType: 'purchaseRequisition', businessKey: 'PR-001', title: 'again', variables: {} },
      t.buyer,
    );
    expect(twice.body.message).toBe('该单据已在审批中');

    const [leaderTask] = await waitTodo('mgr');
    expect(leaderTask).toMatchObject({
      name: '部门负责人审批',
      instanceId,
      title: '采购申请 PR-001',
      initiatorName: 'buyer',
    });
    // Not fin1's task: refused at once with the workflow's words, nothing recorded.
    const wrong = await h.post(
      '/process/task/complete',
      { taskId: leaderTask!.id, decision: 'approve' },
      t.fin1,
    );
    expect(wrong).toMatchObject({ status: 409, body: { message: '这不是您的任务' } });
    const done = await h.post(
      '/process/task/complete',
      { taskId: leaderTask!.id, decision: 'approve', comment: '同意采购' },
      t.mgr,
    );
    expect(done.body).toMatchObject({ success: true, message: '办理成功' });
    expect((await todo('mgr')).body.result.records).toEqual([]);
    expect(
      (await h.get<Page<Task>>('/process/task/done', t.mgr)).body.result.records.map((r) => r.name),
    ).toEqual(['部门负责人审批']);

    const [f1] = await waitTodo('fin1');
    const [f2] = await waitTodo('fin2');
    await h.post('/process/task/complete', { taskId: f1!.id, decision: 'approve' }, t.fin1);
    await h.post('/process/task/complete', { taskId: f2!.id, decision: 'approve' }, t.fin2);

    let instance: Instance | undefined;
    for (let i = 0; i < 100 && instance?.status !== 'ended'; i++) {
      instance = (await h.get<Instance>(`/process/instance/queryById?id=${instanceId}`, t.buyer)).body.result;
      if (instance.status !== 'ended') await new Promise((r) => setTimeout(r, 50));
    }
    expect(instance).toMatchObject({ status: 'ended', outcome: 'approved', outcome_dictText: '审批通过' });
    expect(instance!.xml).toContain('purchaseRequisition');
    expect(instance!.path.finished).toEqual(
      expect.arrayContaining(['start', 'leader', 'amount', 'finance', 'end']),
    );
    expect(instance!.path.flows).toEqual(expect.arrayContaining(['f1', 'f2', 'f4', 'f5']));
    expect(instance!.path.flows).not.toContain('f3');
    expect(instance!.tasks.map((x) => [x.name, x.assigneeName, x.outcome])).toEqual([
      ['部门负责人审批', 'mgr', 'approved'],
      ['财务会签', 'fin1', 'approved'],
      ['财务会签', 'fin2', 'approved'],
    ]);
    expect(instance!.timeline.filter((e) => e.type === 'TaskCompleted').map((e) => e.actorName)).toEqual([
      'mgr',
      'fin1',
      'fin2',
    ]);
    expect(instance!.timeline.at(-1)?.type).toBe('ProcessEnded');
    // Someone uninvolved, without 流程实例 rights, does not see it.
    expect((await h.get(`/process/instance/queryById?id=${instanceId}`, t.deputy)).status).toBe(404);
  });

  it('转办 and 驳回 through the API; a refused operation changes nothing', async () => {
    const { instanceId } = (
      await h.post<{ instanceId: string }>(
        '/process/instance/start',
        {
          documentType: 'purchaseRequisition',
          businessKey: 'PR-002',
          title: '采购申请 PR-002',
          variables: { amount: 500 },
        },
        t.buyer,
      )
    ).body.result;
    const [task] = await waitTodo('mgr');
    const self = await h.post('/process/task/delegate', { taskId: task!.id, to: 'mgr' }, t.mgr);
    expect(self.body.message).toBe('不能转办给自己');
    const foreign = await h.post('/process/task/delegate', { taskId: task!.id, to: 'other' }, t.mgr);
    expect(foreign.body.message).toBe('处理人不存在');
    expect(
      (await h.post('/process/task/delegate', { taskId: task!.id, to: 'deputy', comment: '出差' }, t.mgr))
        .body.message,
    ).toBe('转办成功');
    const [moved] = await waitTodo('deputy');
    expect(moved!.id).toBe(task!.id);
    expect(
      (
        await h.post(
          '/process/task/return',
          { taskId: task!.id, target: 'start', comment: '请补充报价' },
          t.deputy,
        )
      ).body.message,
    ).toBe('驳回成功');
    const [back] = await waitTodo('buyer');
    expect(back).toMatchObject({ name: '重新提交', instanceId });
    expect((await h.post('/process/instance/withdraw', { id: instanceId }, t.fin1)).status).toBe(404);
    expect(
      (await h.post('/process/instance/withdraw', { id: instanceId, comment: '不买了' }, t.buyer)).body
        .message,
    ).toBe('撤回成功');
    const after = (await h.get<Instance>(`/process/instance/queryById?id=${instanceId}`, t.buyer)).body
      .result;
    expect(after).toMatchObject({ status: 'ended', outcome: 'withdrawn' });
    expect(
      (await h.post('/process/task/complete', { taskId: back!.id, decision: 'approve' }, t.buyer)).status,
    ).toBe(409);
  });

  it('流程实例 / 我的任务 / 历史任务 follow the list contract: *x* filters, sorting, the super query, the tenant', async () => {
    for (const [key, title] of [
      ['PR-003', '办公用品 PR-003'],
      ['PR-004', '服务器采购 PR-004'],
    ]) {
      await h.post(
        '/process/instance/start',
        { documentType: 'purchaseRequisition', businessKey: key, title, variables: { amount: 100 } },
        t.buyer,
      );
    }
    await waitTodo('mgr', 2);
    const titles = (r: { body: { result: Page<{ title: string }> } }) =>
      r.body.result.records.map((x) => x.title);

    // 我的任务: a contains filter, then both orders of 标题.
    expect(titles(await h.get<Page<Task>>('/process/task/todo?title=*服务器*', t.mgr))).toEqual([
      '服务器采购 PR-004',
    ]);
    expect(titles(await h.get<Page<Task>>('/process/task/todo?column=title&order=asc', t.mgr))).toEqual([
      '办公用品 PR-003',
      '服务器采购 PR-004',
    ]);
    expect(titles(await h.get<Page<Task>>('/process/task/todo?column=title&order=desc', t.mgr))).toEqual([
      '服务器采购 PR-004',
      '办公用品 PR-003',
    ]);
    // 历史任务: what mgr handled, filtered by 业务编号 and by 发起人's name.
    expect(titles(await h.get<Page<Task>>('/process/task/done?businessKey=PR-001', t.mgr))).toEqual([
      '采购申请 PR-001',
    ]);
    expect(
      (await h.get<Page<Task>>('/process/task/done?initiatorName=nobody', t.mgr)).body.result.total,
    ).toBe(0);

    // 流程实例: the tenant's four approvals, newest first by default; filters, sorting, the super query.
    const all = await h.get<Page<{ title: string; businessKey: string }>>('/process/instance/list', t.admin);
    expect(all.body.result.total).toBe(4);
    expect(titles(all)[0]).toBe('服务器采购 PR-004');
    expect(
      titles(await h.get('/process/instance/list?status=running&column=businessKey&order=asc', t.admin)),
    ).toEqual(['办公用品 PR-003', '服务器采购 PR-004']);
    expect(
      titles(await h.get('/process/instance/list?title=*PR-00*&column=startTime&order=asc', t.admin)),
    ).toEqual(['采购申请 PR-001', '采购申请 PR-002', '办公用品 PR-003', '服务器采购 PR-004']);
    const superQuery = encodeURIComponent(
      JSON.stringify([
        { field: 'businessKey', rule: 'eq', val: 'PR-001' },
        { field: 'businessKey', rule: 'eq', val: 'PR-003' },
      ]),
    );
    expect(
      titles(
        await h.get(
          `/process/instance/list?superQueryMatchType=or&superQueryParams=${superQuery}&column=title&order=desc`,
          t.admin,
        ),
      ),
    ).toEqual(['采购申请 PR-001', '办公用品 PR-003']);
    const unknown = await h.get(
      `/process/instance/list?superQueryParams=${encodeURIComponent(JSON.stringify([{ field: 'tenant_id', rule: 'eq', val: '1' }]))}`,
      t.admin,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('superQueryParams: 不支持的查询字段 tenant_id');
    // Another tenant's administrator sees none of them.
    expect((await h.get<Page<unknown>>('/process/instance/list', t.other)).body.result.total).toBe(0);
  });
});
