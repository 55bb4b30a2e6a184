import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  decide,
  evolve,
  INCIDENT_EXISTS,
  INCIDENT_NOT_FOUND,
  INCIDENT_RESOLVED,
  initialState,
  INSTANCE_EXISTS,
  INSTANCE_NOT_FOUND,
  PROCESS_ENDED,
  TASK_DONE,
  TASK_EXISTS,
  TASK_NOT_FOUND,
  TASKS_STILL_OPEN,
} from './instance.decide';
import type { ProcessInstanceEvent } from './instance.events';

const at = '2026-11-25T04:00:00.000Z';
const started: ProcessInstanceEvent = {
  type: 'ProcessStarted',
  data: {
    instanceId: 'i1',
    tenantId: '1',
    definitionId: 'd1',
    definitionKey: 'pr',
    definitionName: '采购申请审批',
    version: 1,
    documentType: 'purchaseRequisition',
    businessKey: 'PR-1',
    title: '采购申请 PR-1',
    initiator: 'u-buyer',
    variables: { amount: 5000 },
    at,
  },
};
const created = (taskId: string): ProcessInstanceEvent => ({
  type: 'TaskCreated',
  data: {
    taskId,
    nodeId: 'leader',
    name: '部门领导审批',
    assignee: 'u-leader',
    candidates: [],
    dueAt: null,
    at,
  },
});
const completed = (taskId: string): ProcessInstanceEvent => ({
  type: 'TaskCompleted',
  data: { taskId, outcome: 'approved', comment: '同意', attachments: [], by: 'u-leader', at },
});
const ended: ProcessInstanceEvent = { type: 'ProcessEnded', data: { outcome: 'approved', at } };

const given = (...events: ProcessInstanceEvent[]) => events.reduce(evolve, initialState());
const refusal = (history: ProcessInstanceEvent[], events: ProcessInstanceEvent[]) => {
  try {
    decide({ type: 'RecordProcessEvents', events }, given(...history));
  } catch (e) {
    return e instanceof DomainError ? e.message : String(e);
  }
  return 'no refusal';
};

describe('process instance record', () => {
  it('records a whole run: start, a task, its completion, the end', () => {
    const run = [started, created('t1'), completed('t1'), ended];
    expect(decide({ type: 'RecordProcessEvents', events: run }, initialState())).toEqual(run);
    expect(given(...run)).toMatchObject({ status: 'ended', outcome: 'approved', open: {} });
  });
  it('starts once and records nothing for an instance never started', () => {
    expect(refusal([started], [started])).toBe(INSTANCE_EXISTS);
    expect(refusal([], [created('t1')])).toBe(INSTANCE_NOT_FOUND);
  });
  it('creates a task once and closes it once', () => {
    expect(refusal([started, created('t1')], [created('t1')])).toBe(TASK_EXISTS);
    expect(refusal([started, created('t1'), completed('t1')], [completed('t1')])).toBe(TASK_DONE);
    expect(refusal([started], [completed('t9')])).toBe(TASK_NOT_FOUND);
  });
  it('checks a batch event by event (a task created and completed in one step is fine)', () => {
    expect(refusal([started], [created('t1'), completed('t1'), completed('t1')])).toBe(TASK_DONE);
    expect(refusal([started], [created('t1'), completed('t1')])).toBe('no refusal');
  });
  it('does not end with open tasks and accepts nothing after the end', () => {
    expect(refusal([started, created('t1')], [ended])).toBe(TASKS_STILL_OPEN);
    expect(refusal([started, ended], [created('t2')])).toBe(PROCESS_ENDED);
  });
  it('records 抄送 while running and after the end (an end event copies once its roles are resolved)', () => {
    const copied: ProcessInstanceEvent = {
      type: 'ProcessCarbonCopied',
      data: { nodeId: 'end', nodeName: '结束', users: ['u-fin'], roles: [], at },
    };
    expect(refusal([started], [copied])).toBe('no refusal');
    expect(refusal([started, ended], [copied])).toBe('no refusal');
    expect(refusal([], [copied])).toBe(INSTANCE_NOT_FOUND);
    expect(given(started, ended, copied)).toMatchObject({ status: 'ended', outcome: 'approved' });
  });
  it('follows who holds a task through claim, delegation and escalation', () => {
    const offered: ProcessInstanceEvent = {
      type: 'TaskCreated',
      data: {
        taskId: 't2',
        nodeId: 'fin',
        name: '财务会签',
        assignee: null,
        candidates: ['a', 'b'],
        dueAt: null,
        at,
      },
    };
    const claimed: ProcessInstanceEvent = { type: 'TaskClaimed', data: { taskId: 't2', by: 'a', at } };
    const delegated: ProcessInstanceEvent = {
      type: 'TaskDelegated',
      data: { taskId: 't2', from: 'a', to: 'c', comment: null, by: 'a', at },
    };
    const s = given(started, offered, claimed, delegated);
    expect(s.status === 'running' && s.open['t2']?.assignee).toBe('c');
  });
  it("records a document's status while the process runs, never after its end", () => {
    const statusSet: ProcessInstanceEvent = {
      type: 'DocumentStatusSet',
      data: {
        documentType: 'purchaseRequisition',
        businessKey: 'PR-1',
        status: 'approved',
        nodeId: 'mark',
        at,
      },
    };
    expect(refusal([started], [statusSet, ended])).toBe('no refusal');
    expect(refusal([started, ended], [statusSet])).toBe(PROCESS_ENDED);
  });

  it('raises an incident once, resolves it once, and only while the process runs', () => {
    const raised: ProcessInstanceEvent = {
      type: 'ProcessIncidentRaised',
      data: {
        incidentId: 'i1',
        nodeId: 'risk',
        nodeName: '风险评估',
        message: '服务任务「风险评估」执行失败',
        at,
      },
    };
    const retried: ProcessInstanceEvent = {
      type: 'ProcessIncidentResolved',
      data: { incidentId: 'i1', by: 'admin', how: 'retried', at },
    };
    expect(refusal([started], [raised, retried])).toBe('no refusal');
    expect(refusal([started, raised], [raised])).toBe(INCIDENT_EXISTS);
    expect(refusal([started, raised, retried], [retried])).toBe(INCIDENT_RESOLVED);
    expect(refusal([started], [retried])).toBe(INCIDENT_NOT_FOUND);
    expect(refusal([started, ended], [raised])).toBe(PROCESS_ENDED);
  });
});
