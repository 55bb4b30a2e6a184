import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import {
  ACCOUNT_FROZEN,
  ACCOUNT_LOCKED,
  LOCK_MS,
  MAX_FAILED_LOGINS,
  TOKEN_LIFETIME_MS,
  WRONG_CREDENTIALS,
} from './user.decide';
import { USER_STATUS, type UserEvent } from './user.events';
import type { LoginAttemptEvent, SessionEndReason, SessionEvent } from './session.events';

export const SESSION_NOT_FOUND = '未找到对应会话';

export type SessionState =
  | { status: 'none' }
  | { status: 'active'; userId: string; expiresAt: string }
  | { status: 'ended'; userId: string; reason: SessionEndReason };

export type SessionCommand =
  | {
      type: 'StartSession';
      userId: string;
      tenantId: string;
      ip: string | null;
      userAgent: string | null;
      loginMethod: string;
      now: Date;
    }
  /**
   * `byUserId`: the user ending it in 安全设置 (or logging out), who may only end its own; another's
   * session, or none, is 未找到对应会话 and nothing is written. Ending an ended session writes nothing.
   */
  | { type: 'EndSession'; reason: SessionEndReason; byUserId?: string; now: Date };

export const initialSessionState = (): SessionState => ({ status: 'none' });

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return { status: 'active', userId: event.data.userId, expiresAt: event.data.expiresAt };
    case 'SessionEnded':
      return state.status === 'none'
        ? state
        : { status: 'ended', userId: state.userId, reason: event.data.reason };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function decideSession(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'StartSession': {
      if (state.status !== 'none') throw new DomainError('IllegalState', '该会话已存在');
      const { type: _type, now, ...data } = command;
      const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString();
      return [{ type: 'SessionStarted', data: { ...data, at: now.toISOString(), expiresAt } }];
    }
    case 'EndSession': {
      if (state.status === 'none') throw new DomainError('NotFound', SESSION_NOT_FOUND);
      if (command.byUserId !== undefined && command.byUserId !== state.userId) {
        throw new DomainError('NotFound', SESSION_NOT_FOUND);
      }
      if (state.status === 'ended') return [];
      return [
        {
          type: 'SessionEnded',
          data: { userId: state.userId, at: command.now.toISOString(), reason: command.reason },
        },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: initialSessionState,
  evolve: evolveSession,
  decide: decideSession,
};

/** One round of failed logins (see loginAttemptStream): open until a lock or a clearing success. */
export type LoginAttemptState =
  { status: 'open'; failed: number } | { status: 'locked'; until: string } | { status: 'cleared' };

/**
 * The password (or SMS code) was checked by the caller (argon2 is I/O, not domain). `lockedUntil` is
 * the lock the previous round ended with (from the lock columns of `sys_user`, written with that round's last
 * event); `frozen` the account's state. A round that ended meanwhile (a concurrent attempt) is
 * `RoundEnded`: the handler reads the new round and decides again.
 */
export type LoginAttemptCommand = {
  type: 'RecordLoginAttempt';
  userId: string;
  passwordMatches: boolean;
  frozen: boolean;
  lockedUntil: string | null;
  now: Date;
};

export class LoginRoundEnded extends Error {
  override readonly name = 'LoginRoundEnded';
}

export const initialLoginAttemptState = (): LoginAttemptState => ({ status: 'open', failed: 0 });

export function evolveLoginAttempt(state: LoginAttemptState, event: LoginAttemptEvent): LoginAttemptState {
  switch (event.type) {
    case 'LoginFailed':
      return { status: 'open', failed: event.data.failedCount };
    case 'LoginLocked':
      return { status: 'locked', until: event.data.until };
    case 'LoginFailuresCleared':
      return { status: 'cleared' };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** 5 failures lock the account for 10 minutes; only the right password learns that it is frozen. */
export function decideLoginAttempt(
  command: LoginAttemptCommand,
  state: LoginAttemptState,
): LoginAttemptEvent[] {
  const now = command.now.getTime();
  const lockedUntil = state.status === 'locked' ? state.until : command.lockedUntil;
  if (lockedUntil && now < Date.parse(lockedUntil)) {
    // [SEC1] 8: only the right password learns of the lock; a wrong one is answered as for an
    // unknown username, so a lock does not tell that the account exists.
    if (!command.passwordMatches)
      throw new DomainError('ValidationFailed', WRONG_CREDENTIALS, undefined, 'WrongCredentials');
    throw new DomainError('IllegalState', ACCOUNT_LOCKED, undefined, 'AccountLocked');
  }
  if (state.status !== 'open') throw new LoginRoundEnded();
  if (command.passwordMatches && command.frozen) throw new DomainError('Forbidden', ACCOUNT_FROZEN);
  const at = command.now.toISOString();
  const userId = command.userId;
  if (command.passwordMatches) {
    // Failures, or a lock now over, are cleared (once); otherwise a success writes nothing.
    const nothingToClear = state.failed === 0 && command.lockedUntil === null;
    return nothingToClear ? [] : [{ type: 'LoginFailuresCleared', data: { userId, at } }];
  }
  const failedCount = state.failed + 1;
  const failed: LoginAttemptEvent = { type: 'LoginFailed', data: { userId, at, failedCount } };
  if (failedCount < MAX_FAILED_LOGINS) return [failed];
  const until = new Date(now + LOCK_MS).toISOString();
  return [failed, { type: 'LoginLocked', data: { userId, at, until } }];
}

export const loginAttemptDecider: Decider<LoginAttemptState, LoginAttemptCommand, LoginAttemptEvent> = {
  initialState: initialLoginAttemptState,
  evolve: evolveLoginAttempt,
  decide: decideLoginAttempt,
};

/**
 * Which change to an account ends all its sessions at once: deleting it, freezing it, or taking a
 * role away (its menus and grants were issued to those sessions). Other edits keep them.
 */
export function sessionEndReasonOf(events: readonly UserEvent[]): SessionEndReason | null {
  for (const e of events) {
    if (e.type === 'UserDeleted') return 'deleted';
    if (e.type === 'UserPasswordChanged') return 'passwordChanged';
    if (e.type !== 'UserUpdated') continue;
    const status = e.data.changes.status;
    if (status && status.to === USER_STATUS.frozen) return 'frozen';
    const roles = e.data.changes.roleIds;
    if (roles) {
      const after = new Set(Array.isArray(roles.to) ? (roles.to as string[]) : []);
      const before = Array.isArray(roles.from) ? (roles.from as string[]) : [];
      if (before.some((r) => !after.has(r))) return 'rolesRemoved';
    }
  }
  return null;
}
