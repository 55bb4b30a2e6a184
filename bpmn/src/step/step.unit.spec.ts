import { describe, expect, it } from 'vitest';
import { Driver, effectTypes, flow, graphOf, T0 } from '../test-support.js';

const S = '<bpmn:startEvent id="s" name="开始" />';
const E = '<bpmn:endEvent id="e" name="结束" />';
const ut = (id: string, attrs: string, inner = '') =>
  `<bpmn:userTask id="${id}" name="${id}" ${attrs}>${inner}</bpmn:userTask>`;
const HOUR = 3_600_000;

/** start -> one user task -> end. */
async function single(attrs: string, inner = '') {
  return new Driver(
    await graphOf(S + ut('t', attrs, inner) + E + flow('f1', 's', 't') + flow('f2', 't', 'e')),
  );
}

describe('start and end events', () => {
  it('runs straight through to an end and reports approved once', async () => {
    const d = new Driver(await graphOf(S + E + flow('f1', 's', 'e')));
    expect(d.start()).toEqual([{ type: 'processEnded', outcome: 'approved' }]);
    expect(d.state).toMatchObject({ status: 'ended', outcome: 'approved', tokens: [] });
  });

  it('an end event marked rejected ends the process as rejected', async () => {
    const d = new Driver(
      await graphOf(S + '<bpmn:endEvent id="e" srm:outcome="rejected" />' + flow('f1', 's', 'e')),
    );
    d.start();
    expect(d.state.outcome).toBe('rejected');
  });

  it('a terminate end stops the other branches, cancelling their tasks', async () => {
    const d = new Driver(
      await graphOf(
        S +
          '<bpmn:parallelGateway id="fork" />' +
          ut('t', 'srm:assignee="u1"') +
          '<bpmn:endEvent id="kill"><bpmn:terminateEventDefinition /></bpmn:endEvent>' +
          E +
          flow('f1', 's', 'fork') +
          flow('f2', 'fork', 't') +
          flow('f3', 'fork', 'kill') +
          flow('f4', 't', 'e'),
      ),
    );
    const effects = d.start();
    expect(effectTypes(effects)).toEqual(['createTask', 'cancelTask', 'processEnded']);
    expect(d.state.outcome).toBe('terminated');
    expect(d.openTasks()).toEqual([]);
  });

  it('refuses a second start, and anything before the start', async () => {
    const d = await single('srm:assignee="u1"');
    expect(d.refused({ type: 'cancel', actor: 'admin' }).code).toBe('NotStarted');
    d.start();
    expect(d.refused({ type: 'start', instanceId: 'x', initiator: 'u' }).code).toBe('AlreadyStarted');
  });

  it('refuses malformed input with a Chinese message and no change', async () => {
    const d = await single('srm:assignee="u1"');
    d.start();
    const error = d.refused({ type: 'completeTask', taskId: 'x', actor: '', decision: 'approve' });
    expect(error.code).toBe('InvalidInput');
    expect(error.message).toContain('输入不合法');
  });
});

