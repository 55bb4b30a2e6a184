// BPMN 2.0 XML -> ProcessGraph, with problems that name the element and what is wrong with it.
// Browser-safe (bpmn-moddle reads XML with saxen), so the designer can validate while drawing.
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { feelSyntaxError } from '../feel.js';
import {
  describeNode,
  GRAPH_SCHEMA_VERSION,
  type AssignmentRule,
  type CarbonCopy,
  type Flow,
  type GraphNode,
  type MultiInstance,
  type ProcessGraph,
  type TimerDef,
} from '../graph.js';
import {
  COUNTERSIGN_MODES,
  END_OUTCOMES,
  REJECT_ROUTINGS,
  SERVICE_ACTIVITIES,
  srmModdleDescriptor,
  TIMER_ACTIONS,
} from '../moddle/index.js';
import { timerProblem } from '../time.js';
import { PROBLEM_CODES, type Problem, type ProblemCode } from './problems.js';

export type ParseResult = { graph?: ProcessGraph; problems: Problem[] };

/** Parameters each service activity needs. */
const REQUIRED_PARAMS: Record<(typeof SERVICE_ACTIVITIES)[number], string[]> = {
  notify: ['title'],
  setDocumentStatus: ['status'],
  webhook: ['url'],
};

/** Flow elements that carry no behaviour and are skipped silently. */
const IGNORED = new Set(['bpmn:DataObject', 'bpmn:DataObjectReference', 'bpmn:DataStoreReference']);

const UNSUPPORTED_LABELS: Record<string, string> = {
  'bpmn:SubProcess': '子流程',
  'bpmn:Task': '无类型任务',
  'bpmn:ScriptTask': '脚本任务',
  'bpmn:SendTask': '发送任务',
  'bpmn:ReceiveTask': '接收任务',
  'bpmn:ManualTask': '手工任务',
  'bpmn:BusinessRuleTask': '业务规则任务',
  'bpmn:EventBasedGateway': '事件网关',
  'bpmn:ComplexGateway': '复杂网关',
  'bpmn:IntermediateThrowEvent': '中间抛出事件',
  'bpmn:Transaction': '事务子流程',
  'bpmn:AdHocSubProcess': '特别子流程',
};

