import { describe, expect, it } from 'vitest';
import {
  decideDeposit,
  DEPOSIT_ALREADY_CONFIRMED,
  DEPOSIT_AMOUNT_MISMATCH,
  DEPOSIT_NOT_FOUND,
  DEPOSIT_NOT_HELD,
  DEPOSIT_NOT_PENDING,
  DEPOSIT_NOT_REQUIRED,
  DEPOSIT_PENDING,
  DEPOSIT_PROJECT_CLOSED,
  DEPOSIT_PROOF_REQUIRED,
  DEPOSIT_SIGN_UP_FIRST,
  evolveDeposit,
  initialDepositState,
  refundsOnAward,
  type DepositCommand,
  type DepositProjectFacts,
} from './deposit.decide';
import type { DepositEvent } from './deposit.events';

const now = new Date('2026-12-01T02:00:00.000Z');
const at = now.toISOString();
const project = (over: Partial<DepositProjectFacts> = {}): DepositProjectFacts => ({
  tenantId: '1',
  projectId: 'p1',
  code: 'ZB-2026-000001',
  title: '铂铑合金漏板采购招标',
  status: 'registration',
  rule: { amount: '5000.00', currency: 'CNY' },
  mayTakePart: true,
  ...over,
});
const pay = (
  over: Partial<Extract<DepositCommand, { type: 'RecordDepositPayment' }>> = {},
): DepositCommand => ({
  type: 'RecordDepositPayment',
  depositId: 'p1.S1',
  project: project(),
  supplier: { id: 'S1', name: '山东高岭土矿业有限公司' },
  amount: '5000',
  paidOn: '2026-11-30',
  reference: 'BK20261130001',
  proof: ['files/receipt.pdf'],
  by: 'u1',
  now,
  ...over,
});
const recorded: DepositEvent = {
  type: 'DepositPaymentRecorded',
  data: {
    depositId: 'p1.S1',
    tenantId: '1',
    projectId: 'p1',
    projectCode: 'ZB-2026-000001',
    projectTitle: '铂铑合金漏板采购招标',
    supplierId: 'S1',
    supplierName: '山东高岭土矿业有限公司',
    amount: '5000.00',
    currency: 'CNY',
    paidOn: '2026-11-30',
    reference: 'BK20261130001',
    proof: ['files/receipt.pdf'],
    by: 'u1',
    at,
  },
};
const confirmed: DepositEvent = { type: 'DepositConfirmed', data: { by: 'buyer', at } };
const given = (events: DepositEvent[]) => ({
  when: (command: DepositCommand) => () =>
    decideDeposit(command, events.reduce(evolveDeposit, initialDepositState())),
});
const act = { by: 'buyer', now };

describe('recording a deposit payment (缴纳保证金)', () => {
  it('given nothing, when the supplier records the asked amount with proof, then it awaits confirmation', () => {
    expect(given([]).when(pay())()).toEqual([recorded]);
  });
  it('given a project asking no deposit, then refused', () => {
    expect(given([]).when(pay({ project: project({ rule: null }) }))).toThrow(DEPOSIT_NOT_REQUIRED);
  });
  it('given another amount than asked, then refused with the asked amount', () => {
    expect(given([]).when(pay({ amount: '4999.99' }))).toThrow(DEPOSIT_AMOUNT_MISMATCH('5000.00', 'CNY'));
  });
  it('given no proof, then refused', () => {
    expect(given([]).when(pay({ proof: [] }))).toThrow(DEPOSIT_PROOF_REQUIRED);
  });
  it('given a public project it has not signed up for, then refused: sign up first', () => {
    expect(given([]).when(pay({ project: project({ mayTakePart: false }) }))).toThrow(DEPOSIT_SIGN_UP_FIRST);
  });
  it('given a project past its bidding, then refused', () => {
    expect(given([]).when(pay({ project: project({ status: 'evaluation' }) }))).toThrow(
      DEPOSIT_PROJECT_CLOSED,
    );
  });
  it('given a payment awaiting confirmation, when it records again, then refused', () => {
    expect(given([recorded]).when(pay())).toThrow(DEPOSIT_PENDING);
  });
  it('given a confirmed deposit, when it records again, then refused', () => {
    expect(given([recorded, confirmed]).when(pay())).toThrow(DEPOSIT_ALREADY_CONFIRMED);
  });
  it('given a rejected payment, when it records again, then it awaits confirmation again', () => {
    const rejected: DepositEvent = {
      type: 'DepositRejected',
      data: { reason: '凭证不清晰', by: 'buyer', at },
    };
    expect(given([recorded, rejected]).when(pay())()).toEqual([recorded]);
  });
});

