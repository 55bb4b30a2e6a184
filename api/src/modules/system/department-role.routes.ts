import { randomUUID } from 'node:crypto';
import { routes } from '@srm/contracts';
import { departRoleRecordRoutes } from '@srm/contracts/system';
import { system, type Database } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { ok } from '../../http/envelope';
import { listSpec } from '../../http/list-query';
import type { Services } from '../../services';
import { requirePermission, type AuthDeps, type Caller } from '../auth/index';
import { permissionTree } from './permission.routes';
import { contractRoute } from '../../http/contract-route';
import { crudRoutes } from './record-config';
import { auditView, registerCrud, splitIds } from './record-crud';

type DepartRoleRow = Selectable<Database['sys_depart_role']>;

/** Action prefix of the department role routes (buttons under 部门管理). */
export const DEPART_ROLE_ACTION = 'system:departRole';
export const { DEPART_NOT_FOUND, DEPART_ROLE_NOT_FOUND, OUTSIDE_DEPART_PERMISSIONS, NOT_IN_DEPART } =
  system.recordRules;

/** `/sys/sysDepartRole/list?deptId=`: the roles of one department (or all of the tenant's). */
const departRoleList = listSpec({
  fields: {
    deptId: { column: 'depart_id', type: 'string' },
    departId: { column: 'depart_id', type: 'string' },
    roleName: { column: 'role_name', type: 'string' },
    roleCode: { column: 'role_code', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

export const departRoleView = (r: Record<string, unknown>) => {
  const d = r as DepartRoleRow;
  return {
    ...auditView(r),
    departId: d.depart_id,
    roleName: d.role_name,
    roleCode: d.role_code,
    description: d.description,
  };
};

/** Comma-joined ids (the grant dialogs) or an array. */

type Db = ReturnType<Services['db']>;
const meta = (c: Caller) => ({ metadata: { actor: c.userId, tenantId: c.tenantId } });

/** A department of the caller's tenant, or 404 (ownership). */
const ownDepart = (db: Db, caller: Caller, departId: string) =>
  system.findRecord(db, 'depart', departId, caller.tenantId, DEPART_NOT_FOUND);

/** A department role of the caller's tenant, or 404 (ownership). */
const ownRole = (db: Db, caller: Caller, roleId: string) =>
  system.findRecord(db, 'departRole', roleId, caller.tenantId, DEPART_ROLE_NOT_FOUND);

/**
 * Takes a user out of its department roles (all of them, or those of departments it no longer
 * belongs to): each an audited change of the role's `userIds`. A user who leaves a department and
 * comes back does not find its old department roles waiting.
 */
export async function leaveDepartRoles(
  services: Services,
  caller: Caller,
  userId: string,
  keepDepartIds: readonly string[] | null,
): Promise<void> {
  let q = services
    .db()
    .selectFrom('sys_depart_role_user as dru')
    .innerJoin('sys_depart_role as dr', 'dr.id', 'dru.drole_id')
    .select(['dr.id', 'dr.tenant_id'])
    .where('dru.user_id', '=', userId);
  if (keepDepartIds && keepDepartIds.length > 0) q = q.where('dr.depart_id', 'not in', [...keepDepartIds]);
  for (const role of await q.execute()) {
    await system.changeRecordLinks(
      services.store(),
      'departRole',
      { id: role.id, tenantId: role.tenant_id, field: 'userIds', remove: [userId] },
      meta(caller),
    );
  }
}

/**
 * Department roles (部门角色), spec §7 "Dept roles under /sys/sysDepartPermission": roles defined
 * within a department, each granted a subset of the department's permissions and held by users of
 * that department. Tenant-owned; actions `system:departRole:list|add|edit|delete`.
 */
export const departRoleRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();
    const store = () => deps.services.store();

    registerCrud(app, deps, {
      entity: 'departRole',
      routes: crudRoutes('departRole', departRoleRecordRoutes),
      action: DEPART_ROLE_ACTION,
      list: departRoleList,
      view: departRoleView,
      // A role stays in its department; grants and holders have routes of their own.
      toValues: ({ departId: _d, deptId: _dd, permissionIds: _p, userIds: _u, ...rest }) => rest,
    });

    contractRoute(app, routes.departRoleAdd, {
      auth: (req) => requirePermission(deps, req, `${DEPART_ROLE_ACTION}:add`),
      handler: async ({ caller, body }) => {
        const { departId, deptId, permissionIds: _p, userIds: _u, id: _id, ...values } = body;
        const roleId = randomUUID();
        await system.addDepartRole(
          store(),
          { id: roleId, tenantId: caller.tenantId, departId: departId ?? deptId ?? '', values },
          meta(caller),
        );
        return ok({ id: roleId }, '添加成功！');
      },
    });

    /** The roles of a department (the user's department-role dialog). */
    const may = (op: 'list' | 'edit') => ({
      auth: (req: FastifyRequest) => requirePermission(deps, req, `${DEPART_ROLE_ACTION}:${op}`),
    });

    contractRoute(app, routes.departRoleGetDeptRoleList, {
      ...may('list'),
      handler: async ({ caller, query: { departId } }) => {
        const rows = await db()
          .selectFrom('sys_depart_role')
          .selectAll()
          .where('depart_id', '=', departId)
          .where('tenant_id', '=', caller.tenantId)
          .orderBy('created_at')
          .execute();
        return ok(rows.map((r) => departRoleView(r)));
      },
    });

    /** Which of a department's roles a user holds: `[{ id, userId, droleId }]`. */
    contractRoute(app, routes.departRoleGetDeptRoleByUserId, {
      ...may('list'),
      handler: async ({ caller, query: q }) => {
        const rows = await db()
          .selectFrom('sys_depart_role_user as dru')
          .innerJoin('sys_depart_role as dr', 'dr.id', 'dru.drole_id')
          .select(['dru.user_id', 'dru.drole_id'])
          .where('dru.user_id', '=', q.userId)
          .where('dr.depart_id', '=', q.departId)
          .where('dr.tenant_id', '=', caller.tenantId)
          .orderBy('dr.created_at')
          .execute();
        return ok(
          rows.map((r) => ({ id: `${r.drole_id}:${r.user_id}`, userId: r.user_id, droleId: r.drole_id })),
        );
      },
    });

    /**
     * A user's department roles: `newRoleId` (comma-joined) are the ones it should hold of those
     * shown, `oldRoleId` those it held; the difference is added and removed. Every role named must be
     * the tenant's, and a role added must be of a department the user belongs to. All is checked
     * before anything is written.
     */
    contractRoute(app, routes.departRoleUserAdd, {
      ...may('edit'),
      handler: async ({ caller, body }) => {
        const wanted = new Set(splitIds(body.newRoleId) ?? []);
        const held = new Set(splitIds(body.oldRoleId) ?? []);
        // All added and removed in one transaction (system.changeDepartRoleUser checks every role and the user).
        await system.changeDepartRoleUser(
          store(),
          {
            userId: body.userId,
            tenantId: caller.tenantId,
            supplierId: caller.supplierId,
            add: [...wanted].filter((r) => !held.has(r)),
            remove: [...held].filter((r) => !wanted.has(r)),
          },
          meta(caller),
        );
        return ok(null, '添加成功!');
      },
    });

    /** The department's permission tree (only what the department is granted): `{ treeList, ids }`. */
    contractRoute(app, routes.departPermissionQueryTreeListForDeptRole, {
      ...may('list'),
      handler: async ({ caller, query: { departId } }) => {
        await ownDepart(db(), caller, departId);
        const rows = await db()
          .selectFrom('sys_permission as p')
          .innerJoin('sys_depart_permission as dp', 'dp.permission_id', 'p.id')
          .selectAll('p')
          .where('dp.depart_id', '=', departId)
          .execute();
        return ok(permissionTree(rows));
      },
    });

    contractRoute(app, routes.departPermissionQueryDeptRolePermission, {
      ...may('list'),
      handler: async ({ caller, query: { roleId } }) => {
        await ownRole(db(), caller, roleId);
        const rows = await db()
          .selectFrom('sys_depart_role_permission')
          .select('permission_id')
          .where('drole_id', '=', roleId)
          .execute();
        return ok(rows.map((r) => r.permission_id));
      },
    });

    /** Replaces a department role's grant (an audited record update); ids outside the department's are refused. */
    contractRoute(app, routes.departPermissionSaveDeptRolePermission, {
      ...may('edit'),
      handler: async ({ caller, body }) => {
        await system.saveDepartRolePermissions(
          store(),
          {
            roleId: body.roleId,
            tenantId: caller.tenantId,
            permissionIds: splitIds(body.permissionIds) ?? [],
          },
          meta(caller),
        );
        return ok(null, '保存成功！');
      },
    });
  };