type El = ModdleElement;

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const list = (value: unknown): string[] =>
  (str(value) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const els = (value: unknown): El[] => (Array.isArray(value) ? (value as El[]) : []);
const ref = (value: unknown): El | undefined =>
  value && typeof value === 'object' ? (value as El) : undefined;

export async function parseBpmn(xml: string): Promise<ParseResult> {
  const problems: Problem[] = [];
  const add = (
    code: ProblemCode,
    message: string,
    element?: { id?: string; name?: string },
    severity?: 'warning',
  ) => {
    const problem: Problem = { severity: severity ?? 'error', code, message };
    if (element?.id) problem.elementId = element.id;
    if (element?.name) problem.elementName = element.name;
    problems.push(problem);
  };

  let definitions: El;
  try {
    const moddle = new BpmnModdle({ srm: srmModdleDescriptor });
    const result = await moddle.fromXML(xml);
    definitions = result.rootElement;
    for (const warning of result.warnings) {
      add(
        'XML_WARNING',
        `BPMN 文件有无法识别的内容：${warning.message.split('\n')[0]}`,
        undefined,
        'warning',
      );
    }
  } catch (error) {
    add(
      'XML_INVALID',
      `BPMN 文件无法解析：${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
    return { problems };
  }

  const processes = els(definitions.rootElements).filter((e) => e.$type === 'bpmn:Process');
  const executable = processes.filter((p) => p.isExecutable === true);
  const process = executable[0];
  if (!process) {
    add(
      'NO_EXECUTABLE_PROCESS',
      processes.length ? '没有可执行的流程：请勾选流程的「可执行」（isExecutable）' : 'BPMN 文件中没有流程',
    );
    return { problems };
  }
  if (executable.length > 1) {
    add(
      'MULTIPLE_PROCESSES',
      `文件中有多个可执行流程，只部署第一个「${process.name || process.id}」`,
      process,
      'warning',
    );
  }
  if (els(definitions.rootElements).some((e) => e.$type === 'bpmn:Collaboration')) {
    add(
      'UNSUPPORTED_ELEMENT',
      '不支持协作图（泳池/泳道之间的消息流）：只部署第一个可执行流程',
      process,
      'warning',
    );
  }

  const nodes: Record<string, GraphNode> = {};
  const flows: Record<string, Flow> = {};
  const flowEls = els(process.flowElements);
  const label = (el: El) => `「${el.name || el.id}」`;

  for (const el of flowEls) {
    if (el.$type !== 'bpmn:SequenceFlow') continue;
    const source = ref(el.sourceRef)?.id;
    const target = ref(el.targetRef)?.id;
    if (!source || !target) {
      add('FLOW_INCOMPLETE', `顺序流${label(el)}没有连接起点或终点`, el);
      continue;
    }
    const flow: Flow = { id: el.id!, source, target };
    if (el.name) flow.name = el.name;
    const condition = str(ref(el.conditionExpression)?.body);
    if (condition) {
      const error = feelSyntaxError(condition);
      if (error) add('FEEL_INVALID', `顺序流${label(el)}的条件「${condition}」无法解析：${error}`, el);
      flow.condition = condition;
    }
    flows[flow.id] = flow;
  }

  const base = (el: El) => {
    const b = {
      id: el.id!,
      incoming: Object.values(flows)
        .filter((f) => f.target === el.id)
        .map((f) => f.id),
      outgoing: Object.values(flows)
        .filter((f) => f.source === el.id)
        .map((f) => f.id),
    };
    return el.name ? { ...b, name: el.name } : b;
  };

  const timerOf = (el: El, definition: El): TimerDef | undefined => {
    const kinds = [
      ['duration', definition.timeDuration],
      ['date', definition.timeDate],
      ['cycle', definition.timeCycle],
    ] as const;
    const found = kinds.find(([, expr]) => str(ref(expr)?.body));
    const what = el.$type === 'bpmn:BoundaryEvent' ? '边界定时事件' : '中间定时事件';
    if (!found) {
      add('TIMER_INVALID', `${what}${label(el)}没有设置时间（时长、日期或循环）`, el);
      return undefined;
    }
    const timer: TimerDef = { kind: found[0], value: str(ref(found[1])?.body)! };
    const problem = timerProblem(timer);
    if (problem) add('TIMER_INVALID', `${what}${label(el)}的时间「${timer.value}」${problem}`, el);
    if (timer.value.startsWith('=')) {
      const error = feelSyntaxError(timer.value);
      if (error) add('FEEL_INVALID', `${what}${label(el)}的时间表达式无法解析：${error}`, el);
    }
    return timer;
  };

  const checkFeel = (el: El, what: string, expression: string | undefined) => {
    if (!expression?.startsWith('=')) return;
    const error = feelSyntaxError(expression);
    if (error) add('FEEL_INVALID', `${what}「${expression}」无法解析：${error}`, el);
  };

  /** 抄送 on a user task or end event: users, roles, the initiator; a list given but empty is an error. */
  const carbonCopyOf = (el: El, what: string): CarbonCopy | undefined => {
    const cc: CarbonCopy = {
      users: [...new Set(list(el.ccUsers))],
      roles: [...new Set(list(el.ccRoles))],
      initiator: el.ccInitiator === true,
    };
    const fields = [
      ['ccUsers', '抄送人', cc.users],
      ['ccRoles', '抄送角色', cc.roles],
    ] as const;
    for (const [attr, text, values] of fields) {
      if (typeof el[attr] === 'string' && values.length === 0) {
        add('INVALID_ATTRIBUTE', `${what}${label(el)}的${text}为空：请填写，多个用逗号分隔，或删除该项`, el);
      }
    }
    return cc.users.length || cc.roles.length || cc.initiator ? cc : undefined;
  };

  const unsupported = (el: El, detail?: string) =>
    add(
      'UNSUPPORTED_ELEMENT',
      `不支持的元素${label(el)}（${detail ?? UNSUPPORTED_LABELS[el.$type] ?? el.$type}）`,
      el,
    );

  for (const el of flowEls) {
    if (el.$type === 'bpmn:SequenceFlow' || IGNORED.has(el.$type)) continue;
    const definitionsOf = els(el.eventDefinitions);
    const onlyDefinition = definitionsOf.length === 1 ? definitionsOf[0] : undefined;
    if (definitionsOf.length > 1) {
      unsupported(el, '多个事件定义');
      continue;
    }
    switch (el.$type) {
      case 'bpmn:StartEvent':
        if (onlyDefinition) unsupported(el, '带事件定义的开始事件，请使用普通开始事件');
        else nodes[el.id!] = { ...base(el), kind: 'startEvent' };
        break;
      case 'bpmn:EndEvent': {
        if (onlyDefinition && onlyDefinition.$type !== 'bpmn:TerminateEventDefinition') {
          unsupported(el, '带事件定义的结束事件，只支持普通结束和终止结束');
          break;
        }
        const outcome = str(el.outcome);
        const node: GraphNode = { ...base(el), kind: 'endEvent', terminate: !!onlyDefinition };
        if (outcome && !(END_OUTCOMES as readonly string[]).includes(outcome)) {
          add(
            'INVALID_ATTRIBUTE',
            `结束事件${label(el)}的结果「${outcome}」无效，应为 approved 或 rejected`,
            el,
          );
        } else if (outcome) node.outcome = outcome as (typeof END_OUTCOMES)[number];
        const cc = carbonCopyOf(el, '结束事件');
        if (cc) node.cc = cc;
        nodes[node.id] = node;
        break;
      }
      case 'bpmn:UserTask': {
        const assignment: AssignmentRule = {
          candidateUsers: list(el.candidateUsers),
          candidateRoles: list(el.candidateRoles),
          deptLeader: el.deptLeader === true,
        };
        const assignee = str(el.assignee);
        if (assignee) assignment.assignee = assignee;
        checkFeel(el, `用户任务${label(el)}的处理人表达式`, assignee);
        const loop = ref(el.loopCharacteristics);
        let multiInstance: MultiInstance | undefined;
        if (loop && loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') {
          unsupported(el, '循环任务，只支持多实例会签');
        } else if (loop) {
          const mode = str(loop.countersign) ?? 'all';
          multiInstance = { mode: 'all', sequential: loop.isSequential === true };
          if (!(COUNTERSIGN_MODES as readonly string[]).includes(mode)) {
            add(
              'INVALID_COUNTERSIGN',
              `用户任务${label(el)}的会签方式「${mode}」无效，应为 all、any 或 ratio`,
              el,
            );
          } else multiInstance.mode = mode as MultiInstance['mode'];
          if (multiInstance.mode === 'ratio') {
            const ratio = typeof loop.ratio === 'number' ? loop.ratio : Number.NaN;
            if (!(ratio > 0 && ratio <= 1)) {
              add('INVALID_COUNTERSIGN', `用户任务${label(el)}按比例会签，通过比例须大于 0 且不大于 1`, el);
            } else multiInstance.ratio = ratio;
          }
          const collection = str(loop.collection);
          if (collection) {
            multiInstance.collection = collection;
            const error = feelSyntaxError(collection);
            if (error)
              add(
                'FEEL_INVALID',
                `用户任务${label(el)}的会签人员表达式「${collection}」无法解析：${error}`,
                el,
              );
          }
        }
        const hasRule =
          !!assignment.assignee ||
          assignment.candidateUsers.length > 0 ||
          assignment.candidateRoles.length > 0 ||
          assignment.deptLeader ||
          !!multiInstance?.collection;
        if (!hasRule) {
          add(
            'USER_TASK_NO_ASSIGNEE',
            `用户任务${label(el)}没有处理人规则（处理人、候选人、候选角色或发起人部门负责人）`,
            el,
          );
        }
        const cc = carbonCopyOf(el, '用户任务');
        nodes[el.id!] = {
          ...base(el),
          kind: 'userTask',
          assignment,
          ...(multiInstance ? { multiInstance } : {}),
          onReject: rejectRouting(el),
          boundary: [],
          ...(cc ? { cc } : {}),
        };
        break;
      }
      case 'bpmn:ServiceTask': {
        const activity = str(el.activity);
        const params: Record<string, string> = {};
        for (const p of els(ref(el.extensionElements)?.values).filter((v) => v.$type === 'srm:Param')) {
          const name = str(p.name);
          if (name) params[name] = typeof p.value === 'string' ? p.value : '';
        }
        if (!activity) {
          add(
            'SERVICE_NO_ACTIVITY',
            `服务任务${label(el)}没有指定要执行的活动（notify、setDocumentStatus 或 webhook）`,
            el,
          );
          break;
        }
        if (!(SERVICE_ACTIVITIES as readonly string[]).includes(activity)) {
          add(
            'SERVICE_NO_ACTIVITY',
            `服务任务${label(el)}的活动「${activity}」不存在，应为 notify、setDocumentStatus 或 webhook`,
            el,
          );
          break;
        }
        const known = activity as (typeof SERVICE_ACTIVITIES)[number];
        for (const required of REQUIRED_PARAMS[known]) {
          if (!str(params[required]))
            add('SERVICE_MISSING_PARAM', `服务任务${label(el)}缺少参数「${required}」`, el);
        }
        if (known === 'notify' && !str(params['users']) && !str(params['roles'])) {
          add('SERVICE_MISSING_PARAM', `服务任务${label(el)}缺少参数「users」或「roles」（通知谁）`, el);
        }
        for (const [name, value] of Object.entries(params))
          checkFeel(el, `服务任务${label(el)}的参数「${name}」`, value);
        nodes[el.id!] = { ...base(el), kind: 'serviceTask', activity: known, params };
        break;
      }
      case 'bpmn:ExclusiveGateway':
      case 'bpmn:InclusiveGateway': {
        const kind = el.$type === 'bpmn:ExclusiveGateway' ? 'exclusiveGateway' : 'inclusiveGateway';
        const node: GraphNode & { kind: typeof kind } = { ...base(el), kind };
        const def = ref(el.default)?.id;
        if (def) node.default = def;
        nodes[node.id] = node;
        break;
      }
      case 'bpmn:ParallelGateway':
        nodes[el.id!] = { ...base(el), kind: 'parallelGateway' };
        break;
      case 'bpmn:IntermediateCatchEvent': {
        if (onlyDefinition?.$type === 'bpmn:TimerEventDefinition') {
          const timer = timerOf(el, onlyDefinition);
          if (timer) nodes[el.id!] = { ...base(el), kind: 'timerCatch', timer };
        } else if (onlyDefinition?.$type === 'bpmn:MessageEventDefinition') {
          const message = str(ref(onlyDefinition.messageRef)?.name);
          if (!message) add('MESSAGE_NO_NAME', `消息捕获事件${label(el)}没有引用带名称的消息`, el);
          else nodes[el.id!] = { ...base(el), kind: 'messageCatch', message };
        } else unsupported(el, '中间捕获事件只支持定时和消息');
        break;
      }
      case 'bpmn:BoundaryEvent': {
        if (onlyDefinition?.$type !== 'bpmn:TimerEventDefinition') {
          unsupported(el, '边界事件只支持定时');
          break;
        }
        const host = ref(el.attachedToRef);
        if (host?.$type !== 'bpmn:UserTask') {
          add('BOUNDARY_NOT_ON_USER_TASK', `边界定时事件${label(el)}只能附加在用户任务上`, el);
          break;
        }
        const timer = timerOf(el, onlyDefinition);
        const action = str(el.action);
        if (action && !(TIMER_ACTIONS as readonly string[]).includes(action)) {
          add(
            'INVALID_ATTRIBUTE',
            `边界定时事件${label(el)}的动作「${action}」无效，应为 remind、escalate 或 autoApprove`,
            el,
          );
          break;
        }
        if (!timer) break;
        const node: GraphNode = {
          ...base(el),
          kind: 'boundaryTimer',
          attachedTo: host.id!,
          timer,
          cancelActivity: el.cancelActivity !== false,
        };
        if (action) node.action = action as (typeof TIMER_ACTIONS)[number];
        nodes[node.id] = node;
        break;
      }
      case 'bpmn:CallActivity': {
        const calledElement = str(el.calledElement);
        if (!calledElement)
          add('CALL_NO_ELEMENT', `调用活动${label(el)}没有指定被调用的流程（calledElement）`, el);
        else
          nodes[el.id!] = { ...base(el), kind: 'callActivity', calledElement, onReject: rejectRouting(el) };
        break;
      }
      default:
        unsupported(el);
    }
    if (nodes[el.id!] && ref(el.loopCharacteristics) && el.$type !== 'bpmn:UserTask') {
      add('UNSUPPORTED_ELEMENT', `${describeNode(nodes[el.id!]!)}不支持多实例，只有用户任务可以会签`, el);
    }
    const attrs = el.$attrs && typeof el.$attrs === 'object' ? Object.keys(el.$attrs) : [];
    if (attrs.some((a) => /^srm:cc(Users|Roles|Initiator)$/.test(a))) {
      const what = nodes[el.id!] ? describeNode(nodes[el.id!]!) : label(el);
      add(
        'INVALID_ATTRIBUTE',
        `${what}不支持抄送，抄送不会发出：只有用户任务和结束事件可以抄送`,
        el,
        'warning',
      );
    }
    const onReject = str(el.onReject);
    if (onReject && !(REJECT_ROUTINGS as readonly string[]).includes(onReject)) {
      add('INVALID_ATTRIBUTE', `${label(el)}的驳回处理「${onReject}」无效，应为 end 或 continue`, el);
    }
  }

  // Attach boundary timers to their task (after all nodes exist).
  for (const node of Object.values(nodes)) {
    if (node.kind !== 'boundaryTimer') continue;
    const host = nodes[node.attachedTo];
    if (host?.kind === 'userTask') host.boundary.push(node.id);
    if (node.cancelActivity && node.action !== 'autoApprove' && node.outgoing.length === 0) {
      add('BOUNDARY_NO_OUTGOING', `${describeNode(node)}会中断任务，但没有出口流`, node);
    }
    if (node.action === 'autoApprove' && node.outgoing.length > 0) {
      add(
        'BOUNDARY_FLOW_IGNORED',
        `${describeNode(node)}超时自动通过后沿任务的出口流继续，它自己的出口流不会执行`,
        node,
        'warning',
      );
    }
  }

  const all = Object.values(nodes);
  const starts = all.filter((n) => n.kind === 'startEvent');
  if (starts.length === 0) add('NO_START', '流程没有开始事件', process);
  if (starts.length > 1) {
    add(
      'MULTIPLE_START',
      `流程有多个开始事件：${starts.map((s) => `「${s.name || s.id}」`).join('、')}，只能有一个`,
      process,
    );
  }
  if (!all.some((n) => n.kind === 'endEvent')) add('NO_END', '流程没有结束事件', process);

  for (const node of all) {
    if (node.kind === 'exclusiveGateway' || node.kind === 'inclusiveGateway') {
      const bare = node.outgoing.filter((f) => f !== node.default && !flows[f]?.condition);
      if (node.outgoing.length > 1 && !node.default && bare.length > 0) {
        add('GATEWAY_NO_DEFAULT', `${describeNode(node)}没有默认流，且有出口流缺少条件`, node);
      }
    }
    if (node.kind !== 'exclusiveGateway' && node.kind !== 'inclusiveGateway') {
      for (const id of node.outgoing) {
        const flow = flows[id]!;
        if (flow.condition) {
          add(
            'CONDITION_IGNORED',
            `顺序流「${flow.name || flow.id}」的条件不会生效：只有排他网关和包容网关的出口流能带条件`,
            flow,
            'warning',
          );
        }
      }
    }
    if (node.kind === 'startEvent' && node.incoming.length > 0) {
      add('START_HAS_INCOMING', `${describeNode(node)}不能有入口流`, node);
    }
    if (node.kind === 'endEvent' && node.outgoing.length > 0) {
      add('END_HAS_OUTGOING', `${describeNode(node)}不能有出口流`, node);
    }
  }

  // Reachability: forwards from the start (through boundary timers), backwards from the ends.
  const start = starts[0];
  if (start && starts.length === 1) {
    const forward = walk(start.id, (id) => {
      const node = nodes[id];
      if (!node) return [];
      const next = node.outgoing.map((f) => flows[f]!.target);
      return node.kind === 'userTask' ? [...next, ...node.boundary] : next;
    });
    for (const node of all) {
      if (!forward.has(node.id)) add('UNREACHABLE', `${describeNode(node)}无法从开始事件到达`, node);
    }
    const ends = all.filter((n) => n.kind === 'endEvent');
    const backward = new Set<string>();
    for (const end of ends) {
      for (const id of walk(end.id, (id) => {
        const node = nodes[id];
        if (!node) return [];
        const prev = node.incoming.map((f) => flows[f]!.source);
        return node.kind === 'boundaryTimer' ? [...prev, node.attachedTo] : prev;
      })) {
        backward.add(id);
      }
    }
    for (const node of all) {
      // An auto-approving timer continues along its task's flows; reaching the end through the task is enough.
      const viaHost =
        node.kind === 'boundaryTimer' && node.outgoing.length === 0 && backward.has(node.attachedTo);
      if (ends.length && forward.has(node.id) && !backward.has(node.id) && !viaHost) {
        add('DEAD_END', `${describeNode(node)}无法到达结束事件`, node);
      }
    }
  }

  if (problems.some((p) => p.severity === 'error') || !start) return { problems };
  const graph: ProcessGraph = {
    schemaVersion: GRAPH_SCHEMA_VERSION,
    processId: process.id!,
    startNodeId: start.id,
    nodes,
    flows,
    calledElements: [...new Set(all.flatMap((n) => (n.kind === 'callActivity' ? [n.calledElement] : [])))],
    messages: [...new Set(all.flatMap((n) => (n.kind === 'messageCatch' ? [n.message] : [])))],
  };
  if (process.name) graph.name = process.name;
  return { graph, problems };
}

function rejectRouting(el: El): (typeof REJECT_ROUTINGS)[number] {
  return el.onReject === 'continue' ? 'continue' : 'end';
}

function walk(from: string, next: (id: string) => string[]): Set<string> {
  const seen = new Set([from]);
  const stack = [from];
  while (stack.length) {
    for (const id of next(stack.pop()!)) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(id);
    }
  }
  return seen;
}

export { PROBLEM_CODES };
