// Random structured process graphs, driven by random choices: the token invariants hold at every step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Flow, GraphNode, ProcessGraph } from '../graph.js';
import { initialState, step } from './step.js';
import type { Effect, ProcessState, StepInput } from './step.types.js';

type Block =
  | { t: 'user' | 'service' | 'timer' }
  | { t: 'seq'; items: Block[] }
  | { t: 'parallel' | 'exclusive' | 'inclusive'; branches: Block[] };

const blockArb: fc.Arbitrary<Block> = fc.letrec<{ block: Block }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<Block>({ t: 'user' }, { t: 'service' }, { t: 'timer' }),
    fc.record({
      t: fc.constant('seq' as const),
      items: fc.array(tie('block'), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      t: fc.constantFrom('parallel' as const, 'exclusive' as const, 'inclusive' as const),
      branches: fc.array(tie('block'), { minLength: 2, maxLength: 3 }),
    }),
  ),
})).block;

type NodeInit = GraphNode extends infer N
  ? N extends GraphNode
    ? Omit<N, 'incoming' | 'outgoing'>
    : never
  : never;

/** Builds start -> block -> end; gateways are paired fork/join, conditions read boolean variables c0, c1, ... */
function build(root: Block): { graph: ProcessGraph; joins: string[]; conditions: number } {
  const nodes: Record<string, GraphNode> = {};
  const flows: Record<string, Flow> = {};
  const joins: string[] = [];
  let n = 0;
  let conditions = 0;
  const add = (node: NodeInit) => {
    nodes[node.id] = { ...node, incoming: [], outgoing: [] } as GraphNode;
    return node.id;
  };
  const link = (source: string, target: string, condition?: string) => {
    const id = `f${++n}`;
    flows[id] = condition ? { id, source, target, condition } : { id, source, target };
    nodes[source]!.outgoing.push(id);
    nodes[target]!.incoming.push(id);
    return id;
  };
  const emit = (block: Block, from: string): string => {
    switch (block.t) {
      case 'user': {
        const id = add({
          id: `u${++n}`,
          kind: 'userTask',
          assignment: { assignee: `p${n}`, candidateUsers: [], candidateRoles: [], deptLeader: false },
          onReject: 'end',
          boundary: [],
        });
        link(from, id);
        return id;
      }
      case 'service': {
        const id = add({
          id: `s${++n}`,
          kind: 'serviceTask',
          activity: 'notify',
          params: { title: 'x', users: 'u1' },
        });
        link(from, id);
        return id;
      }
      case 'timer': {
        const id = add({ id: `w${++n}`, kind: 'timerCatch', timer: { kind: 'duration', value: 'PT1H' } });
        link(from, id);
        return id;
      }
      case 'seq':
        return block.items.reduce((prev, item) => emit(item, prev), from);
      default: {
        const kind = `${block.t}Gateway` as 'parallelGateway' | 'exclusiveGateway' | 'inclusiveGateway';
        const fork = add({ id: `g${++n}`, kind });
        const join = add({ id: `j${++n}`, kind });
        joins.push(join);
        link(from, fork);
        block.branches.forEach((branch, i) => {
          const entry = add({ id: `x${++n}`, kind: 'exclusiveGateway' });
          const flow = link(fork, entry, block.t !== 'parallel' && i > 0 ? `c${conditions++}` : undefined);
          const node = nodes[fork]!;
          if (i === 0 && (node.kind === 'exclusiveGateway' || node.kind === 'inclusiveGateway'))
            node.default = flow;
          link(emit(branch, entry), join);
        });
        return join;
      }
    }
  };
  add({ id: 'start', kind: 'startEvent' });
  add({ id: 'end', kind: 'endEvent', terminate: false });
  link(emit(root, 'start'), 'end');
  const graph: ProcessGraph = {
    schemaVersion: 1,
    processId: 'random',
    startNodeId: 'start',
    nodes,
    flows,
    calledElements: [],
    messages: [],
  };
  return { graph, joins, conditions };
}

const WAITING_KINDS = new Set(['userTask', 'serviceTask', 'timerCatch']);

