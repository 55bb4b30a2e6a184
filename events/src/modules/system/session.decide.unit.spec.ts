import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  decideLoginAttempt,
  decideSession,
  evolveLoginAttempt,
  evolveSession,
  initialLoginAttemptState,
  initialSessionState,
  LoginRoundEnded,
  SESSION_NOT_FOUND,
  sessionEndReasonOf,
  type LoginAttemptCommand,
  type SessionCommand,
} from './session.decide';
import type { LoginAttemptEvent, SessionEvent } from './session.events';
import { ACCOUNT_FROZEN, ACCOUNT_LOCKED, LOCK_MS, WRONG_CREDENTIALS } from './user.decide';
import type { UserEvent } from './user.events';

const t0 = new Date('2026-11-22T08:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('session decider', () => {
  const given = (events: SessionEvent[]) => {
    const state = events.reduce(evolveSession, initialSessionState());
    return { when: (c: SessionCommand) => () => decideSession(c, state) };
  };
  const start: SessionCommand = {
    type: 'StartSession',
    userId: 'u1',
    tenantId: '0',
    ip: '10.0.0.1',
    userAgent: 'Mozilla/5.0 Chrome/120',
    loginMethod: 'password',
    now: t0,
  };
  const started: SessionEvent = {
    type: 'SessionStarted',
    data: {
      userId: 'u1',
      tenantId: '0',
      ip: '10.0.0.1',
      userAgent: 'Mozilla/5.0 Chrome/120',
      loginMethod: 'password',
      at: t0.toISOString(),
      expiresAt: '2026-11-29T08:00:00.000Z',
    },
  };
  const ended = (reason: 'logout' | 'endedByUser' = 'logout'): SessionEvent => ({
    type: 'SessionEnded',
    data: { userId: 'u1', at: t0.toISOString(), reason },
  });

  it('given nothing, when a login starts a session, then it lives 7 days', () => {
    expect(given([]).when(start)()).toEqual([started]);
  });

  it('given a session, when it starts again, then refused', () => {
    expect(given([started]).when(start)).toThrow('该会话已存在');
  });

  it('given a session, when its user ends it, then it ends with that reason', () => {
    expect(
      given([started]).when({ type: 'EndSession', reason: 'endedByUser', byUserId: 'u1', now: t0 })(),
    ).toEqual([ended('endedByUser')]);
  });

  it("given another user's session, when a user tries to end it, then 未找到对应会话 and nothing", () => {
    const run = given([started]).when({ type: 'EndSession', reason: 'endedByUser', byUserId: 'u2', now: t0 });
    expect(run).toThrow(DomainError);
    expect(run).toThrow(SESSION_NOT_FOUND);
  });

  it('given no session, when ended, then 未找到对应会话', () => {
    expect(given([]).when({ type: 'EndSession', reason: 'logout', now: t0 })).toThrow(SESSION_NOT_FOUND);
  });

  it('given an ended session, when ended again, then nothing is written', () => {
    expect(
      given([started, ended()]).when({ type: 'EndSession', reason: 'passwordChanged', now: t0 })(),
    ).toEqual([]);
  });
});