describe('confirming or rejecting (确认 / 驳回)', () => {
  it('given a recorded payment, when the buyer confirms, then confirmed', () => {
    expect(given([recorded]).when({ type: 'ConfirmDeposit', ...act })()).toEqual([confirmed]);
  });
  it('given a recorded payment, when the buyer rejects with a reason, then rejected with it', () => {
    expect(given([recorded]).when({ type: 'RejectDeposit', reason: '金额未到账', ...act })()).toEqual([
      { type: 'DepositRejected', data: { reason: '金额未到账', by: 'buyer', at } },
    ]);
  });
  it('given a confirmed deposit, when the buyer confirms again, then refused', () => {
    expect(given([recorded, confirmed]).when({ type: 'ConfirmDeposit', ...act })).toThrow(
      DEPOSIT_NOT_PENDING,
    );
  });
  it('given no deposit, when the buyer confirms, then not found', () => {
    expect(given([]).when({ type: 'ConfirmDeposit', ...act })).toThrow(DEPOSIT_NOT_FOUND);
  });
});

describe('after the award: refund, conversion, deduction', () => {
  it('given a confirmed deposit, when refunded, then the whole amount goes back with the reason', () => {
    expect(given([recorded, confirmed]).when({ type: 'RefundDeposit', reason: '未中标', ...act })()).toEqual([
      { type: 'DepositRefunded', data: { amount: '5000.00', reason: '未中标', by: 'buyer', at } },
    ]);
  });
  it('given a confirmed deposit, when converted, then it names the performance bond', () => {
    expect(given([recorded, confirmed]).when({ type: 'ConvertDeposit', bondId: 'p1.S1', ...act })()).toEqual([
      { type: 'DepositConverted', data: { amount: '5000.00', bondId: 'p1.S1', by: 'buyer', at } },
    ]);
  });
  it('given a confirmed deposit, when deducted with a reason, then deducted', () => {
    const events = given([recorded, confirmed]).when({
      type: 'DeductDeposit',
      reason: '中标后拒签合同',
      ...act,
    })();
    expect(events[0]).toMatchObject({
      type: 'DepositDeducted',
      data: { amount: '5000.00', reason: '中标后拒签合同' },
    });
  });
  it('given a refunded deposit, when refunded or deducted again, then refused', () => {
    const refunded: DepositEvent = {
      type: 'DepositRefunded',
      data: { amount: '5000.00', reason: 'x', by: 'b', at },
    };
    expect(
      given([recorded, confirmed, refunded]).when({ type: 'RefundDeposit', reason: 'x', ...act }),
    ).toThrow(DEPOSIT_NOT_HELD);
    expect(
      given([recorded, confirmed, refunded]).when({ type: 'DeductDeposit', reason: 'x', ...act }),
    ).toThrow(DEPOSIT_NOT_HELD);
  });
  it('given an unconfirmed payment, when refunded, then refused (nothing was received)', () => {
    expect(given([recorded]).when({ type: 'RefundDeposit', reason: 'x', ...act })).toThrow(DEPOSIT_NOT_HELD);
  });
  it('on award, only the confirmed deposits of suppliers that won nothing are refunded', () => {
    expect(
      refundsOnAward(
        [
          { depositId: 'p1.S1', supplierId: 'S1', status: 'confirmed' },
          { depositId: 'p1.S2', supplierId: 'S2', status: 'confirmed' },
          { depositId: 'p1.S3', supplierId: 'S3', status: 'paid' },
          { depositId: 'p1.S4', supplierId: 'S4', status: 'refunded' },
        ],
        ['S1'],
      ),
    ).toEqual(['p1.S2']);
  });
});
