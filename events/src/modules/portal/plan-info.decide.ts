import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import type { PlanInfo, PlanInfoEvent } from './plan-info.events';

export const PLAN_INFO_NOT_FOUND = '未找到对应数据';
export const PLAN_INFO_ALREADY_HANDLED = '该信息已处理';
export const PLAN_INFO_ALREADY_COLLECTED = '该信息已提交';

export type PlanInfoState =
  { status: 'none' } | { status: 'pending' | 'handled'; tenantId: string; phone: string };

export type PlanInfoCommand =
  | { type: 'CollectPlanInfo'; info: PlanInfo }
  | { type: 'HandlePlanInfo'; tenantId: string; by: string; now: string }
  | { type: 'InvitePlanInfoToRegister'; tenantId: string; by: string; now: string };

export const initialState = (): PlanInfoState => ({ status: 'none' });

export function evolve(state: PlanInfoState, event: PlanInfoEvent): PlanInfoState {
  switch (event.type) {
    case 'PlanInfoCollected':
      return { status: 'pending', tenantId: event.data.tenantId, phone: event.data.phone };
    case 'PlanInfoHandled':
      return state.status === 'none' ? state : { ...state, status: 'handled' };
    case 'PlanInfoInvited':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** Another tenant's record is as good as missing. */
const existing = (state: PlanInfoState, tenantId: string) => {
  if (state.status === 'none' || state.tenantId !== tenantId) {
    throw new DomainError('NotFound', PLAN_INFO_NOT_FOUND);
  }
  return state;
};

export function decide(command: PlanInfoCommand, state: PlanInfoState): PlanInfoEvent[] {
  switch (command.type) {
    case 'CollectPlanInfo':
      if (state.status !== 'none') throw new DomainError('IllegalState', PLAN_INFO_ALREADY_COLLECTED);
      return [{ type: 'PlanInfoCollected', data: command.info }];
    case 'HandlePlanInfo': {
      const s = existing(state, command.tenantId);
      if (s.status === 'handled') throw new DomainError('IllegalState', PLAN_INFO_ALREADY_HANDLED);
      return [{ type: 'PlanInfoHandled', data: { by: command.by, at: command.now } }];
    }
    case 'InvitePlanInfoToRegister': {
      const s = existing(state, command.tenantId);
      return [{ type: 'PlanInfoInvited', data: { by: command.by, at: command.now, phone: s.phone } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const planInfoDecider: Decider<PlanInfoState, PlanInfoCommand, PlanInfoEvent> = {
  initialState,
  evolve,
  decide,
};
