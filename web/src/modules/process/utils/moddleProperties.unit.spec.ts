import { describe, expect, it } from 'vitest';
import { ISO_DURATION, kindOf, planOf, propertiesOf } from './moddleProperties';

describe('propertiesOf: moddle attributes -> the panel', () => {
  it('reads a user task assignment rule and its countersign loop', () => {
    const bo = {
      $type: 'bpmn:UserTask',
      id: 'finance',
      name: '财务会签',
      candidateUsers: 'fin1, fin2',
      candidateRoles: 'finance',
      deptLeader: true,
      loopCharacteristics: {
        $type: 'bpmn:MultiInstanceLoopCharacteristics',
        isSequential: true,
        countersign: 'ratio',
        ratio: 0.6,
      },
    };
    expect(propertiesOf(bo)).toMatchObject({
      kind: 'userTask',
      name: '财务会签',
      assignee: '',
      candidateUsers: ['fin1', 'fin2'],
      candidateRoles: ['finance'],
      deptLeader: true,
      countersign: 'ratio',
      ratio: 0.6,
      sequential: true,
      onReject: 'end',
    });
  });

  it('a user task without a loop is not a countersign; attributes read through moddle get()', () => {
    const attrs: Record<string, unknown> = { 'srm:assignee': 'approver1' };
    const bo = { $type: 'bpmn:UserTask', id: 't', get: (n: string) => attrs[n] };
    expect(propertiesOf(bo)).toMatchObject({
      assignee: 'approver1',
      countersign: 'none',
      candidateUsers: [],
    });
  });

  it('reads service params, timer duration, flow condition and end outcome', () => {
    expect(
      propertiesOf({
        $type: 'bpmn:ServiceTask',
        id: 's',
        activity: 'webhook',
        extensionElements: {
          values: [{ $type: 'srm:Param', name: 'url', value: 'https://x' }, { $type: 'other' }],
        },
      }),
    ).toMatchObject({
      kind: 'serviceTask',
      activity: 'webhook',
      params: [{ name: 'url', value: 'https://x' }],
    });
    expect(
      propertiesOf({
        $type: 'bpmn:BoundaryEvent',
        id: 'b',
        action: 'escalate',
        eventDefinitions: [{ $type: 'bpmn:TimerEventDefinition', timeDuration: { body: 'P1D' } }],
      }),
    ).toMatchObject({ kind: 'timer', action: 'escalate', duration: 'P1D' });
    const flow: Record<string, unknown> = {
      $type: 'bpmn:SequenceFlow',
      id: 'f',
      conditionExpression: { body: 'amount >= 100000' },
    };
    flow.sourceRef = { default: flow };
    expect(propertiesOf(flow)).toMatchObject({
      kind: 'flow',
      condition: 'amount >= 100000',
      isDefault: true,
    });
    expect(propertiesOf({ $type: 'bpmn:EndEvent', id: 'e', outcome: 'rejected' })).toMatchObject({
      outcome: 'rejected',
    });
  });

  it('a boundary event without a timer has no executable properties', () => {
    expect(
      kindOf({ $type: 'bpmn:BoundaryEvent', eventDefinitions: [{ $type: 'bpmn:ErrorEventDefinition' }] }),
    ).toBe('other');
  });
});

