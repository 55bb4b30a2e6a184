import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore } from '../../index';
import type { EventStore } from '../../store/event-store';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../testing/index';
import { createUser } from '../system/index';
import { markCarbonCopyRead, sendProcessNotice } from './cc.commands';
import { recordProcessEvents } from './instance.commands';
import type { ProcessInstanceEvent } from './instance.events';
import {
  findDocumentStatus,
  findLatestDocumentInstance,
  findProcessInstance,
  listInstanceTasks,
  myTasksQuery,
} from './instance.projection';

const at = (m: number) => new Date(Date.UTC(2026, 10, 25, 5, m)).toISOString();

const start = (instanceId: string, tenantId = '1'): ProcessInstanceEvent => ({
  type: 'ProcessStarted',
  data: {
    instanceId,
    tenantId,
    definitionId: 'd1',
    definitionKey: 'pr',
    definitionName: '采购申请审批',
    version: 1,
    documentType: 'purchaseRequisition',
    businessKey: `PR-${instanceId}`,
    title: `采购申请 ${instanceId}`,
    initiator: 'buyer',
    variables: { amount: 150000 },
    at: at(0),
  },
});
const task = (
  taskId: string,
  name: string,
  assignee: string | null,
  candidates: string[] = [],
): ProcessInstanceEvent => ({
  type: 'TaskCreated',
  data: { taskId, nodeId: name, name, assignee, candidates, dueAt: null, at: at(1) },
});

