import { describe, expect, it } from 'vitest';
import { purchaseRequisitionXml } from '../fixtures/index.js';
import { processGraphSchema } from '../graph.js';
import { bpmnXml, Driver, flow } from '../test-support.js';
import { parseBpmn } from './index.js';

const S = '<bpmn:startEvent id="s" />';
const E = '<bpmn:endEvent id="e" />';
const T = (id = 't', attrs = 'srm:assignee="u1"') => `<bpmn:userTask id="${id}" name="${id}" ${attrs} />`;
const ok = S + T() + E + flow('f1', 's', 't') + flow('f2', 't', 'e');

async function problemsOf(xml: string) {
  const { graph, problems } = await parseBpmn(xml);
  return {
    graph,
    errors: problems.filter((p) => p.severity === 'error'),
    warnings: problems.filter((p) => p.severity === 'warning'),
  };
}

describe('parseBpmn: the purchase-requisition fixture', () => {
  it('parses without problems into a graph the schema accepts', async () => {
    const { graph, problems } = await parseBpmn(purchaseRequisitionXml());
    expect(problems).toEqual([]);
    expect(processGraphSchema.parse(graph)).toEqual(graph);
    expect(graph!.nodes.financeCountersign).toMatchObject({
      kind: 'userTask',
      assignment: { candidateRoles: ['finance'] },
      multiInstance: { mode: 'all', sequential: false },
    });
    expect(graph!.nodes.leaderApproval).toMatchObject({
      assignment: { deptLeader: true },
      boundary: ['leaderReminder'],
    });
  });

  it.each([
    [50_000, ['leaderApproval', 'markApproved']],
    [100_000, ['leaderApproval', 'financeCountersign', 'markApproved']],
  ])('amount %d: leader%s', async (amount, path) => {
    const { graph } = await parseBpmn(purchaseRequisitionXml());
    const d = new Driver(graph!);
    d.start({ amount }, 'buyer');
    d.send({ type: 'assigneesResolved', activityId: d.activityAt('leaderApproval'), users: ['leader'] });
    d.approve('leaderApproval', 'leader');
    if (path.includes('financeCountersign')) {
      d.send({
        type: 'assigneesResolved',
        activityId: d.activityAt('financeCountersign'),
        users: ['f1', 'f2'],
      });
      d.approve('financeCountersign', 'f1');
      d.approve('financeCountersign', 'f2');
    }
    d.send({ type: 'serviceCompleted', activityId: d.activityAt('markApproved') });
    expect(d.state.outcome).toBe('approved');
    expect(d.completed().filter((n) => graph!.nodes[n]!.kind.endsWith('Task'))).toEqual(path);
  });
});