describe('user task assignment rules', () => {
  it.each([
    ['a literal assignee', 'srm:assignee="u1"', {}, 'u1', ['u1']],
    ['a FEEL assignee over the variables', 'srm:assignee="=buyer"', { buyer: 'u7' }, 'u7', ['u7']],
    ['the initiator by FEEL', 'srm:assignee="=initiator"', {}, 'u-init', ['u-init']],
    ['candidate users (claim needed)', 'srm:candidateUsers="u1, u2"', {}, undefined, ['u1', 'u2']],
  ])('%s', async (_, attrs, variables, assignee, candidates) => {
    const d = await single(attrs);
    const [effect] = d.start(variables);
    expect(effect).toMatchObject({ type: 'createTask', task: { nodeId: 't', name: 't', candidates } });
    expect(d.openTasks()[0]!.assignee).toBe(assignee);
  });

  it('candidate roles and the department leader are resolved by the workflow, then the task is created', async () => {
    const d = await single('srm:candidateRoles="finance,audit" srm:deptLeader="true"');
    const [effect] = d.start();
    expect(effect).toEqual({
      type: 'resolveAssignees',
      activityId: d.activityAt('t'),
      nodeId: 't',
      candidateRoles: ['finance', 'audit'],
      deptLeaderOf: 'u-init',
    });
    expect(d.openTasks()).toEqual([]);
    d.send({ type: 'assigneesResolved', activityId: d.activityAt('t'), users: ['f1'] });
    expect(d.task('t').assignee).toBe('f1');
  });

  it('no users found is an incident; resolving again later creates the task', async () => {
    const d = await single('srm:deptLeader="true"');
    d.start();
    const activityId = d.activityAt('t');
    expect(d.send({ type: 'assigneesResolved', activityId, users: [] })).toEqual([
      { type: 'incident', nodeId: 't', message: '用户任务「t」没有找到处理人' },
    ]);
    d.send({ type: 'assigneesResolved', activityId, users: ['boss'] });
    expect(d.state.incidents).toEqual([]);
    expect(d.task('t').assignee).toBe('boss');
  });

  it('only the assignee completes; a done task cannot be completed again', async () => {
    const d = await single('srm:assignee="u1"');
    d.start();
    const taskId = d.task('t').id;
    expect(d.refused({ type: 'completeTask', taskId, actor: 'u2', decision: 'approve' })).toEqual({
      code: 'NotYourTask',
      message: '这不是您的任务',
    });
    expect(d.refused({ type: 'completeTask', taskId: 'nope', actor: 'u1', decision: 'approve' }).code).toBe(
      'TaskNotFound',
    );
    d.send({
      type: 'completeTask',
      taskId,
      actor: 'u1',
      decision: 'approve',
      comment: '同意',
      variables: { note: 'ok' },
    });
    expect(d.state).toMatchObject({
      status: 'ended',
      outcome: 'approved',
      variables: { note: 'ok', approved: true },
    });
    expect(d.state.tasks[taskId]).toMatchObject({
      status: 'completed',
      decision: 'approve',
      actor: 'u1',
      comment: '同意',
    });
    expect(d.refused({ type: 'completeTask', taskId, actor: 'u1', decision: 'approve' }).code).toBe(
      'ProcessEnded',
    );
  });

  it('a rejection ends the process as rejected, unless the task routes rejections onwards', async () => {
    const ends = await single('srm:assignee="u1"');
    ends.start();
    ends.reject('t', 'u1');
    expect(ends.state.outcome).toBe('rejected');

    const routed = new Driver(
      await graphOf(
        S +
          ut('t', 'srm:assignee="u1" srm:onReject="continue"') +
          '<bpmn:exclusiveGateway id="g" default="ok" />' +
          ut('fix', 'srm:assignee="=initiator"') +
          E +
          flow('f1', 's', 't') +
          flow('f2', 't', 'g') +
          flow('no', 'g', 'fix', 'approved = false') +
          flow('ok', 'g', 'e') +
          flow('f3', 'fix', 'e'),
      ),
    );
    routed.start();
    routed.reject('t', 'u1');
    expect(routed.task('fix').assignee).toBe('u-init');
  });
});