describe('login attempt decider (one round of failures)', () => {
  const given = (events: LoginAttemptEvent[]) => {
    const state = events.reduce(evolveLoginAttempt, initialLoginAttemptState());
    return { when: (c: LoginAttemptCommand) => () => decideLoginAttempt(c, state) };
  };
  const attempt = (
    passwordMatches: boolean,
    now = t0,
    o: Partial<LoginAttemptCommand> = {},
  ): LoginAttemptCommand => ({
    type: 'RecordLoginAttempt',
    userId: 'u1',
    passwordMatches,
    frozen: false,
    lockedUntil: null,
    now,
    ...o,
  });
  const failed = (n: number, ms = 0): LoginAttemptEvent => ({
    type: 'LoginFailed',
    data: { userId: 'u1', at: at(ms).toISOString(), failedCount: n },
  });
  const locked: LoginAttemptEvent = {
    type: 'LoginLocked',
    data: { userId: 'u1', at: t0.toISOString(), until: at(LOCK_MS).toISOString() },
  };

  it('given no failures, when the password matches, then nothing is written (logins do not contend)', () => {
    expect(given([]).when(attempt(true))()).toEqual([]);
  });

  it('given no failures, when the password is wrong, then the first failure', () => {
    expect(given([]).when(attempt(false))()).toEqual([failed(1)]);
  });

  it('given four failures, when the fifth fails, then the account is locked for 10 minutes', () => {
    expect(given([failed(1), failed(2), failed(3), failed(4)]).when(attempt(false))()).toEqual([
      failed(5),
      locked,
    ]);
  });

  it('given the lock of the previous round, when logging in during it (even rightly), then refused', () => {
    const run = given([]).when(attempt(true, at(LOCK_MS - 1), { lockedUntil: at(LOCK_MS).toISOString() }));
    expect(run).toThrow(DomainError);
    expect(run).toThrow(ACCOUNT_LOCKED);
  });

  it('given the lock of the previous round is over, when the password matches, then the lock is cleared', () => {
    const after = attempt(true, at(LOCK_MS), { lockedUntil: at(LOCK_MS).toISOString() });
    expect(given([]).when(after)()).toEqual([
      { type: 'LoginFailuresCleared', data: { userId: 'u1', at: at(LOCK_MS).toISOString() } },
    ]);
  });

  it('given the lock of the previous round, when it is over, then counting starts from zero', () => {
    const after = attempt(false, at(LOCK_MS), { lockedUntil: at(LOCK_MS).toISOString() });
    expect(given([]).when(after)()).toEqual([failed(1, LOCK_MS)]);
  });

  it('given this round just locked (a concurrent attempt), when another arrives during the lock, then refused', () => {
    const round = given([failed(1), failed(2), failed(3), failed(4), failed(5), locked]);
    expect(round.when(attempt(true))).toThrow(ACCOUNT_LOCKED);
    // [SEC1] 8: a wrong password learns nothing of the lock (the unknown-username answer).
    expect(round.when(attempt(false))).toThrow(WRONG_CREDENTIALS);
  });

  it('given the lock of the previous round, when a wrong password is tried during it, then the unknown-username answer', () => {
    const run = given([]).when(attempt(false, at(1), { lockedUntil: at(LOCK_MS).toISOString() }));
    expect(run).toThrow(WRONG_CREDENTIALS);
    expect(run).not.toThrow(ACCOUNT_LOCKED);
  });

  it('given failures, when the password matches, then they are cleared (the round ends)', () => {
    expect(given([failed(1), failed(2)]).when(attempt(true))()).toEqual([
      { type: 'LoginFailuresCleared', data: { userId: 'u1', at: t0.toISOString() } },
    ]);
  });

  it('given a round that ended, when an attempt arrives, then the handler must read the next round', () => {
    const cleared: LoginAttemptEvent = {
      type: 'LoginFailuresCleared',
      data: { userId: 'u1', at: t0.toISOString() },
    };
    expect(given([failed(1), cleared]).when(attempt(false))).toThrow(LoginRoundEnded);
  });

  it('given a frozen account, when the password matches, then 该用户已冻结; a wrong one is just a failure', () => {
    expect(given([]).when(attempt(true, t0, { frozen: true }))).toThrow(ACCOUNT_FROZEN);
    expect(given([]).when(attempt(false, t0, { frozen: true }))()).toEqual([failed(1)]);
  });
});

describe('which account changes end its sessions', () => {
  const updated = (changes: Record<string, { from: unknown; to: unknown }>): UserEvent => ({
    type: 'UserUpdated',
    data: { changes },
  });

  it.each([
    [
      'a new password',
      [{ type: 'UserPasswordChanged', data: { passwordHash: '$argon2id$x' } }],
      'passwordChanged',
    ],
    ['deleting', [{ type: 'UserDeleted', data: {} }], 'deleted'],
    ['freezing', [updated({ status: { from: 1, to: 2 } })], 'frozen'],
    ['taking a role away', [updated({ roleIds: { from: ['r1', 'r2'], to: ['r2'] } })], 'rolesRemoved'],
    ['adding a role', [updated({ roleIds: { from: ['r1'], to: ['r1', 'r2'] } })], null],
    ['unfreezing', [updated({ status: { from: 2, to: 1 } })], null],
    ['a new phone', [updated({ phone: { from: null, to: '13800000000' } })], null],
  ] as Array<[string, UserEvent[], string | null]>)('%s -> %s', (_name, events, reason) => {
    expect(sessionEndReasonOf(events)).toBe(reason);
  });
});
