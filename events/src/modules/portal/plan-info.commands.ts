import { DomainError, isUniqueViolation } from '../../errors';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { PLAN_INFO_DUPLICATE, planInfoDecider, type PlanInfoFacts } from './plan-info.decide';
import { planInfoStreamId, type PlanInfo } from './plan-info.events';

type Meta = { metadata?: EventMetadata };
type StaffAct = { id: string; tenantId: string; by: string; now: string };

/**
 * A visitor's 信息征集 form, with the facts its rules need (plan-info.decide.ts `planInfoRefusal`).
 * Two submissions racing past the duplicate fact: the unique index keeps one, the other is refused
 * as the duplicate it is.
 */
export const collectPlanInfo = async (
  store: EventStore,
  command: { info: PlanInfo; facts: PlanInfoFacts },
  meta: Meta = {},
) => {
  try {
    return await handleCommand(
      store,
      planInfoStreamId(command.info.id),
      planInfoDecider,
      { type: 'CollectPlanInfo', ...command },
      meta,
    );
  } catch (e) {
    if (isUniqueViolation(e, 'portal_plan_info_once')) {
      throw new DomainError('IllegalState', PLAN_INFO_DUPLICATE, { field: 'creditCode' });
    }
    throw e;
  }
};

/** Staff mark a record 已处理. */
export const handlePlanInfo = (store: EventStore, a: StaffAct, meta: Meta = {}) =>
  handleCommand(
    store,
    planInfoStreamId(a.id),
    planInfoDecider,
    { type: 'HandlePlanInfo', tenantId: a.tenantId, by: a.by, now: a.now },
    meta,
  );

/** Staff send the registration link to the record's phone (the route delivers the SMS after this). */
export const invitePlanInfoToRegister = (store: EventStore, a: StaffAct, meta: Meta = {}) =>
  handleCommand(
    store,
    planInfoStreamId(a.id),
    planInfoDecider,
    { type: 'InvitePlanInfoToRegister', tenantId: a.tenantId, by: a.by, now: a.now },
    meta,
  );
