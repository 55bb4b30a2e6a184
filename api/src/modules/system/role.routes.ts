import { routes } from '@srm/contracts';
import { roleRecordRoutes } from '@srm/contracts/system';
import { system } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { fail, ok } from '../../http/envelope';
import { listSpec } from '../../http/list-query';
import { contractRoute } from '../../http/contract-route';
import { requirePermission, type AuthDeps } from '../auth/index';
import { dataRuleView } from './permission-data-rule.routes';
import { crudRoutes } from './record-config';
import { auditView, registerCrud, rowOf, splitIds } from './record-crud';

const roleList = listSpec({
  menuId: 'm-system-role',
  fields: {
    roleName: { column: 'role_name', type: 'string' },
    roleCode: { column: 'role_code', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

const roleView = (r: Record<string, unknown>) => {
  const row = rowOf('sys_role', r);
  return { ...auditView(r), roleName: row.role_name, roleCode: row.role_code, description: row.description };
};

/** Spec §7 "Roles": add, edit, queryall, plus the generic list, delete and lookup. Tenant-owned. */
export const roleRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    registerCrud(app, deps, {
      entity: 'role',
      routes: crudRoutes('role', roleRecordRoutes),
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
      // Permissions are granted through saveRolePermission and data rules through /sys/role/datarule,
      // not by editing the role's form.
      // A role still held by users cannot be deleted (the domain's guard, system.deleteRecords).
      toValues: ({ permissionIds: _p, dataRuleIds: _r, ...rest }) => rest,
    });

    contractRoute(app, routes.roleQueryall, {
      auth: (req) => requirePermission(deps, req, 'system:role:list'),
      handler: async ({ caller }) => {
        const rows = await deps.services
          .db()
          .selectFrom('sys_role')
          .selectAll()
          .where('tenant_id', '=', caller.tenantId)
          .orderBy('created_at')
          .execute();
        return ok(rows.map((r) => roleView(r)));
      },
    });

    /** The form's duplicate check of a role code within the tenant. */
    contractRoute(app, routes.roleCheckCode, {
      auth: (req) => requirePermission(deps, req, 'system:role:list'),
      handler: async ({ caller, query: { roleCode, id } }) => {
        let query = deps.services
          .db()
          .selectFrom('sys_role')
          .select('id')
          .where('tenant_id', '=', caller.tenantId)
          .where('role_code', '=', roleCode);
        if (id) query = query.where('id', '<>', id);
        const taken = await query.executeTakeFirst();
        return taken ? fail(200, '角色编码已存在') : ok(null, '该值可用！');
      },
    });

    const db = () => deps.services.db();
    const ownRole = (tenantId: string, roleId: string) => system.findRecord(db(), 'role', roleId, tenantId);
    const rulesOf = (permissionId: string) =>
      db()
        .selectFrom('sys_permission_data_rule')
        .selectAll()
        .where('permission_id', '=', permissionId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();

    /** A menu's data rules and those the role is granted: `{ datarule, drChecked: 'id1,id2' }`. */
    contractRoute(app, routes.roleDataRule, {
      auth: (req) => requirePermission(deps, req, 'system:role:list'),
      handler: async ({ caller, params: p }) => {
        await ownRole(caller.tenantId, p.roleId);
        const rules = await rulesOf(p.permissionId);
        const granted = rules.length
          ? await db()
              .selectFrom('sys_role_data_rule')
              .select('data_rule_id')
              .where('role_id', '=', p.roleId)
              .where(
                'data_rule_id',
                'in',
                rules.map((r) => r.id),
              )
              .execute()
          : [];
        const held = new Set(granted.map((g) => g.data_rule_id));
        return ok({
          datarule: rules.map(dataRuleView),
          drChecked: rules
            .filter((r) => held.has(r.id))
            .map((r) => r.id)
            .join(','),
        });
      },
    });

    /**
     * Grants a role the chosen data rules of one menu (the others of that menu are withdrawn): an
     * audited change of the role's `dataRuleIds`. The role must hold the menu; the rules must be the menu's.
     */
    contractRoute(app, routes.roleDataRuleSave, {
      auth: (req) => requirePermission(deps, req, 'system:role:authorize'),
      handler: async ({ caller, body }) => {
        await system.setRoleDataRules(
          deps.services.store(),
          {
            roleId: body.roleId,
            tenantId: caller.tenantId,
            permissionId: body.permissionId,
            dataRuleIds: splitIds(body.dataRuleIds ?? '') ?? [],
          },
          { metadata: { actor: caller.userId, tenantId: caller.tenantId } },
        );
        return ok(null, '保存成功!');
      },
    });
  };
