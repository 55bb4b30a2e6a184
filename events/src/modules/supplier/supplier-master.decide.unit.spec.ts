import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  ALREADY_BLACKLISTED,
  BLACKLIST_ENDED,
  BLACKLIST_PERIOD,
  BLACKLIST_REASON_REQUIRED,
  decide,
  evolve,
  initialState,
  LIFT_REASON_REQUIRED,
  NOT_BLACKLISTED,
  REGISTERED_CAPITAL_FORMAT,
  SUPPLIER_CODE_FORMAT,
  type SupplierCommand,
} from './supplier.decide';
import { EMPTY_PROFILE, type SupplierEvent, type SupplierInfo } from './supplier.events';

// 2026-11-27 10:00 in China (02:00 UTC): the business day is 2026-11-27.
const now = new Date('2026-11-27T02:00:00.000Z');
const at = now.toISOString();
const info: SupplierInfo = {
  companyName: '泰安华岳玻纤矿业有限公司',
  creditCode: '91350100M000100Y43',
  contact: '林一',
  phone: '13700000001',
  email: null,
  address: null,
  legalPerson: null,
  categoryIds: [],
  attachments: [],
};
const admitted: SupplierEvent[] = [
  { type: 'SupplierRegistered', data: { id: 'S100', tenantId: '1', info, userId: null, at } },
  { type: 'SupplierApproved', data: { by: 'seed', comment: null, at } },
];
const blacklisted = (from: string, to: string | null): SupplierEvent => ({
  type: 'SupplierBlacklisted',
  data: { reason: '质量事故', from, to, by: 'admin', at },
});
const given = (...events: SupplierEvent[]) => events.reduce(evolve, initialState());
const when = (command: SupplierCommand, ...events: SupplierEvent[]) => decide(command, given(...events));
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof DomainError ? e.message : String(e);
  }
  return 'no refusal';
};
const blacklist = (reason: string, from: string, to: string | null): SupplierCommand => ({
  type: 'BlacklistSupplier',
  reason,
  from,
  to,
  by: 'admin',
  now,
});
const lift = (reason: string): SupplierCommand => ({
  type: 'LiftSupplierBlacklist',
  reason,
  by: 'admin',
  now,
});
const dictionaries = { supplierType: ['manufacturer', 'trader'], level: ['A', 'B', 'C', 'D'] };
const profile = (p: Partial<typeof EMPTY_PROFILE>): SupplierCommand => ({
  type: 'UpdateSupplierProfile',
  profile: { ...EMPTY_PROFILE, ...p },
  dictionaries,
  by: 'admin',
  now,
});

describe('supplier master: blacklist', () => {
  it('given an admitted supplier, when blacklisted with a reason and a period, then SupplierBlacklisted', () => {
    expect(when(blacklist(' 质量事故 ', '2026-11-27', '2027-11-26'), ...admitted)).toEqual([
      blacklisted('2026-11-27', '2027-11-26'),
    ]);
  });

  it('an open-ended bar (长期) has no end date', () => {
    expect(when(blacklist('串标', '2026-11-27', null), ...admitted)).toEqual([
      {
        type: 'SupplierBlacklisted',
        data: { reason: '串标', from: '2026-11-27', to: null, by: 'admin', at },
      },
    ]);
  });

  it('refuses without a reason, an end before the start, or an end already past', () => {
    expect(refusal(() => when(blacklist('  ', '2026-11-27', null), ...admitted))).toBe(
      BLACKLIST_REASON_REQUIRED,
    );
    expect(refusal(() => when(blacklist('x', '2026-12-01', '2026-11-30'), ...admitted))).toBe(
      BLACKLIST_PERIOD,
    );
    expect(refusal(() => when(blacklist('x', '2026-01-01', '2026-11-26'), ...admitted))).toBe(
      BLACKLIST_ENDED,
    );
  });

  it('refuses markup in the reason', () => {
    expect(refusal(() => when(blacklist('<script>x</script>', '2026-11-27', null), ...admitted))).toMatch(
      /HTML/,
    );
  });

  it('given a bar in force or still to come, when blacklisted again, then 该供应商已在黑名单中', () => {
    const again = blacklist('再次', '2026-11-27', null);
    expect(refusal(() => when(again, ...admitted, blacklisted('2026-01-01', null)))).toBe(
      ALREADY_BLACKLISTED,
    );
    expect(refusal(() => when(again, ...admitted, blacklisted('2027-01-01', '2027-06-30')))).toBe(
      ALREADY_BLACKLISTED,
    );
  });

  it('given a bar that ended by its date, a new one may start', () => {
    expect(
      when(blacklist('再次', '2026-11-27', null), ...admitted, blacklisted('2025-01-01', '2026-11-26')),
    ).toHaveLength(1);
  });

  it('given a bar in force, when lifted early with a reason, then SupplierBlacklistLifted; the state is clear', () => {
    const events = [...admitted, blacklisted('2026-01-01', null)];
    expect(when(lift(' 整改完成 '), ...events)).toEqual([
      { type: 'SupplierBlacklistLifted', data: { reason: '整改完成', by: 'admin', at } },
    ]);
    const state = given(...events, {
      type: 'SupplierBlacklistLifted',
      data: { reason: '整改完成', by: 'a', at },
    });
    expect(state.status !== 'none' && state.blacklist).toBe(null);
  });

  it('refuses lifting without a reason, or when not blacklisted (never, lifted, or ended)', () => {
    expect(refusal(() => when(lift(''), ...admitted, blacklisted('2026-01-01', null)))).toBe(
      LIFT_REASON_REQUIRED,
    );
    expect(refusal(() => when(lift('x'), ...admitted))).toBe(NOT_BLACKLISTED);
    expect(refusal(() => when(lift('x'), ...admitted, blacklisted('2025-01-01', '2026-11-26')))).toBe(
      NOT_BLACKLISTED,
    );
  });
});

describe('supplier master: the buyer profile', () => {
  it('records what changed, registered capital as a two-decimal text', () => {
    expect(
      when(
        profile({ code: 'GYS0001', level: 'A', supplierType: 'manufacturer', registeredCapital: '5000.5' }),
        ...admitted,
      ),
    ).toEqual([
      {
        type: 'SupplierProfileUpdated',
        data: {
          changes: {
            code: { from: null, to: 'GYS0001' },
            supplierType: { from: null, to: 'manufacturer' },
            level: { from: null, to: 'A' },
            registeredCapital: { from: null, to: '5000.50' },
          },
          by: 'admin',
          at,
        },
      },
    ]);
  });

  it('an unchanged profile decides nothing', () => {
    const first: SupplierEvent = {
      type: 'SupplierProfileUpdated',
      data: { changes: { level: { from: null, to: 'B' } }, by: 'admin', at },
    };
    expect(when(profile({ level: 'B' }), ...admitted, first)).toEqual([]);
  });

  it('refuses a bad code, a capital that is not a decimal with at most 2 places, a level outside the dictionary', () => {
    expect(refusal(() => when(profile({ code: 'GYS 01' }), ...admitted))).toBe(SUPPLIER_CODE_FORMAT);
    expect(refusal(() => when(profile({ registeredCapital: '1e3' }), ...admitted))).toBe(
      REGISTERED_CAPITAL_FORMAT,
    );
    expect(refusal(() => when(profile({ registeredCapital: '12.345' }), ...admitted))).toBe(
      REGISTERED_CAPITAL_FORMAT,
    );
    expect(refusal(() => when(profile({ level: 'Z' }), ...admitted))).toBe('供应商等级不在可选范围内');
  });
});
