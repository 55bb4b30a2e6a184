// The pure interpreter: step(graph, state, input) -> state + effects. No clock, no randomness, no I/O: time comes
// in `input.now`, ids from the instance's own counter, so a Temporal workflow replays it exactly.
import { describeNode, type GraphNode, type NodeOf, type ProcessGraph } from '../graph.js';
import { conditionHolds, evaluateFeel, isFeelExpression } from '../feel.js';
import { addDuration, parseCycle, parseDateTime, parseDuration } from '../time.js';
import {
  ENGINE_ACTOR,
  REFUSALS,
  stepInputSchema,
  type Activity,
  type Effect,
  type HistoryEntry,
  type Outcome,
  type ProcessState,
  type RefusalCode,
  type StepInput,
  type StepResult,
  type Task,
  type TaskView,
  type Timer,
  type Token,
  type UserTaskActivity,
  type WaitActivity,
} from './step.types.js';

/** A process that never reaches a wait state (a loop of gateways) is stopped after this many node entries. */
const MAX_ENTRIES_PER_STEP = 10_000;

export function initialState(): ProcessState {
  return {
    status: 'idle',
    instanceId: '',
    initiator: '',
    variables: {},
    seq: 0,
    tokens: [],
    activities: {},
    tasks: {},
    timers: {},
    history: [],
    incidents: [],
  };
}

class Refusal {
  constructor(
    readonly code: RefusalCode,
    readonly message: string = REFUSALS[code],
  ) {}
}

export function step(graph: ProcessGraph, state: ProcessState, rawInput: StepInput): StepResult {
  const parsed = stepInputSchema.safeParse(rawInput);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'input';
    return refuse(
      state,
      new Refusal('InvalidInput', `${REFUSALS.InvalidInput}：${where} ${issue?.message ?? ''}`.trim()),
    );
  }
  const input = parsed.data;
  if (input.type === 'start') {
    if (state.status !== 'idle') return refuse(state, new Refusal('AlreadyStarted'));
  } else if (state.status === 'idle') {
    return refuse(state, new Refusal('NotStarted'));
  } else if (state.status === 'ended') {
    return refuse(state, new Refusal('ProcessEnded'));
  }
  // Work on a copy: the state is JSON, and a refusal must leave the caller's state untouched.
  const run = new Run(graph, JSON.parse(JSON.stringify(state)) as ProcessState, input.now);
  try {
    run.apply(input);
  } catch (error) {
    if (error instanceof Refusal) return refuse(state, error);
    throw error;
  }
  return { ok: true, state: run.state, effects: run.effects };
}

function refuse(state: ProcessState, error: Refusal): StepResult {
  return { ok: false, state, effects: [], error: { code: error.code, message: error.message } };
}

/**
 * Nodes reachable from each node (through flows and attached boundary events), for inclusive joins and 驳回.
 * A cache keyed by the graph object: derived data only, so sharing it between workflow runs cannot change results.
 */
const reachCache = new WeakMap<ProcessGraph, Map<string, Set<string>>>();
function reachable(graph: ProcessGraph, from: string): Set<string> {
  let cache = reachCache.get(graph);
  if (!cache) reachCache.set(graph, (cache = new Map()));
  const hit = cache.get(from);
  if (hit) return hit;
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const node = graph.nodes[stack.pop()!];
    if (!node) continue;
    const next = node.outgoing.map((f) => graph.flows[f]?.target ?? '');
    if (node.kind === 'userTask') next.push(...node.boundary);
    for (const id of next) {
      if (!id || seen.has(id)) continue;
      seen.add(id);
      stack.push(id);
    }
  }
  cache.set(from, seen);
  return seen;
}

class Run {
  readonly effects: Effect[] = [];
  private readonly queue: string[] = [];
  private entries = 0;

  constructor(
    readonly graph: ProcessGraph,
    readonly state: ProcessState,
    readonly now: number,
  ) {}

