import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';
import { decide, evolve, initialState, type UserCommand } from './user.decide';
import type { UserEvent } from './user.events';

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
