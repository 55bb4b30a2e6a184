import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { applyChanges, diffFields } from '../../shared/diff';
import { USER_STATUS, type UserEvent, type UserProfile } from './user.events';

/** Spec-free but expected of a mature product (issue [P2]): 5 failures lock the account for 10 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 10 * 60 * 1000;
/** Spec §9: session lifetime 7 days. */
export const TOKEN_LIFETIME_MS = 604_800_000;

export const WRONG_CREDENTIALS = '用户名或密码错误';
export const ACCOUNT_LOCKED = '密码错误次数过多，账号已锁定，请10分钟后再试';
export const ACCOUNT_FROZEN = '该用户已冻结';
export const USER_NOT_FOUND = '未找到对应用户';

export type UserState =
  | { status: 'none' }
  | {
      status: 'active';
      id: string;
      tenantId: string;
      username: string;
      passwordHash: string;
      failedLogins: number;
      lockedUntil: string | null;
      profile: UserProfile;
    }
  | { status: 'deleted'; id: string };

export type UserCommand =
  | ({
      type: 'CreateUser';
      id: string;
      tenantId: string;
      username: string;
      realname: string;
      passwordHash: string;
      supplierId: string | null;
      isShow: number;
    } & Partial<UserProfile>)
  /** Only the fields given are compared; unchanged ones make no event. */
  | { type: 'UpdateUser'; changes: Partial<UserProfile> }
  | { type: 'DeleteUser' }
  | { type: 'ChangePassword'; passwordHash: string };
// Logins, logouts and the lock left this aggregate (session.decide.ts); its old login events still
// fold (evolve) so that old streams load.

export const initialState = (): UserState => ({ status: 'none' });

const profileOf = (d: Extract<UserEvent, { type: 'UserCreated' }>['data']): UserProfile => ({
  realname: d.realname,
  phone: d.phone ?? null,
  email: d.email ?? null,
  sex: d.sex ?? null,
  avatar: d.avatar ?? null,
  birthday: d.birthday ?? null,
  status: d.status ?? USER_STATUS.normal,
  isShow: d.isShow,
  orgCode: d.orgCode ?? null,
  roleIds: d.roleIds ?? [],
  departIds: d.departIds ?? [],
  supplierId: d.supplierId,
});

export function evolve(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserCreated') {
    const d = event.data;
    return {
      status: 'active',
      id: d.id,
      tenantId: d.tenantId,
      username: d.username,
      passwordHash: d.passwordHash,
      failedLogins: 0,
      lockedUntil: null,
      profile: profileOf(d),
    };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'UserLoginSucceeded':
      return { ...state, failedLogins: 0, lockedUntil: null };
    case 'UserLoginFailed':
      return { ...state, failedLogins: event.data.failedCount };
    case 'UserLocked':
      return { ...state, failedLogins: 0, lockedUntil: event.data.until };
    case 'UserLoggedOut':
      return state;
    case 'UserUpdated':
      return { ...state, profile: applyChanges(state.profile, event.data.changes) };
    case 'UserDeleted':
      return { status: 'deleted', id: state.id };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'CreateUser') {
    if (state.status !== 'none') throw new DomainError('IllegalState', '该用户已存在');
    const { type: _type, ...data } = command;
    return [{ type: 'UserCreated', data }];
  }
  if (state.status !== 'active') {
    throw new DomainError('NotFound', USER_NOT_FOUND);
  }
  switch (command.type) {
    case 'UpdateUser': {
      const changes = diffFields(state.profile, command.changes);
      return Object.keys(changes).length === 0 ? [] : [{ type: 'UserUpdated', data: { changes } }];
    }
    case 'DeleteUser':
      return [{ type: 'UserDeleted', data: {} }];
    case 'ChangePassword':
      return [{ type: 'UserPasswordChanged', data: { passwordHash: command.passwordHash } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = { initialState, evolve, decide };
