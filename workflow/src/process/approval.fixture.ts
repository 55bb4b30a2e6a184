import type { ProcessGraph } from '@srm/bpmn';
import { system, type EventStore } from '@srm/events';

/**
 * A purchase-requisition approval as a graph (what parseBpmn gives for the designer's diagram):
 * the initiator's department leader approves; from 100000 on, finance countersigns (all must agree).
 * `escalateAfter` adds a boundary timer on the leader's task that escalates to the leader's manager.
 */
export function requisitionGraph(o: { escalateAfter?: string } = {}): ProcessGraph {
  const userTask = (id: string, name: string, assignment: object, extra: object = {}) => ({
    kind: 'userTask' as const,
    id,
    name,
    assignment: { candidateUsers: [], candidateRoles: [], deptLeader: false, ...assignment },
    onReject: 'end' as const,
    boundary: [] as string[],
    ...extra,
  });
  const flow = (id: string, source: string, target: string, condition?: string) => ({
    id,
    source,
    target,
    ...(condition ? { condition } : {}),
  });
  const graph: ProcessGraph = {
    schemaVersion: 1,
    processId: 'purchaseRequisition',
    name: '采购申请审批',
    startNodeId: 'start',
    nodes: {
      start: { kind: 'startEvent', id: 'start', name: '提交申请', incoming: [], outgoing: ['f1'] },
      leader: {
        ...userTask('leader', '部门负责人审批', { deptLeader: true }),
        incoming: ['f1'],
        outgoing: ['f2'],
      },
      amount: {
        kind: 'exclusiveGateway',
        id: 'amount',
        name: '金额判断',
        incoming: ['f2'],
        outgoing: ['f3', 'f4'],
        default: 'f3',
      },
      finance: {
        ...userTask(
          'finance',
          '财务会签',
          { candidateRoles: ['finance'] },
          {
            multiInstance: { mode: 'all', sequential: false },
          },
        ),
        incoming: ['f4'],
        outgoing: ['f5'],
      },
      end: {
        kind: 'endEvent',
        id: 'end',
        name: '审批通过',
        terminate: false,
        incoming: ['f3', 'f5'],
        outgoing: [],
      },
    },
    flows: {
      f1: flow('f1', 'start', 'leader'),
      f2: flow('f2', 'leader', 'amount'),
      f3: flow('f3', 'amount', 'end'),
      f4: flow('f4', 'amount', 'finance', 'amount >= 100000'),
      f5: flow('f5', 'finance', 'end'),
    },
    calledElements: [],
    messages: [],
  };
  if (o.escalateAfter) {
    graph.nodes['escalation'] = {
      kind: 'boundaryTimer',
      id: 'escalation',
      name: '超时升级',
      attachedTo: 'leader',
      timer: { kind: 'duration', value: o.escalateAfter },
      action: 'escalate',
      cancelActivity: false,
      incoming: [],
      outgoing: [],
    };
    (graph.nodes['leader'] as { boundary: string[] }).boundary = ['escalation'];
  }
  return graph;
}

/**
 * The organisation the requisition runs in (tenant 1): buyer in 原材料采购部 under 采购中心, whose
 * 部门负责人 is `approver`; 采购中心 sits under the group, whose 部门负责人 is `director`; `fin1`
 * and `fin2` hold the role finance. Admin screens write these rows; here they are a fixture.
 */
export async function seedOrganisation(store: EventStore): Promise<void> {
  const db = store.db;
  const tenant = '1';
  for (const u of ['buyer', 'approver', 'director', 'fin1', 'fin2', 'deputy']) {
    await system.createUser(store, {
      id: u,
      tenantId: tenant,
      username: u,
      realname: u,
      // Never used to sign in here.
      passwordHash: '$argon2id$fixture',
      supplierId: null,
      isShow: 1,
      roleIds: [],
    });
  }
  const audit = { tenant_id: tenant, created_by: null, updated_at: null, updated_by: null };
  const depart = (id: string, parent: string | null, name: string, code: string) => ({
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
    .values([
      depart('d-group', null, '集团', 'A01'),
      depart('d-purchasing', 'd-group', '采购中心', 'A01A01'),
      depart('d-raw', 'd-purchasing', '原材料采购部', 'A01A01A01'),
    ])
    .execute();
  await db
    .insertInto('sys_user_depart')
    .values([
      { user_id: 'buyer', dep_id: 'd-raw' },
      { user_id: 'approver', dep_id: 'd-purchasing' },
      { user_id: 'director', dep_id: 'd-group' },
    ])
    .execute();
  const leader = (id: string, departId: string) => ({
    id,
    depart_id: departId,
    role_name: '部门负责人',
    role_code: 'leader',
    description: null,
    ...audit,
  });
  await db
    .insertInto('sys_depart_role')
    .values([leader('dr-purchasing', 'd-purchasing'), leader('dr-group', 'd-group')])
    .execute();
  await db
    .insertInto('sys_depart_role_user')
    .values([
      { user_id: 'approver', drole_id: 'dr-purchasing' },
      { user_id: 'director', drole_id: 'dr-group' },
    ])
    .execute();
  await db
    .insertInto('sys_role')
    .values({ id: 'r-finance', role_name: '财务', role_code: 'finance', description: null, ...audit })
    .execute();
  await db
    .insertInto('sys_user_role')
    .values([
      { user_id: 'fin1', role_id: 'r-finance' },
      { user_id: 'fin2', role_id: 'r-finance' },
    ])
    .execute();
}