  apply(input: StepInput): void {
    switch (input.type) {
      case 'start':
        return this.start(input);
      case 'assigneesResolved': {
        const activity = this.userActivity(input.activityId);
        if (activity.status !== 'resolving') throw new Refusal('ActivityNotFound');
        const node = this.node<'userTask'>(activity.nodeId);
        this.openTasks(activity, [...this.directUsers(node), ...input.users]);
        return this.drain();
      }
      case 'completeTask':
        return this.completeTask(input);
      case 'claimTask': {
        const task = this.openTask(input.taskId);
        if (task.assignee === input.actor) throw new Refusal('TaskClaimed', '您已签收该任务');
        if (task.assignee) throw new Refusal('TaskClaimed');
        if (!task.candidates.includes(input.actor)) throw new Refusal('NotYourTask');
        task.assignee = input.actor;
        this.log({ event: 'taskClaimed', nodeId: task.nodeId, taskId: task.id, actor: input.actor });
        this.effects.push({ type: 'reassignTask', taskId: task.id, assignee: input.actor });
        return;
      }
      case 'delegateTask': {
        const task = this.ownTask(input.taskId, input.actor);
        if (input.to === input.actor) throw new Refusal('SameAssignee');
        this.ensureNotSigner(task.activityId, input.to);
        this.reassign(task, input.to);
        this.log({
          event: 'taskDelegated',
          nodeId: task.nodeId,
          taskId: task.id,
          actor: input.actor,
          comment: input.comment,
          detail: input.to,
        });
        return;
      }
      case 'reassignTask': {
        const task = this.openTask(input.taskId);
        if (task.assignee === input.to) throw new Refusal('SameAssignee', '该任务已由此人处理');
        this.reassign(task, input.to);
        this.log({
          event: 'taskReassigned',
          nodeId: task.nodeId,
          taskId: task.id,
          actor: ENGINE_ACTOR,
          detail: `${input.to}（${input.reason}）`,
        });
        return;
      }
      case 'addSigner':
        return this.addSigner(input);
      case 'returnTask':
        return this.returnTask(input);
      case 'withdraw':
        if (input.actor !== this.state.initiator) throw new Refusal('NotInitiator');
        this.log({ event: 'withdrawn', actor: input.actor, comment: input.comment });
        return this.endProcess('withdrawn');
      case 'cancel':
        this.log({ event: 'cancelled', actor: input.actor, comment: input.comment });
        return this.endProcess('cancelled');
      case 'timerFired':
        return this.timerFired(input.timerId);
      case 'serviceCompleted': {
        const activity = this.waitActivity(input.activityId, 'serviceTask');
        this.mergeVariables(input.variables);
        this.resolveIncidents(activity.nodeId);
        return this.finishWait(activity.id);
      }
      case 'serviceFailed': {
        const activity = this.waitActivity(input.activityId, 'serviceTask');
        activity.failure = input.error;
        const node = this.node(activity.nodeId);
        return this.incident(node.id, `${describeNode(node)}执行失败：${input.error}`);
      }
      case 'messageReceived': {
        const waiting = Object.values(this.state.activities).filter(
          (a) => a.kind === 'messageCatch' && this.node<'messageCatch'>(a.nodeId).message === input.message,
        );
        if (waiting.length === 0) throw new Refusal('NoWaitingMessage');
        this.mergeVariables(input.variables);
        for (const activity of waiting) {
          this.log({ event: 'messageReceived', nodeId: activity.nodeId, detail: input.message });
          this.finishWait(activity.id);
        }
        return;
      }
      case 'childEnded': {
        const activity = this.waitActivity(input.activityId, 'callActivity');
        this.mergeVariables(input.variables);
        const node = this.node<'callActivity'>(activity.nodeId);
        this.completeActivity(activity, node, input.outcome === 'approved');
        return this.drain();
      }
    }
  }

  // ---- inputs -------------------------------------------------------------------------------------------

  private start(input: Extract<StepInput, { type: 'start' }>): void {
    Object.assign(this.state, {
      status: 'running',
      instanceId: input.instanceId,
      initiator: input.initiator,
      startedAt: input.now,
      variables: { ...(input.variables ?? {}) },
    });
    this.log({ event: 'started', actor: input.initiator });
    this.spawn(this.graph.startNodeId);
    this.drain();
  }

  private completeTask(input: Extract<StepInput, { type: 'completeTask' }>): void {
    const task = this.ownTask(input.taskId, input.actor);
    this.closeTask(task, 'completed', {
      decision: input.decision,
      actor: input.actor,
      comment: input.comment,
    });
    this.mergeVariables(input.variables);
    const activity = this.state.activities[task.activityId]!;
    if (activity.kind === 'resubmit') {
      delete this.state.activities[activity.id];
      if (input.decision === 'reject') return this.endProcess('withdrawn');
      const token = this.token(activity.tokenId);
      this.log({ event: 'nodeCompleted', nodeId: activity.nodeId });
      this.leave(token, this.node(activity.nodeId).outgoing);
      return this.drain();
    }
    if (activity.kind !== 'userTask') return;
    if (input.decision === 'approve') activity.approvals += 1;
    else activity.rejections += 1;
    const verdict = this.verdict(activity);
    if (verdict === undefined) {
      const next = activity.sequential ? activity.queue.shift() : undefined;
      if (next) this.createTask(activity, next);
      return;
    }
    for (const open of this.openTasksOf(activity.id)) this.closeTask(open, 'cancelled', {}, '会签已有结果');
    activity.queue = [];
    this.completeActivity(activity, this.node<'userTask'>(activity.nodeId), verdict);
    this.drain();
  }

