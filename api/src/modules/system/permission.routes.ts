import { routes } from '@srm/contracts';
import { permissionRecordRoutes, type MenuItem } from '@srm/contracts/system';
import { system } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Database } from '@srm/events';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import type { ListSpec } from '../../http/list-query';
import { requireCaller, requirePermission, userPermissionIds, type AuthDeps } from '../auth/index';
import { permissionDataRuleRoutes } from './permission-data-rule.routes';
import { crudRoutes } from './record-config';
import { auditView, registerCrud, splitIds, PLATFORM_TENANT } from './record-crud';

type PermissionRow = Selectable<Database['sys_permission']>;

/** Menu types (sys_permission.menu_type). */
export const MENU_TYPE = { top: 0, sub: 1, button: 2 } as const;

const permissionList: ListSpec = {
  fields: {
    name: { column: 'name', type: 'string' },
    url: { column: 'url', type: 'string' },
    perms: { column: 'perms', type: 'string' },
    menuType: { column: 'menu_type', type: 'number' },
    parentId: { column: 'parent_id', type: 'string' },
    sortNo: { column: 'sort_no', type: 'number' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'sortNo', order: 'asc' },
};

export const permissionView = (r: Record<string, unknown>) => {
  const p = r as PermissionRow;
  return {
    ...auditView(r),
    parentId: p.parent_id,
    name: p.name,
    url: p.url,
    component: p.component,
    componentName: p.component_name,
    redirect: p.redirect,
    menuType: p.menu_type,
    perms: p.perms,
    permsType: p.perms_type,
    sortNo: p.sort_no,
    alwaysShow: p.always_show,
    icon: p.icon,
    route: p.is_route,
    keepAlive: p.keep_alive,
    hidden: p.hidden,
    internalOrExternal: p.internal_or_external,
    status: p.status,
    description: p.description,
  };
};

const byOrder = (a: PermissionRow, b: PermissionRow) => a.sort_no - b.sort_no || a.name.localeCompare(b.name);

/** The route name a menu item gets: its componentName, or its path made into a name (`/sys/user` -> `sys-user`). */
const routeName = (p: PermissionRow) =>
  p.component_name || (p.url ?? p.id).replace(/^\/+/, '').replace(/[/:]/g, '-') || p.id;

const isExternal = (url: string | null) => !!url && /^https?:\/\//.test(url);

const authEntry = (b: PermissionRow) => ({
  action: b.perms ?? '',
  describe: b.name,
  type: b.perms_type,
  status: b.status,
});

/**
 * Spec §2 "Dynamic routes" and §3 "Permission result": the user's menu tree (with the ancestors a
 * granted item needs), its buttons (`auth`) and every button rule of the platform (`allAuth`).
 */
export function buildUserPermissions(all: PermissionRow[], granted: Set<string>) {
  const byId = new Map(all.map((p) => [p.id, p]));
  const visible = new Set<string>();
  for (const id of granted) {
    // A granted menu brings its parents along so the tree is whole.
    for (let p = byId.get(id); p && !visible.has(p.id); p = p.parent_id ? byId.get(p.parent_id) : undefined) {
      visible.add(p.id);
    }
  }
  const buttons = all.filter((p) => p.menu_type === MENU_TYPE.button && p.perms);
  const children = new Map<string | null, PermissionRow[]>();
  for (const p of all) {
    if (p.menu_type === MENU_TYPE.button || !visible.has(p.id)) continue;
    const parent = p.parent_id && byId.has(p.parent_id) ? p.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), p]);
  }
  const toItem = (p: PermissionRow): MenuItem => {
    const kids = (children.get(p.id) ?? []).sort(byOrder).map(toItem);
    const external = isExternal(p.url);
    const item: MenuItem = {
      id: p.id,
      path: external ? `/${routeName(p)}` : (p.url ?? `/${p.id}`),
      name: routeName(p),
      component: p.component ?? (kids.length > 0 ? 'layouts/RouteView' : 'layouts/IframePageView'),
      redirect: p.redirect,
      hidden: p.hidden,
      alwaysShow: p.always_show,
      route: p.is_route ? '1' : '0',
      meta: {
        title: p.name,
        icon: p.icon,
        url: external ? p.url : null,
        ...(external && p.internal_or_external ? { target: '_blank' as const } : {}),
        permissionList: buttons.filter((b) => b.parent_id === p.id && granted.has(b.id)).map(authEntry),
        keepAlive: p.keep_alive,
        internalOrExternal: p.internal_or_external,
      },
    };
    if (kids.length > 0) item.children = kids;
    return item;
  };
  const menu = (children.get(null) ?? []).sort(byOrder).map(toItem);
  return {
    menu,
    auth: buttons.filter((b) => granted.has(b.id)).map(authEntry),
    allAuth: buttons.map(authEntry),
  };
}

