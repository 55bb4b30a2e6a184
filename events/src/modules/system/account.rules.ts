import { passwordProblem } from '@srm/contracts/auth';
import { SYSTEM_ERRORS, type SystemErrorReason } from '@srm/contracts/system';
import { DomainError } from '../../errors';
import { OWN_PHONE_NEEDS_SMS } from './user.decide';

/**
 * The account rules a route used to check itself ([ARCH] 4): the user's own account (基本设置,
 * password, phone, login bindings) and the user admin's. Pure: the route (or an activity) reads what
 * a rule needs and hands it in; each throws the refusal the user sees, or returns what to write.
 */

export const OLD_PASSWORD_WRONG = '旧密码输入错误';
export const AVATAR_NOT_FOUND = '头像文件不存在，请重新上传';
export const AVATAR_NOT_IMAGE = '请上传图片';
export const PHONE_TAKEN = '该手机号已存在';
export const PHONE_UNCHANGED = '新手机号不能与当前手机号相同';
export const LOGIN_NOT_FOUND = '未找到对应的登录方式';
export const SMS_PHONE_TAKEN = '该手机号已注册';
export const PHONE_UNAVAILABLE = SYSTEM_ERRORS.PhoneUnavailable;
export const SUPPLIER_REQUIRED = '请选择供应商';
export const ROLE_INVALID = '存在无效的角色';
export const DEPART_INVALID = '存在无效的部门';
export const CANNOT_FREEZE_SELF = '不能冻结当前登录用户';
export const CANNOT_DELETE_SELF = '不能删除当前登录用户';
export const fieldRefused = (field: string) => `不允许修改的字段：${field.slice(0, 50)}`;

/** The fields a user may change on itself (基本设置); `id` is its own id (the form sends it). */
export const OWN_PROFILE_FIELDS = ['id', 'realname', 'avatar', 'sex', 'birthday', 'email'] as const;

/** 基本设置: any other field is refused by name; the phone has its own way (an SMS code to the new one). */
export function checkOwnProfileFields(fields: readonly string[]): void {
  const extra = fields.filter((k) => !(OWN_PROFILE_FIELDS as readonly string[]).includes(k));
  if (extra.includes('phone')) throw new DomainError('ValidationFailed', OWN_PHONE_NEEDS_SMS);
  if (extra.length > 0) throw new DomainError('ValidationFailed', fieldRefused(extra[0]!));
}

/** An uploaded file as the avatar rule sees it. */
export type AvatarFile = { tenantId: string; supplierId: string | null; mime: string };

/**
 * A new avatar is an image the user's own side uploaded (the file route's reading rule): a file of
 * the user's tenant and, for a supplier's user, of its company. `file` null: no such upload.
 */
export function checkAvatar(
  user: { tenantId: string; supplierId: string | null },
  file: AvatarFile | null,
): void {
  if (
    !file ||
    file.tenantId !== user.tenantId ||
    (user.supplierId !== null && file.supplierId !== user.supplierId)
  )
    throw new DomainError('ValidationFailed', AVATAR_NOT_FOUND, { field: 'avatar' });
  if (!file.mime.startsWith('image/'))
    throw new DomainError('ValidationFailed', AVATAR_NOT_IMAGE, { field: 'avatar' });
}

/** A password an administrator sets, or one of a new user: the spec's policy (confirmation optional). */
export function checkNewPassword(password: string, confirm?: string): void {
  const problem = passwordProblem(password, confirm);
  if (problem) throw new DomainError('ValidationFailed', problem, { field: 'password' });
}

/** The signed-in user's own change: the old password first, then the policy. */
export function checkOwnPasswordChange(o: {
  oldPasswordMatches: boolean;
  password: string;
  confirm: string;
}): void {
  if (!o.oldPasswordMatches)
    throw new DomainError('ValidationFailed', OLD_PASSWORD_WRONG, { field: 'oldpassword' });
  checkNewPassword(o.password, o.confirm);
}

