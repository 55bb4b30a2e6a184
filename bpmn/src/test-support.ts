// Test helpers: BPMN snippets wrapped into a document, and a driver that feeds `step` and remembers effects.
import { expect } from 'vitest';
import type { ProcessGraph } from './graph.js';
import { parseBpmn } from './parse/index.js';
import { initialState, step } from './step/step.js';
import type { Effect, ProcessState, StepInput, StepRefusal, Task } from './step/step.types.js';

export function bpmnXml(body: string, process = 'id="p" name="测试流程" isExecutable="true"'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:srm="https://srm.dev/schema/bpmn/srm"
  id="d" targetNamespace="https://srm.dev/bpmn">
  <bpmn:message id="msg_1" name="document.updated" />
  <bpmn:process ${process}>${body}</bpmn:process>
</bpmn:definitions>`;
}

/** `a -> b [condition]` sequence flow. */
export const flow = (id: string, from: string, to: string, condition?: string) =>
  condition
    ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${condition
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')}</bpmn:conditionExpression></bpmn:sequenceFlow>`
    : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`;

export async function graphOf(body: string): Promise<ProcessGraph> {
  const { graph, problems } = await parseBpmn(bpmnXml(body));
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  return graph!;
}

export const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

type Send = StepInput extends infer I
  ? I extends { now: number }
    ? Omit<I, 'now'> & { now?: number }
    : never
  : never;

/** Feeds inputs to `step`, keeping the state and every effect so far. */
export class Driver {
  state: ProcessState = initialState();
  effects: Effect[] = [];
  last: Effect[] = [];
  now = T0;

  constructor(readonly graph: ProcessGraph) {}

  send(input: Send): Effect[] {
    const result = step(this.graph, this.state, { now: this.now, ...input } as StepInput);
    if (!result.ok) throw new Error(`refused: ${result.error.code} ${result.error.message}`);
    this.state = result.state;
    this.last = result.effects;
    this.effects.push(...result.effects);
    return result.effects;
  }

  refused(input: Send): StepRefusal {
    const before = JSON.stringify(this.state);
    const result = step(this.graph, this.state, { now: this.now, ...input } as StepInput);
    if (result.ok) throw new Error(`expected a refusal for ${input.type}`);
    expect(JSON.stringify(result.state)).toBe(before);
    return result.error;
  }

  start(variables: Record<string, unknown> = {}, initiator = 'u-init'): Effect[] {
    return this.send({ type: 'start', instanceId: 'pi1', initiator, variables });
  }

  openTasks(nodeId?: string): Task[] {
    return Object.values(this.state.tasks).filter(
      (t) => t.status === 'open' && (!nodeId || t.nodeId === nodeId),
    );
  }

  task(nodeId: string, assignee?: string): Task {
    const task = this.openTasks(nodeId).find((t) => !assignee || t.assignee === assignee);
    if (!task) throw new Error(`no open task at ${nodeId}${assignee ? ` for ${assignee}` : ''}`);
    return task;
  }

  approve(nodeId: string, actor: string, variables?: Record<string, unknown>): Effect[] {
    const task = this.task(nodeId, actor);
    return this.send({
      type: 'completeTask',
      taskId: task.id,
      actor,
      decision: 'approve',
      ...(variables ? { variables } : {}),
    });
  }

  reject(nodeId: string, actor: string): Effect[] {
    return this.send({
      type: 'completeTask',
      taskId: this.task(nodeId, actor).id,
      actor,
      decision: 'reject',
    });
  }

  activityAt(nodeId: string): string {
    const activity = Object.values(this.state.activities).find((a) => a.nodeId === nodeId);
    if (!activity) throw new Error(`nothing waits at ${nodeId}`);
    return activity.id;
  }

  /** Node ids with at least one 'nodeCompleted' in history, in order. */
  completed(): string[] {
    return this.state.history.filter((h) => h.event === 'nodeCompleted').map((h) => h.nodeId!);
  }
}

export const effectTypes = (effects: Effect[]) => effects.map((e) => e.type);
