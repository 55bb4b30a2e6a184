import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { passwordProblem } from './password-policy';
import {
  ACCOUNT_LOCKED,
  decide,
  evolve,
  initialState,
  LOCK_MS,
  NOT_IN_DEPARTMENT,
  OWN_PHONE_NEEDS_SMS,
  SUPPLIER_NO_ORG_CODE,
  SUPPLIER_NOT_IN_DEPARTMENTS,
  WRONG_CREDENTIALS,
  type UserCommand,
} from './user.decide';
import type { UserEvent, UserProfile } from './user.events';

const t0 = new Date('2026-11-22T08:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const created: UserEvent = {
  type: 'UserCreated',
  data: {
    id: 'u1',
    tenantId: '0',
    username: 'buyer1',
    realname: '采购员一',
    passwordHash: '$argon2id$v=19$x',
    supplierId: null,
    isShow: 1,
  },
};
const given = (events: UserEvent[]) => {
  const state = events.reduce(evolve, initialState());
  return { when: (c: UserCommand) => () => decide(c, state) };
};
const login = (passwordMatches: boolean, now: Date): UserCommand => ({
  type: 'RecordLogin',
  passwordMatches,
  tokenId: 'jti-1',
  now,
});
const failed = (n: number, ms = 0): UserEvent => ({
  type: 'UserLoginFailed',
  data: { at: at(ms).toISOString(), failedCount: n },
});

describe('user decider: login and lockout', () => {
  it('given a user, when the password matches, then a login with a 7-day token', () => {
    expect(given([created]).when(login(true, t0))()).toEqual([
      {
        type: 'UserLoginSucceeded',
        data: { at: t0.toISOString(), tokenId: 'jti-1', expiresAt: '2026-11-29T08:00:00.000Z' },
      },
    ]);
  });

  it('given four failures, when the fifth fails, then the account is locked for 10 minutes', () => {
    expect(given([created, failed(1), failed(2), failed(3), failed(4)]).when(login(false, t0))()).toEqual([
      failed(5),
      { type: 'UserLocked', data: { at: t0.toISOString(), until: at(LOCK_MS).toISOString() } },
    ]);
  });

  it('given a lock, when logging in during it (even with the right password), then refused', () => {
    const locked: UserEvent = {
      type: 'UserLocked',
      data: { at: t0.toISOString(), until: at(LOCK_MS).toISOString() },
    };
    const run = given([created, locked]).when(login(true, at(LOCK_MS - 1)));
    expect(run).toThrow(DomainError);
    expect(run).toThrow(ACCOUNT_LOCKED);
    // After it, counting starts again from zero.
    expect(given([created, locked]).when(login(false, at(LOCK_MS)))()).toEqual([failed(1, LOCK_MS)]);
  });

  it('given a success, failures count from zero again', () => {
    const ok: UserEvent = {
      type: 'UserLoginSucceeded',
      data: { at: t0.toISOString(), tokenId: 'j', expiresAt: at(1).toISOString() },
    };
    expect(given([created, failed(1), failed(2), ok]).when(login(false, t0))()).toEqual([failed(1)]);
  });

  it('refuses to create a user twice', () => {
    const data = created.data as Extract<UserEvent, { type: 'UserCreated' }>['data'];
    expect(given([created]).when({ type: 'CreateUser', ...data })).toThrow('该用户已存在');
  });
});

describe('password policy (spec §5)', () => {
  it.each([
    ['Abcdefg1', null],
    ['abcdefg1!', null],
    ['ABCDEFG1!', null],
    ['abcdefgh', '密码安全等级不够！'],
    ['Abc1!', '密码安全等级不够！'],
    ['abcdefg12', '密码安全等级不够！'],
  ])('%s -> %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('says when the confirmation differs', () => {
    expect(passwordProblem('Abcdefg1', 'Abcdefg2')).toBe('两次输入的密码不一致！');
  });
});

describe('user decider: a lock tells nothing to a wrong password ([SEC1] 8)', () => {
  it('given a lock, when a wrong password is tried during it, then the unknown-username answer', () => {
    const locked: UserEvent = {
      type: 'UserLocked',
      data: { at: t0.toISOString(), until: at(LOCK_MS).toISOString() },
    };
    const run = given([created, locked]).when(login(false, at(1)));
    expect(run).toThrow(WRONG_CREDENTIALS);
    expect(codeOf(run)).toBe('ValidationFailed');
  });
});

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return (e as DomainError).code;
  }
  return undefined;
};
const supplierUser: UserEvent = {
  type: 'UserCreated',
  data: {
    ...(created.data as Extract<UserEvent, { type: 'UserCreated' }>['data']),
    id: 'u2',
    supplierId: 'S001',
  },
};
const update = (
  changes: Partial<UserProfile>,
  actor: string | null = 'admin',
  phoneVerified?: boolean,
): UserCommand => ({
  type: 'UpdateUser',
  changes,
  actor,
  ...(phoneVerified ? { phoneVerified } : {}),
});

