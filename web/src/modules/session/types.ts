/**
 * Shapes the session module works with (spec §3 "Login result", "Permission result", "Department").
 * The answers of the contract's routes come from @srm/contracts.
 */

import type { LoginResult as ContractLoginResult } from '@srm/contracts/auth';

/** `userInfo`, dictionary items, the departments: the contract's shapes (@srm/contracts). */
export type { DictItem, DictItems, UserInfo } from '@srm/contracts/auth';
export type { Depart, MenuItem, PermissionRule, UserDeparts, UserPermissions } from '@srm/contracts/system';

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

/** Why the session is being logged out: decides where the user goes afterwards. */
export type LogoutReason = 'user' | 'expired' | 'unauthorized' | 'permissionsFailed';

/** A message for the UI to show once (a new `id` each time, so the same text shows again). */
export type SessionNotice = {
  id: number;
  kind: 'warning' | 'error';
  text: string;
};
