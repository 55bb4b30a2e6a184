import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { process as proc } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalHarness, refused, TENANT, type ApprovalHarness } from './approval.int-support';
import {
  buildGraph,
  callActivityGraph,
  contractReviewGraph,
  singleTask,
  userTask,
  webhookGraph,
} from './approval.kinds.fixture';
import { cancelProcessUpdate, processViewQuery, retryIncidentUpdate } from './messages';

/**
 * 异常 (incidents) on the real dev server: what cannot go on by itself is recorded with its real cause, shown on
 * the instance (process_incident), and 重试 by an administrator runs the failed work again once it is fixed.
 * With RECORD_HISTORIES=1 each run is kept in `__histories__/` for the replay test.
 */
describe('approvalProcess incidents (real dev server, real PostgreSQL)', () => {
  let h: ApprovalHarness;
  let server: Server;
  let base = '';
  let riskServiceDown = true;
  let calls = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        calls++;
        if (riskServiceDown) {
          res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('风控服务维护中');
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ risk: 'high' }));
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    h = await approvalHarness('incident');
  });
  afterAll(async () => {
    await h?.close();
    await new Promise((r) => server?.close(r));
  });

  const incidentsOf = (instanceId: string) => proc.listInstanceIncidents(h.tdb.db, TENANT, instanceId);
  const openIncident = async (instanceId: string, ms = 40_000) =>
    (
      await h.waitFor(
        () => incidentsOf(instanceId),
        (rows) => rows.some((r) => r.resolved_at === null),
        ms,
      )
    ).find((r) => r.resolved_at === null)!;
  const retry = (instanceId: string, incidentId: string, by = 'admin') =>
    h.handleOf(instanceId).executeUpdate(retryIncidentUpdate, { args: [{ incidentId, by }] });

  it('a webhook failing after its attempts is an incident with its answer; fixed, 重试 continues the process', async () => {
    const { instanceId, handle } = await h.start(webhookGraph(`${base}/risk`), { amount: 120_000 });
    const incident = await openIncident(instanceId);
    expect(incident).toMatchObject({ node_id: 'risk', node_name: '风险评估', resolved_by: null });
    expect(incident.message).toBe(
      `服务任务「风险评估」执行失败：Webhook ${base}/risk 返回 503：风控服务维护中`,
    );
    expect(calls).toBe(5);
    expect(await h.instance(instanceId)).toMatchObject({ status: 'running', current_nodes: [] });

    await expect(retry(instanceId, `${instanceId}/incident9`)).rejects.toEqual(refused(/^未找到对应异常$/));

    riskServiceDown = false;
    await retry(instanceId, incident.id);
    const task = await h.taskOf('director', instanceId);
    expect(task.name).toBe('总监审批');
    expect(calls).toBe(6);
    expect((await incidentsOf(instanceId)).map((r) => [r.id, r.resolved_by, r.resolution])).toEqual([
      [incident.id, 'admin', 'retried'],
    ]);
    await expect(retry(instanceId, incident.id)).rejects.toEqual(refused(/^该异常已处理$/));

    await h.complete(handle, task.id, 'director', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved', variables: { risk: 'high' } });
    await expect(retry(instanceId, incident.id)).rejects.toThrow();
    expect(await h.types(instanceId)).toEqual([
      'ProcessStarted',
      'ProcessPathTaken',
      'ProcessIncidentRaised',
      'ProcessIncidentResolved',
      'ProcessPathTaken',
      'TaskCreated',
      'TaskCompleted',
      'ProcessPathTaken',
      'ProcessEnded',
    ]);
    await h.keep(instanceId, 'incident-service-retried');
  }, 90_000);

  it('a task whose role has nobody is an incident; after a user gets the role, 重试 creates the task', async () => {
    const graph = singleTask('auditCheck', '审计审批', userTask('审计审核', { candidateRoles: ['auditor'] }));
    const { instanceId, handle } = await h.start(graph);
    const incident = await openIncident(instanceId, 10_000);
    expect(incident).toMatchObject({
      node_id: 'task',
      node_name: '审计审核',
      message: '用户任务「审计审核」没有找到处理人',
    });
    // Still nobody: 重试 raises a new incident, the first one stays resolved.
    await retry(instanceId, incident.id);
    const again = await h.waitFor(
      () => incidentsOf(instanceId),
      (rows) => rows.length === 2 && rows[1]!.resolved_at === null,
    );
    expect(again.map((r) => r.resolution)).toEqual(['retried', null]);

    const audit = { tenant_id: TENANT, created_by: null, updated_at: null, updated_by: null };
    await h.tdb.db
      .insertInto('sys_role')
      .values({ id: 'r-auditor', role_name: '审计', role_code: 'auditor', description: null, ...audit })
      .execute();
    await h.tdb.db.insertInto('sys_user_role').values({ user_id: 'fin2', role_id: 'r-auditor' }).execute();
    await retry(instanceId, again[1]!.id, 'admin');
    const task = await h.taskOf('fin2', instanceId);
    expect(task.name).toBe('审计审核');
    await h.complete(handle, task.id, 'fin2', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    expect((await incidentsOf(instanceId)).every((r) => r.resolution === 'retried')).toBe(true);
    await h.keep(instanceId, 'incident-nobody-retried');
  }, 60_000);

  it('a call activity whose process is not deployed is an incident; 作废 closes it as skipped', async () => {
    const graph = buildGraph(
      'purchaseWithAudit',
      '采购申请审批（供应商审计）',
      {
        start: { kind: 'startEvent', name: '提交申请' },
        audit: { kind: 'callActivity', name: '供应商审计', calledElement: 'supplierAudit', onReject: 'end' },
        end: { kind: 'endEvent', name: '审批通过', terminate: false },
      },
      [
        ['f1', 'start', 'audit'],
        ['f2', 'audit', 'end'],
      ],
    );
    const { instanceId, handle } = await h.start(graph);
    const incident = await openIncident(instanceId, 10_000);
    expect(incident.message).toBe(
      '调用活动「供应商审计」无法启动子流程：被调用的流程「supplierAudit」未部署',
    );
    expect(await handle.query(processViewQuery)).toMatchObject({ status: 'running', openTasks: [] });
    await handle.executeUpdate(cancelProcessUpdate, {
      args: [{ actor: 'admin', comment: '审计流程未上线' }],
    });
    expect(await handle.result()).toMatchObject({ outcome: 'cancelled' });
    expect((await incidentsOf(instanceId)).map((r) => [r.resolved_by, r.resolution])).toEqual([
      ['admin', 'skipped'],
    ]);
    await expect(retry(instanceId, incident.id)).rejects.toThrow();
    expect((await h.types(instanceId)).slice(-3)).toEqual([
      'ProcessCancelled',
      'ProcessIncidentResolved',
      'ProcessEnded',
    ]);
    await h.keep(instanceId, 'incident-call-skipped');
  }, 60_000);

  it('a call activity whose process is deployed only later starts its child on 重试', async () => {
    const { instanceId, handle } = await h.start(callActivityGraph());
    const incident = await openIncident(instanceId, 10_000);
    expect(incident.message).toBe('调用活动「合同评审」无法启动子流程：被调用的流程「contractReview」未部署');

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
    await retry(instanceId, incident.id);
    const review = await h.waitFor(
      () => h.todo('fin1'),
      (ts) => ts.some((x) => x.instance_id.startsWith(`${instanceId}.`)),
    );
    const task = review.find((x) => x.instance_id.startsWith(`${instanceId}.`))!;
    expect(task.name).toBe('财务评审');
    await h.complete(h.handleOf(task.instance_id), task.id, 'fin1', 'approve');
    expect(await handle.result()).toMatchObject({ outcome: 'approved' });
    expect((await incidentsOf(instanceId)).map((r) => r.resolution)).toEqual(['retried']);
    await h.keep(instanceId, 'incident-call-retried');
  }, 60_000);
});