type TreeNode = {
  key: string;
  title: string;
  value: string;
  slotTitle: string;
  isLeaf: boolean;
  children?: TreeNode[];
};

/** The permission tree the role/department grant dialogs show: `{ treeList, ids }`. */
export function permissionTree(all: PermissionRow[]) {
  const children = new Map<string | null, PermissionRow[]>();
  for (const p of all) children.set(p.parent_id, [...(children.get(p.parent_id) ?? []), p]);
  const node = (p: PermissionRow): TreeNode => {
    const kids = (children.get(p.id) ?? []).sort(byOrder).map(node);
    return {
      key: p.id,
      title: p.name,
      value: p.id,
      slotTitle: p.name,
      isLeaf: kids.length === 0,
      ...(kids.length ? { children: kids } : {}),
    };
  };
  const ids = new Set(all.map((p) => p.id));
  const roots = all.filter((p) => !p.parent_id || !ids.has(p.parent_id)).sort(byOrder);
  return { treeList: roots.map(node), ids: all.map((p) => p.id) };
}

/** Spec §7 "Permissions" and the menu of the signed-in user. */
export const permissionRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();
    const allPermissions = () =>
      db().selectFrom('sys_permission').selectAll().where('tenant_id', '=', PLATFORM_TENANT).execute();
    /** The permission ids a user holds through its roles and its department roles. */
    const grantedTo = (userId: string) => userPermissionIds(db(), userId);
    const meta = (c: { userId: string; tenantId: string }) => ({
      metadata: { actor: c.userId, tenantId: c.tenantId },
    });

    contractRoute(app, routes.permissionGetUserPermissionByToken, {
      auth: (req) => requireCaller(deps, req),
      handler: async ({ caller }) => {
        const [all, granted] = await Promise.all([allPermissions(), grantedTo(caller.userId)]);
        return ok(buildUserPermissions(all, granted), '查询成功');
      },
    });

    registerCrud(app, deps, {
      entity: 'permission',
      routes: crudRoutes('permission', permissionRecordRoutes),
      action: 'system:permission',
      list: permissionList,
      view: permissionView,
      platformWide: true,
      // A menu with children or data rules cannot be deleted (system.deleteRecords).
    });

    // Data rules: getPermRuleListByPermId, queryPermissionRule, add/edit/deletePermissionRule.
    await app.register(permissionDataRuleRoutes(deps));

    /** The whole menu/permission tree for the admin table. */
    const mayList = { auth: (req: FastifyRequest) => requirePermission(deps, req, 'system:permission:list') };
    contractRoute(app, routes.permissionList, {
      ...mayList,
      handler: async () => {
        const all = (await allPermissions()).sort(byOrder);
        const ids = new Set(all.map((p) => p.id));
        const children = new Map<string | null, PermissionRow[]>();
        for (const p of all) {
          const parent = p.parent_id && ids.has(p.parent_id) ? p.parent_id : null;
          children.set(parent, [...(children.get(parent) ?? []), p]);
        }
        type Node = ReturnType<typeof permissionView> & { leaf: boolean; children?: Node[] };
        const node = (p: PermissionRow): Node => {
          const kids = (children.get(p.id) ?? []).map(node);
          return {
            ...permissionView(p),
            leaf: kids.length === 0,
            ...(kids.length ? { children: kids } : {}),
          };
        };
        return ok((children.get(null) ?? []).map(node));
      },
    });

    contractRoute(app, routes.permissionGetSystemMenuList, {
      ...mayList,
      handler: async () => {
        const rows = (await allPermissions())
          .filter((p) => p.menu_type === MENU_TYPE.top && !p.parent_id)
          .sort(byOrder);
        return ok(rows.map(permissionView));
      },
    });

    contractRoute(app, routes.permissionGetSystemSubmenu, {
      ...mayList,
      handler: async ({ query: { parentId } }) => {
        const rows = (await allPermissions()).filter((p) => p.parent_id === parentId).sort(byOrder);
        return ok(rows.map(permissionView));
      },
    });

    contractRoute(app, routes.permissionGetSystemSubmenuBatch, {
      ...mayList,
      handler: async ({ query }) => {
        const parentIds = splitIds(query.parentIds) ?? [];
        const all = await allPermissions();
        return ok(
          Object.fromEntries(
            parentIds.map((id) => [
              id,
              all
                .filter((p) => p.parent_id === id)
                .sort(byOrder)
                .map(permissionView),
            ]),
          ),
        );
      },
    });

    contractRoute(app, routes.permissionQueryTreeList, {
      ...mayList,
      handler: async () => ok(permissionTree(await allPermissions())),
    });

    /** The tree limited to what the caller holds: what it may hand on to others. */
    contractRoute(app, routes.permissionQueryTreeListForUsername, {
      auth: (req) => requireCaller(deps, req),
      handler: async ({ caller }) => {
        const [all, mine] = await Promise.all([allPermissions(), grantedTo(caller.userId)]);
        return ok(permissionTree(all.filter((p) => mine.has(p.id))));
      },
    });

    /** Granting menus to a role or a department: read the grant, replace it (an audited record update). */
    const grantedIds = async (entity: 'role' | 'depart', id: string, tenantId: string) => {
      await system.findRecord(db(), entity, id, tenantId);
      const rows = await (
        entity === 'role'
          ? db().selectFrom('sys_role_permission').select('permission_id').where('role_id', '=', id)
          : db().selectFrom('sys_depart_permission').select('permission_id').where('depart_id', '=', id)
      ).execute();
      return rows.map((r) => r.permission_id);
    };
    // Unknown ids are refused; a department's roles lose what it loses, in the same transaction.
    const grant = (
      entity: 'role' | 'depart',
      id: string,
      permissionIds: string,
      caller: { userId: string; tenantId: string },
    ) =>
      system.grantPermissions(
        deps.services.store(),
        { entity, id, tenantId: caller.tenantId, permissionIds: splitIds(permissionIds) ?? [] },
        meta(caller),
      );
    contractRoute(app, routes.permissionQueryRolePermission, {
      auth: (req) => requirePermission(deps, req, 'system:role:list'),
      handler: async ({ caller, query }) => ok(await grantedIds('role', query.roleId, caller.tenantId)),
    });
    contractRoute(app, routes.permissionSaveRolePermission, {
      auth: (req) => requirePermission(deps, req, 'system:role:authorize'),
      handler: async ({ caller, body }) => {
        await grant('role', body.roleId, body.permissionIds, caller);
        return ok(null, '保存成功！');
      },
    });
    contractRoute(app, routes.permissionQueryDepartPermission, {
      auth: (req) => requirePermission(deps, req, 'system:depart:list'),
      handler: async ({ caller, query }) => ok(await grantedIds('depart', query.departId, caller.tenantId)),
    });
    contractRoute(app, routes.permissionSaveDepartPermission, {
      auth: (req) => requirePermission(deps, req, 'system:depart:authorize'),
      handler: async ({ caller, body }) => {
        await grant('depart', body.departId, body.permissionIds, caller);
        return ok(null, '保存成功！');
      },
    });
  };
