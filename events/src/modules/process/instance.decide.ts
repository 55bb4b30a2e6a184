import { PROCESS_ENDED, type ProcessErrorReason } from '@srm/contracts/process';
import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import type { ProcessInstanceEvent, ProcessOutcome } from './instance.events';

export const INSTANCE_NOT_FOUND = '未找到对应流程实例';
export const INSTANCE_EXISTS = '流程实例已存在';
export { PROCESS_ENDED };
export const TASK_NOT_FOUND = '未找到对应任务';
export const TASK_EXISTS = '任务已存在';
export const TASK_DONE = '任务已处理';
export const TASKS_STILL_OPEN = '流程结束前须关闭所有待办任务';
export const INCIDENT_NOT_FOUND = '未找到对应异常';
export const INCIDENT_RESOLVED = '该异常已处理';
export const INCIDENT_EXISTS = '异常已存在';

/** The instance has ended: its reason is `ProcessEnded` (contracts/src/process/errors.ts). */
export const processEnded = () =>
  new DomainError('IllegalState', PROCESS_ENDED, undefined, 'ProcessEnded' satisfies ProcessErrorReason);

type OpenTask = { nodeId: string; assignee: string | null; candidates: string[] };

export type InstanceState =
  | { status: 'none' }
  | {
      status: 'running' | 'ended';
      tenantId: string;
      initiator: string;
      outcome: ProcessOutcome | null;
      open: Record<string, OpenTask>;
      /** Every task id ever created (a closed task stays known: 任务已处理). */
      known: string[];
      /** Incidents raised and not yet resolved (异常). */
      incidents?: string[];
      /** Every incident id ever raised. */
      knownIncidents?: string[];
    };

/**
 * The instance stream records what the approval workflow decided (the workflow, interpreting the
 * graph with `@srm/bpmn`'s step, is the authority on who may act); this decider keeps the record
 * consistent: one start, tasks created once and closed once, nothing after the end.
 */
export type InstanceCommand = { type: 'RecordProcessEvents'; events: ProcessInstanceEvent[] };

export const initialState = (): InstanceState => ({ status: 'none' });

export function evolve(state: InstanceState, event: ProcessInstanceEvent): InstanceState {
  if (event.type === 'ProcessStarted') {
    const d = event.data;
    return {
      status: 'running',
      tenantId: d.tenantId,
      initiator: d.initiator,
      outcome: null,
      open: {},
      known: [],
    };
  }
  if (state.status === 'none') return state;
  const close = (taskId: string) => {
    const { [taskId]: _closed, ...open } = state.open;
    return { ...state, open };
  };
  switch (event.type) {
    case 'TaskCreated': {
      const d = event.data;
      return {
        ...state,
        open: {
          ...state.open,
          [d.taskId]: { nodeId: d.nodeId, assignee: d.assignee, candidates: d.candidates },
        },
        known: [...state.known, d.taskId],
      };
    }
    case 'TaskClaimed': {
      const t = state.open[event.data.taskId];
      return t
        ? { ...state, open: { ...state.open, [event.data.taskId]: { ...t, assignee: event.data.by } } }
        : state;
    }
    case 'TaskDelegated':
    case 'TaskEscalated': {
      const t = state.open[event.data.taskId];
      return t
        ? { ...state, open: { ...state.open, [event.data.taskId]: { ...t, assignee: event.data.to } } }
        : state;
    }
    case 'TaskCompleted':
    case 'TaskCancelled':
      return close(event.data.taskId);
    case 'ProcessEnded':
      return { ...state, status: 'ended', outcome: event.data.outcome };
    case 'ProcessIncidentRaised':
      return {
        ...state,
        incidents: [...(state.incidents ?? []), event.data.incidentId],
        knownIncidents: [...(state.knownIncidents ?? []), event.data.incidentId],
      };
    case 'ProcessIncidentResolved':
      return { ...state, incidents: (state.incidents ?? []).filter((i) => i !== event.data.incidentId) };
    case 'ProcessPathTaken':
    case 'DocumentStatusSet':
    case 'TaskSignerAdded':
    case 'TaskReminded':
    case 'ProcessReturned':
    case 'ProcessWithdrawn':
    case 'ProcessCancelled':
    case 'ProcessCarbonCopied':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

const check = (state: InstanceState, event: ProcessInstanceEvent): void => {
  if (event.type === 'ProcessStarted') {
    if (state.status !== 'none') throw new DomainError('IllegalState', INSTANCE_EXISTS);
    return;
  }
  if (state.status === 'none') throw new DomainError('NotFound', INSTANCE_NOT_FOUND);
  // 抄送 is news, not a change: harmless after the end (a late or re-sent copy).
  if (event.type === 'ProcessCarbonCopied') return;
  if (state.status === 'ended') throw processEnded();
  switch (event.type) {
    case 'TaskCreated':
      if (state.known.includes(event.data.taskId)) throw new DomainError('IllegalState', TASK_EXISTS);
      return;
    case 'TaskClaimed':
    case 'TaskDelegated':
    case 'TaskEscalated':
    case 'TaskSignerAdded':
    case 'TaskReminded':
    case 'TaskCompleted':
    case 'TaskCancelled':
      if (!state.open[event.data.taskId]) {
        throw new DomainError(
          state.known.includes(event.data.taskId) ? 'IllegalState' : 'NotFound',
          state.known.includes(event.data.taskId) ? TASK_DONE : TASK_NOT_FOUND,
        );
      }
      return;
    case 'ProcessEnded':
      if (Object.keys(state.open).length > 0) {
        throw new DomainError('IllegalState', TASKS_STILL_OPEN);
      }
      return;
    case 'ProcessIncidentRaised':
      if (state.knownIncidents?.includes(event.data.incidentId)) {
        throw new DomainError('IllegalState', INCIDENT_EXISTS);
      }
      return;
    case 'ProcessIncidentResolved':
      if (!state.incidents?.includes(event.data.incidentId)) {
        throw new DomainError(
          state.knownIncidents?.includes(event.data.incidentId) ? 'IllegalState' : 'NotFound',
          state.knownIncidents?.includes(event.data.incidentId) ? INCIDENT_RESOLVED : INCIDENT_NOT_FOUND,
        );
      }
      return;
    case 'ProcessPathTaken':
    case 'DocumentStatusSet':
    case 'ProcessReturned':
    case 'ProcessWithdrawn':
    case 'ProcessCancelled':
      return;
    default: {
      const never: never = event;
      return never;
    }
  }
};

/** Each event is checked against the state the ones before it made (a batch is one step's record). */
export function decide(command: InstanceCommand, state: InstanceState): ProcessInstanceEvent[] {
  let s = state;
  for (const event of command.events) {
    check(s, event);
    s = evolve(s, event);
  }
  return command.events;
}

export const instanceDecider: Decider<InstanceState, InstanceCommand, ProcessInstanceEvent> = {
  initialState,
  evolve,
  decide,
};
