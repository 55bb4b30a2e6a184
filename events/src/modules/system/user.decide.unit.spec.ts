import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../errors';
import {
  decide,
  evolve,
  initialState,
  NOT_IN_DEPARTMENT,
  OWN_PHONE_NEEDS_SMS,
  SUPPLIER_NO_ORG_CODE,
  SUPPLIER_NOT_IN_DEPARTMENTS,
  type UserCommand,
} from './user.decide';
import type { UserEvent, UserProfile } from './user.events';

const t0 = new Date('2026-11-22T08:00:00.000Z');
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
const failed = (n: number): UserEvent => ({
  type: 'UserLoginFailed',
  data: { at: t0.toISOString(), failedCount: n },
});

describe('user decider', () => {
  it('given an old stream with logins, logouts and a lock, it still loads and takes commands', () => {
    const history: UserEvent[] = [
      created,
      {
        type: 'UserLoginSucceeded',
        data: { at: t0.toISOString(), tokenId: 'j', expiresAt: t0.toISOString() },
      },
      failed(1),
      { type: 'UserLocked', data: { at: t0.toISOString(), until: t0.toISOString() } },
      { type: 'UserLoggedOut', data: { at: t0.toISOString(), tokenId: 'j', expiresAt: t0.toISOString() } },
    ];
    expect(given(history).when({ type: 'ChangePassword', passwordHash: '$argon2id$new' })()).toEqual([
      { type: 'UserPasswordChanged', data: { passwordHash: '$argon2id$new' } },
    ]);
  });

  it('refuses to create a user twice', () => {
    const data = created.data as Extract<UserEvent, { type: 'UserCreated' }>['data'];
    expect(given([created]).when({ type: 'CreateUser', ...data })).toThrow('该用户已存在');
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