describe('parseBpmn: one problem per rule', () => {
  it.each([
    ['XML not parseable', '<bpmn:definitions', 'XML_INVALID', undefined, 'BPMN 文件无法解析'],
    ['no executable process', bpmnXml(ok, 'id="p"'), 'NO_EXECUTABLE_PROCESS', undefined, '没有可执行的流程'],
    ['no start event', bpmnXml(T() + E + flow('f2', 't', 'e')), 'NO_START', 'p', '流程没有开始事件'],
    [
      'two plain starts',
      bpmnXml(ok + '<bpmn:startEvent id="s2" name="另一个开始" />' + flow('f3', 's2', 't')),
      'MULTIPLE_START',
      'p',
      '流程有多个开始事件：「s」、「另一个开始」，只能有一个',
    ],
    ['no end event', bpmnXml(S + T() + flow('f1', 's', 't')), 'NO_END', 'p', '流程没有结束事件'],
    [
      'gateway without default and a flow without condition',
      bpmnXml(
        S +
          '<bpmn:exclusiveGateway id="g" name="金额判断" />' +
          T('a') +
          T('b') +
          E +
          flow('f1', 's', 'g') +
          flow('x', 'g', 'a', 'amount > 1') +
          flow('y', 'g', 'b') +
          flow('f2', 'a', 'e') +
          flow('f3', 'b', 'e'),
      ),
      'GATEWAY_NO_DEFAULT',
      'g',
      '排他网关「金额判断」没有默认流，且有出口流缺少条件',
    ],
    [
      'user task without an assignee rule',
      bpmnXml(S + T('t', 'name="审批"') + E + flow('f1', 's', 't') + flow('f2', 't', 'e')),
      'USER_TASK_NO_ASSIGNEE',
      't',
      '用户任务「t」没有处理人规则（处理人、候选人、候选角色或发起人部门负责人）',
    ],
    [
      'unreachable node',
      bpmnXml(ok + T('lost') + flow('f9', 'lost', 'e')),
      'UNREACHABLE',
      'lost',
      '用户任务「lost」无法从开始事件到达',
    ],
    [
      'node that cannot reach an end',
      bpmnXml(ok + T('stuck') + flow('f9', 's', 'stuck')),
      'DEAD_END',
      'stuck',
      '用户任务「stuck」无法到达结束事件',
    ],
    [
      'unsupported element',
      bpmnXml(
        S +
          '<bpmn:subProcess id="sub" name="子流程A" />' +
          E +
          flow('f1', 's', 'sub') +
          flow('f2', 'sub', 'e'),
      ),
      'UNSUPPORTED_ELEMENT',
      'sub',
      '不支持的元素「子流程A」（子流程）',
    ],
    [
      'FEEL condition that does not parse',
      bpmnXml(
        S +
          '<bpmn:exclusiveGateway id="g" default="y" />' +
          T('a') +
          E +
          flow('f1', 's', 'g') +
          flow('x', 'g', 'a', 'amount > (1') +
          flow('y', 'g', 'e') +
          flow('f2', 'a', 'e'),
      ),
      'FEEL_INVALID',
      'x',
      '顺序流「x」的条件「amount > (1」无法解析',
    ],
    [
      'timer with an invalid ISO duration',
      bpmnXml(
        S +
          '<bpmn:intermediateCatchEvent id="w" name="等两天"><bpmn:timerEventDefinition><bpmn:timeDuration>2 days</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>' +
          E +
          flow('f1', 's', 'w') +
          flow('f2', 'w', 'e'),
      ),
      'TIMER_INVALID',
      'w',
      '中间定时事件「等两天」的时间「2 days」不是有效的 ISO 8601 时长（例如 PT2H、P1D）',
    ],
    [
      'call activity without calledElement',
      bpmnXml(
        S + '<bpmn:callActivity id="c" name="子审批" />' + E + flow('f1', 's', 'c') + flow('f2', 'c', 'e'),
      ),
      'CALL_NO_ELEMENT',
      'c',
      '调用活动「子审批」没有指定被调用的流程（calledElement）',
    ],
    [
      'boundary timer on a non-user task',
      bpmnXml(
        S +
          '<bpmn:serviceTask id="svc" srm:activity="notify"><bpmn:extensionElements><srm:param name="title" value="t" /><srm:param name="users" value="u1" /></bpmn:extensionElements></bpmn:serviceTask>' +
          '<bpmn:boundaryEvent id="b" name="超时" attachedToRef="svc"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>' +
          E +
          flow('f1', 's', 'svc') +
          flow('f2', 'svc', 'e') +
          flow('f3', 'b', 'e'),
      ),
      'BOUNDARY_NOT_ON_USER_TASK',
      'b',
      '边界定时事件「超时」只能附加在用户任务上',
    ],
    [
      'service task without an activity',
      bpmnXml(
        S + '<bpmn:serviceTask id="svc" name="通知" />' + E + flow('f1', 's', 'svc') + flow('f2', 'svc', 'e'),
      ),
      'SERVICE_NO_ACTIVITY',
      'svc',
      '服务任务「通知」没有指定要执行的活动',
    ],
    [
      'service task missing a parameter',
      bpmnXml(
        S +
          '<bpmn:serviceTask id="svc" name="回调" srm:activity="webhook" />' +
          E +
          flow('f1', 's', 'svc') +
          flow('f2', 'svc', 'e'),
      ),
      'SERVICE_MISSING_PARAM',
      'svc',
      '服务任务「回调」缺少参数「url」',
    ],
    [
      'notify without anyone to tell',
      bpmnXml(
        S +
          '<bpmn:serviceTask id="svc" name="通知财务" srm:activity="notify"><bpmn:extensionElements><srm:param name="title" value="已审批" /></bpmn:extensionElements></bpmn:serviceTask>' +
          E +
          flow('f1', 's', 'svc') +
          flow('f2', 'svc', 'e'),
      ),
      'SERVICE_MISSING_PARAM',
      'svc',
      '服务任务「通知财务」缺少参数「users」或「roles」',
    ],
    [
      'ratio countersign without a valid ratio',
      bpmnXml(
        S +
          '<bpmn:userTask id="t" name="会签" srm:candidateUsers="a,b"><bpmn:multiInstanceLoopCharacteristics srm:countersign="ratio" srm:ratio="1.5" /></bpmn:userTask>' +
          E +
          flow('f1', 's', 't') +
          flow('f2', 't', 'e'),
      ),
      'INVALID_COUNTERSIGN',
      't',
      '用户任务「会签」按比例会签，通过比例须大于 0 且不大于 1',
    ],
    [
      'interrupting boundary timer without an outgoing flow',
      bpmnXml(
        ok +
          '<bpmn:boundaryEvent id="b" name="超时" attachedToRef="t"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>',
      ),
      'BOUNDARY_NO_OUTGOING',
      'b',
      '边界定时事件「超时」会中断任务，但没有出口流',
    ],
    [
      'message catch without a named message',
      bpmnXml(
        S +
          '<bpmn:intermediateCatchEvent id="m" name="等消息"><bpmn:messageEventDefinition /></bpmn:intermediateCatchEvent>' +
          E +
          flow('f1', 's', 'm') +
          flow('f2', 'm', 'e'),
      ),
      'MESSAGE_NO_NAME',
      'm',
      '消息捕获事件「等消息」没有引用带名称的消息',
    ],
    [
      '抄送人 given but empty on a user task',
      bpmnXml(
        S + T('t', 'srm:assignee="u1" srm:ccUsers=" , "') + E + flow('f1', 's', 't') + flow('f2', 't', 'e'),
      ),
      'INVALID_ATTRIBUTE',
      't',
      '用户任务「t」的抄送人为空',
    ],
    [
      '抄送角色 given but empty on an end event',
      bpmnXml(
        S +
          T() +
          '<bpmn:endEvent id="e" name="完成" srm:ccRoles="" />' +
          flow('f1', 's', 't') +
          flow('f2', 't', 'e'),
      ),
      'INVALID_ATTRIBUTE',
      'e',
      '结束事件「完成」的抄送角色为空',
    ],
  ])('%s', async (_, xml, code, elementId, message) => {
    const { graph, errors } = await problemsOf(xml);
    expect(graph).toBeUndefined();
    const problem = errors.find((p) => p.code === code);
    expect(problem, JSON.stringify(errors)).toBeDefined();
    expect(problem!.elementId).toBe(elementId);
    expect(problem!.message).toContain(message);
  });

  it('a valid document has no problems and gives a graph', async () => {
    const { graph, errors, warnings } = await problemsOf(bpmnXml(ok));
    expect([errors, warnings]).toEqual([[], []]);
    expect(graph!.startNodeId).toBe('s');
  });

  it('抄送 on a user task and an end event reaches the graph (lists trimmed, duplicates dropped)', async () => {
    const { graph, errors } = await problemsOf(
      bpmnXml(
        S +
          T('t', 'srm:assignee="u1" srm:ccUsers="u8, u9,u8" srm:ccInitiator="true"') +
          '<bpmn:endEvent id="e" srm:ccRoles="caiwu" />' +
          flow('f1', 's', 't') +
          flow('f2', 't', 'e'),
      ),
    );
    expect(errors).toEqual([]);
    expect(graph!.nodes['t']).toMatchObject({ cc: { users: ['u8', 'u9'], roles: [], initiator: true } });
    expect(graph!.nodes['e']).toMatchObject({ cc: { users: [], roles: ['caiwu'], initiator: false } });
    expect(graph!.nodes['s']).not.toHaveProperty('cc');
  });

  it('抄送 on an element that cannot copy is a warning naming it', async () => {
    const { graph, warnings } = await problemsOf(
      bpmnXml(
        S +
          '<bpmn:serviceTask id="svc" name="回调" srm:activity="webhook" srm:ccUsers="u1"><bpmn:extensionElements><srm:param name="url" value="http://x" /></bpmn:extensionElements></bpmn:serviceTask>' +
          E +
          flow('f1', 's', 'svc') +
          flow('f2', 'svc', 'e'),
      ),
    );
    expect(graph).toBeDefined();
    expect(warnings).toContainEqual(
      expect.objectContaining({
        code: 'INVALID_ATTRIBUTE',
        elementId: 'svc',
        message: '服务任务「回调」不支持抄送，抄送不会发出：只有用户任务和结束事件可以抄送',
      }),
    );
  });

  it('a condition on a flow out of a task is a warning, not an error', async () => {
    const { graph, warnings } = await problemsOf(
      bpmnXml(S + T() + E + flow('f1', 's', 't') + flow('f2', 't', 'e', 'x > 1')),
    );
    expect(graph).toBeDefined();
    expect(warnings.map((w) => w.code)).toEqual(['CONDITION_IGNORED']);
  });
});
