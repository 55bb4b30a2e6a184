import {
  describeNode,
  ENGINE_ACTOR,
  initialState,
  REFUSALS,
  step,
  type Effect,
  type ProcessGraph,
  type ProcessState,
  type RefusalCode,
  type StepInput,
  type StepResult,
} from '@srm/bpmn';
import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  ChildWorkflowFailure,
  condition,
  continueAsNew,
  getExternalWorkflowHandle,
  isCancellation,
  log,
  ParentClosePolicy,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  sleep,
  startChild,
  workflowInfo,
  allHandlersFinished,
} from '@temporalio/workflow';
import { instanceEvents, type InstanceEvent, type InstanceMeta } from './instance-events';
import {
  addSignerUpdate,
  approvalWorkflowId,
  cancelProcessUpdate,
  claimTaskUpdate,
  completeTaskUpdate,
  delegateTaskUpdate,
  documentMessageSignal,
  processViewQuery,
  retryIncidentUpdate,
  returnTaskUpdate,
  withdrawUpdate,
  type ProcessView,
} from './messages';
import type { ProcessActivities } from './process.activities';

// Short database work runs as local activities: no round trip through the server per step, which is most
// of the time between an approval and the next assignee seeing the task (tests/bench/approval-push).
const { recordProcessEvents, resolveAssignees, managerOf, deployedProcess } =
  proxyLocalActivities<ProcessActivities>({
    startToCloseTimeout: '30 seconds',
    retry: { initialInterval: '200 milliseconds', maximumInterval: '10 seconds' },
  });
const { runService } = proxyActivities<ProcessActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', maximumAttempts: 5 },
});

export type ApprovalInput = InstanceMeta & {
  graph: ProcessGraph;
  initiator: string;
  variables: Record<string, unknown>;
  /** Carried over by continueAsNew: the engine state, the record's sequence and the open incidents. */
  carried?: {
    state: ProcessState;
    recordSeq: number;
    incidentSeq?: number;
    incidents?: OpenIncident[];
  };
};
/** 异常 not yet resolved: the work 重试 runs again (none when the cause is in the graph itself). */
type OpenIncident = { id: string; nodeId: string; retry?: Effect; attempt: number };
export type ApprovalResult = { outcome: ProcessView['outcome']; variables: Record<string, unknown> };

const ESCALATION_REASON = '超时升级';
/** The comment of a child process's 作废 when its parent no longer waits for it (作废, 撤回, 驳回, end). */
const CHILD_CANCELLED = '主流程已取消此子流程';
export const INCIDENT_RESOLVED = '该异常已处理';
export const INCIDENT_NOT_FOUND = '未找到对应异常';
export const INCIDENT_NOT_RETRYABLE = '该异常无法重试，请修改流程后作废并重新发起';

/** The cause's own text (the webhook's status and answer), not Temporal's "Activity task failed" wrapper. */
const failureText = (error: unknown): string => {
  let e = error;
  while ((e instanceof ActivityFailure || e instanceof ChildWorkflowFailure) && e.cause) e = e.cause;
  return e instanceof Error ? e.message : String(e);
};

/**
 * 审批流程: interprets a deployed version's graph with `@srm/bpmn`'s pure `step` (the graph is data,
 * parsed at deployment). Each accepted input is recorded on the instance's stream by an activity
 * (idempotent per step), then its effects run: users resolved, timers started, services and child
 * processes run, each feeding its result back as the next input. Inputs run one at a time.
 */
