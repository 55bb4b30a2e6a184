/** One entry of `getUserPermissionByToken`'s `menu` (spec §2 "Dynamic routes from the server menu"). */
export type MenuItem = {
  id?: string;
  path: string;
  name: string;
  component: string;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  route?: string;
  meta: {
    title: string;
    icon: string | null;
    url: string | null;
    target?: string;
    permissionList: AuthEntry[];
    keepAlive: boolean;
    internalOrExternal: boolean;
  };
  children?: MenuItem[];
};

/** Spec §3: entries with type, action, status; type '2' is left out of action checks; status '0' allows. */
export type AuthEntry = { action: string; describe?: string; type: string; status: string };

export type Permissions = { menu: MenuItem[]; auth: AuthEntry[]; allAuth: AuthEntry[] };

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