describe.each(BACKENDS)('process instance read model on %s', (backend) => {
  let tdb: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    tdb = await createTestDatabase(backend);
    store = createEventStore(tdb);
  });
  afterAll(async () => tdb?.close());

  const todo = async (user: string, tenant = '1') =>
    (await myTasksQuery(tdb.db, tenant, user, 'todo').select('id').orderBy('id').execute()).map((t) => t.id);
  const done = async (user: string) =>
    (await myTasksQuery(tdb.db, '1', user, 'done').select('id').execute()).map((t) => t.id);

  it('shows each user its own to-do: assigned tasks and unclaimed ones it is a candidate for', async () => {
    await recordProcessEvents(store, 'i1', [
      start('i1'),
      task('i1-t1', '部门领导审批', 'leader'),
      task('i1-t2', '财务会签', null, ['fin1', 'fin2']),
    ]);
    expect(await todo('leader')).toEqual(['i1-t1']);
    expect(await todo('fin1')).toEqual(['i1-t2']);
    expect(await todo('fin2')).toEqual(['i1-t2']);
    expect(await todo('buyer')).toEqual([]);
    expect(await findProcessInstance(tdb.db, '1', 'i1')).toMatchObject({
      status: 'running',
      current_nodes: ['部门领导审批', '财务会签'],
    });

    // fin1 claims: the task leaves fin2's list.
    await recordProcessEvents(store, 'i1', [
      { type: 'TaskClaimed', data: { taskId: 'i1-t2', by: 'fin1', at: at(2) } },
    ]);
    expect(await todo('fin2')).toEqual([]);
    expect(await todo('fin1')).toEqual(['i1-t2']);

    // leader delegates (转办) to deputy.
    await recordProcessEvents(store, 'i1', [
      {
        type: 'TaskDelegated',
        data: { taskId: 'i1-t1', from: 'leader', to: 'deputy', comment: '出差', by: 'leader', at: at(3) },
      },
    ]);
    expect(await todo('leader')).toEqual([]);
    expect(await todo('deputy')).toEqual(['i1-t1']);
  });

  it('moves completed tasks to the history, updates 当前节点 and ends the instance', async () => {
    await recordProcessEvents(store, 'i1', [
      {
        type: 'TaskCompleted',
        data: {
          taskId: 'i1-t1',
          outcome: 'approved',
          comment: '同意',
          attachments: [],
          by: 'deputy',
          at: at(4),
        },
      },
    ]);
    expect(await done('deputy')).toEqual(['i1-t1']);
    expect((await findProcessInstance(tdb.db, '1', 'i1'))?.current_nodes).toEqual(['财务会签']);
    await recordProcessEvents(store, 'i1', [
      {
        type: 'TaskCompleted',
        data: {
          taskId: 'i1-t2',
          outcome: 'rejected',
          comment: '预算不足',
          attachments: ['a.pdf'],
          by: 'fin1',
          at: at(5),
        },
      },
      { type: 'ProcessEnded', data: { outcome: 'rejected', at: at(5) } },
    ]);
    expect(await findProcessInstance(tdb.db, '1', 'i1')).toMatchObject({
      status: 'ended',
      outcome: 'rejected',
      current_nodes: [],
    });
    const tasks = await listInstanceTasks(tdb.db, '1', 'i1');
    expect(tasks.map((t) => [t.name, t.status, t.outcome, t.completed_by])).toEqual([
      ['部门领导审批', 'completed', 'approved', 'deputy'],
      ['财务会签', 'completed', 'rejected', 'fin1'],
    ]);
    expect(await todo('fin1')).toEqual([]);
  });

  it("never shows another tenant's tasks or instances", async () => {
    await recordProcessEvents(store, 'i2', [start('i2', '2'), task('i2-t1', '审批', 'leader')]);
    expect(await todo('leader', '1')).toEqual([]);
    expect(await todo('leader', '2')).toEqual(['i2-t1']);
    expect(await findProcessInstance(tdb.db, '1', 'i2')).toBeUndefined();
  });

  it("keeps a document's status as its processes last set it, per tenant, and finds its latest approval", async () => {
    const statusSet = (status: string, m: number): ProcessInstanceEvent => ({
      type: 'DocumentStatusSet',
      data: { documentType: 'purchaseRequisition', businessKey: 'PR-DOC', status, nodeId: 'mark', at: at(m) },
    });
    const first = {
      ...start('d1'),
      data: { ...start('d1').data, businessKey: 'PR-DOC' },
    } as ProcessInstanceEvent;
    await recordProcessEvents(store, 'd1', [first, statusSet('approving', 1)]);
    expect(await findDocumentStatus(tdb.db, '1', 'purchaseRequisition', 'PR-DOC')).toMatchObject({
      status: 'approving',
      instance_id: 'd1',
    });
    const second = {
      ...start('d2'),
      data: { ...start('d2').data, businessKey: 'PR-DOC', at: at(3) },
    } as ProcessInstanceEvent;
    await recordProcessEvents(store, 'd2', [second, statusSet('approved', 4)]);
    expect(await findDocumentStatus(tdb.db, '1', 'purchaseRequisition', 'PR-DOC')).toMatchObject({
      status: 'approved',
      instance_id: 'd2',
    });
    expect((await findLatestDocumentInstance(tdb.db, '1', 'purchaseRequisition', 'PR-DOC'))?.id).toBe('d2');
    // Another tenant's document of the same key is another document.
    expect(await findDocumentStatus(tdb.db, '2', 'purchaseRequisition', 'PR-DOC')).toBeUndefined();
    expect(await findLatestDocumentInstance(tdb.db, '2', 'purchaseRequisition', 'PR-DOC')).toBeUndefined();
  });

  it('抄送: one row per copied user with the instance title, marked read once, by its own user only', async () => {
    await recordProcessEvents(store, 'i3', [start('i3')]);
    const copied: ProcessInstanceEvent = {
      type: 'ProcessCarbonCopied',
      data: { nodeId: 'end', nodeName: '结束', users: ['fin1', 'buyer'], roles: [], at: at(5) },
    };
    await recordProcessEvents(store, 'i3', [copied]);
    const rows = () =>
      tdb.db
        .selectFrom('process_cc')
        .selectAll()
        .where('instance_id', '=', 'i3')
        .orderBy('user_id')
        .execute();
    const [buyer, fin1] = await rows();
    expect([buyer!.user_id, buyer!.title, buyer!.process_name, buyer!.node_name, buyer!.read_at]).toEqual([
      'buyer',
      '采购申请 i3',
      '采购申请审批',
      '结束',
      null,
    ]);
    const now = new Date(Date.UTC(2026, 10, 25, 6, 0));
    // Someone else's mark changes nothing; the owner's is kept once.
    await markCarbonCopyRead(store, { ccId: fin1!.id, userId: 'buyer', tenantId: '1', now });
    expect((await rows())[1]!.read_at).toBeNull();
    await markCarbonCopyRead(store, { ccId: fin1!.id, userId: 'fin1', tenantId: '1', now });
    const again = await markCarbonCopyRead(store, { ccId: fin1!.id, userId: 'fin1', tenantId: '1', now });
    expect(again.appended).toBe(false);
    expect((await rows())[1]!.read_at?.toISOString()).toBe(now.toISOString());
    expect((await rows())[0]!.read_at).toBeNull();
  });

  it('a process notice is one released USER announcement, however often it is sent with the same key', async () => {
    // A notice goes to users of the tenant (the announcement's recipient rule).
    for (const id of ['fin1', 'buyer']) {
      await createUser(store, {
        id,
        tenantId: '1',
        username: `notice-${id}`,
        realname: id,
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$fixture',
        supplierId: null,
        isShow: 1,
      });
    }
    const notice = {
      tenantId: '1',
      users: ['fin1', 'fin1', 'buyer'],
      title: '抄送：采购申请 i3',
      content: '第一段 <b>\n\n第二段',
      instanceId: 'i3',
      openPage: '/process/ccTask?instanceId=i3',
      now: new Date(Date.UTC(2026, 10, 25, 6, 0)),
    };
    const id = await sendProcessNotice(store, notice, 'k-1');
    expect(await sendProcessNotice(store, notice, 'k-1')).toBe(id);
    const rows = await tdb.db
      .selectFrom('sys_announcement')
      .selectAll()
      .where('bus_type', '=', 'process')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      titile: '抄送：采购申请 i3',
      msg_content: '<p>第一段 &lt;b&gt;</p><p>第二段</p>',
      msg_type: 'USER',
      send_status: 1,
      bus_type: 'process',
      open_page: '/process/ccTask?instanceId=i3',
    });
    const recipients = await tdb.db
      .selectFrom('sys_announcement_recipient')
      .select('user_id')
      .where('annt_id', '=', id!)
      .orderBy('user_id')
      .execute();
    expect(recipients.map((r) => r.user_id)).toEqual(['buyer', 'fin1']);
  });
});
