import { AUTH_ERRORS } from '@srm/contracts/auth';
import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { applyChanges, diffFields, type Changes } from '../../shared/diff';
import { assertPlainText } from '../../shared/plain-text';
import { USER_STATUS, type UserEvent, type UserProfile } from './user.events';

/** Spec-free but expected of a mature product (issue [P2]): 5 failures lock the account for 10 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 10 * 60 * 1000;
/** Spec §9: session lifetime 7 days. */
export const TOKEN_LIFETIME_MS = 604_800_000;

export const WRONG_CREDENTIALS = AUTH_ERRORS.WrongCredentials;
export const ACCOUNT_LOCKED = AUTH_ERRORS.AccountLocked;
export const ACCOUNT_FROZEN = '该用户已冻结';
/** One text for an unknown user, at login and in the admin. */
export const USER_NOT_FOUND = AUTH_ERRORS.UnknownUser;
/** [SEC1] 6: a supplier company's users stay out of the buyer's organisation. */
export const SUPPLIER_NOT_IN_DEPARTMENTS = '供应商用户不能加入采购方的部门';
export const SUPPLIER_NO_ORG_CODE = '供应商用户不能选择采购方的部门';
/** [SEC1] 7: a user's own phone changes only through 安全设置's SMS check. */
export const OWN_PHONE_NEEDS_SMS = '手机号请在安全设置中通过短信验证码修改';
export const NOT_IN_DEPARTMENT = '您不属于该部门';

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
  /**
   * Only the fields given are compared; unchanged ones make no event. `actor` is who asks (null: the
   * system itself, e.g. an approval); `phoneVerified` says the caller checked an SMS code sent to the
   * new phone (SMS is I/O, not domain).
   */
  | { type: 'UpdateUser'; changes: Partial<UserProfile>; actor: string | null; phoneVerified?: boolean }
  /**
   * Spec §4 "Department modal": the user's current department. `departId` is the tenant's department
   * with that org code (null: none), looked up by the command handler.
   */
  | { type: 'SelectDepartment'; orgCode: string; departId: string | null }
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

/**
 * The profile rules every create and edit meets, whoever calls (a route, an import, an activity):
 * plain-text names, and a supplier company's user in no department of the buyer's organisation
 * (departments are the tenant's, i.e. staff, organisation; supplier companies have none).
 */
function checkProfile(supplierId: string | null, changes: Partial<UserProfile>): void {
  assertPlainText('realname', '用户名称', changes.realname);
  if (supplierId === null) return;
  if (changes.departIds && changes.departIds.length > 0) {
    throw new DomainError('ValidationFailed', SUPPLIER_NOT_IN_DEPARTMENTS, { field: 'selecteddeparts' });
  }
  if (changes.orgCode) throw new DomainError('ValidationFailed', SUPPLIER_NO_ORG_CODE, { field: 'orgCode' });
}

/** The changed fields as the new values (`diffFields` keeps both sides). */
const newValues = (changes: Changes): Partial<UserProfile> =>
  Object.fromEntries(Object.entries(changes).map(([k, c]) => [k, c.to])) as Partial<UserProfile>;

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'CreateUser') {
    if (state.status !== 'none') throw new DomainError('IllegalState', '该用户已存在');
    checkProfile(command.supplierId, command);
    const { type: _type, ...data } = command;
    return [{ type: 'UserCreated', data }];
  }
  if (state.status !== 'active') {
    throw new DomainError('NotFound', USER_NOT_FOUND);
  }
  switch (command.type) {
    case 'UpdateUser': {
      const changes = diffFields(state.profile, command.changes);
      const next = newValues(changes);
      checkProfile(next.supplierId !== undefined ? next.supplierId : state.profile.supplierId, next);
      // An administrator may set another user's phone (the route checked its permission); the user's
      // own phone needs the code sent to the new one, on every route.
      if ('phone' in changes && command.actor === state.id && command.phoneVerified !== true) {
        throw new DomainError('ValidationFailed', OWN_PHONE_NEEDS_SMS, { field: 'phone' });
      }
      return Object.keys(changes).length === 0 ? [] : [{ type: 'UserUpdated', data: { changes } }];
    }
    case 'SelectDepartment': {
      if (state.profile.supplierId !== null) {
        throw new DomainError('ValidationFailed', SUPPLIER_NO_ORG_CODE, { field: 'orgCode' });
      }
      if (command.departId === null || !state.profile.departIds.includes(command.departId)) {
        throw new DomainError('ValidationFailed', NOT_IN_DEPARTMENT, { field: 'orgCode' });
      }
      const changes = diffFields(state.profile, { orgCode: command.orgCode });
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
