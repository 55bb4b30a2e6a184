import type { MenuItem, PermissionRule, UserPermissions } from '../session';

/** The menu and button rules come from the session module (the permission call's answer). */
export type { MenuItem };
export type AuthEntry = PermissionRule;
export type Permissions = UserPermissions;

/** A route the router registers for a menu view. */
export type ViewRoute = {
  path: string;
  name: string;
  component: string;
  title: string;
  keepAlive: boolean;
  /** An external or iframe page: shown in a frame, or opened in a new window when target is _blank. */
  url: string | null;
  target: string | null;
};