describe('multi-instance countersign', () => {
  const mi = (attrs: string) =>
    single('srm:candidateUsers="a,b,c,d"', `<bpmn:multiInstanceLoopCharacteristics ${attrs} />`);

  it('all: one task per user, completes when everyone approved', async () => {
    const d = await mi('srm:countersign="all"');
    d.start();
    expect(d.openTasks().map((t) => t.assignee)).toEqual(['a', 'b', 'c', 'd']);
    for (const u of ['a', 'b', 'c']) d.approve('t', u);
    expect(d.state.status).toBe('running');
    d.approve('t', 'd');
    expect(d.state.outcome).toBe('approved');
  });

  it('all: one rejection decides and cancels the other tasks', async () => {
    const d = await mi('srm:countersign="all"');
    d.start();
    d.approve('t', 'a');
    const effects = d.reject('t', 'b');
    expect(effects.filter((e) => e.type === 'cancelTask')).toHaveLength(2);
    expect(d.state.outcome).toBe('rejected');
  });

  it.each([
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const)('any (或签): the first decision (%s) decides', async (decision, outcome) => {
    const d = await mi('srm:countersign="any"');
    d.start();
    d.send({ type: 'completeTask', taskId: d.task('t', 'c').id, actor: 'c', decision });
    expect(d.state.outcome).toBe(outcome);
    expect(d.openTasks()).toEqual([]);
  });

  it('ratio: completes once the share of approvals is reached', async () => {
    const d = await mi('srm:countersign="ratio" srm:ratio="0.5"');
    d.start();
    d.reject('t', 'a');
    d.approve('t', 'b');
    expect(d.state.status).toBe('running');
    d.approve('t', 'c');
    expect(d.state.outcome).toBe('approved');
  });

  it('ratio: rejects as soon as the share can no longer be reached', async () => {
    const d = await mi('srm:countersign="ratio" srm:ratio="0.75"');
    d.start();
    d.reject('t', 'a');
    expect(d.state.status).toBe('running');
    d.reject('t', 'b');
    expect(d.state.outcome).toBe('rejected');
  });

  it('sequential: one user at a time, in order', async () => {
    const d = await mi('isSequential="true"');
    d.start();
    expect(d.openTasks().map((t) => t.assignee)).toEqual(['a']);
    d.approve('t', 'a');
    expect(d.openTasks().map((t) => t.assignee)).toEqual(['b']);
  });

  it('a FEEL collection gives the signers', async () => {
    const d = new Driver(
      await graphOf(
        S +
          ut('t', '', '<bpmn:multiInstanceLoopCharacteristics srm:collection="signers" />') +
          E +
          flow('f1', 's', 't') +
          flow('f2', 't', 'e'),
      ),
    );
    d.start({ signers: ['x', 'y'] });
    expect(d.openTasks().map((t) => t.assignee)).toEqual(['x', 'y']);
  });
});

describe('service tasks', () => {
  const service = `<bpmn:serviceTask id="svc" name="置为已审批" srm:activity="setDocumentStatus">
    <bpmn:extensionElements><srm:param name="status" value="approved" /><srm:param name="amount" value="=amount * 2" /></bpmn:extensionElements>
  </bpmn:serviceTask>`;

  it('asks the workflow to run the named activity with evaluated parameters, and waits for it', async () => {
    const d = new Driver(await graphOf(S + service + E + flow('f1', 's', 'svc') + flow('f2', 'svc', 'e')));
    const [effect] = d.start({ amount: 21 });
    expect(effect).toEqual({
      type: 'runService',
      activityId: d.activityAt('svc'),
      nodeId: 'svc',
      activity: 'setDocumentStatus',
      params: { status: 'approved', amount: 42 },
    });
    const activityId = d.activityAt('svc');
    d.send({ type: 'serviceFailed', activityId, error: 'timeout' });
    expect(d.state.incidents).toMatchObject([
      { nodeId: 'svc', message: '服务任务「置为已审批」执行失败：timeout' },
    ]);
    d.send({ type: 'serviceCompleted', activityId, variables: { documentStatus: 'approved' } });
    expect(d.state).toMatchObject({
      status: 'ended',
      incidents: [],
      variables: { documentStatus: 'approved' },
    });
    expect(d.refused({ type: 'serviceCompleted', activityId }).code).toBe('ProcessEnded');
  });
});

describe('exclusive gateway', () => {
  const body = (withDefault: boolean) =>
    S +
    `<bpmn:exclusiveGateway id="g" name="金额判断" ${withDefault ? 'default="low"' : ''} />` +
    ut('big', 'srm:assignee="cfo"') +
    ut('mid', 'srm:assignee="mgr"') +
    ut('small', 'srm:assignee="lead"') +
    E +
    flow('f1', 's', 'g') +
    flow('high', 'g', 'big', '=amount >= 100000') +
    flow('medium', 'g', 'mid', 'amount >= 10000') +
    (withDefault ? flow('low', 'g', 'small') : flow('low', 'g', 'small', 'amount < 10000')) +
    flow('a', 'big', 'e') +
    flow('b', 'mid', 'e') +
    flow('c', 'small', 'e');

  it.each([
    [500000, 'big'],
    [50000, 'mid'],
    [500, 'small'],
  ])('amount %d takes the first true condition in order -> %s', async (amount, node) => {
    const d = new Driver(await graphOf(body(true)));
    d.start({ amount });
    expect(d.openTasks().map((t) => t.nodeId)).toEqual([node]);
  });

  it('no condition true and no default is an incident naming the gateway', async () => {
    const d = new Driver(await graphOf(body(false)));
    const effects = d.start({});
    expect(effects).toEqual([
      { type: 'incident', nodeId: 'g', message: '排他网关「金额判断」没有满足条件的出口流，也没有默认流' },
    ]);
    expect(d.state.status).toBe('running');
  });
});

describe('parallel gateway', () => {
  it('forks to every branch and joins exactly once when all arrived', async () => {
    const d = new Driver(
      await graphOf(
        S +
          '<bpmn:parallelGateway id="fork" /><bpmn:parallelGateway id="join" />' +
          ut('a', 'srm:assignee="ua"') +
          ut('b', 'srm:assignee="ub"') +
          ut('after', 'srm:assignee="uc"') +
          E +
          flow('f1', 's', 'fork') +
          flow('fa', 'fork', 'a') +
          flow('fb', 'fork', 'b') +
          flow('ja', 'a', 'join') +
          flow('jb', 'b', 'join') +
          flow('f2', 'join', 'after') +
          flow('f3', 'after', 'e'),
      ),
    );
    d.start();
    expect(d.openTasks().map((t) => t.nodeId)).toEqual(['a', 'b']);
    d.approve('a', 'ua');
    expect(d.openTasks().map((t) => t.nodeId)).toEqual(['b']);
    expect(d.state.tokens.filter((t) => t.nodeId === 'join')).toHaveLength(1);
    d.approve('b', 'ub');
    expect(d.openTasks().map((t) => t.nodeId)).toEqual(['after']);
    expect(d.completed().filter((n) => n === 'join')).toHaveLength(1);
    expect(d.state.tokens).toHaveLength(1);
  });
});

describe('inclusive gateway', () => {
  const body =
    S +
    '<bpmn:inclusiveGateway id="fork" default="none" /><bpmn:inclusiveGateway id="join" />' +
    ut('legal', 'srm:assignee="ul"') +
    ut('tech', 'srm:assignee="ut"') +
    ut('fin', 'srm:assignee="uf"') +
    E +
    flow('f1', 's', 'fork') +
    flow('toLegal', 'fork', 'legal', 'needsLegal') +
    flow('toTech', 'fork', 'tech', 'needsTech') +
    flow('none', 'fork', 'fin') +
    flow('j1', 'legal', 'join') +
    flow('j2', 'tech', 'join') +
    flow('j3', 'fin', 'join') +
    flow('f2', 'join', 'e');

  it('takes every branch whose condition holds and joins when those have arrived', async () => {
    const d = new Driver(await graphOf(body));
    d.start({ needsLegal: true, needsTech: true });
    expect(d.openTasks().map((t) => t.nodeId)).toEqual(['legal', 'tech']);
    d.approve('tech', 'ut');
    expect(d.state.status).toBe('running');
    d.approve('legal', 'ul');
    expect(d.state.outcome).toBe('approved');
    expect(d.completed().filter((n) => n === 'join')).toHaveLength(1);
  });

  it('one branch taken: the join does not wait for the others', async () => {
    const d = new Driver(await graphOf(body));
    d.start({ needsLegal: false, needsTech: true });
    d.approve('tech', 'ut');
    expect(d.state.outcome).toBe('approved');
  });

  it('no condition holds: the default flow', async () => {
    const d = new Driver(await graphOf(body));
    d.start({ needsLegal: false, needsTech: false });
    expect(d.openTasks().map((t) => t.nodeId)).toEqual(['fin']);
  });
});

describe('intermediate timer', () => {
  it('starts a timer at now + duration and continues when it fires; a stale timer is refused', async () => {
    const d = new Driver(
      await graphOf(
        S +
          '<bpmn:intermediateCatchEvent id="wait"><bpmn:timerEventDefinition><bpmn:timeDuration>PT2H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>' +
          E +
          flow('f1', 's', 'wait') +
          flow('f2', 'wait', 'e'),
      ),
    );
    const [effect] = d.start();
    expect(effect).toMatchObject({ type: 'startTimer', nodeId: 'wait', dueAt: T0 + 2 * HOUR });
    const timerId = (effect as { timerId: string }).timerId;
    expect(d.refused({ type: 'timerFired', timerId: 'other' }).code).toBe('TimerNotActive');
    d.send({ type: 'timerFired', timerId });
    expect(d.state.outcome).toBe('approved');
  });

  it('a date timer fires at that date', async () => {
    const d = new Driver(
      await graphOf(
        S +
          '<bpmn:intermediateCatchEvent id="wait"><bpmn:timerEventDefinition><bpmn:timeDate>2026-02-01T00:00:00Z</bpmn:timeDate></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>' +
          E +
          flow('f1', 's', 'wait') +
          flow('f2', 'wait', 'e'),
      ),
    );
    expect(d.start()[0]).toMatchObject({ dueAt: Date.UTC(2026, 1, 1) });
  });
});

describe('boundary timers on user tasks', () => {
  const timer = (attrs: string, def = '<bpmn:timeDuration>P1D</bpmn:timeDuration>') =>
    `<bpmn:boundaryEvent id="bt" name="超时" attachedToRef="t" ${attrs}><bpmn:timerEventDefinition>${def}</bpmn:timerEventDefinition></bpmn:boundaryEvent>`;
  const withTimer = async (attrs: string, extra = '', def?: string) =>
    new Driver(
      await graphOf(
        S +
          ut('t', 'srm:assignee="u1"') +
          timer(attrs, def) +
          E +
          extra +
          flow('f1', 's', 't') +
          flow('f2', 't', 'e'),
      ),
    );
  const timerId = (d: Driver) => Object.keys(d.state.timers)[0]!;

  it('remind (non-interrupting cycle): reminds the assignee each time, three times, task stays open', async () => {
    const d = await withTimer(
      'cancelActivity="false" srm:action="remind"',
      '',
      '<bpmn:timeCycle>R3/PT4H</bpmn:timeCycle>',
    );
    d.start();
    const id = timerId(d);
    for (let i = 1; i <= 3; i += 1) {
      const effects = d.send({ type: 'timerFired', timerId: id });
      expect(effects[effects.length - 1]).toMatchObject({
        type: 'remind',
        nodeId: 't',
        tasks: [{ assignee: 'u1' }],
      });
      if (i < 3)
        expect(effects[0]).toMatchObject({ type: 'startTimer', timerId: id, dueAt: T0 + (i + 1) * 4 * HOUR });
    }
    expect(d.refused({ type: 'timerFired', timerId: id }).code).toBe('TimerNotActive');
    expect(d.openTasks()).toHaveLength(1);
  });

  it('escalate (non-interrupting): asks the workflow to find the manager, who then gets the task', async () => {
    const d = await withTimer('cancelActivity="false" srm:action="escalate"');
    d.start();
    const effects = d.send({ type: 'timerFired', timerId: timerId(d) });
    expect(effects).toMatchObject([{ type: 'escalate', nodeId: 't', tasks: [{ assignee: 'u1' }] }]);
    const taskId = d.task('t').id;
    d.send({ type: 'reassignTask', taskId, to: 'manager', reason: '超时升级' });
    expect(d.state.tasks[taskId]).toMatchObject({ assignee: 'manager', previousAssignees: ['u1'] });
  });

  it('autoApprove: approves the open task as the engine and continues along the task', async () => {
    const d = await withTimer('srm:action="autoApprove"');
    d.start();
    const taskId = d.task('t').id;
    const effects = d.send({ type: 'timerFired', timerId: timerId(d) });
    expect(effectTypes(effects)).toEqual(['autoApproveTask', 'processEnded']);
    expect(d.state.tasks[taskId]).toMatchObject({
      status: 'completed',
      actor: 'system',
      comment: '超时自动通过',
    });
    expect(d.state.outcome).toBe('approved');
  });

  it('interrupting without an action: cancels the task and leaves along the timer flow', async () => {
    const d = await withTimer(
      '',
      ut('late', 'srm:assignee="boss"') + flow('f3', 'bt', 'late') + flow('f4', 'late', 'e'),
    );
    d.start();
    const effects = d.send({ type: 'timerFired', timerId: timerId(d) });
    expect(effectTypes(effects)).toEqual(['cancelTask', 'createTask']);
    expect(d.openTasks().map((t) => t.nodeId)).toEqual(['late']);
  });

  it('completing the task cancels its timers', async () => {
    const d = await withTimer('cancelActivity="false" srm:action="remind"');
    d.start();
    const effects = d.approve('t', 'u1');
    expect(effectTypes(effects)).toEqual(['cancelTimer', 'processEnded']);
    expect(d.state.timers).toEqual({});
  });
});

describe('call activity', () => {
  const body = (attrs = '') =>
    S +
    `<bpmn:callActivity id="call" name="合同审批" calledElement="contractApproval" ${attrs} />` +
    E +
    flow('f1', 's', 'call') +
    flow('f2', 'call', 'e');

  it('starts the child with the variables and continues when it ends approved', async () => {
    const d = new Driver(await graphOf(body()));
    const [effect] = d.start({ amount: 5 });
    expect(effect).toEqual({
      type: 'startChild',
      activityId: d.activityAt('call'),
      nodeId: 'call',
      calledElement: 'contractApproval',
      variables: { amount: 5, initiator: 'u-init' },
    });
    d.send({
      type: 'childEnded',
      activityId: d.activityAt('call'),
      outcome: 'approved',
      variables: { contractNo: 'C1' },
    });
    expect(d.state).toMatchObject({ outcome: 'approved', variables: { contractNo: 'C1' } });
  });

  it('a rejected child rejects the parent; cancelling the parent cancels the child', async () => {
    const d = new Driver(await graphOf(body()));
    d.start();
    d.send({ type: 'childEnded', activityId: d.activityAt('call'), outcome: 'rejected' });
    expect(d.state.outcome).toBe('rejected');

    const c = new Driver(await graphOf(body()));
    c.start();
    const activityId = c.activityAt('call');
    expect(c.send({ type: 'cancel', actor: 'admin' })).toEqual([
      { type: 'cancelChild', activityId },
      { type: 'processEnded', outcome: 'cancelled' },
    ]);
  });
});

describe('message catch', () => {
  it('waits for the named document event and continues with its variables', async () => {
    const d = new Driver(
      await graphOf(
        S +
          '<bpmn:intermediateCatchEvent id="m" name="等待单据更新"><bpmn:messageEventDefinition messageRef="msg_1" /></bpmn:intermediateCatchEvent>' +
          E +
          flow('f1', 's', 'm') +
          flow('f2', 'm', 'e'),
      ),
    );
    d.start();
    expect(d.refused({ type: 'messageReceived', message: 'document.deleted' })).toEqual({
      code: 'NoWaitingMessage',
      message: '没有节点在等待该消息',
    });
    d.send({ type: 'messageReceived', message: 'document.updated', variables: { version: 2 } });
    expect(d.state).toMatchObject({ outcome: 'approved', variables: { version: 2 } });
  });
});

describe('task operations', () => {
  const two = async () =>
    new Driver(
      await graphOf(
        S +
          ut('first', 'srm:assignee="u1"') +
          ut('second', 'srm:candidateUsers="u2,u3"') +
          E +
          flow('f1', 's', 'first') +
          flow('f2', 'first', 'second') +
          flow('f3', 'second', 'e'),
      ),
    );

  it('claim: a candidate takes the task; others are then refused', async () => {
    const d = await two();
    d.start();
    d.approve('first', 'u1');
    const taskId = d.task('second').id;
    expect(d.refused({ type: 'claimTask', taskId, actor: 'u9' }).code).toBe('NotYourTask');
    expect(d.send({ type: 'claimTask', taskId, actor: 'u2' })).toEqual([
      { type: 'reassignTask', taskId, assignee: 'u2' },
    ]);
    expect(d.refused({ type: 'claimTask', taskId, actor: 'u3' })).toEqual({
      code: 'TaskClaimed',
      message: '任务已被他人签收',
    });
    expect(d.refused({ type: 'completeTask', taskId, actor: 'u3', decision: 'approve' }).code).toBe(
      'NotYourTask',
    );
  });

  it('delegate (转办): the new assignee completes, the old one no longer can', async () => {
    const d = await two();
    d.start();
    const taskId = d.task('first').id;
    expect(d.refused({ type: 'delegateTask', taskId, actor: 'u2', to: 'u5' }).code).toBe('NotYourTask');
    expect(d.refused({ type: 'delegateTask', taskId, actor: 'u1', to: 'u1' }).code).toBe('SameAssignee');
    d.send({ type: 'delegateTask', taskId, actor: 'u1', to: 'u5', comment: '出差' });
    expect(d.refused({ type: 'completeTask', taskId, actor: 'u1', decision: 'approve' }).code).toBe(
      'NotYourTask',
    );
    d.approve('first', 'u5');
    expect(d.openTasks().map((t) => t.nodeId)).toEqual(['second']);
  });

  it('add signer (加签): both must approve before the process moves on', async () => {
    const d = await two();
    d.start();
    const taskId = d.task('first').id;
    const [effect] = d.send({ type: 'addSigner', taskId, actor: 'u1', signer: 'u8' });
    expect(effect).toMatchObject({ type: 'createTask', task: { nodeId: 'first', assignee: 'u8' } });
    expect(d.refused({ type: 'addSigner', taskId, actor: 'u1', signer: 'u8' }).code).toBe('AlreadySigner');
    d.approve('first', 'u1');
    expect(d.openTasks().map((t) => t.assignee)).toEqual(['u8']);
    d.approve('first', 'u8');
    expect(d.openTasks().map((t) => t.nodeId)).toEqual(['second']);
  });

  it('return (驳回) to an earlier task recreates it; a node not yet passed is refused', async () => {
    const d = await two();
    d.start();
    d.approve('first', 'u1');
    const taskId = d.task('second').id;
    expect(d.refused({ type: 'returnTask', taskId, actor: 'u2', target: 'second' }).code).toBe(
      'InvalidReturnTarget',
    );
    expect(d.refused({ type: 'returnTask', taskId, actor: 'u2', target: 'e' }).message).toBe(
      '只能驳回到已经处理过的用户任务或发起人',
    );
    d.send({ type: 'returnTask', taskId, actor: 'u2', target: 'first', comment: '金额不对' });
    expect(d.openTasks().map((t) => [t.nodeId, t.assignee])).toEqual([['first', 'u1']]);
    expect(d.state.tasks[taskId]).toMatchObject({
      status: 'completed',
      decision: 'reject',
      comment: '金额不对',
    });
  });

  it('return to the initiator: the initiator resubmits and the process runs again from the start', async () => {
    const d = await two();
    d.start();
    d.send({ type: 'returnTask', taskId: d.task('first').id, actor: 'u1', target: 'start' });
    expect(d.openTasks().map((t) => [t.nodeId, t.name, t.assignee])).toEqual([['s', '重新提交', 'u-init']]);
    d.approve('s', 'u-init', { amount: 10 });
    expect(d.openTasks().map((t) => t.nodeId)).toEqual(['first']);
  });

  it('withdraw (撤回): only the initiator, and it ends the process as withdrawn', async () => {
    const d = await two();
    d.start();
    expect(d.refused({ type: 'withdraw', actor: 'u1' })).toEqual({
      code: 'NotInitiator',
      message: '只有发起人可以撤回',
    });
    const effects = d.send({ type: 'withdraw', actor: 'u-init' });
    expect(effectTypes(effects)).toEqual(['cancelTask', 'processEnded']);
    expect(effects[0]).toMatchObject({ reason: '发起人已撤回' });
    expect(d.state.outcome).toBe('withdrawn');
    expect(d.refused({ type: 'withdraw', actor: 'u-init' }).code).toBe('ProcessEnded');
  });

  it('cancel: ends as cancelled and refuses further work on the old tasks', async () => {
    const d = await two();
    d.start();
    const taskId = d.task('first').id;
    d.send({ type: 'cancel', actor: 'admin', comment: '重复提交' });
    expect(d.state.tasks[taskId]!.status).toBe('cancelled');
    expect(d.refused({ type: 'completeTask', taskId, actor: 'u1', decision: 'approve' })).toEqual({
      code: 'ProcessEnded',
      message: '流程已结束',
    });
  });
});

describe('determinism', () => {
  it('the same inputs give the same state and effects', async () => {
    const run = async () => {
      const d = new Driver(
        await graphOf(
          S +
            ut('t', 'srm:candidateUsers="a,b"', '<bpmn:multiInstanceLoopCharacteristics />') +
            E +
            flow('f1', 's', 't') +
            flow('f2', 't', 'e'),
        ),
      );
      d.start({ x: 1 });
      d.approve('t', 'b');
      return JSON.stringify([d.state, d.effects]);
    };
    expect(await run()).toBe(await run());
  });
});

describe('more rules', () => {
  it('a timer may be FEEL over the variables (a due date on the document)', async () => {
    const d = new Driver(
      await graphOf(
        S +
          '<bpmn:intermediateCatchEvent id="wait"><bpmn:timerEventDefinition><bpmn:timeDate>=dueDate</bpmn:timeDate></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>' +
          E +
          flow('f1', 's', 'wait') +
          flow('f2', 'wait', 'e'),
      ),
    );
    expect(d.start({ dueDate: '2026-03-01T08:00:00Z' })[0]).toMatchObject({ dueAt: Date.UTC(2026, 2, 1, 8) });
  });

  it('加签 on a sequential countersign queues the signer after the others', async () => {
    const d = await single(
      'srm:candidateUsers="a,b"',
      '<bpmn:multiInstanceLoopCharacteristics isSequential="true" />',
    );
    d.start();
    expect(d.send({ type: 'addSigner', taskId: d.task('t', 'a').id, actor: 'a', signer: 'z' })).toEqual([]);
    d.approve('t', 'a');
    d.approve('t', 'b');
    expect(d.openTasks().map((t) => t.assignee)).toEqual(['z']);
    d.approve('t', 'z');
    expect(d.state.outcome).toBe('approved');
  });

  it('a claimed task is completed by the claimer; 驳回 by someone else is refused', async () => {
    const d = await single('srm:candidateUsers="a,b"');
    d.start();
    const taskId = d.task('t').id;
    d.send({ type: 'claimTask', taskId, actor: 'b' });
    expect(d.refused({ type: 'returnTask', taskId, actor: 'a', target: 'start' }).code).toBe('NotYourTask');
    expect(d.refused({ type: 'claimTask', taskId, actor: 'b' }).message).toBe('您已签收该任务');
    d.approve('t', 'b');
    expect(d.state.outcome).toBe('approved');
  });

  it('the initiator giving up a returned submission ends it as withdrawn', async () => {
    const d = await single('srm:assignee="u1"');
    d.start();
    d.send({ type: 'returnTask', taskId: d.task('t').id, actor: 'u1', target: 'start' });
    d.reject('s', 'u-init');
    expect(d.state.outcome).toBe('withdrawn');
  });

  it('a cancelled process cancels its pending timers', async () => {
    const d = new Driver(
      await graphOf(
        S +
          ut('t', 'srm:assignee="u1"') +
          '<bpmn:boundaryEvent id="bt" attachedToRef="t" cancelActivity="false" srm:action="remind"><bpmn:timerEventDefinition><bpmn:timeDuration>P1D</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>' +
          E +
          flow('f1', 's', 't') +
          flow('f2', 't', 'e'),
      ),
    );
    d.start();
    expect(effectTypes(d.send({ type: 'cancel', actor: 'admin' }))).toEqual([
      'cancelTask',
      'cancelTimer',
      'processEnded',
    ]);
  });
});

describe('驳回 and parallel branches', () => {
  const body =
    S +
    ut('before', 'srm:assignee="u0"') +
    '<bpmn:parallelGateway id="fork" /><bpmn:parallelGateway id="join" />' +
    ut('a', 'srm:assignee="ua"') +
    ut('b', 'srm:assignee="ub"') +
    ut('c', 'srm:assignee="uc"') +
    E +
    flow('f0', 's', 'before') +
    flow('f1', 'before', 'fork') +
    flow('fa', 'fork', 'a') +
    flow('fb', 'fork', 'b') +
    flow('ja', 'a', 'join') +
    flow('jb', 'b', 'join') +
    flow('f2', 'join', 'c') +
    flow('f3', 'c', 'e');

  it('refuses a return into one parallel branch (its join would wait forever); before the fork is fine', async () => {
    const d = new Driver(await graphOf(body));
    d.start();
    d.approve('before', 'u0');
    d.approve('a', 'ua');
    d.approve('b', 'ub');
    const taskId = d.task('c').id;
    expect(d.refused({ type: 'returnTask', taskId, actor: 'uc', target: 'a' }).message).toContain(
      '不能驳回到并行分支中的节点',
    );
    d.send({ type: 'returnTask', taskId, actor: 'uc', target: 'before' });
    d.approve('before', 'u0');
    expect(d.openTasks().map((t) => t.nodeId)).toEqual(['a', 'b']);
  });
});

describe('抄送 (carbon copy)', () => {
  const cc = (effects: { type: string }[]) => effects.filter((e) => e.type === 'carbonCopy');
  /** start -> t (with `attrs`) -> end (with `endAttrs`). */
  const copied = async (attrs: string, endAttrs = '', inner = '') =>
    new Driver(
      await graphOf(
        S +
          ut('t', attrs, inner) +
          `<bpmn:endEvent id="e" name="结束" ${endAttrs} />` +
          flow('f1', 's', 't') +
          flow('f2', 't', 'e'),
      ),
    );

  it.each([
    ['users of an approved task', 'srm:ccUsers="u8, u9, u8"', { users: ['u8', 'u9'], roles: [] }],
    ['roles, left to the workflow', 'srm:ccRoles="caiwu"', { users: [], roles: ['caiwu'] }],
    ['the initiator when asked', 'srm:ccInitiator="true"', { users: ['u-init'], roles: [] }],
  ])('copies %s once the task is approved, before the process moves on', async (_, attrs, expected) => {
    const d = await copied(`srm:assignee="u1" ${attrs}`);
    expect(cc(d.start())).toEqual([]);
    const effects = d.approve('t', 'u1');
    expect(cc(effects)).toEqual([{ type: 'carbonCopy', nodeId: 't', name: 't', ...expected }]);
    expect(effectTypes(effects).indexOf('carbonCopy')).toBeLessThan(
      effectTypes(effects).indexOf('processEnded'),
    );
  });

  it('a rejected task copies nobody, even when rejections continue', async () => {
    for (const onReject of ['end', 'continue']) {
      const d = await copied(`srm:assignee="u1" srm:ccUsers="u8" srm:onReject="${onReject}"`);
      d.start();
      expect(cc(d.reject('t', 'u1'))).toEqual([]);
    }
  });

  it('a countersign copies once, when the node is approved, not per signer', async () => {
    const d = await copied(
      'srm:candidateUsers="a,b" srm:ccUsers="u8"',
      '',
      '<bpmn:multiInstanceLoopCharacteristics srm:countersign="all" />',
    );
    d.start();
    expect(cc(d.approve('t', 'a'))).toEqual([]);
    expect(cc(d.approve('t', 'b'))).toHaveLength(1);
  });

  it('an auto-approved task (timeout) copies like an approved one', async () => {
    const withTimer = new Driver(
      await graphOf(
        S +
          ut('t', 'srm:assignee="u1" srm:ccUsers="u8"') +
          '<bpmn:boundaryEvent id="b" attachedToRef="t" srm:action="autoApprove"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>' +
          E +
          flow('f1', 's', 't') +
          flow('f2', 't', 'e'),
      ),
    );
    const timer = withTimer.start().find((e) => e.type === 'startTimer');
    if (timer?.type !== 'startTimer') throw new Error('no timer');
    withTimer.now += HOUR;
    const effects = withTimer.send({ type: 'timerFired', timerId: timer.timerId });
    expect(cc(effects)).toEqual([{ type: 'carbonCopy', nodeId: 't', name: 't', users: ['u8'], roles: [] }]);
  });

  it('an end event copies when it is reached, the process ending after', async () => {
    const d = await copied('srm:assignee="u1"', 'srm:ccRoles="caiwu,boss" srm:ccInitiator="true"');
    d.start();
    const effects = d.approve('t', 'u1');
    expect(cc(effects)).toEqual([
      { type: 'carbonCopy', nodeId: 'e', name: '结束', users: ['u-init'], roles: ['caiwu', 'boss'] },
    ]);
    expect(effectTypes(effects).slice(-2)).toEqual(['carbonCopy', 'processEnded']);
  });

  it('an end event not reached (the process rejected earlier) copies nobody', async () => {
    const d = await copied('srm:assignee="u1"', 'srm:ccUsers="u8"');
    d.start();
    expect(cc(d.reject('t', 'u1'))).toEqual([]);
  });
});
