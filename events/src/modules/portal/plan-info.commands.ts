import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { planInfoDecider } from './plan-info.decide';
import { planInfoStreamId, type PlanInfo } from './plan-info.events';

type Meta = { metadata?: EventMetadata };
type StaffAct = { id: string; tenantId: string; by: string; now: string };

/** A visitor's 信息征集 form (the route checked the SMS code, the credit code and duplicates). */
export const collectPlanInfo = (store: EventStore, info: PlanInfo, meta: Meta = {}) =>
  handleCommand(store, planInfoStreamId(info.id), planInfoDecider, { type: 'CollectPlanInfo', info }, meta);

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