  /** Countersign rules: all must approve; any one decides; ratio of approvals reached (or out of reach). */
  private verdict(a: UserTaskActivity): boolean | undefined {
    const decided = a.approvals + a.rejections;
    switch (a.mode) {
      case 'all':
        if (a.rejections > 0) return false;
        return a.approvals >= a.total ? true : undefined;
      case 'any':
        return decided > 0 ? a.approvals > 0 : undefined;
      case 'ratio': {
        const ratio = a.ratio ?? 1;
        // Compare in integers to avoid 0.1 * 3 style rounding.
        if (a.approvals >= Math.ceil(ratio * a.total - 1e-9)) return true;
        if (a.total - a.rejections < Math.ceil(ratio * a.total - 1e-9)) return false;
        return decided >= a.total ? false : undefined;
      }
    }
  }

  private addSigner(input: Extract<StepInput, { type: 'addSigner' }>): void {
    const task = this.ownTask(input.taskId, input.actor);
    const activity = this.state.activities[task.activityId];
    if (!activity || activity.kind !== 'userTask')
      throw new Refusal('ActivityNotFound', '发起人重新提交的任务不能加签');
    this.ensureNotSigner(activity.id, input.signer);
    if (activity.queue.includes(input.signer)) throw new Refusal('AlreadySigner');
    activity.total += 1;
    this.log({
      event: 'signerAdded',
      nodeId: task.nodeId,
      taskId: task.id,
      actor: input.actor,
      comment: input.comment,
      detail: input.signer,
    });
    if (activity.sequential) activity.queue.push(input.signer);
    else this.createTask(activity, input.signer, input.actor);
  }

  private returnTask(input: Extract<StepInput, { type: 'returnTask' }>): void {
    const task = this.ownTask(input.taskId, input.actor);
    const toStart = input.target === 'start' || input.target === this.graph.startNodeId;
    const target = this.graph.nodes[input.target];
    const visited = this.state.history.some((h) => h.event === 'nodeCompleted' && h.nodeId === input.target);
    if (!toStart && (!target || target.kind !== 'userTask' || !visited || target.id === task.nodeId)) {
      throw new Refusal('InvalidReturnTarget');
    }
    if (!toStart && this.wouldHangJoin(input.target)) {
      throw new Refusal(
        'InvalidReturnTarget',
        '不能驳回到并行分支中的节点：其他分支不会重新执行，汇聚网关将无法继续',
      );
    }
    this.closeTask(task, 'completed', { decision: 'reject', actor: input.actor, comment: input.comment });
    this.log({
      event: 'returned',
      nodeId: task.nodeId,
      taskId: task.id,
      actor: input.actor,
      comment: input.comment,
      detail: toStart ? this.graph.startNodeId : input.target,
    });
    // Returning rewinds the whole instance to one token at the target: sibling branches are cancelled.
    this.clearAll('已驳回');
    if (!toStart) {
      this.spawn(input.target);
      return this.drain();
    }
    const start = this.node(this.graph.startNodeId);
    const token = this.newToken(start.id);
    const activity: Activity = {
      kind: 'resubmit',
      id: this.nextId('a'),
      nodeId: start.id,
      tokenId: token.id,
    };
    this.state.activities[activity.id] = activity;
    this.addTask(activity.id, start.id, '重新提交', [this.state.initiator], this.state.initiator);
  }

  /** A lone token restarted at `target` would wait forever at a parallel join whose other branches start elsewhere. */
  private wouldHangJoin(target: string): boolean {
    const ahead = reachable(this.graph, target);
    return [...ahead].some((id) => {
      const node = this.graph.nodes[id];
      if (node?.kind !== 'parallelGateway' || node.incoming.length <= 1) return false;
      return node.incoming.some((f) => {
        const source = this.graph.flows[f]!.source;
        return source !== target && !ahead.has(source);
      });
    });
  }

