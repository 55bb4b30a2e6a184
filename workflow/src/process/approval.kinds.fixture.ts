import type { GraphNode, ProcessGraph } from '@srm/bpmn';

/**
 * Small graphs, one per BPMN element kind the workflow runs (what parseBpmn gives for a diagram), for the
 * workflow's int tests and their recorded histories. `flows` are `[id, source, target, condition?]` in document
 * order; each node's incoming / outgoing lists are derived from them.
 */
type NodeSpec = {
  [K in GraphNode['kind']]: Omit<Extract<GraphNode, { kind: K }>, 'id' | 'incoming' | 'outgoing'>;
}[GraphNode['kind']];
type FlowSpec = [id: string, source: string, target: string, condition?: string];

export function buildGraph(
  processId: string,
  name: string,
  nodes: Record<string, NodeSpec>,
  flows: FlowSpec[],
): ProcessGraph {
  const graph: ProcessGraph = {
    schemaVersion: 1,
    processId,
    name,
    startNodeId: Object.entries(nodes).find(([, n]) => n.kind === 'startEvent')![0],
    nodes: {},
    flows: {},
    calledElements: [],
    messages: [],
  };
  for (const [id, spec] of Object.entries(nodes)) {
    const copy = spec.kind === 'userTask' ? { ...spec, boundary: [] } : { ...spec };
    graph.nodes[id] = { ...copy, id, incoming: [], outgoing: [] } as GraphNode;
    if (spec.kind === 'callActivity') graph.calledElements.push(spec.calledElement);
    if (spec.kind === 'messageCatch') graph.messages.push(spec.message);
  }
  for (const [id, spec] of Object.entries(nodes)) {
    if (spec.kind === 'boundaryTimer')
      (graph.nodes[spec.attachedTo] as { boundary: string[] }).boundary.push(id);
  }
  for (const [id, source, target, condition] of flows) {
    graph.flows[id] = { id, source, target, ...(condition ? { condition } : {}) };
    graph.nodes[source]!.outgoing.push(id);
    graph.nodes[target]!.incoming.push(id);
  }
  return graph;
}

const start: NodeSpec = { kind: 'startEvent', name: '提交申请' };
const end = (name = '审批通过'): NodeSpec => ({ kind: 'endEvent', name, terminate: false });
export const userTask = (
  name: string,
  assignment: {
    assignee?: string;
    candidateUsers?: string[];
    candidateRoles?: string[];
    deptLeader?: boolean;
  },
  extra: { multiInstance?: Extract<GraphNode, { kind: 'userTask' }>['multiInstance'] } = {},
): NodeSpec => ({
  kind: 'userTask',
  name,
  assignment: { candidateUsers: [], candidateRoles: [], deptLeader: false, ...assignment },
  onReject: 'end',
  boundary: [],
  ...extra,
});

/** A one-task process: start -> the task -> end. */
export const singleTask = (processId: string, name: string, task: NodeSpec): ProcessGraph =>
  buildGraph(processId, name, { start, task, end: end() }, [
    ['f1', 'start', 'task'],
    ['f2', 'task', 'end'],
  ]);

/** 合同评审 (contractReview): the process a call activity starts; fin1 reviews. */
export const contractReviewGraph = () =>
  singleTask('contractReview', '合同评审', userTask('财务评审', { assignee: 'fin1' }));

/** The requisition calls 合同评审 as a child process; a rejected review rejects the requisition. */
export const callActivityGraph = () =>
  buildGraph(
    'purchaseWithReview',
    '采购申请审批（含合同评审）',
    {
      start,
      review: { kind: 'callActivity', name: '合同评审', calledElement: 'contractReview', onReject: 'end' },
      end: end(),
    },
    [
      ['f1', 'start', 'review'],
      ['f2', 'review', 'end'],
    ],
  );

/**
 * A webhook (风险评估) answers the supplier's risk; a high risk goes to the director, else the process ends.
 * The URL is the test's local server.
 */
export const webhookGraph = (url: string) =>
  buildGraph(
    'purchaseWithRiskCheck',
    '采购申请审批（风险评估）',
    {
      start,
      risk: { kind: 'serviceTask', name: '风险评估', activity: 'webhook', params: { url } },
      level: { kind: 'exclusiveGateway', name: '风险判断', default: 'low' },
      director: userTask('总监审批', { assignee: 'director' }),
      end: end(),
    },
    [
      ['f1', 'start', 'risk'],
      ['f2', 'risk', 'level'],
      ['high', 'level', 'director', 'risk = "high"'],
      ['low', 'level', 'end'],
      ['f3', 'director', 'end'],
    ],
  );

/** Waits for the supplier's quotation (`document.updated`) before the leader approves. */
export const messageGraph = () =>
  buildGraph(
    'purchaseAwaitQuote',
    '采购申请审批（等待报价）',
    {
      start,
      quote: { kind: 'messageCatch', name: '等待报价', message: 'document.updated' },
      leader: userTask('部门负责人审批', { assignee: 'approver' }),
      end: end(),
    },
    [
      ['f1', 'start', 'quote'],
      ['f2', 'quote', 'leader'],
      ['f3', 'leader', 'end'],
    ],
  );

