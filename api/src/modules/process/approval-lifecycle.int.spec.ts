import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApprovalHarness, type ApprovalHarness } from '../../testing/approval-harness';

type Task = { id: string; name: string; instanceId: string };
type Page<T> = { records: T[] };
type Instance = {
  status: string;
  outcome: string | null;
  version: number;
  xml: string;
  tasks: { name: string; status: string; assigneeName: string | null; outcome: string | null }[];
  timeline: { type: string; actorName: string | null; data?: Record<string, unknown> }[];
};

const ADMIN_ACTIONS = [
  'process:definition:add',
  'process:definition:edit',
  'process:definition:deploy',
  'process:definition:bind',
  'process:instance:start',
];

/** A process of user tasks in a row (`[id, name, assignee, extra XML inside the task's scope]`). */
const chain = (key: string, tasks: [string, string, string][], boundary = '') => {
  const ids = ['start', ...tasks.map(([id]) => id), 'end'];
  const flows = ids.slice(1).map((to, i) => [`f${i + 1}`, ids[i]!, to] as const);
  const incoming = (id: string) =>
    flows.filter((f) => f[2] === id).map((f) => `<bpmn:incoming>${f[0]}</bpmn:incoming>`);
  const outgoing = (id: string) =>
    flows.filter((f) => f[1] === id).map((f) => `<bpmn:outgoing>${f[0]}</bpmn:outgoing>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:srm="https://srm.dev/schema/bpmn/srm" id="d" targetNamespace="https://srm.dev/test">
  <bpmn:process id="${key}" isExecutable="true">
    <bpmn:startEvent id="start">${outgoing('start').join('')}</bpmn:startEvent>
    ${tasks
      .map(
        ([id, name, assignee]) =>
          `<bpmn:userTask id="${id}" name="${name}" srm:assignee="${assignee}">${incoming(id).join('')}${outgoing(id).join('')}</bpmn:userTask>`,
      )
      .join('\n    ')}
    ${boundary}
    <bpmn:endEvent id="end">${incoming('end').join('')}</bpmn:endEvent>
    ${flows.map(([id, s, t]) => `<bpmn:sequenceFlow id="${id}" sourceRef="${s}" targetRef="${t}" />`).join('\n    ')}
  </bpmn:process>
</bpmn:definitions>`;
};

describe('approval lifecycle through the API (real PostgreSQL, real Temporal dev server)', () => {
  let h: ApprovalHarness;
  const t: Record<string, string> = {};

  beforeAll(async () => {
    h = await startApprovalHarness();
    t.admin = (await h.userWith('padmin', { tenantId: '1', actions: ADMIN_ACTIONS })).token;
    t.buyer = (await h.userWith('buyer', { tenantId: '1', actions: ['process:instance:start'] })).token;
    for (const u of ['mgr', 'fin1', 'boss']) t[u] = (await h.userWith(u, { tenantId: '1' })).token;

    // mgr works in 采购部; its leader (部门负责人) is boss, who sits in 集团 above it.
    const db = h.services.db();
    const audit = { tenant_id: '1', created_by: null, updated_at: null, updated_by: null };
    const dept = (id: string, parent: string | null, name: string, code: string) => ({
      id,
      parent_id: parent,
      depart_name: name,
      org_code: code,
      org_category: '2',
      depart_order: 0,
      mobile: null,
      address: null,
      description: null,
      ...audit,
    });
    await db
      .insertInto('sys_depart')
      .values([dept('lc-group', null, '集团', 'L01'), dept('lc-purchasing', 'lc-group', '采购部', 'L01A01')])
      .execute();
    await db
      .insertInto('sys_user_depart')
      .values([
        { user_id: 'mgr', dep_id: 'lc-purchasing' },
        { user_id: 'boss', dep_id: 'lc-group' },
      ])
      .execute();
    await db
      .insertInto('sys_depart_role')
      .values({
        id: 'lc-leader',
        depart_id: 'lc-group',
        role_name: '部门负责人',
        role_code: 'leader',
        description: null,
        ...audit,
      })
      .execute();
    await db.insertInto('sys_depart_role_user').values({ user_id: 'boss', drole_id: 'lc-leader' }).execute();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  const until = async <T>(what: string, read: () => Promise<T | undefined>): Promise<T> => {
    for (let i = 0; i < 300; i++) {
      const v = await read();
      if (v !== undefined) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`never: ${what}`);
  };
  const todo = async (who: string) =>
    (await h.get<Page<Task>>('/process/task/todo', t[who])).body.result.records;
  const taskOf = (who: string, instanceId: string) =>
    until(`${who} has a task of ${instanceId}`, async () =>
      (await todo(who)).find((x) => x.instanceId === instanceId),
    );
  const instance = async (id: string) =>
    (await h.get<Instance>(`/process/instance/queryById?id=${id}`, t.buyer)).body.result;
  const ended = (id: string) =>
    until(`${id} ended`, async () => {
      const i = await instance(id);
      return i.status === 'ended' ? i : undefined;
    });
  const start = async (documentType: string, businessKey: string) =>
    (
      await h.post<{ instanceId: string }>(
        '/process/instance/start',
        { documentType, businessKey, title: businessKey, variables: {} },
        t.buyer,
      )
    ).body.result.instanceId;
  const approve = (who: string, taskId: string, decision: 'approve' | 'reject' = 'approve') =>
    h.post(
      '/process/task/complete',
      { taskId, decision, comment: decision === 'approve' ? '同意' : '不同意' },
      t[who],
    );
  const define = async (key: string, xml: string, documentType: string) => {
    const { id } = (await h.post<{ id: string }>('/process/definition/add', { key, name: key, xml }, t.admin))
      .body.result;
    expect((await h.post('/process/definition/deploy', { id }, t.admin)).body.message).toBe(
      '部署成功，版本 V1',
    );
    await h.post('/process/definition/bind', { id, documentType }, t.admin);
    return id;
  };

  it('a new version never changes a running instance: each instance keeps the version it started on', async () => {
    const v1 = chain('contractReview', [['legal', '法务审核', 'mgr']]);
    const id = await define('contractReview', v1, 'contract');
    const first = await start('contract', 'HT-001');
    const legalTask = await taskOf('mgr', first);

    // Version 2 adds 财务审核 after 法务审核.
    const v2 = chain('contractReview', [
      ['legal', '法务审核', 'mgr'],
      ['finance', '财务审核', 'fin1'],
    ]);
    const deployed = await h.post(
      '/process/definition/deploy',
      { id, xml: v2, comment: '增加财务审核' },
      t.admin,
    );
    expect(deployed.body).toMatchObject({ success: true, message: '部署成功，版本 V2' });
    const second = await start('contract', 'HT-002');

    expect((await approve('mgr', legalTask.id)).body).toMatchObject({ success: true });
    const firstDone = await ended(first);
    expect(firstDone).toMatchObject({ version: 1, outcome: 'approved' });
    expect(firstDone.xml).not.toContain('财务审核');
    expect(firstDone.tasks.map((x) => x.name)).toEqual(['法务审核']);

    await approve('mgr', (await taskOf('mgr', second)).id);
    const financeTask = await taskOf('fin1', second);
    expect(financeTask.name).toBe('财务审核');
    expect(await instance(second)).toMatchObject({ version: 2, status: 'running' });
    await approve('fin1', financeTask.id);
    expect((await ended(second)).tasks.map((x) => [x.name, x.outcome])).toEqual([
      ['法务审核', 'approved'],
      ['财务审核', 'approved'],
    ]);
  });

  it('a rejection ends the process as rejected and the timeline says who rejected', async () => {
    const id = await start('contract', 'HT-003');
    const task = await taskOf('mgr', id);
    expect((await approve('mgr', task.id, 'reject')).body).toMatchObject({ success: true });
    const done = await ended(id);
    expect(done).toMatchObject({ outcome: 'rejected' });
    const completed = done.timeline.find((e) => e.type === 'TaskCompleted');
    expect(completed).toMatchObject({ actorName: 'mgr' });
    expect(done.timeline.at(-1)?.type).toBe('ProcessEnded');
    expect(await todo('fin1')).toEqual([]);
  });

  it('a task left too long escalates to the holder’s department leader, who sees it and approves', async () => {
    const boundary = `<bpmn:boundaryEvent id="late" attachedToRef="review" cancelActivity="false" srm:action="escalate">
      <bpmn:timerEventDefinition><bpmn:timeDuration>PT1S</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>`;
    await define(
      'orderReview',
      chain('orderReview', [['review', '订单审核', 'mgr']], boundary),
      'purchaseOrder',
    );
    const id = await start('purchaseOrder', 'PO-001');
    const first = await taskOf('mgr', id);
    const escalated = await taskOf('boss', id);
    expect(escalated.id).toBe(first.id);
    expect((await todo('mgr')).find((x) => x.instanceId === id)).toBeUndefined();
    // mgr no longer holds it: refused, nothing recorded.
    expect((await approve('mgr', first.id)).status).toBe(409);
    expect((await approve('boss', escalated.id)).body).toMatchObject({ success: true });
    const done = await ended(id);
    expect(done.outcome).toBe('approved');
    expect(done.tasks).toEqual([
      expect.objectContaining({ name: '订单审核', assigneeName: 'boss', outcome: 'approved' }),
    ]);
    expect(done.timeline.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'ProcessStarted',
        'TaskCreated',
        'TaskEscalated',
        'TaskCompleted',
        'ProcessEnded',
      ]),
    );
  });
});