function checkInvariants(graph: ProcessGraph, state: ProcessState) {
  // Every token either drives exactly one activity or waits at a join; no two share a flow into a join.
  const byActivity = new Map(Object.values(state.activities).map((a) => [a.tokenId, a]));
  expect(byActivity.size).toBe(Object.keys(state.activities).length);
  const seen = new Set<string>();
  for (const token of state.tokens) {
    const node = graph.nodes[token.nodeId]!;
    if (WAITING_KINDS.has(node.kind)) {
      expect(byActivity.get(token.id)?.nodeId).toBe(node.id);
    } else {
      expect(node.incoming.length).toBeGreaterThan(1);
      const key = `${token.nodeId}|${token.via}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  }
  for (const activity of Object.values(state.activities))
    expect(state.tokens.some((t) => t.id === activity.tokenId)).toBe(true);
  // Structured graphs never hold two tokens on one activity node.
  const atActivities = state.tokens
    .filter((t) => WAITING_KINDS.has(graph.nodes[t.nodeId]!.kind))
    .map((t) => t.nodeId);
  expect(new Set(atActivities).size).toBe(atActivities.length);
}

describe('step on random structured graphs', () => {
  it('never loses or duplicates tokens, fires each join once, ends exactly once and then accepts nothing (with 转办, 加签, 撤回)', () => {
    fc.assert(
      fc.property(
        blockArb,
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
        (root, flags, choices) => {
          const { graph, joins, conditions } = build(root);
          const variables = Object.fromEntries(
            Array.from({ length: conditions }, (_, i) => [`c${i}`, flags[i % flags.length]!]),
          );
          let state = initialState();
          let now = 0;
          let ended = 0;
          const apply = (input: StepInput) => {
            const result = step(graph, state, input);
            expect(result.ok, JSON.stringify(result.ok ? '' : result.error)).toBe(true);
            state = result.state;
            ended += result.effects.filter((e: Effect) => e.type === 'processEnded').length;
            expect(result.effects.some((e) => e.type === 'incident')).toBe(false);
            checkInvariants(graph, state);
          };
          apply({ type: 'start', now, instanceId: 'r', initiator: 'init', variables });
          for (const choice of choices) {
            if (state.status === 'ended') break;
            now += 1000;
            const tasks = Object.values(state.tasks).filter((t) => t.status === 'open');
            const timers = Object.values(state.timers);
            const services = Object.values(state.activities).filter((a) => a.kind === 'serviceTask');
            const options: StepInput[] = [
              // Mostly decisions (one in twenty rejects, ending the process), sometimes 转办 or 加签.
              ...tasks.map((t): StepInput => {
                const base = { now, taskId: t.id, actor: t.assignee! };
                if (choice % 10 === 3) return { type: 'delegateTask', ...base, to: `d${now}` };
                if (choice % 10 === 5) return { type: 'addSigner', ...base, signer: `a${now}` };
                return { type: 'completeTask', ...base, decision: choice % 20 === 7 ? 'reject' : 'approve' };
              }),
              // Now and then the initiator withdraws.
              ...(choice % 97 === 13 ? [{ type: 'withdraw', now, actor: 'init' } as StepInput] : []),
              ...timers.map((t): StepInput => ({ type: 'timerFired', now, timerId: t.id })),
              ...services.map((a): StepInput => ({ type: 'serviceCompleted', now, activityId: a.id })),
            ];
            expect(options.length).toBeGreaterThan(0); // running with nothing to do = a lost token
            apply(options[choice % options.length]!);
          }
          expect(state.status).toBe('ended');
          expect(ended).toBe(1);
          expect(state).toMatchObject({ tokens: [], activities: {}, timers: {} });
          expect(Object.values(state.tasks).filter((t) => t.status === 'open')).toEqual([]);
          const fired = (id: string) =>
            state.history.filter((h) => h.event === 'nodeCompleted' && h.nodeId === id).length;
          for (const join of joins) expect(fired(join)).toBeLessThanOrEqual(1);
          if (state.outcome === 'approved') {
            // Every fork that was passed had its join fire exactly once.
            for (const join of joins) expect(fired(join)).toBe(fired(`g${Number(join.slice(1)) - 1}`));
          }
          for (const input of [
            { type: 'cancel', now, actor: 'admin' },
            { type: 'withdraw', now, actor: 'init' },
            { type: 'timerFired', now, timerId: 'r/m1' },
          ] as StepInput[]) {
            const result = step(graph, state, input);
            expect(!result.ok && result.error.code).toBe('ProcessEnded');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