/** Inclusive fork on three conditions (finance from 100000, legal with a contract, director when urgent), joined once. */
export const inclusiveGraph = () =>
  buildGraph(
    'purchaseInclusive',
    '采购申请审批（包容会审）',
    {
      start,
      fork: { kind: 'inclusiveGateway', name: '会审分支' },
      finance: userTask('财务审核', { assignee: 'fin1' }),
      legal: userTask('法务审核', { assignee: 'fin2' }),
      urgent: userTask('总监审批', { assignee: 'director' }),
      join: { kind: 'inclusiveGateway', name: '会审汇聚' },
      leader: userTask('部门负责人审批', { assignee: 'approver' }),
      end: end(),
    },
    [
      ['f1', 'start', 'fork'],
      ['toFinance', 'fork', 'finance', 'amount >= 100000'],
      ['toLegal', 'fork', 'legal', 'hasContract = true'],
      ['toUrgent', 'fork', 'urgent', 'urgent = true'],
      ['fromFinance', 'finance', 'join'],
      ['fromLegal', 'legal', 'join'],
      ['fromUrgent', 'urgent', 'join'],
      ['f2', 'join', 'leader'],
      ['f3', 'leader', 'end'],
    ],
  );

/** Parallel fork: finance and the leader at once; the director signs off once both have approved. */
export const parallelGraph = () =>
  buildGraph(
    'purchaseParallel',
    '采购申请审批（并行）',
    {
      start,
      fork: { kind: 'parallelGateway', name: '并行分支' },
      finance: userTask('财务审核', { assignee: 'fin1' }),
      leader: userTask('部门负责人审批', { assignee: 'approver' }),
      join: { kind: 'parallelGateway', name: '并行汇聚' },
      director: userTask('总监审批', { assignee: 'director' }),
      end: end(),
    },
    [
      ['f1', 'start', 'fork'],
      ['f2', 'fork', 'finance'],
      ['f3', 'fork', 'leader'],
      ['f4', 'finance', 'join'],
      ['f5', 'leader', 'join'],
      ['f6', 'join', 'director'],
      ['f7', 'director', 'end'],
    ],
  );

/** A cooling-off wait (intermediate timer) before the leader's task. */
export const timerCatchGraph = (duration: string) =>
  buildGraph(
    'purchaseCoolingOff',
    '采购申请审批（冷静期）',
    {
      start,
      wait: { kind: 'timerCatch', name: '冷静期', timer: { kind: 'duration', value: duration } },
      leader: userTask('部门负责人审批', { assignee: 'approver' }),
      end: end(),
    },
    [
      ['f1', 'start', 'wait'],
      ['f2', 'wait', 'leader'],
      ['f3', 'leader', 'end'],
    ],
  );

/** The leader's task with a boundary timer: `remind` on a cycle, or `autoApprove` after a duration. */
export const boundaryGraph = (
  action: 'remind' | 'autoApprove',
  timer: { kind: 'duration' | 'cycle'; value: string },
) =>
  buildGraph(
    `purchaseBoundary_${action}`,
    action === 'remind' ? '采购申请审批（催办）' : '采购申请审批（超时自动通过）',
    {
      start,
      leader: userTask('部门负责人审批', { assignee: 'approver' }),
      deadline: {
        kind: 'boundaryTimer',
        name: action === 'remind' ? '催办' : '超时自动通过',
        attachedTo: 'leader',
        timer,
        action,
        cancelActivity: false,
      },
      end: end(),
    },
    [
      ['f1', 'start', 'leader'],
      ['f2', 'leader', 'end'],
    ],
  );

/** Finance (role `finance`: fin1, fin2) countersigns: 或签 (`any`) or a share of approvals (`ratio`). */
export const countersignGraph = (
  multiInstance: NonNullable<Extract<GraphNode, { kind: 'userTask' }>['multiInstance']>,
  extraSigners: string[] = [],
) =>
  singleTask(
    'financeCountersign',
    '财务会签',
    userTask('财务会签', { candidateRoles: ['finance'], candidateUsers: extraSigners }, { multiInstance }),
  );

/** Sequential signers taken from the variable `signers`, in its order. */
export const sequentialGraph = () =>
  singleTask(
    'sequentialSign',
    '依次审批',
    userTask('依次审批', {}, { multiInstance: { mode: 'all', sequential: true, collection: 'signers' } }),
  );

/** Two branches; the leader's ends the whole process at a terminate end event (终止). */
export const terminateGraph = () =>
  buildGraph(
    'purchaseTerminate',
    '采购申请审批（终止）',
    {
      start,
      fork: { kind: 'parallelGateway', name: '并行分支' },
      leader: userTask('部门负责人审批', { assignee: 'approver' }),
      finance: userTask('财务审核', { assignee: 'fin1' }),
      stop: { kind: 'endEvent', name: '终止', terminate: true },
      end: end(),
    },
    [
      ['f1', 'start', 'fork'],
      ['f2', 'fork', 'leader'],
      ['f3', 'fork', 'finance'],
      ['f4', 'leader', 'stop'],
      ['f5', 'finance', 'end'],
    ],
  );

/** A task offered to candidates (fin1, fin2): one of them claims it (签收). */
export const candidateGraph = () =>
  singleTask('financeClaim', '财务审核', userTask('财务审核', { candidateUsers: ['fin1', 'fin2'] }));

/** 合同评审 (a child process) beside the leader's task; both must finish before the end. */
export const parallelReviewGraph = () =>
  buildGraph(
    'purchaseParallelReview',
    '采购申请审批（并行合同评审）',
    {
      start,
      fork: { kind: 'parallelGateway', name: '并行分支' },
      review: { kind: 'callActivity', name: '合同评审', calledElement: 'contractReview', onReject: 'end' },
      leader: userTask('部门负责人审批', { assignee: 'approver' }),
      join: { kind: 'parallelGateway', name: '并行汇聚' },
      end: end(),
    },
    [
      ['f1', 'start', 'fork'],
      ['f2', 'fork', 'review'],
      ['f3', 'fork', 'leader'],
      ['f4', 'review', 'join'],
      ['f5', 'leader', 'join'],
      ['f6', 'join', 'end'],
    ],
  );
