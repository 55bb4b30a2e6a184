/**
 * Shapes the session module works with (spec §3 "Login result", "Permission result", "Department").
 * The answers of the contract's routes come from @srm/contracts; the permission answer is declared
 * here until `/sys/permission/*` moves into the contract.
 */

import type { LoginResult as ContractLoginResult } from '@srm/contracts/auth';

/** `userInfo`, dictionary items, the departments: the contract's shapes (@srm/contracts). */
export type { DictItem, DictItems, UserInfo } from '@srm/contracts/auth';
export type { Depart, UserDeparts } from '@srm/contracts/system';

/** What every login call answers; a session restored from storage may lack `sysAllDictItems`. */
export type LoginResult = Omit<ContractLoginResult, 'sysAllDictItems'> &
  Partial<Pick<ContractLoginResult, 'sysAllDictItems'>>;

/** Spec §7 "Session": the ways to log in, each with its own call (an actor of the machine). */
export type LoginRequest =
  | { method: 'password'; username: string; password: string; captcha?: string; checkKey?: string }
  | { method: 'online'; username: string; password: string; captcha?: string; checkKey?: string }
  | { method: 'phone'; mobile: string; captcha: string }
  | { method: 'sso'; token: string }
  | { method: 'third'; token: string }
  | { method: 'cas'; ticket: string; service: string };

export type LoginMethod = LoginRequest['method'];

/** A button rule of `auth`/`allAuth`. Type '2' is excluded from action checks; status '0' means allowed. */
export type PermissionRule = {
  action: string;
  describe: string;
  type: string;
  status: string;
};

/** One node of the permission menu (spec §2 "Dynamic routes from the server menu"). */
export type MenuItem = {
  id?: string;
  path: string;
  name: string;
  component: string;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  route?: '0' | '1';
  meta: {
    title: string;
    icon: string | null;
    url: string | null;
    target?: '_blank';
    permissionList: readonly PermissionRule[];
    keepAlive: boolean;
    internalOrExternal: boolean;
  };
  children?: readonly MenuItem[];
};

/** `GET /sys/permission/getUserPermissionByToken` result. */
export type UserPermissions = {
  menu: readonly MenuItem[];
  auth: readonly PermissionRule[];
  allAuth: readonly PermissionRule[];
};

/** What the permission call may answer before it is checked (an empty or missing menu is refused). */
export type PermissionAnswer = {
  menu: unknown;
  auth?: readonly PermissionRule[] | null;
  allAuth?: readonly PermissionRule[] | null;
};

/** Why the session is being logged out: decides where the user goes afterwards. */
export type LogoutReason = 'user' | 'expired' | 'unauthorized' | 'permissionsFailed';

/** A message for the UI to show once (a new `id` each time, so the same text shows again). */
export type SessionNotice = {
  id: number;
  kind: 'warning' | 'error';
  text: string;
};