export async function approvalProcess(input: ApprovalInput): Promise<ApprovalResult> {
  const { graph } = input;
  let state: ProcessState = input.carried?.state ?? initialState();
  let recordSeq = input.carried?.recordSeq ?? 0;
  const timers = new Map<string, CancellationScope>();
  const children = new Map<string, string>();
  let inFlight = 0;
  let incidentSeq = input.carried?.incidentSeq ?? 0;
  const incidents = new Map((input.carried?.incidents ?? []).map((i) => [i.id, i]));
  /** The work last started per activity (service, resolution, child): what an incident's 重试 runs again. */
  const work = new Map<string, { effect: Effect; attempt: number }>();

  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  };
  /** Background work (an activity, a timer, a child) whose result comes back as an input. */
  const spawn = (work: () => Promise<StepInput | StepInput[] | null>) => {
    inFlight++;
    void work()
      .then((next) => {
        const inputs = next === null ? [] : Array.isArray(next) ? next : [next];
        return Promise.all(inputs.map((i) => serial(() => apply(i))));
      })
      .catch((e: unknown) => {
        if (!isCancellation(e)) log.warn('approval background work failed', { error: String(e) });
      })
      .finally(() => inFlight--);
  };

  const view = (): ProcessView => ({
    status: state.status,
    outcome: state.outcome ?? null,
    openTasks: Object.values(state.tasks)
      .filter((t) => t.status === 'open')
      .map((t) => ({
        id: t.id,
        activityId: t.activityId,
        nodeId: t.nodeId,
        name: t.name,
        candidates: t.candidates,
        ...(t.assignee ? { assignee: t.assignee } : {}),
      })),
  });

  const startTimer = (timerId: string, dueAt: number) => {
    const scope = new CancellationScope();
    timers.set(timerId, scope);
    spawn(async () => {
      await scope.run(() => sleep(Math.max(0, dueAt - Date.now())));
      timers.delete(timerId);
      return { type: 'timerFired', timerId, now: Date.now() };
    });
  };

  const incidentRaised = (
    nodeId: string,
    message: string,
    now: number,
    retry?: { effect: Effect; attempt: number },
  ): InstanceEvent => {
    const id = `${input.instanceId}/incident${++incidentSeq}`;
    incidents.set(id, {
      id,
      nodeId,
      attempt: retry?.attempt ?? 1,
      ...(retry ? { retry: retry.effect } : {}),
    });
    const node = graph.nodes[nodeId];
    return {
      type: 'ProcessIncidentRaised',
      data: {
        incidentId: id,
        nodeId,
        nodeName: (node?.name || nodeId).slice(0, 200),
        message: message.slice(0, 2000),
        at: new Date(now).toISOString(),
      },
    };
  };
  const record = (events: InstanceEvent[]) =>
    recordProcessEvents({
      instanceId: input.instanceId,
      tenantId: input.tenantId,
      events,
      idempotencyKey: `${approvalWorkflowId(input.instanceId)}#${++recordSeq}`,
    });

  /** A call activity's child: the deployed version of the called process, started and awaited. */
  const callChild = async (
    e: Extract<Effect, { type: 'startChild' }>,
    attempt: number,
    onStarted: () => void,
  ): Promise<StepInput> => {
    const called = await deployedProcess({ tenantId: input.tenantId, key: e.calledElement });
    // A retried child (重试 after its failure) is a new instance: the failed one keeps its record.
    const instanceId = `${input.instanceId}.${e.activityId}${attempt > 1 ? `-${attempt}` : ''}`;
    const child = await startChild(approvalProcess, {
      workflowId: approvalWorkflowId(instanceId),
      // A parent that ends asks its child to cancel (recorded), rather than terminating it unrecorded.
      parentClosePolicy: ParentClosePolicy.REQUEST_CANCEL,
      args: [
        {
          ...called,
          instanceId,
          tenantId: input.tenantId,
          documentType: input.documentType,
          businessKey: input.businessKey,
          title: `${input.title} / ${called.definition.name}`,
          initiator: state.initiator,
          variables: e.variables,
        },
      ],
    });
    onStarted();
    children.set(e.activityId, child.workflowId);
    const result = await child.result();
    children.delete(e.activityId);
    return {
      type: 'childEnded',
      activityId: e.activityId,
      outcome: result.outcome ?? 'cancelled',
      variables: result.variables,
      now: Date.now(),
    };
  };

  const runEffect = (e: Effect, attempt = 1) => {
    if (e.type === 'resolveAssignees' || e.type === 'runService' || e.type === 'startChild') {
      work.set(e.activityId, { effect: e, attempt });
    }
    switch (e.type) {
      case 'resolveAssignees':
        spawn(async () => {
          const users = await resolveAssignees({
            tenantId: input.tenantId,
            candidateRoles: e.candidateRoles,
            ...(e.deptLeaderOf ? { deptLeaderOf: e.deptLeaderOf } : {}),
          });
          return { type: 'assigneesResolved', activityId: e.activityId, users, now: Date.now() };
        });
        return;
      case 'startTimer':
        return startTimer(e.timerId, e.dueAt);
      case 'cancelTimer':
        timers.get(e.timerId)?.cancel();
        timers.delete(e.timerId);
        return;
      case 'runService':
        spawn(async () => {
          try {
            const variables = await runService({
              tenantId: input.tenantId,
              instanceId: input.instanceId,
              activity: e.activity,
              params: e.params,
              variables: state.variables,
              activityId: e.activityId,
              nodeId: e.nodeId,
            });
            return { type: 'serviceCompleted', activityId: e.activityId, variables, now: Date.now() };
          } catch (error) {
            if (isCancellation(error)) throw error;
            return {
              type: 'serviceFailed',
              activityId: e.activityId,
              error: failureText(error),
              now: Date.now(),
            };
          }
        });
        return;
      case 'startChild':
        spawn(async () => {
          let started = false;
          try {
            return await callChild(e, attempt, () => (started = true));
          } catch (error) {
            children.delete(e.activityId);
            if (isCancellation(error)) throw error;
            const node = graph.nodes[e.nodeId];
            const label = node ? describeNode(node) : e.nodeId;
            const message = `${label}${started ? '的子流程执行失败' : '无法启动子流程'}：${failureText(error)}`;
            // Recorded unless the process no longer waits there (作废 meanwhile).
            await serial(async () => {
              if (state.status === 'ended' || !state.activities[e.activityId]) return;
              await record([incidentRaised(e.nodeId, message, Date.now(), { effect: e, attempt })]);
            });
            return null;
          }
        });
        return;
      case 'cancelChild': {
        const id = children.get(e.activityId);
        if (id) void getExternalWorkflowHandle(id).cancel();
        return;
      }
      case 'escalate':
        spawn(async () => {
          const moves: StepInput[] = [];
          for (const t of e.tasks) {
            const holder = t.assignee ?? t.candidates[0];
            const to = holder ? await managerOf({ tenantId: input.tenantId, userId: holder }) : null;
            if (to && to !== holder) {
              moves.push({
                type: 'reassignTask',
                taskId: t.id,
                to,
                reason: ESCALATION_REASON,
                now: Date.now(),
              });
            }
          }
          return moves;
        });
        return;
      case 'incident':
        log.warn('approval incident', { nodeId: e.nodeId, message: e.message });
        return;
      default:
        // createTask, cancelTask, reassignTask, autoApproveTask, remind, carbonCopy, processEnded: recorded
        // as events (the record resolves a copy's roles).
        return;
    }
  };

  /** One input: decided by step, recorded, then its effects started. A refusal changes nothing. */
  const apply = async (next: StepInput, extra: { attachments?: string[] } = {}): Promise<StepResult> => {
    const result = step(graph, state, next);
    if (!result.ok) return result;
    const before = state;
    state = result.state;
    const events = instanceEvents(graph, input, before, state, next, result.effects, extra);
    for (const e of result.effects) {
      if (e.type !== 'incident') continue;
      const retry =
        next.type === 'serviceFailed' || next.type === 'assigneesResolved'
          ? work.get(next.activityId)
          : undefined;
      events.push(incidentRaised(e.nodeId, e.message, next.now, retry));
    }
    if (state.status === 'ended' && incidents.size > 0) {
      // Open incidents close with the process (作废, 撤回...): recorded as skipped, before its end.
      const by = 'actor' in next ? next.actor : ENGINE_ACTOR;
      const at = new Date(next.now).toISOString();
      const skipped = [...incidents.keys()].map((incidentId): InstanceEvent => ({
        type: 'ProcessIncidentResolved',
        data: { incidentId, by, how: 'skipped', at },
      }));
      incidents.clear();
      const end = events.findIndex((ev) => ev.type === 'ProcessEnded');
      events.splice(end < 0 ? events.length : end, 0, ...skipped);
    }
    if (events.length > 0) await record(events);
    result.effects.forEach(runEffect);
    return result;
  };

  /** Validators try the input on the current state: a refusal is answered at once, nothing recorded. */
  const validate = (next: StepInput) => {
    const r = step(graph, state, next);
    // Typed like the handler's refusals: the API tells them apart by type (e.g. ProcessEnded), not by text.
    if (!r.ok) throw ApplicationFailure.nonRetryable(r.error.message, r.error.code);
  };
  const operate = async (next: StepInput, extra: { attachments?: string[] } = {}): Promise<ProcessView> => {
    const r = await serial(() => apply(next, extra));
    if (!r.ok) throw ApplicationFailure.nonRetryable(r.error.message, r.error.code);
    return view();
  };
  const now = () => Date.now();

  setHandler(processViewQuery, view);
  setHandler(
    completeTaskUpdate,
    ({ attachments, ...a }) =>
      operate({ type: 'completeTask', ...a, now: now() }, attachments ? { attachments } : {}),
    { validator: ({ attachments: _a, ...a }) => validate({ type: 'completeTask', ...a, now: now() }) },
  );
  setHandler(claimTaskUpdate, (a) => operate({ type: 'claimTask', ...a, now: now() }), {
    validator: (a) => validate({ type: 'claimTask', ...a, now: now() }),
  });
  setHandler(delegateTaskUpdate, (a) => operate({ type: 'delegateTask', ...a, now: now() }), {
    validator: (a) => validate({ type: 'delegateTask', ...a, now: now() }),
  });
  setHandler(addSignerUpdate, (a) => operate({ type: 'addSigner', ...a, now: now() }), {
    validator: (a) => validate({ type: 'addSigner', ...a, now: now() }),
  });
  setHandler(returnTaskUpdate, (a) => operate({ type: 'returnTask', ...a, now: now() }), {
    validator: (a) => validate({ type: 'returnTask', ...a, now: now() }),
  });
  setHandler(withdrawUpdate, (a) => operate({ type: 'withdraw', ...a, now: now() }), {
    validator: (a) => validate({ type: 'withdraw', ...a, now: now() }),
  });
  setHandler(cancelProcessUpdate, (a) => operate({ type: 'cancel', ...a, now: now() }), {
    validator: (a) => validate({ type: 'cancel', ...a, now: now() }),
  });
  const validateRetry = ({ incidentId }: { incidentId: string }): OpenIncident => {
    if (state.status === 'ended')
      throw ApplicationFailure.nonRetryable(REFUSALS.ProcessEnded, 'ProcessEnded' satisfies RefusalCode);
    const open = incidents.get(incidentId);
    if (!open) {
      const n = incidentId.startsWith(`${input.instanceId}/incident`)
        ? Number(incidentId.slice(`${input.instanceId}/incident`.length))
        : NaN;
      throw new Error(
        Number.isInteger(n) && n >= 1 && n <= incidentSeq ? INCIDENT_RESOLVED : INCIDENT_NOT_FOUND,
      );
    }
    if (!open.retry) throw new Error(INCIDENT_NOT_RETRYABLE);
    return open;
  };
  setHandler(
    retryIncidentUpdate,
    async (a) => {
      await serial(async () => {
        let open: OpenIncident;
        try {
          open = validateRetry(a);
        } catch (error) {
          throw ApplicationFailure.nonRetryable(failureText(error), 'IncidentRefused');
        }
        incidents.delete(open.id);
        await record([
          {
            type: 'ProcessIncidentResolved',
            data: { incidentId: open.id, by: a.by, how: 'retried', at: new Date(now()).toISOString() },
          },
        ]);
        runEffect(open.retry!, open.attempt + 1);
      });
      return view();
    },
    { validator: (a) => void validateRetry(a) },
  );
  setHandler(documentMessageSignal, (m) => {
    void serial(() => apply({ type: 'messageReceived', ...m, now: now() }));
  });

  if (input.carried) {
    // A continued run: the timers the state still waits for start again.
    for (const t of Object.values(state.timers)) startTimer(t.id, t.dueAt);
  } else {
    const started = await serial(() =>
      apply({
        type: 'start',
        instanceId: input.instanceId,
        initiator: input.initiator,
        variables: input.variables,
        now: now(),
      }),
    );
    if (!started.ok) throw ApplicationFailure.nonRetryable(started.error.message, started.error.code);
  }

  // Long processes start afresh with their state when the history grows, once nothing is in flight.
  const quiet = () => inFlight === timers.size && children.size === 0 && allHandlersFinished();
  try {
    await condition(() => state.status === 'ended' || (workflowInfo().continueAsNewSuggested && quiet()));
  } catch (e) {
    if (!isCancellation(e)) throw e;
    // Cancelled by the parent (a call activity it no longer waits for): closes its tasks and ends 作废, recorded.
    await CancellationScope.nonCancellable(async () => {
      await chain;
      await serial(() =>
        apply({ type: 'cancel', actor: ENGINE_ACTOR, comment: CHILD_CANCELLED, now: now() }),
      );
    });
  }
  await chain;
  if (state.status !== 'ended') {
    await continueAsNew<typeof approvalProcess>({
      ...input,
      carried: { state, recordSeq, incidentSeq, incidents: [...incidents.values()] },
    });
  }
  for (const scope of timers.values()) scope.cancel();
  return { outcome: state.outcome ?? null, variables: state.variables };
}
