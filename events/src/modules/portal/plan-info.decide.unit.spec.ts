import { describe, expect, it } from 'vitest';
import {
  decide,
  evolve,
  initialState,
  PLAN_INFO_ALREADY_HANDLED,
  PLAN_INFO_CATEGORY_UNKNOWN,
  PLAN_INFO_DUPLICATE,
  PLAN_INFO_NOT_FOUND,
  PLAN_INFO_PROJECT_NOT_FOUND,
  type PlanInfoCommand,
  type PlanInfoFacts,
} from './plan-info.decide';
import type { PlanInfo, PlanInfoEvent } from './plan-info.events';

const info: PlanInfo = {
  id: 'i1',
  tenantId: '1',
  projectId: 'p1',
  projectTitle: '铂铑合金漏板采购招标',
  companyName: '常州新材料有限公司',
  creditCode: '91320400MA1MXXXX0Q',
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

const facts: PlanInfoFacts = { requestedProjectId: 'p1', unknownCategoryIds: [], duplicate: false };
const collect = (i: Partial<PlanInfo> = {}, f: Partial<PlanInfoFacts> = {}): PlanInfoCommand => ({
  type: 'CollectPlanInfo',
  info: { ...info, ...i },
  facts: { ...facts, ...f },
});
const refusedWith = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    const d = e as { code: string; message: string; details?: unknown };
    return { code: d.code, message: d.message, details: d.details };
  }
  throw new Error('not refused');
};

describe('信息征集 decider', () => {
  it('given nothing, when a visitor submits, then the information is collected', () => {
    expect(given([]).when(collect())()).toEqual([collected]);
  });

  it('given nothing, when the credit code breaks GB 32100-2015, then refused naming the field', () => {
    expect(refusedWith(given([]).when(collect({ creditCode: '91320400MA1MXXXX0X' })))).toEqual({
      code: 'ValidationFailed',
      message: '统一社会信用代码校验位不正确',
      details: { field: 'creditCode' },
    });
  });

  it('given nothing, when the plan named is not a published project of the tenant, then not found', () => {
    const e = refusedWith(
      given([]).when(collect({ projectId: null, projectTitle: null }, { requestedProjectId: 'px' })),
    );
    expect([e.code, e.message]).toEqual(['NotFound', PLAN_INFO_PROJECT_NOT_FOUND]);
  });

  it('given nothing, when no plan is named (general information), then collected', () => {
    const general = collect({ projectId: null, projectTitle: null }, { requestedProjectId: null });
    expect(given([]).when(general)()).toHaveLength(1);
  });

  it('given nothing, when a category is unknown, then refused naming the field', () => {
    expect(
      refusedWith(given([]).when(collect({ categoryIds: ['c9'] }, { unknownCategoryIds: ['c9'] }))),
    ).toEqual({
      code: 'ValidationFailed',
      message: PLAN_INFO_CATEGORY_UNKNOWN,
      details: { field: 'categoryIds' },
    });
  });

  it('given nothing, when the company already left its information for the plan, then refused as a duplicate', () => {
    const e = refusedWith(given([]).when(collect({}, { duplicate: true })));
    expect([e.code, e.message]).toEqual(['IllegalState', PLAN_INFO_DUPLICATE]);
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