  private timerFired(timerId: string): void {
    const timer = this.state.timers[timerId];
    if (!timer) throw new Refusal('TimerNotActive');
    const node = this.node(timer.nodeId);
    this.log({ event: 'timerFired', nodeId: node.id });
    if (node.kind === 'timerCatch') {
      delete this.state.timers[timerId];
      return this.finishWait(timer.activityId);
    }
    if (node.kind !== 'boundaryTimer') return;
    const activity = this.userActivity(timer.activityId);
    const tasks = this.openTasksOf(activity.id).map(view);
    if (!node.cancelActivity && timer.every && timer.repetitionsLeft !== 0) {
      // Cycle: re-arm under the same id for the next repetition.
      timer.dueAt = addDuration(timer.dueAt, timer.every);
      if (timer.repetitionsLeft !== undefined) timer.repetitionsLeft -= 1;
      this.effects.push({ type: 'startTimer', timerId, nodeId: node.id, dueAt: timer.dueAt });
    } else {
      delete this.state.timers[timerId];
      activity.timerIds = activity.timerIds.filter((t) => t !== timerId);
    }
    if (node.action === 'remind') this.effects.push({ type: 'remind', nodeId: activity.nodeId, tasks });
    if (node.action === 'escalate') this.effects.push({ type: 'escalate', nodeId: activity.nodeId, tasks });
    if (node.action === 'autoApprove') {
      for (const task of this.openTasksOf(activity.id)) {
        this.closeTask(task, 'completed', {
          decision: 'approve',
          actor: ENGINE_ACTOR,
          comment: '超时自动通过',
        });
        this.effects.push({ type: 'autoApproveTask', taskId: task.id });
      }
      activity.queue = [];
      this.completeActivity(activity, this.node<'userTask'>(activity.nodeId), true);
      return this.drain();
    }
    if (node.cancelActivity) {
      const token = this.token(activity.tokenId);
      this.cancelActivity(activity, '超时');
      this.log({ event: 'nodeCompleted', nodeId: node.id });
      token.nodeId = node.id;
      delete token.via;
      this.leave(token, node.outgoing);
    } else if (node.outgoing.length) {
      this.leave(this.newToken(node.id), node.outgoing);
    }
    this.drain();
  }

  // ---- token movement -----------------------------------------------------------------------------------

  private spawn(nodeId: string, via?: string): Token {
    const token = this.newToken(nodeId, via);
    this.queue.push(token.id);
    return token;
  }

  private newToken(nodeId: string, via?: string): Token {
    const token: Token = via ? { id: this.nextId('k'), nodeId, via } : { id: this.nextId('k'), nodeId };
    this.state.tokens.push(token);
    return token;
  }

  /** Moves a token along the given flows: the same token for one flow, fresh tokens for a fork. */
  private leave(token: Token, flowIds: string[]): void {
    if (flowIds.length === 0) return this.consume(token);
    if (flowIds.length === 1) {
      const flow = this.graph.flows[flowIds[0]!]!;
      token.nodeId = flow.target;
      token.via = flow.id;
      this.queue.push(token.id);
      return;
    }
    this.removeToken(token.id);
    for (const id of flowIds) this.spawn(this.graph.flows[id]!.target, id);
  }

  /** A token that leaves the process (end event, or a node without outgoing flows). */
  private consume(token: Token): void {
    this.removeToken(token.id);
    if (this.state.tokens.length === 0 && Object.keys(this.state.activities).length === 0) {
      this.endProcess(this.state.endOutcome ?? 'approved');
    }
  }

  private drain(): void {
    for (;;) {
      while (this.queue.length && this.state.status === 'running') {
        const token = this.state.tokens.find((t) => t.id === this.queue[0]);
        this.queue.shift();
        if (token) this.enter(token);
      }
      if (this.state.status !== 'running' || !this.fireReadyInclusiveJoin()) return;
    }
  }