describe('planOf: the panel -> what the designer writes', () => {
  it('writes the assignment with srm: names and removes what was emptied', () => {
    const plan = planOf({
      kind: 'userTask',
      id: 't',
      name: ' 审批 ',
      assignee: '',
      candidateUsers: ['a', 'b'],
      candidateRoles: [],
      deptLeader: false,
      onReject: 'end',
      countersign: 'none',
    });
    expect(plan.attrs).toEqual({
      name: '审批',
      'srm:assignee': undefined,
      'srm:candidateUsers': 'a,b',
      'srm:candidateRoles': undefined,
      'srm:deptLeader': undefined,
      'srm:onReject': undefined,
    });
    expect(plan.loop).toBeNull();
  });

  it('a countersign becomes a multi-instance loop; the ratio only in ratio mode', () => {
    const base = {
      kind: 'userTask' as const,
      id: 't',
      name: 'x',
      deptLeader: true,
      sequential: false,
      ratio: 0.5,
    };
    expect(planOf({ ...base, countersign: 'ratio' }).loop).toEqual({
      isSequential: false,
      attrs: { 'srm:countersign': 'ratio', 'srm:ratio': 0.5, 'srm:collection': undefined },
    });
    expect(planOf({ ...base, countersign: 'all' }).loop?.attrs['srm:ratio']).toBeUndefined();
    expect(planOf({ ...base, countersign: 'all' }).attrs['srm:deptLeader']).toBe(true);
  });

  it('round-trips: what the panel reads back is what it wrote', () => {
    const values = {
      kind: 'userTask' as const,
      id: 't',
      name: '会签',
      assignee: '=initiator',
      candidateUsers: ['u1'],
      candidateRoles: ['finance'],
      deptLeader: true,
      onReject: 'continue',
      countersign: 'any' as const,
      sequential: true,
      collection: '=approvers',
    };
    const plan = planOf(values);
    const local = (attrs: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k.replace(/^srm:/, ''), v]));
    const bo = {
      $type: 'bpmn:UserTask',
      id: 't',
      ...local(plan.attrs),
      loopCharacteristics: {
        $type: 'bpmn:MultiInstanceLoopCharacteristics',
        isSequential: plan.loop!.isSequential,
        ...local(plan.loop!.attrs),
      },
    };
    expect(propertiesOf(bo)).toMatchObject(values);
  });

  it('抄送 of a user task and an end event: written as srm:cc*, emptied ones removed, read back', () => {
    const task = planOf({
      kind: 'userTask',
      id: 't',
      name: '审批',
      countersign: 'none',
      ccUsers: ['u8', 'u9'],
      ccRoles: [],
      ccInitiator: true,
    });
    expect(task.attrs).toMatchObject({ 'srm:ccUsers': 'u8,u9', 'srm:ccInitiator': true });
    expect(task.attrs).toHaveProperty('srm:ccRoles', undefined);
    const end = planOf({ kind: 'endEvent', id: 'e', name: '结束', ccRoles: ['finance'], ccUsers: [] });
    expect(end.attrs).toMatchObject({ 'srm:ccRoles': 'finance', 'srm:ccUsers': undefined });
    expect(
      propertiesOf({ $type: 'bpmn:EndEvent', id: 'e', ccRoles: 'finance', ccInitiator: true }),
    ).toMatchObject({ kind: 'endEvent', ccUsers: [], ccRoles: ['finance'], ccInitiator: true });
  });

  it('drops unnamed service params, clears an empty condition or duration', () => {
    expect(
      planOf({
        kind: 'serviceTask',
        id: 's',
        name: '',
        activity: 'notify',
        params: [
          { name: ' template ', value: 'a' },
          { name: '', value: 'b' },
        ],
      }),
    ).toEqual({
      attrs: { name: undefined, 'srm:activity': 'notify' },
      params: [{ name: 'template', value: 'a' }],
    });
    expect(planOf({ kind: 'flow', id: 'f', name: '', condition: '  ' }).condition).toBeNull();
    expect(planOf({ kind: 'timer', id: 'b', name: '', duration: '', action: 'remind' })).toMatchObject({
      duration: null,
      attrs: { 'srm:action': 'remind' },
    });
  });
});

describe('ISO_DURATION', () => {
  it('accepts the durations a timer takes and refuses others', () => {
    for (const ok of ['P1D', 'PT2H', 'P1DT12H', 'PT30M', 'P2W']) expect(ISO_DURATION.test(ok)).toBe(true);
    for (const bad of ['P', 'PT', '1D', 'P1H', 'two days']) expect(ISO_DURATION.test(bad)).toBe(false);
  });
});
