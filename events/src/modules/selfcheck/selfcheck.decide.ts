import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import type { SelfCheckEvent } from './selfcheck.events';

export type SelfCheckState =
  | { status: 'none' }
  | { status: 'running'; id: string; requestedAt: string; delayMs: number }
  | { status: 'completed'; id: string; requestedAt: string; completedAt: string; elapsedMs: number };

export type SelfCheckCommand =
  | { type: 'RequestSelfCheck'; id: string; delayMs: number; now: Date }
  | { type: 'CompleteSelfCheck'; now: Date };

export const initialState = (): SelfCheckState => ({ status: 'none' });

export function evolve(state: SelfCheckState, event: SelfCheckEvent): SelfCheckState {
  switch (event.type) {
    case 'SelfCheckRequested':
      return { status: 'running', ...event.data };
    case 'SelfCheckCompleted':
      return state.status === 'running'
        ? { status: 'completed', requestedAt: state.requestedAt, ...event.data }
        : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function decide(command: SelfCheckCommand, state: SelfCheckState): SelfCheckEvent[] {
  switch (command.type) {
    case 'RequestSelfCheck':
      if (state.status !== 'none') throw new DomainError('IllegalState', '该自检已存在');
      return [
        {
          type: 'SelfCheckRequested',
          data: { id: command.id, delayMs: command.delayMs, requestedAt: command.now.toISOString() },
        },
      ];
    case 'CompleteSelfCheck':
      if (state.status === 'none') throw new DomainError('NotFound', '自检不存在');
      // A retried activity: already done, nothing more to record.
      if (state.status === 'completed') return [];
      return [
        {
          type: 'SelfCheckCompleted',
          data: {
            id: state.id,
            completedAt: command.now.toISOString(),
            elapsedMs: Math.max(0, command.now.getTime() - Date.parse(state.requestedAt)),
          },
        },
      ];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const selfCheckDecider: Decider<SelfCheckState, SelfCheckCommand, SelfCheckEvent> = {
  initialState,
  evolve,
  decide,
};
