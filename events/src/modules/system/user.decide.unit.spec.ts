import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import { passwordProblem } from './password-policy';
import { ACCOUNT_LOCKED, decide, evolve, initialState, LOCK_MS, type UserCommand } from './user.decide';
import type { UserEvent } from './user.events';

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
