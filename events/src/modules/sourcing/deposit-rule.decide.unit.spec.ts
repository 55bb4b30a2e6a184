import { describe, expect, it } from 'vitest';
import {
  decide,
  DEPOSIT_AMOUNT_NOT_POSITIVE,
  DEPOSIT_REQUIRED,
  DEPOSIT_RULE_NOT_DRAFT,
  evolve,
  initialState,
  JOIN_CLOSED,
  PROJECT_NOT_FOUND,
  type ProjectCommand,
} from './project.decide';
import type { SourcingProjectEvent } from './project.events';

// The deposit rule (投标保证金) and joining a project (报名 / confirmed deposit), given/when/then.
const t0 = new Date('2026-12-01T02:00:00.000Z');
const at = t0.toISOString();
const deadline = '2026-12-05T02:00:00.000Z';
const drafted = (participation: 'public' | 'invited' = 'public'): SourcingProjectEvent => ({
  type: 'SourcingProjectDrafted',
  data: {
    id: 'p1',
    tenantId: '1',
    code: 'XJ-2026-000001',
    title: '12月直接纱询价',
    kind: 'inquiry',
    participation,
    currency: 'CNY',
    quoteDeadline: deadline,
    registrationDeadline: null,
    lines: [
      {
        lineId: '1',
        materialId: 'm1',
        materialCode: 'RV01.0001',
        materialName: '无碱玻璃纤维直接纱',
        categoryId: 'c1',
        quantity: '100.000',
        unit: 't',
        deliveryDate: '2026-12-20',
        deliveryPlace: '桐乡二号仓',
        ceilingPrice: null,
        requisitionId: null,
        requisitionLineId: null,
      },
    ],
    by: 'buyer',
    at,
  },
});
const rule: SourcingProjectEvent = {
  type: 'SourcingDepositRuleSet',
  data: { amount: '5000.00', currency: 'CNY', by: 'buyer', at },
};
const published: SourcingProjectEvent[] = [
  { type: 'SourcingProjectSubmitted', data: { instanceId: 'i1', by: 'b', at } },
  { type: 'SourcingProjectPublished', data: { instanceId: 'i1', at } },
  { type: 'SourcingBiddingOpened', data: { round: 1, deadline, at } },
];
const joined = (depositConfirmed: boolean): SourcingProjectEvent => ({
  type: 'SourcingSupplierJoined',
  data: { supplierId: 'S1', supplierName: '供应商S1', depositConfirmed, at },
});
const given = (events: SourcingProjectEvent[]) => ({
  when: (command: ProjectCommand) => () => decide(command, events.reduce(evolve, initialState())),
});
const setRule = (amount: string | null): ProjectCommand => ({
  type: 'SetDepositRule',
  amount,
  currency: 'CNY',
  by: 'buyer',
  now: t0,
});
const join = (over: Partial<Extract<ProjectCommand, { type: 'JoinProject' }>> = {}): ProjectCommand => ({
  type: 'JoinProject',
  supplierId: 'S1',
  supplierName: '供应商S1',
  depositConfirmed: false,
  refusal: null,
  now: t0,
  ...over,
});
const quote = (supplierId = 'S1'): ProjectCommand => ({
  type: 'SubmitQuote',
  supplierId,
  supplierName: `供应商${supplierId}`,
  refusal: null,
  lines: [{ lineId: '1', price: '6200', taxRate: '13', leadTimeDays: 10, validUntil: '2026-12-31' }],
  attachments: [],
  by: supplierId,
  now: t0,
});