/**
 * 安全设置 手机号: a new phone, not the current one, that no account has. `takenBy` is the id of the
 * user holding it (or null); the unique key still decides a race at write time.
 */
export function checkPhoneChange(o: { phone: string; current: string | null; takenBy: string | null }): void {
  if (o.phone === o.current) throw new DomainError('ValidationFailed', PHONE_UNCHANGED);
  if (o.takenBy !== null) throw new DomainError('ValidationFailed', PHONE_TAKEN, { field: 'mobile' });
}

/** Whose accounts a caller may learn about: its tenant's, and a supplier's user only its own company's. */
export type AccountReach = { tenantId: string; supplierId: string | null };

/**
 * A user form's phone that another account holds ([SEC1] 8). Phones are unique platform-wide (they log
 * in), but a caller is told `该手机号已存在` only for a holder within its reach (the users it can list
 * anyway); any other holder is `该手机号不可用，请更换其他手机号` (reason `PhoneUnavailable`), which
 * names no account, and which the API counts so that it cannot be used to sweep phones. `reach`
 * undefined (the system, or a user who proved the phone is its own with an SMS code): `该手机号已存在`.
 */
export function phoneTakenRefusal(reach: AccountReach | undefined, holder: AccountReach | null): DomainError {
  const within = (r: AccountReach) =>
    holder !== null &&
    holder.tenantId === r.tenantId &&
    (r.supplierId === null || holder.supplierId === r.supplierId);
  return reach === undefined || within(reach)
    ? new DomainError('ValidationFailed', PHONE_TAKEN, { field: 'phone' })
    : new DomainError(
        'ValidationFailed',
        PHONE_UNAVAILABLE,
        { field: 'phone' },
        'PhoneUnavailable' satisfies SystemErrorReason,
      );
}

/** Supplier registration (smsmode 1) needs a phone no account has. */
export function checkRegistrationPhone(hasAccount: boolean): void {
  if (hasAccount) throw new DomainError('ValidationFailed', SMS_PHONE_TAKEN, { field: 'mobile' });
}

/** 账号绑定: only a provider that can log this user in may be bound or unbound. */
export function loginProviderOf<P extends { name: string }>(providers: readonly P[], name: string): P {
  const p = providers.find((x) => x.name === name);
  if (!p) throw new DomainError('ValidationFailed', LOGIN_NOT_FOUND, { field: 'name' });
  return p;
}

/** A supplier's user belongs to a supplier company: adding one names it. */
export function supplierOfNewUser(o: {
  callerSupplierId: string | null;
  supplierForm: boolean;
  bodySupplierId: string | undefined;
}): string | null {
  const supplierId = o.callerSupplierId ?? (o.supplierForm ? (o.bodySupplierId ?? null) : null);
  if (o.supplierForm && !supplierId)
    throw new DomainError('ValidationFailed', SUPPLIER_REQUIRED, { field: 'supplierId' });
  return supplierId;
}

/** Roles and departments given to a user are the tenant's own: `found` counts those that are. */
export function checkGrantsExist(o: {
  roleIds?: readonly string[] | undefined;
  rolesFound?: number;
  departIds?: readonly string[] | undefined;
  departsFound?: number;
}): void {
  if (o.roleIds?.length && o.rolesFound !== new Set(o.roleIds).size)
    throw new DomainError('ValidationFailed', ROLE_INVALID, { field: 'selectedroles' });
  if (o.departIds?.length && o.departsFound !== new Set(o.departIds).size)
    throw new DomainError('ValidationFailed', DEPART_INVALID, { field: 'selecteddeparts' });
}

/** An administrator never freezes or deletes the account it is signed in with. */
export function checkNotSelf(action: 'freeze' | 'delete', ids: readonly string[], actorId: string): void {
  if (ids.includes(actorId))
    throw new DomainError('IllegalState', action === 'freeze' ? CANNOT_FREEZE_SELF : CANNOT_DELETE_SELF);
}
