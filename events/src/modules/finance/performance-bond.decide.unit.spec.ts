import { describe, expect, it } from 'vitest';
import {
  BOND_ALREADY,
  BOND_AMOUNT_NOT_POSITIVE,
  BOND_CONVERSION_TOO_LARGE,
  BOND_DUE_AFTER_EXPIRY,
  BOND_EXPIRY_PASSED,
  BOND_NOT_AWARDED,
  BOND_NOT_FOUND,
  BOND_NOT_WINNER,
  bondReminderAt,
  decideBond,
  evolveBond,
  initialBondState,
  type BondCommand,
} from './performance-bond.decide';
import type { PerformanceBondEvent } from './performance-bond.events';

const now = new Date('2026-12-10T02:00:00.000Z');
const at = now.toISOString();
type Require = Extract<BondCommand, { type: 'RequirePerformanceBond' }>;
const require_ = (over: Partial<Require> = {}): BondCommand => ({
  type: 'RequirePerformanceBond',
  bondId: 'p1.S1',
  project: {
    tenantId: '1',
    projectId: 'p1',
    code: 'ZB-2026-000001',
    title: '铂铑合金漏板采购招标',
    status: 'awarded',
    currency: 'CNY',
    winners: { S1: '山东高岭土矿业有限公司' },
  },
  supplierId: 'S1',
  amount: '20000',
  dueDate: '2026-12-20',
  expiresOn: '2027-12-31',
  convertedDeposit: '5000.00',
  today: '2026-12-10',
  by: 'buyer',
  now,
  ...over,
});
const required: PerformanceBondEvent = {
  type: 'PerformanceBondRequired',
  data: {
    bondId: 'p1.S1',
    tenantId: '1',
    projectId: 'p1',
    projectCode: 'ZB-2026-000001',
    projectTitle: '铂铑合金漏板采购招标',
    supplierId: 'S1',
    supplierName: '山东高岭土矿业有限公司',
    amount: '20000.00',
    currency: 'CNY',
    dueDate: '2026-12-20',
    expiresOn: '2027-12-31',
    convertedDeposit: '5000.00',
    by: 'buyer',
    at,
  },
};
const given = (events: PerformanceBondEvent[]) => ({
  when: (command: BondCommand) => () => decideBond(command, events.reduce(evolveBond, initialBondState())),
});

describe('performance bond (履约保证金)', () => {
  it('given an awarded project, when the buyer requires a bond of a winner, then it is required with the converted deposit', () => {
    expect(given([]).when(require_())()).toEqual([required]);
  });
  it('given a project not awarded, then refused', () => {
    const c = require_() as Require;
    expect(given([]).when({ ...c, project: { ...c.project, status: 'evaluation' } })).toThrow(
      BOND_NOT_AWARDED,
    );
  });
  it('given a supplier that won nothing, then refused', () => {
    expect(given([]).when(require_({ supplierId: 'S2' }))).toThrow(BOND_NOT_WINNER);
  });
  it('given amount 0, an expiry not ahead, a due date after expiry, or a deposit larger than the bond, then refused', () => {
    expect(given([]).when(require_({ amount: '0' }))).toThrow(BOND_AMOUNT_NOT_POSITIVE);
    expect(given([]).when(require_({ expiresOn: '2026-12-10' }))).toThrow(BOND_EXPIRY_PASSED);
    expect(given([]).when(require_({ dueDate: '2028-01-01' }))).toThrow(BOND_DUE_AFTER_EXPIRY);
    expect(given([]).when(require_({ amount: '4000' }))).toThrow(BOND_CONVERSION_TOO_LARGE);
  });
  it('given a bond of that winner, when required again, then refused', () => {
    expect(given([required]).when(require_())).toThrow(BOND_ALREADY);
  });
  it('given a bond, when the timer reminds of its expiry, then reminded once', () => {
    const reminded = given([required]).when({ type: 'RemindBondExpiry', now })();
    expect(reminded).toEqual([
      { type: 'PerformanceBondExpiryReminded', data: { expiresOn: '2027-12-31', at } },
    ]);
    expect(given([required, ...reminded]).when({ type: 'RemindBondExpiry', now })()).toEqual([]);
  });
  it('given no bond, when reminded, then not found', () => {
    expect(given([]).when({ type: 'RemindBondExpiry', now })).toThrow(BOND_NOT_FOUND);
  });
  it('the reminder is due the lead before the expiry day starts in China Standard Time', () => {
    expect(bondReminderAt('2027-12-31', 7 * 24 * 3_600_000).toISOString()).toBe('2027-12-23T16:00:00.000Z');
  });
});