describe('deposit rule (投标保证金)', () => {
  it('given a draft, when the buyer sets 5000 CNY, then the rule is recorded at the amount scale', () => {
    expect(given([drafted()]).when(setRule('5000'))()).toEqual([
      { type: 'SourcingDepositRuleSet', data: { amount: '5000.00', currency: 'CNY', by: 'buyer', at } },
    ]);
  });
  it('given a draft with a rule, when the buyer sets none, then the rule is removed (amount null)', () => {
    expect(given([drafted(), rule]).when(setRule(null))()[0]!.data).toMatchObject({ amount: null });
  });
  it('given a draft, when the amount is 0, then refused', () => {
    expect(given([drafted()]).when(setRule('0'))).toThrow(DEPOSIT_AMOUNT_NOT_POSITIVE);
  });
  it('given a published project, when the buyer sets a rule, then refused: drafting only', () => {
    expect(given([drafted(), ...published]).when(setRule('5000'))).toThrow(DEPOSIT_RULE_NOT_DRAFT);
  });
  it('given no project, when a rule is set, then not found', () => {
    expect(given([]).when(setRule('5000'))).toThrow(PROJECT_NOT_FOUND);
  });
});

describe('joining a public project', () => {
  it('given no deposit asked, when a signed-up supplier joins, then it takes part', () => {
    expect(given([drafted(), ...published]).when(join())()).toEqual([joined(false)]);
  });
  it('given it joined, when it joins again, then nothing more is written', () => {
    expect(given([drafted(), ...published, joined(false)]).when(join())()).toEqual([]);
  });
  it('given a deposit asked, when it joins without a confirmed deposit, then refused', () => {
    expect(given([drafted(), rule, ...published]).when(join())).toThrow(DEPOSIT_REQUIRED);
  });
  it('given a deposit asked, when its deposit is confirmed, then it takes part and is cleared', () => {
    const events = given([drafted(), rule, ...published]).when(join({ depositConfirmed: true }))();
    expect(events).toEqual([joined(true)]);
    expect(
      given([drafted(), rule, ...published, ...events]).when(join({ depositConfirmed: true }))(),
    ).toEqual([]);
  });
  it('given the eligibility port refuses a newcomer, when it joins, then refused with the reason', () => {
    expect(given([drafted(), ...published]).when(join({ refusal: '供应商已被列入黑名单' }))).toThrow(
      '供应商已被列入黑名单',
    );
  });
  it('given an invited project, when a supplier it did not invite joins, then not found', () => {
    expect(given([drafted('invited'), ...published]).when(join())).toThrow(PROJECT_NOT_FOUND);
  });
  it('given a project in evaluation, when a supplier joins, then refused: closed', () => {
    const closed: SourcingProjectEvent = { type: 'SourcingRoundClosed', data: { round: 1, deadline, at } };
    expect(given([drafted(), ...published, closed]).when(join())).toThrow(JOIN_CLOSED);
  });
});

describe('quoting under a deposit rule', () => {
  it('given a deposit asked and none confirmed, when a newcomer quotes, then refused in Chinese', () => {
    expect(given([drafted(), rule, ...published]).when(quote())).toThrow(DEPOSIT_REQUIRED);
  });
  it('given its deposit confirmed, when the supplier quotes, then its quote is recorded', () => {
    const events = given([drafted(), rule, ...published, joined(true)]).when(quote())();
    expect(events.map((e) => e.type)).toEqual(['SourcingQuoteSubmitted']);
  });
  it('given an invited supplier whose deposit is not confirmed, when it quotes, then refused', () => {
    const invited: SourcingProjectEvent = {
      type: 'SourcingSupplierInvited',
      data: { supplierId: 'S1', supplierName: '供应商S1', by: 'b', at },
    };
    const history = [drafted('invited'), rule, invited, ...published];
    expect(given(history).when(quote())).toThrow(DEPOSIT_REQUIRED);
    expect(
      given([...history, joined(true)])
        .when(quote())()
        .map((e) => e.type),
    ).toEqual(['SourcingQuoteSubmitted']);
  });
  it('given no deposit asked, when a public newcomer quotes, then it joins by quoting as before', () => {
    expect(
      given([drafted(), ...published])
        .when(quote())()
        .map((e) => e.type),
    ).toEqual(['SourcingQuoteSubmitted']);
  });
});
