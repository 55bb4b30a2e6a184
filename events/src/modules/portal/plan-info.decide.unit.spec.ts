import { describe, expect, it } from 'vitest';
import {
  decide,
  evolve,
  initialState,
  PLAN_INFO_ALREADY_HANDLED,
  PLAN_INFO_NOT_FOUND,
  type PlanInfoCommand,
} from './plan-info.decide';
import type { PlanInfo, PlanInfoEvent } from './plan-info.events';

const info: PlanInfo = {
  id: 'i1',
  tenantId: '1',
  projectId: 'p1',
  projectTitle: '铂铑合金漏板采购招标',
  companyName: '常州新材料有限公司',
  creditCode: '91320400MA1MXXXX0X',
  contact: '王五',
  phone: '13700000001',
  email: null,
  categoryIds: [],
  description: '',
  collectedAt: '2026-11-25T02:00:00.000Z',
};
const collected: PlanInfoEvent = { type: 'PlanInfoCollected', data: info };
const staff = { tenantId: '1', by: 'admin-id', now: '2026-11-25T03:00:00.000Z' };
const handled: PlanInfoEvent = { type: 'PlanInfoHandled', data: { by: 'admin-id', at: staff.now } };
const given = (events: PlanInfoEvent[]) => ({
  when: (command: PlanInfoCommand) => () => decide(command, events.reduce(evolve, initialState())),
});

describe('信息征集 decider', () => {
  it('given nothing, when a visitor submits, then the information is collected', () => {
    expect(given([]).when({ type: 'CollectPlanInfo', info })()).toEqual([collected]);
  });

  it('given a pending record, when staff handle it, then it is 已处理', () => {
    expect(given([collected]).when({ type: 'HandlePlanInfo', ...staff })()).toEqual([handled]);
  });

  it('given a handled record, when staff handle it again, then refused', () => {
    expect(given([collected, handled]).when({ type: 'HandlePlanInfo', ...staff })).toThrow(
      PLAN_INFO_ALREADY_HANDLED,
    );
  });

  it("given a record, when another tenant's staff handle or invite it, then it is not found", () => {
    const other = { ...staff, tenantId: '2' };
    expect(given([collected]).when({ type: 'HandlePlanInfo', ...other })).toThrow(PLAN_INFO_NOT_FOUND);
    expect(given([collected]).when({ type: 'InvitePlanInfoToRegister', ...other })).toThrow(
      PLAN_INFO_NOT_FOUND,
    );
  });

  it('given a record, when staff invite it to register, then the invitation goes to its phone', () => {
    expect(given([collected, handled]).when({ type: 'InvitePlanInfoToRegister', ...staff })()).toEqual([
      { type: 'PlanInfoInvited', data: { by: 'admin-id', at: staff.now, phone: '13700000001' } },
    ]);
  });
});
