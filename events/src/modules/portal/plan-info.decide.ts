import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { creditCodeProblem } from '../supplier/index';
import type { PlanInfo, PlanInfoEvent } from './plan-info.events';

export const PLAN_INFO_NOT_FOUND = '未找到对应数据';
export const PLAN_INFO_PROJECT_NOT_FOUND = '未找到对应项目';
export const PLAN_INFO_CATEGORY_UNKNOWN = '供应品类不存在';
export const PLAN_INFO_DUPLICATE = '该企业已提交过该采购计划的信息，请勿重复提交';
export const PLAN_INFO_ALREADY_HANDLED = '该信息已处理';
export const PLAN_INFO_ALREADY_COLLECTED = '该信息已提交';

export type PlanInfoState =
  { status: 'none' } | { status: 'pending' | 'handled'; tenantId: string; phone: string };

/** What the handler read for a 信息征集 form: the facts its rules need. */
export type PlanInfoFacts = {
  /** The plan the visitor named (null: general information); `info.projectId` is it when it is a published project of the tenant. */
  requestedProjectId: string | null;
  /** Categories the form names that are neither the tenant's nor the platform's. */
  unknownCategoryIds: string[];
  /** The company already left its information for this plan (or in general). */
  duplicate: boolean;
};

export type PlanInfoCommand =
  | { type: 'CollectPlanInfo'; info: PlanInfo; facts: PlanInfoFacts }
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

/**
 * The rules of a 信息征集 form, in the order a visitor meets them: the credit code's GB 32100-2015
 * rule, the plan (a published project of the portal's tenant), the categories, once per company and
 * plan. The route asks them before it spends the SMS code (the visitor can fix and retry), and the
 * decider again when it appends.
 */
export function planInfoRefusal(info: PlanInfo, facts: PlanInfoFacts): DomainError | null {
  const problem = creditCodeProblem(info.creditCode);
  if (problem) return new DomainError('ValidationFailed', problem, { field: 'creditCode' });
  if (facts.requestedProjectId !== null && info.projectId !== facts.requestedProjectId) {
    return new DomainError('NotFound', PLAN_INFO_PROJECT_NOT_FOUND, { field: 'projectId' });
  }
  if (facts.unknownCategoryIds.length > 0) {
    return new DomainError('ValidationFailed', PLAN_INFO_CATEGORY_UNKNOWN, { field: 'categoryIds' });
  }
  if (facts.duplicate) return new DomainError('IllegalState', PLAN_INFO_DUPLICATE, { field: 'creditCode' });
  return null;
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
    case 'CollectPlanInfo': {
      const refusal = planInfoRefusal(command.info, command.facts);
      if (refusal) throw refusal;
      if (state.status !== 'none') throw new DomainError('IllegalState', PLAN_INFO_ALREADY_COLLECTED);
      return [{ type: 'PlanInfoCollected', data: command.info }];
    }
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
