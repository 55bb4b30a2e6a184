import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { process as proc } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalHarness, refused, TENANT, type ApprovalHarness } from './approval.int-support';
import {
  boundaryGraph,
  callActivityGraph,
  candidateGraph,
  contractReviewGraph,
  countersignGraph,
  inclusiveGraph,
  messageGraph,
  parallelGraph,
  parallelReviewGraph,
  sequentialGraph,
  terminateGraph,
  timerCatchGraph,
  webhookGraph,
} from './approval.kinds.fixture';
import { requisitionGraph } from './approval.fixture';
import {
  addSignerUpdate,
  cancelProcessUpdate,
  claimTaskUpdate,
  documentMessageSignal,
  processViewQuery,
  returnTaskUpdate,
} from './messages';

/**
 * Every element kind and task operation of the approval engine driven through the workflow client on the real
 * dev server, checked where a user sees it (我的任务, the instance's tasks and timeline events, its outcome);
 * with RECORD_HISTORIES=1 each run is kept in `__histories__/` for the replay test.
 */
describe('approvalProcess: each element kind (real dev server, real PostgreSQL)', () => {
  let h: ApprovalHarness;
  let server: Server;
  let base = '';
  /** What the local webhook server received, per path. */
  const received: Record<string, unknown[]> = {};

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        const path = req.url ?? '';
        (received[path] ??= []).push(JSON.parse(body || 'null'));
        if (path === '/risk') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ risk: 'high', riskScore: 87 }));
        } else {
          res.writeHead(503, { 'content-type': 'text/plain' });
          res.end('维护中');
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    h = await approvalHarness('kind');
  });
  afterAll(async () => {
    await h?.close();
    await new Promise((r) => server?.close(r));
  });

  /** 合同评审 deployed for tenant 1, as the designer's 部署 leaves it (a call activity starts its current version). */
  const deployContractReview = async () => {
    if (await proc.findProcessDefinitionByKey(h.tdb.db, TENANT, 'contractReview')) return;
    const at = { by: 'admin', now: new Date() };
    await proc.createProcessDefinition(h.store, {
      id: 'def-contract-review',
      tenantId: TENANT,
      key: 'contractReview',
      name: '合同评审',
      category: null,
      description: null,
      ...at,
    });
    const t = { tenantId: TENANT, id: 'def-contract-review', ...at };
    await proc.saveProcessDraft(h.store, { ...t, xml: '<definitions id="contractReview"/>' });
    await proc.deployProcessDefinition(h.store, {
      ...t,
      comment: null,
      compile: () =>
        Promise.resolve({ processId: 'contractReview', graph: contractReviewGraph(), problems: [] }),
    });
  };
  const childrenOf = (instanceId: string) =>
    h.tdb.db
      .selectFrom('process_instance')
      .selectAll()
      .where('id', 'like', `${instanceId}.%`)
      .orderBy('started_at')
      .execute();
  const childOf = async (instanceId: string) =>
    h
      .waitFor(
        () =>
          h.tdb.db
            .selectFrom('process_instance')
            .selectAll()
            .where('id', 'like', `${instanceId}.%`)
            .execute(),
        (rows) => rows.length === 1,
      )
      .then((rows) => rows[0]!);

  it('call activity: the requisition starts 合同评审 as a child; its approval approves the parent', async () => {
    await deployContractReview();
    const { instanceId, handle } = await h.start(callActivityGraph(), { amount: 80_000 });
    const child = await childOf(instanceId);
    expect(child).toMatchObject({
      definition_key: 'contractReview',
      title: expect.stringMatching(/^采购申请 PR-2026-kind-\d+ \/ 合同评审$/),
      initiator: 'buyer',
      status: 'running',
    });
    // The reviewer's task belongs to the child instance, with the parent's variables.
    const review = await h.taskOf('fin1', child.id);
    expect(review.name).toBe('财务评审');
    expect(JSON.parse(JSON.stringify(child.variables))).toMatchObject({ amount: 80_000, initiator: 'buyer' });
    expect((await h.handleOf(child.id).query(processViewQuery)).openTasks).toHaveLength(1);
    await h.complete(h.handleOf(child.id), review.id, 'fin1', 'approve', '合同条款无误', { reviewed: true });
    const result = await handle.result();
    expect(result).toMatchObject({ outcome: 'approved', variables: { amount: 80_000, reviewed: true } });
    expect(await h.instance(child.id)).toMatchObject({ status: 'ended', outcome: 'approved' });
    expect(await h.instance(instanceId)).toMatchObject({ status: 'ended', outcome: 'approved' });
    expect(await h.types(instanceId)).toEqual([
      'ProcessStarted',
      'ProcessPathTaken',
      'ProcessPathTaken',
      'ProcessEnded',
    ]);
    await h.keep(instanceId, 'call-activity');
    await h.keep(child.id, 'call-activity-child');
  });

  it('call activity: a rejected 合同评审 rejects the requisition', async () => {
    await deployContractReview();
    const { instanceId, handle } = await h.start(callActivityGraph(), { amount: 80_000 });
    const child = await childOf(instanceId);
    const review = await h.taskOf('fin1', child.id);
    await h.complete(h.handleOf(child.id), review.id, 'fin1', 'reject', '违约条款不可接受');
    expect(await handle.result()).toMatchObject({ outcome: 'rejected' });
    expect(await h.instance(child.id)).toMatchObject({ status: 'ended', outcome: 'rejected' });
    expect(await h.instance(instanceId)).toMatchObject({ status: 'ended', outcome: 'rejected' });
    expect((await h.events(instanceId)).at(-1)).toMatchObject({
      type: 'ProcessEnded',
      data: { outcome: 'rejected' },
    });
    await h.keep(instanceId, 'call-activity-rejected');
  });

  it('service task: the webhook is posted to, its answer routes the process to the director', async () => {
    const { instanceId, handle } = await h.start(webhookGraph(`${base}/risk`), {
      amount: 120_000,
      supplier: 'S-001',
    });
    const task = await h.taskOf('director', instanceId);
    expect(task.name).toBe('总监审批');
    expect(received['/risk']).toEqual([
      { instanceId, variables: { amount: 120_000, supplier: 'S-001' }, params: { url: `${base}/risk` } },
    ]);
    await h.complete(handle, task.id, 'director', 'approve');
    expect(await handle.result()).toMatchObject({
      outcome: 'approved',
      variables: { risk: 'high', riskScore: 87, amount: 120_000 },
    });
    await h.keep(instanceId, 'service-webhook');
  });

  it('service task: a webhook that keeps failing leaves the process waiting (incident) until it is 作废', async () => {
    const { instanceId, handle } = await h.start(webhookGraph(`${base}/down`), { amount: 120_000 });
    // Five attempts with back-off (1 s, 2 s, 4 s, 8 s), then the step records the failure as an incident.
    await h.waitFor(
      async () => received['/down']?.length ?? 0,
      (n) => n === 5,
      40_000,
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(received['/down']).toHaveLength(5);
    expect(await h.instance(instanceId)).toMatchObject({
      status: 'running',
      outcome: null,
      current_nodes: [],
    });
    expect(await h.types(instanceId)).toEqual([
      'ProcessStarted',
      'ProcessPathTaken',
      'ProcessIncidentRaised',
    ]);
    const [raised] = (await h.events(instanceId)).filter((e) => e.type === 'ProcessIncidentRaised');
    expect(raised?.data).toMatchObject({
      nodeName: '风险评估',
      message: `服务任务「风险评估」执行失败：Webhook ${base}/down 返回 503：维护中`,
    });
    expect(await handle.query(processViewQuery)).toMatchObject({ status: 'running', openTasks: [] });
    expect((await handle.describe()).status.name).toBe('RUNNING');
    await handle.executeUpdate(cancelProcessUpdate, {
      args: [{ actor: 'admin', comment: '风险评估服务不可用' }],
    });
    expect(await handle.result()).toMatchObject({ outcome: 'cancelled' });
    expect(await h.instance(instanceId)).toMatchObject({ status: 'ended', outcome: 'cancelled' });
    expect((await h.types(instanceId)).slice(-3)).toEqual([
      'ProcessCancelled',
      'ProcessIncidentResolved',
      'ProcessEnded',
    ]);
    await h.keep(instanceId, 'service-failed');
  }, 90_000);

  it('message catch: the process waits for the document event, then the leader approves', async () => {
    const { instanceId, handle } = await h.start(messageGraph(), { amount: 30_000 });
    await h.waitFor(
      () => h.types(instanceId),
      (t) => t.includes('ProcessPathTaken'),
    );
    // Another document event is ignored: nothing recorded, no task.
    await handle.signal(documentMessageSignal, { message: 'document.deleted' });
    await new Promise((r) => setTimeout(r, 500));
    expect(await h.types(instanceId)).toEqual(['ProcessStarted', 'ProcessPathTaken']);
    expect(await h.hasTask('approver', instanceId)).toBe(false);
    await handle.signal(documentMessageSignal, {
      message: 'document.updated',
      variables: { amount: 32_000, quotation: 'Q-7' },
    });
    const task = await h.taskOf('approver', instanceId);
    await h.complete(handle, task.id, 'approver', 'approve');
    expect(await handle.result()).toMatchObject({
      outcome: 'approved',
      variables: { amount: 32_000, quotation: 'Q-7' },
    });
    const paths = (await h.events(instanceId)).filter((e) => e.type === 'ProcessPathTaken');
    expect(paths.map((e) => (e.data as { nodeIds: string[] }).nodeIds)).toEqual([
      ['start'],
      ['quote'],
      ['leader', 'end'],
    ]);
    await h.keep(instanceId, 'message-catch');
  });

  it('inclusive gateway: two of three branches taken, joined once before the leader', async () => {
    const { instanceId, handle } = await h.start(inclusiveGraph(), {
      amount: 150_000,
      hasContract: true,
      urgent: false,
    });
    const finance = await h.taskOf('fin1', instanceId);
    const legal = await h.taskOf('fin2', instanceId);
    expect([finance.name, legal.name]).toEqual(['财务审核', '法务审核']);
    expect(await h.hasTask('director', instanceId)).toBe(false);
    await h.complete(handle, finance.id, 'fin1', 'approve');
    await new Promise((r) => setTimeout(r, 300));
    expect(await h.hasTask('approver', instanceId)).toBe(false);
    await h.complete(handle, legal.id, 'fin2', 'approve');
    const leader = await h.taskOf('approver', instanceId);
    await h.complete(handle, leader.id, 'approver', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    expect((await h.tasks(instanceId)).map((t) => t.name)).toEqual([
      '财务审核',
      '法务审核',
      '部门负责人审批',
    ]);
    const passed = (await h.events(instanceId))
      .filter((e) => e.type === 'ProcessPathTaken')
      .flatMap((e) => (e.data as { nodeIds: string[] }).nodeIds);
    expect(passed.filter((n) => n === 'join')).toEqual(['join']);
    expect(passed).not.toContain('urgent');
    await h.keep(instanceId, 'inclusive-gateway');
  });

  it('parallel gateway: finance and the leader at once; the director only after both', async () => {
    const { instanceId, handle } = await h.start(parallelGraph(), { amount: 150_000 });
    const finance = await h.taskOf('fin1', instanceId);
    const leader = await h.taskOf('approver', instanceId);
    expect(await h.instance(instanceId)).toMatchObject({ current_nodes: ['财务审核', '部门负责人审批'] });
    await h.complete(handle, leader.id, 'approver', 'approve');
    await new Promise((r) => setTimeout(r, 300));
    expect(await h.hasTask('director', instanceId)).toBe(false);
    await h.complete(handle, finance.id, 'fin1', 'approve');
    const director = await h.taskOf('director', instanceId);
    await h.complete(handle, director.id, 'director', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    expect((await h.tasks(instanceId)).filter((t) => t.name === '总监审批')).toHaveLength(1);
    await h.keep(instanceId, 'parallel-gateway');
  });

  it('intermediate timer: the leader gets the task only after the cooling-off period', async () => {
    const { instanceId, handle } = await h.start(timerCatchGraph('PT2S'), { amount: 10_000 });
    const started = await h.waitFor(
      () => h.instance(instanceId),
      (i) => i !== undefined,
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(await h.hasTask('approver', instanceId)).toBe(false);
    const task = await h.taskOf('approver', instanceId);
    expect(
      new Date(task.created_at).getTime() - new Date(started!.started_at).getTime(),
    ).toBeGreaterThanOrEqual(2000);
    await h.complete(handle, task.id, 'approver', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    await h.keep(instanceId, 'timer-catch');
  });

  it('boundary timer remind (催办): the holder is reminded twice, the task stays theirs', async () => {
    const { instanceId, handle } = await h.start(
      boundaryGraph('remind', { kind: 'cycle', value: 'R2/PT1S' }),
    );
    const task = await h.taskOf('approver', instanceId);
    const reminded = await h.waitFor(
      async () => (await h.events(instanceId)).filter((e) => e.type === 'TaskReminded'),
      (r) => r.length >= 2,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect((await h.events(instanceId)).filter((e) => e.type === 'TaskReminded')).toHaveLength(2);
    expect(reminded.map((e) => e.data)).toEqual([
      expect.objectContaining({ taskId: task.id }),
      expect.objectContaining({ taskId: task.id }),
    ]);
    expect(await h.taskOf('approver', instanceId)).toMatchObject({ id: task.id, status: 'open' });
    await h.complete(handle, task.id, 'approver', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    await h.keep(instanceId, 'boundary-remind');
  });

  it('boundary timer autoApprove: an unanswered task is approved by the system (超时自动通过)', async () => {
    const { instanceId, handle } = await h.start(
      boundaryGraph('autoApprove', { kind: 'duration', value: 'PT1S' }),
    );
    await h.taskOf('approver', instanceId);
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    expect(await h.tasks(instanceId)).toEqual([
      expect.objectContaining({
        name: '部门负责人审批',
        status: 'completed',
        outcome: 'approved',
        completed_by: 'system',
        comment: '超时自动通过',
      }),
    ]);
    expect(await h.hasTask('approver', instanceId)).toBe(false);
    await h.keep(instanceId, 'boundary-auto-approve');
  });

  it('或签 (any): the first finance decision decides, the other signer’s task is withdrawn', async () => {
    const { instanceId, handle } = await h.start(countersignGraph({ mode: 'any', sequential: false }));
    await h.taskOf('fin1', instanceId);
    const second = await h.taskOf('fin2', instanceId);
    await h.complete(handle, second.id, 'fin2', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    expect(await h.hasTask('fin1', instanceId)).toBe(false);
    expect(
      (await h.tasks(instanceId)).map((t) => [t.assignee, t.status, t.outcome, t.cancel_reason]),
    ).toEqual([
      ['fin1', 'cancelled', null, '会签已有结果'],
      ['fin2', 'completed', 'approved', null],
    ]);
    await h.keep(instanceId, 'countersign-any');
  });

  it('ratio countersign (2 of 3): one rejection does not end it, the second approval does', async () => {
    const { instanceId, handle } = await h.start(
      countersignGraph({ mode: 'ratio', ratio: 0.6, sequential: false }, ['director']),
    );
    const d = await h.taskOf('director', instanceId);
    const f1 = await h.taskOf('fin1', instanceId);
    const f2 = await h.taskOf('fin2', instanceId);
    await h.complete(handle, f1.id, 'fin1', 'reject', '价格偏高');
    expect(await handle.query(processViewQuery)).toMatchObject({ status: 'running' });
    await h.complete(handle, f2.id, 'fin2', 'approve');
    expect(await handle.query(processViewQuery)).toMatchObject({ status: 'running' });
    await h.complete(handle, d.id, 'director', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    expect((await h.instance(instanceId))?.outcome).toBe('approved');
    await h.keep(instanceId, 'countersign-ratio');
  });

  it('sequential multi-instance: the signers of the list approve one after the other, in its order', async () => {
    const { instanceId, handle } = await h.start(sequentialGraph(), { signers: ['fin2', 'fin1'] });
    const first = await h.taskOf('fin2', instanceId);
    expect(await h.hasTask('fin1', instanceId)).toBe(false);
    await h.complete(handle, first.id, 'fin2', 'approve');
    const second = await h.taskOf('fin1', instanceId);
    await h.complete(handle, second.id, 'fin1', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    expect((await h.tasks(instanceId)).map((t) => t.completed_by)).toEqual(['fin2', 'fin1']);
    await h.keep(instanceId, 'sequential');
  });

  it('terminate end event: the leader’s branch ends the whole process; finance’s open task is closed', async () => {
    const { instanceId, handle } = await h.start(terminateGraph());
    const leader = await h.taskOf('approver', instanceId);
    await h.taskOf('fin1', instanceId);
    await h.complete(handle, leader.id, 'approver', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'terminated' });
    expect(await h.hasTask('fin1', instanceId)).toBe(false);
    expect(await h.instance(instanceId)).toMatchObject({
      status: 'ended',
      outcome: 'terminated',
      current_nodes: [],
    });
    expect((await h.tasks(instanceId)).find((t) => t.assignee === 'fin1')).toMatchObject({
      status: 'cancelled',
      cancel_reason: '流程已终止',
    });
    await h.keep(instanceId, 'terminate');
  });

  it('加签: the leader adds the director, both must approve', async () => {
    const { instanceId, handle } = await h.start(requisitionGraph(), { amount: 10_000 });
    const task = await h.taskOf('approver', instanceId);
    await handle.executeUpdate(addSignerUpdate, {
      args: [{ taskId: task.id, actor: 'approver', signer: 'director', comment: '请总监一并审批' }],
    });
    const added = await h.taskOf('director', instanceId);
    expect(added.name).toBe('部门负责人审批');
    await expect(
      handle.executeUpdate(addSignerUpdate, {
        args: [{ taskId: task.id, actor: 'approver', signer: 'director' }],
      }),
    ).rejects.toEqual(refused(/该用户已在处理此节点/));
    await h.complete(handle, task.id, 'approver', 'approve');
    expect(await handle.query(processViewQuery)).toMatchObject({ status: 'running' });
    await h.complete(handle, added.id, 'director', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    expect(await h.events(instanceId)).toContainEqual(
      expect.objectContaining({
        type: 'TaskSignerAdded',
        data: expect.objectContaining({ signer: 'director', by: 'approver', comment: '请总监一并审批' }),
      }),
    );
    await h.keep(instanceId, 'add-signer');
  });

  it('签收: a candidate claims the task, the other candidate no longer sees it and cannot act', async () => {
    const { instanceId, handle } = await h.start(candidateGraph());
    const offered = await h.taskOf('fin1', instanceId);
    expect(offered).toMatchObject({ assignee: null, candidates: ['fin1', 'fin2'] });
    expect(await h.hasTask('fin2', instanceId)).toBe(true);
    await handle.executeUpdate(claimTaskUpdate, { args: [{ taskId: offered.id, actor: 'fin2' }] });
    expect(await h.hasTask('fin1', instanceId)).toBe(false);
    expect(await h.taskOf('fin2', instanceId)).toMatchObject({ id: offered.id, assignee: 'fin2' });
    await expect(
      handle.executeUpdate(claimTaskUpdate, { args: [{ taskId: offered.id, actor: 'fin1' }] }),
    ).rejects.toEqual(refused(/任务已被他人签收/));
    await expect(h.complete(handle, offered.id, 'fin1', 'approve')).rejects.toEqual(
      refused(/这不是您的任务/),
    );
    await h.complete(handle, offered.id, 'fin2', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    await h.keep(instanceId, 'claim');
  });

  it('作废: an administrator cancels a running approval; its tasks leave 我的任务', async () => {
    const { instanceId, handle } = await h.start(parallelGraph(), { amount: 150_000 });
    await h.taskOf('fin1', instanceId);
    await h.taskOf('approver', instanceId);
    await handle.executeUpdate(cancelProcessUpdate, { args: [{ actor: 'admin', comment: '重复提交' }] });
    expect(await handle.result()).toMatchObject({ outcome: 'cancelled' });
    expect(await h.hasTask('fin1', instanceId)).toBe(false);
    expect(await h.hasTask('approver', instanceId)).toBe(false);
    expect(await h.instance(instanceId)).toMatchObject({ status: 'ended', outcome: 'cancelled' });
    expect(await h.events(instanceId)).toContainEqual(
      expect.objectContaining({
        type: 'ProcessCancelled',
        data: expect.objectContaining({ by: 'admin', comment: '重复提交' }),
      }),
    );
    await h.keep(instanceId, 'cancelled');
  });

  it('作废 of a parent closes its running child process and the child’s tasks', async () => {
    await deployContractReview();
    const { instanceId, handle } = await h.start(callActivityGraph(), { amount: 80_000 });
    const child = await childOf(instanceId);
    await h.taskOf('fin1', child.id);
    await handle.executeUpdate(cancelProcessUpdate, { args: [{ actor: 'admin', comment: '需求取消' }] });
    expect(await handle.result()).toMatchObject({ outcome: 'cancelled' });
    expect(
      await h.waitFor(
        () => h.instance(child.id),
        (i) => i?.status === 'ended',
      ),
    ).toMatchObject({
      outcome: 'cancelled',
      current_nodes: [],
    });
    expect(await h.hasTask('fin1', child.id)).toBe(false);
    expect(await h.tasks(child.id)).toEqual([
      expect.objectContaining({ name: '财务评审', status: 'cancelled', cancel_reason: '流程已取消' }),
    ]);
    expect(await h.events(child.id)).toContainEqual(
      expect.objectContaining({
        type: 'ProcessCancelled',
        data: expect.objectContaining({ by: 'system', comment: '主流程已取消此子流程' }),
      }),
    );
    expect(await h.handleOf(child.id).result()).toMatchObject({ outcome: 'cancelled' });
    await h.keep(instanceId, 'call-activity-cancelled');
    await h.keep(child.id, 'call-activity-cancelled-child');
  });

  it('驳回 to the initiator while a child runs: the child is closed, the resubmission starts a new one', async () => {
    await deployContractReview();
    const { instanceId, handle } = await h.start(parallelReviewGraph(), { amount: 80_000 });
    const first = await childOf(instanceId);
    await h.taskOf('fin1', first.id);
    const leader = await h.taskOf('approver', instanceId);
    await handle.executeUpdate(returnTaskUpdate, {
      args: [{ taskId: leader.id, actor: 'approver', target: 'start', comment: '请补充合同附件' }],
    });
    const back = await h.taskOf('buyer', instanceId);
    expect(
      await h.waitFor(
        () => h.instance(first.id),
        (i) => i?.status === 'ended',
      ),
    ).toMatchObject({
      outcome: 'cancelled',
    });
    expect(await h.hasTask('fin1', first.id)).toBe(false);
    await h.complete(handle, back.id, 'buyer', 'approve', '已补充');
    const [, second] = await h.waitFor(
      () => childrenOf(instanceId),
      (rows) => rows.length === 2,
    );
    const review = await h.taskOf('fin1', second!.id);
    await h.complete(h.handleOf(second!.id), review.id, 'fin1', 'approve');
    await h.complete(handle, (await h.taskOf('approver', instanceId)).id, 'approver', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    expect(await h.instance(second!.id)).toMatchObject({ status: 'ended', outcome: 'approved' });
    await h.keep(instanceId, 'call-activity-returned');
  });
});