describe('user decider: suppliers stay out of staff organisation ([SEC1] 6)', () => {
  it('given a supplier user, when it is put into a department, then refused', () => {
    const run = given([supplierUser]).when(update({ departIds: ['dep-purchasing'] }, 'u2'));
    expect(run).toThrow(SUPPLIER_NOT_IN_DEPARTMENTS);
    expect(codeOf(run)).toBe('ValidationFailed');
  });

  it('given a supplier user, when it selects an org code, then refused', () => {
    expect(given([supplierUser]).when(update({ orgCode: 'A01A01' }, 'u2'))).toThrow(SUPPLIER_NO_ORG_CODE);
  });

  it('when a supplier user is created in a department, then refused', () => {
    const data = supplierUser.data as Extract<UserEvent, { type: 'UserCreated' }>['data'];
    expect(given([]).when({ type: 'CreateUser', ...data, departIds: ['dep-finance'] })).toThrow(
      SUPPLIER_NOT_IN_DEPARTMENTS,
    );
  });

  it('given a supplier user, when it leaves departments or edits its name, then the change', () => {
    expect(given([supplierUser]).when(update({ departIds: [], realname: '供应商甲' }, 'u2'))()).toEqual([
      { type: 'UserUpdated', data: { changes: { realname: { from: '采购员一', to: '供应商甲' } } } },
    ]);
  });

  it('given a staff user, when put into a department, then the change', () => {
    expect(given([created]).when(update({ departIds: ['dep-finance'] }))()).toEqual([
      { type: 'UserUpdated', data: { changes: { departIds: { from: [], to: ['dep-finance'] } } } },
    ]);
  });
});

describe('user decider: one rule for a phone change ([SEC1] 7)', () => {
  it('given a user, when it changes its own phone without an SMS check, then refused', () => {
    const run = given([created]).when(update({ phone: '13900000001' }, 'u1'));
    expect(run).toThrow(OWN_PHONE_NEEDS_SMS);
    expect(codeOf(run)).toBe('ValidationFailed');
  });

  it('given a user, when it changes its own phone with a verified code, then the change', () => {
    expect(given([created]).when(update({ phone: '13900000001' }, 'u1', true))()).toEqual([
      { type: 'UserUpdated', data: { changes: { phone: { from: null, to: '13900000001' } } } },
    ]);
  });

  it("given a user, when an administrator changes the user's phone, then the change", () => {
    expect(given([created]).when(update({ phone: '13900000001' }, 'admin'))()).toHaveLength(1);
  });

  it('given a user, when it saves its own unchanged phone, then nothing is refused', () => {
    const withPhone: UserEvent = {
      type: 'UserUpdated',
      data: { changes: { phone: { from: null, to: '13900000001' } } },
    };
    expect(given([created, withPhone]).when(update({ phone: '13900000001', sex: 1 }, 'u1'))()).toHaveLength(
      1,
    );
  });
});

describe('user decider: plain-text names ([SEC1] 11)', () => {
  it('when a name carries markup, then refused and nothing written', () => {
    expect(given([created]).when(update({ realname: '<img src=x onerror=alert(1)>' }))).toThrow(
      '用户名称不能包含HTML标签或脚本',
    );
    const data = created.data as Extract<UserEvent, { type: 'UserCreated' }>['data'];
    expect(given([]).when({ type: 'CreateUser', ...data, realname: '<script>x</script>' })).toThrow(
      '用户名称不能包含HTML标签或脚本',
    );
  });
});

describe('user decider: selecting the current department (spec §4)', () => {
  const inFinance: UserEvent = {
    type: 'UserUpdated',
    data: { changes: { departIds: { from: [], to: ['dep-finance'] } } },
  };
  const select = (orgCode: string, departId: string | null): UserCommand => ({
    type: 'SelectDepartment',
    orgCode,
    departId,
  });

  it('given a staff member of a department, when it selects it, then its org code changes', () => {
    expect(given([created, inFinance]).when(select('A01A02', 'dep-finance'))()).toEqual([
      { type: 'UserUpdated', data: { changes: { orgCode: { from: null, to: 'A01A02' } } } },
    ]);
  });

  it('given a staff member, when it selects a department it does not belong to (or none), then refused', () => {
    expect(given([created, inFinance]).when(select('A01A01', 'dep-purchasing'))).toThrow(NOT_IN_DEPARTMENT);
    expect(given([created, inFinance]).when(select('Z99', null))).toThrow(NOT_IN_DEPARTMENT);
  });

  it("given a supplier's user, when it selects a staff org code, then refused whatever its memberships", () => {
    expect(given([supplierUser]).when(select('A01A02', 'dep-finance'))).toThrow(SUPPLIER_NO_ORG_CODE);
  });
});
