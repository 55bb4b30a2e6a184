/**
 * Shapes the session module works with (spec §3 "Login result", "Permission result", "Department";
 * docs/auth.md and docs/system-admin.md for the server's answers). Declared here rather than imported
 * from the API so the web app depends on no server code.
 */

/** `userInfo` of a login answer and of `POST /sys/selectDepart`. isShow 2: a supplier confined to /completeSupInfo. */
export type UserInfo = {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  isShow: number;
  orgCode: string | null;
  tenantId: string;
  supplierId: string | null;
};

/** One dictionary option of `sysAllDictItems`. */
export type DictItem = {
  value: string;
  text: string;
  title?: string;
  label?: string;
  color?: string | null;
};

/** `sysAllDictItems`: every dictionary's items by dictionary code. */
export type DictItems = Readonly<Record<string, readonly DictItem[]>>;

/** What every login call answers (`{ token, userInfo, sysAllDictItems }`, code 200). */
export type LoginResult = {
  token: string;
  userInfo: UserInfo;
  /** CAS validation may answer without it. */
  sysAllDictItems?: DictItems;
};

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

/** One of the user's departments (`GET /sys/user/getCurrentUserDeparts` result.list). */
export type Depart = {
  id: string;
  orgCode: string;
  departName: string;
  parentId?: string | null;
};

/** `GET /sys/user/getCurrentUserDeparts` result. */
export type UserDeparts = {
  list: readonly Depart[];
  orgCode: string | null;
};

/** Why the session is being logged out: decides where the user goes afterwards. */
export type LogoutReason = 'user' | 'expired' | 'unauthorized' | 'permissionsFailed';

/** A message for the UI to show once (a new `id` each time, so the same text shows again). */
export type SessionNotice = {
  id: number;
  kind: 'warning' | 'error';
  text: string;
};