  private enter(token: Token): void {
    if (++this.entries > MAX_ENTRIES_PER_STEP) {
      this.removeToken(token.id);
      return this.incident(token.nodeId, '流程在没有等待节点的循环中运行，已停止');
    }
    const node = this.graph.nodes[token.nodeId];
    if (!node) return this.incident(token.nodeId, `节点「${token.nodeId}」不存在`);
    this.log({ event: 'nodeEntered', nodeId: node.id });
    switch (node.kind) {
      case 'startEvent':
        this.log({ event: 'nodeCompleted', nodeId: node.id });
        return this.leave(token, node.outgoing);
      case 'endEvent':
        this.log({ event: 'nodeCompleted', nodeId: node.id });
        this.carbonCopy(node);
        if (node.terminate) {
          this.removeToken(token.id);
          return this.endProcess(node.outcome ?? 'terminated');
        }
        if (node.outcome === 'rejected') this.state.endOutcome ??= 'rejected';
        return this.consume(token);
      case 'userTask':
        return this.activateUserTask(node, token);
      case 'serviceTask': {
        const activity = this.wait('serviceTask', node, token);
        const params: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(node.params)) {
          if (!isFeelExpression(value)) params[key] = value;
          else {
            const result = evaluateFeel(value, this.feelContext());
            params[key] = result.ok ? result.value : null;
          }
        }
        this.effects.push({
          type: 'runService',
          activityId: activity.id,
          nodeId: node.id,
          activity: node.activity,
          params,
        });
        return;
      }
      case 'callActivity': {
        const activity = this.wait('callActivity', node, token);
        this.effects.push({
          type: 'startChild',
          activityId: activity.id,
          nodeId: node.id,
          calledElement: node.calledElement,
          variables: { ...this.state.variables, initiator: this.state.initiator },
        });
        return;
      }
      case 'timerCatch': {
        const activity = this.wait('timerCatch', node, token);
        activity.timerId = this.startTimer(node, activity.id);
        return;
      }
      case 'messageCatch':
        this.wait('messageCatch', node, token);
        return;
      case 'parallelGateway':
        if (node.incoming.length > 1 && !this.joinParallel(node)) return;
        this.log({ event: 'nodeCompleted', nodeId: node.id });
        return this.leave(this.joinedToken(node, token), node.outgoing);
      case 'exclusiveGateway': {
        this.log({ event: 'nodeCompleted', nodeId: node.id });
        const chosen = this.choose(node, true);
        if (chosen) this.leave(token, chosen);
        return;
      }
      case 'inclusiveGateway':
        // Arrivals wait here; fireReadyInclusiveJoin decides when every branch that can still come has come.
        if (node.incoming.length > 1) return;
        return this.passInclusive(node, token);
      case 'boundaryTimer':
        // Boundary events have no incoming flows: they start from timerFired.
        return this.leave(token, node.outgoing);
    }
  }

  /** Conditions in document order; exclusive takes the first that holds, inclusive every one; else default. */
  private choose(
    node: NodeOf<'exclusiveGateway'> | NodeOf<'inclusiveGateway'>,
    first: boolean,
  ): string[] | undefined {
    if (node.outgoing.length <= 1) return node.outgoing;
    const taken: string[] = [];
    for (const id of node.outgoing) {
      if (id === node.default) continue;
      const flow = this.graph.flows[id]!;
      if (!flow.condition) {
        taken.push(id);
      } else {
        const result = conditionHolds(flow.condition, this.feelContext());
        if (!result.ok) {
          this.incident(node.id, `顺序流「${flow.name || flow.id}」的条件无法计算：${result.error}`);
          return undefined;
        }
        if (result.value) taken.push(id);
      }
      if (first && taken.length) return taken;
    }
    if (taken.length) return taken;
    if (node.default) return [node.default];
    this.incident(node.id, `${describeNode(node)}没有满足条件的出口流，也没有默认流`);
    return undefined;
  }

  private passInclusive(node: NodeOf<'inclusiveGateway'>, token: Token): void {
    this.log({ event: 'nodeCompleted', nodeId: node.id });
    const chosen = this.choose(node, false);
    if (chosen) this.leave(token, chosen);
  }

  /** A parallel join fires when a token waits on every incoming flow; it consumes one per flow. */
  private joinParallel(node: NodeOf<'parallelGateway'>): boolean {
    const waiting = this.state.tokens.filter((t) => t.nodeId === node.id);
    return node.incoming.every((f) => waiting.some((t) => t.via === f));
  }

  /** Consumes one waiting token per incoming flow that has one and returns the single token that goes on. */
  private joinedToken(node: GraphNode, arrived: Token): Token {
    if (node.incoming.length <= 1) return arrived;
    for (const flow of node.incoming) {
      const waiting = this.state.tokens.find((t) => t.nodeId === node.id && t.via === flow);
      if (waiting) this.removeToken(waiting.id);
    }
    return this.newToken(node.id);
  }

  /**
   * An inclusive join fires once no token elsewhere can still reach one of its empty incoming flows
   * (checked after every move, so a branch that ended or went another way also releases it).
   */
  private fireReadyInclusiveJoin(): boolean {
    for (const token of this.state.tokens) {
      const node = this.graph.nodes[token.nodeId];
      if (
        !node ||
        node.kind !== 'inclusiveGateway' ||
        node.incoming.length <= 1 ||
        this.queue.includes(token.id)
      ) {
        continue;
      }
      const waiting = this.state.tokens.filter((t) => t.nodeId === node.id);
      const empty = node.incoming.filter((f) => !waiting.some((t) => t.via === f));
      const others = this.state.tokens.filter((t) => t.nodeId !== node.id);
      const pending = empty.some((f) => {
        const source = this.graph.flows[f]!.source;
        return others.some((t) => t.nodeId === source || reachable(this.graph, t.nodeId).has(source));
      });
      if (pending) continue;
      this.passInclusive(node, this.joinedToken(node, token));
      return true;
    }
    return false;
  }

  // ---- activities ---------------------------------------------------------------------------------------

  private wait(kind: WaitActivity['kind'], node: GraphNode, token: Token): WaitActivity {
    const activity: WaitActivity = { kind, id: this.nextId('a'), nodeId: node.id, tokenId: token.id };
    this.state.activities[activity.id] = activity;
    return activity;
  }

  private finishWait(activityId: string): void {
    const activity = this.state.activities[activityId]!;
    delete this.state.activities[activityId];
    const node = this.node(activity.nodeId);
    this.log({ event: 'nodeCompleted', nodeId: node.id });
    this.leave(this.token(activity.tokenId), node.outgoing);
    this.drain();
  }

  private activateUserTask(node: NodeOf<'userTask'>, token: Token): void {
    const mi = node.multiInstance;
    const activity: UserTaskActivity = {
      kind: 'userTask',
      id: this.nextId('a'),
      nodeId: node.id,
      tokenId: token.id,
      status: 'resolving',
      mode: mi?.mode ?? 'all',
      sequential: mi?.sequential ?? false,
      queue: [],
      total: 0,
      approvals: 0,
      rejections: 0,
      timerIds: [],
    };
    if (mi?.ratio !== undefined) activity.ratio = mi.ratio;
    this.state.activities[activity.id] = activity;
    for (const boundaryId of node.boundary) {
      const timerId = this.startTimer(this.node(boundaryId), activity.id);
      if (timerId) activity.timerIds.push(timerId);
    }
    if (mi?.collection) {
      const result = evaluateFeel(mi.collection, this.feelContext());
      const users =
        result.ok && Array.isArray(result.value) ? result.value.filter((u) => typeof u === 'string') : [];
      return this.openTasks(activity, users);
    }
    const { candidateRoles, deptLeader } = node.assignment;
    if (candidateRoles.length || deptLeader) {
      this.effects.push({
        type: 'resolveAssignees',
        activityId: activity.id,
        nodeId: node.id,
        candidateRoles,
        ...(deptLeader ? { deptLeaderOf: this.state.initiator } : {}),
      });
      return;
    }
    this.openTasks(activity, this.directUsers(node));
  }

  /** The assignee (literal or FEEL) and the candidate users written on the task. */
  private directUsers(node: NodeOf<'userTask'>): string[] {
    const users: string[] = [];
    const { assignee, candidateUsers } = node.assignment;
    if (assignee) {
      if (!isFeelExpression(assignee)) users.push(assignee);
      else {
        const result = evaluateFeel(assignee, this.feelContext());
        const value = result.ok ? result.value : null;
        if (typeof value === 'string' && value) users.push(value);
        if (Array.isArray(value))
          users.push(...value.filter((u): u is string => typeof u === 'string' && !!u));
      }
    }
    return [...users, ...candidateUsers];
  }

  private openTasks(activity: UserTaskActivity, found: string[]): void {
    const users = [...new Set(found)];
    const node = this.node<'userTask'>(activity.nodeId);
    if (users.length === 0) return this.incident(node.id, `${describeNode(node)}没有找到处理人`);
    this.resolveIncidents(node.id);
    activity.status = 'open';
    if (!node.multiInstance) {
      activity.total = 1;
      // One user is the assignee; several are candidates, any of whom may claim or act.
      this.addTask(
        activity.id,
        node.id,
        node.name || node.id,
        users,
        users.length === 1 ? users[0] : undefined,
      );
      return;
    }
    activity.total = users.length;
    if (activity.sequential) {
      activity.queue = users.slice(1);
      this.createTask(activity, users[0]!);
    } else {
      for (const user of users) this.createTask(activity, user);
    }
  }

  private createTask(activity: UserTaskActivity, user: string, addedBy?: string): void {
    const node = this.node(activity.nodeId);
    const task = this.addTask(activity.id, node.id, node.name || node.id, [user], user);
    if (addedBy) task.addedBy = addedBy;
  }

  private addTask(
    activityId: string,
    nodeId: string,
    name: string,
    candidates: string[],
    assignee?: string,
  ): Task {
    const task: Task = {
      id: this.nextId('t'),
      activityId,
      nodeId,
      name,
      candidates,
      status: 'open',
      createdAt: this.now,
      previousAssignees: [],
    };
    if (assignee) task.assignee = assignee;
    this.state.tasks[task.id] = task;
    this.log({ event: 'taskCreated', nodeId, taskId: task.id, ...(assignee ? { actor: assignee } : {}) });
    this.effects.push({ type: 'createTask', task: view(task) });
    return task;
  }

  /** The activity is decided: approved (or rejected with onReject=continue) goes on, else the process ends. */
  private completeActivity(
    activity: Activity,
    node: NodeOf<'userTask'> | NodeOf<'callActivity'>,
    approved: boolean,
  ): void {
    const token = this.token(activity.tokenId);
    this.cancelActivity(activity, '');
    this.state.variables.approved = approved;
    this.log({ event: 'nodeCompleted', nodeId: node.id, detail: approved ? 'approved' : 'rejected' });
    if (approved && node.kind === 'userTask') this.carbonCopy(node);
    if (!approved && node.onReject === 'end') {
      this.removeToken(token.id);
      return this.endProcess('rejected');
    }
    this.leave(token, node.outgoing);
  }

  /** 抄送 of a passed node (an approved user task, a reached end event), when it has one. */
  private carbonCopy(node: NodeOf<'userTask'> | NodeOf<'endEvent'>): void {
    const cc = node.cc;
    if (!cc) return;
    const users = [...new Set([...cc.users, ...(cc.initiator ? [this.state.initiator] : [])])];
    if (users.length === 0 && cc.roles.length === 0) return;
    this.effects.push({
      type: 'carbonCopy',
      nodeId: node.id,
      name: node.name || node.id,
      users,
      roles: cc.roles,
    });
  }

  /** Removes an activity with its open tasks, timers and child process (the token is the caller's). */
  private cancelActivity(activity: Activity, reason: string): void {
    for (const task of this.openTasksOf(activity.id)) this.closeTask(task, 'cancelled', {}, reason);
    for (const timer of Object.values(this.state.timers)) {
      if (timer.activityId !== activity.id) continue;
      delete this.state.timers[timer.id];
      this.effects.push({ type: 'cancelTimer', timerId: timer.id });
    }
    if (activity.kind === 'callActivity') this.effects.push({ type: 'cancelChild', activityId: activity.id });
    delete this.state.activities[activity.id];
  }

  private clearAll(reason: string): void {
    for (const activity of Object.values(this.state.activities)) this.cancelActivity(activity, reason);
    this.state.tokens = [];
    this.queue.length = 0;
    this.state.incidents = [];
    delete this.state.endOutcome;
  }

  private endProcess(outcome: Outcome): void {
    this.clearAll(REASONS[outcome]);
    this.state.status = 'ended';
    this.state.outcome = outcome;
    this.state.endedAt = this.now;
    this.log({ event: 'ended', detail: outcome });
    this.effects.push({ type: 'processEnded', outcome });
  }

  private startTimer(node: GraphNode, activityId: string): string | undefined {
    if (node.kind !== 'timerCatch' && node.kind !== 'boundaryTimer') return undefined;
    let value = node.timer.value;
    if (isFeelExpression(value)) {
      const result = evaluateFeel(value, this.feelContext());
      value = result.ok && typeof result.value === 'string' ? result.value : '';
    }
    const timer = { id: this.nextId('m'), nodeId: node.id, activityId } as Timer;
    if (node.timer.kind === 'duration') {
      const d = parseDuration(value);
      if (d) timer.dueAt = addDuration(this.now, d);
    } else if (node.timer.kind === 'date') {
      const ms = parseDateTime(value);
      if (ms !== undefined) timer.dueAt = ms;
    } else {
      const cycle = parseCycle(value);
      if (cycle) {
        timer.dueAt = addDuration(this.now, cycle.every);
        timer.every = cycle.every;
        if (cycle.repetitions !== undefined) timer.repetitionsLeft = cycle.repetitions - 1;
      }
    }
    if (timer.dueAt === undefined) {
      this.incident(node.id, `${describeNode(node)}的时间「${value}」无效`);
      return undefined;
    }
    this.state.timers[timer.id] = timer;
    this.effects.push({ type: 'startTimer', timerId: timer.id, nodeId: node.id, dueAt: timer.dueAt });
    return timer.id;
  }

  // ---- tasks --------------------------------------------------------------------------------------------

  private openTask(taskId: string): Task {
    const task = this.state.tasks[taskId];
    if (!task) throw new Refusal('TaskNotFound');
    if (task.status !== 'open') throw new Refusal('TaskDone');
    return task;
  }

  /** The task, if the actor holds it (its assignee, or one of its candidates while nobody has claimed it). */
  private ownTask(taskId: string, actor: string): Task {
    const task = this.openTask(taskId);
    const holds = task.assignee ? task.assignee === actor : task.candidates.includes(actor);
    if (!holds) throw new Refusal('NotYourTask');
    return task;
  }

  private openTasksOf(activityId: string): Task[] {
    return Object.values(this.state.tasks).filter((t) => t.activityId === activityId && t.status === 'open');
  }

  private ensureNotSigner(activityId: string, user: string): void {
    if (this.openTasksOf(activityId).some((t) => t.assignee === user)) throw new Refusal('AlreadySigner');
  }

  private reassign(task: Task, to: string): void {
    const previous = task.assignee;
    if (previous) task.previousAssignees.push(previous);
    task.assignee = to;
    task.candidates = [to];
    this.effects.push({
      type: 'reassignTask',
      taskId: task.id,
      assignee: to,
      ...(previous ? { previous } : {}),
    });
  }

  private closeTask(
    task: Task,
    status: 'completed' | 'cancelled',
    by: { decision?: 'approve' | 'reject'; actor?: string; comment?: string | undefined },
    reason = '',
  ): void {
    task.status = status;
    task.closedAt = this.now;
    if (by.decision) task.decision = by.decision;
    if (by.actor) task.actor = by.actor;
    if (by.comment) task.comment = by.comment;
    if (status === 'cancelled') this.effects.push({ type: 'cancelTask', taskId: task.id, reason });
    else
      this.log({
        event: 'taskCompleted',
        nodeId: task.nodeId,
        taskId: task.id,
        actor: by.actor,
        comment: by.comment,
        detail: by.decision,
      });
  }

  // ---- helpers ------------------------------------------------------------------------------------------

  private node<K extends GraphNode['kind'] = GraphNode['kind']>(id: string): NodeOf<K> {
    return this.graph.nodes[id] as NodeOf<K>;
  }

  private token(id: string): Token {
    return this.state.tokens.find((t) => t.id === id)!;
  }

  private removeToken(id: string): void {
    this.state.tokens = this.state.tokens.filter((t) => t.id !== id);
  }

  private userActivity(id: string): UserTaskActivity {
    const activity = this.state.activities[id];
    if (!activity || activity.kind !== 'userTask') throw new Refusal('ActivityNotFound');
    return activity;
  }

  private waitActivity(id: string, kind: 'serviceTask' | 'callActivity'): WaitActivity {
    const activity = this.state.activities[id];
    if (!activity || activity.kind !== kind) throw new Refusal('ActivityNotFound');
    return activity;
  }

  private nextId(prefix: string): string {
    this.state.seq += 1;
    return `${this.state.instanceId}/${prefix}${this.state.seq}`;
  }

  private feelContext(): Record<string, unknown> {
    return { ...this.state.variables, initiator: this.state.initiator };
  }

  private mergeVariables(variables: Record<string, unknown> | undefined): void {
    if (variables) Object.assign(this.state.variables, JSON.parse(JSON.stringify(variables)) as object);
  }

  private incident(nodeId: string, message: string): void {
    this.state.incidents.push({ nodeId, message, at: this.now });
    this.log({ event: 'incident', nodeId, detail: message });
    this.effects.push({ type: 'incident', nodeId, message });
  }

  private resolveIncidents(nodeId: string): void {
    this.state.incidents = this.state.incidents.filter((i) => i.nodeId !== nodeId);
  }

  private log(entry: Omit<HistoryEntry, 'at'>): void {
    const clean: HistoryEntry = { at: this.now, event: entry.event };
    for (const [key, value] of Object.entries(entry))
      if (value !== undefined) Object.assign(clean, { [key]: value });
    this.state.history.push(clean);
  }
}

const REASONS: Record<Outcome, string> = {
  approved: REFUSALS.ProcessEnded,
  rejected: REFUSALS.ProcessEnded,
  withdrawn: '发起人已撤回',
  cancelled: '流程已取消',
  terminated: '流程已终止',
};

function view(task: Task): TaskView {
  const v: TaskView = {
    id: task.id,
    activityId: task.activityId,
    nodeId: task.nodeId,
    name: task.name,
    candidates: task.candidates,
  };
  if (task.assignee) v.assignee = task.assignee;
  return v;
}
