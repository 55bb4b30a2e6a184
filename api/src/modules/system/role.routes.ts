import { DomainError } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../http/envelope';
import type { ListSpec } from '../../http/list-query';
import { requirePermission, type AuthDeps } from '../auth/permissions';
import { auditView, registerCrud } from './record-crud';

const roleList: ListSpec = {
  fields: {
    roleName: { column: 'role_name', type: 'string' },
    roleCode: { column: 'role_code', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

const roleView = (r: Record<string, unknown>) => ({
  ...auditView(r),
  roleName: r.role_name,
  roleCode: r.role_code,
  description: r.description,
});

/** Spec §7 "Roles": add, edit, queryall, plus the generic list, delete and lookup. Tenant-owned. */
export const roleRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    registerCrud(app, deps, {
      entity: 'role',
      base: '/sys/role',
      action: 'system:role',
      list: roleList,
      view: roleView,
      // Export (`:list`) and import (`:add`) as .xlsx: /sys/role/exportXls, /sys/role/importExcel.
      exportColumns: [
        { field: 'roleName', title: '角色名称' },
        { field: 'roleCode', title: '角色编码' },
        { field: 'description', title: '描述', width: 40 },
        { field: 'createTime', title: '创建时间', width: 24 },
      ],
      sheetTitle: '角色列表',
      // Permissions are granted through saveRolePermission, not by editing the role's form.
      toValues: ({ permissionIds: _ignored, ...rest }) => rest,
      beforeDelete: async (db, ids) => {
        const used = await db
          .selectFrom('sys_user_role')
          .select('user_id')
          .where('role_id', 'in', ids)
          .executeTakeFirst();
        if (used) throw new DomainError('IllegalState', '该角色下仍有用户，请先解除用户与角色的关联');
      },
    });

    app.get('/sys/role/queryall', async (req) => {
      const caller = await requirePermission(deps, req, 'system:role:list');
      const rows = await deps.services
        .db()
        .selectFrom('sys_role')
        .selectAll()
        .where('tenant_id', '=', caller.tenantId)
        .orderBy('created_at')
        .execute();
      return ok(rows.map((r) => roleView(r)));
    });

    /** The form's duplicate check of a role code within the tenant. */
    app.get('/sys/role/checkRoleCode', async (req) => {
      const caller = await requirePermission(deps, req, 'system:role:list');
      const q = req.query as Record<string, unknown>;
      const code = typeof q.roleCode === 'string' ? q.roleCode : '';
      const id = typeof q.id === 'string' ? q.id : '';
      let query = deps.services
        .db()
        .selectFrom('sys_role')
        .select('id')
        .where('tenant_id', '=', caller.tenantId)
        .where('role_code', '=', code);
      if (id) query = query.where('id', '<>', id);
      const taken = await query.executeTakeFirst();
      return taken ? fail(200, '角色编码已存在') : ok(null, '该值可用！');
    });
  };
