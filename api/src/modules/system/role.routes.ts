import { DomainError, system } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { fail, ok } from '../../http/envelope';
import { listSpec } from '../../http/list-query';
import { requirePermission, type AuthDeps } from '../auth/permissions';
import { dataRuleView } from './permission-data-rule.routes';
import { auditView, registerCrud, splitIds } from './record-crud';

const roleList = listSpec({
  menuId: 'm-system-role',
  fields: {
    roleName: { column: 'role_name', type: 'string' },
    roleCode: { column: 'role_code', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

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
      // Permissions are granted through saveRolePermission and data rules through /sys/role/datarule,
      // not by editing the role's form.
      toValues: ({ permissionIds: _p, dataRuleIds: _r, ...rest }) => rest,
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

    const db = () => deps.services.db();
    const ownRole = async (tenantId: string, roleId: string) => {
      const role = await db()
        .selectFrom('sys_role')
        .select('id')
        .where('id', '=', roleId)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      if (!role) throw new DomainError('NotFound', system.RECORD_NOT_FOUND);
    };
    const rulesOf = (permissionId: string) =>
      db()
        .selectFrom('sys_permission_data_rule')
        .selectAll()
        .where('permission_id', '=', permissionId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();

    /** A menu's data rules and those the role is granted: `{ datarule, drChecked: 'id1,id2' }`. */
    app.get('/sys/role/datarule/:permissionId/:roleId', async (req) => {
      const caller = await requirePermission(deps, req, 'system:role:list');
      const p = z
        .object({ permissionId: z.string().min(1).max(100), roleId: z.string().min(1).max(100) })
        .parse(req.params);
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
    });

    /**
     * Grants a role the chosen data rules of one menu (the others of that menu are withdrawn): an
     * audited change of the role's `dataRuleIds`. The role must hold the menu; the rules must be the menu's.
     */
    app.post('/sys/role/datarule', async (req) => {
      const caller = await requirePermission(deps, req, 'system:role:authorize');
      const body = z
        .object({
          permissionId: z.string().min(1).max(100),
          roleId: z.string().min(1).max(100),
          dataRuleIds: z.union([z.string().max(100_000), z.array(z.string().max(100)).max(1000)]).nullish(),
        })
        .parse(req.body ?? {});
      await ownRole(caller.tenantId, body.roleId);
      const holds = await db()
        .selectFrom('sys_role_permission')
        .select('role_id')
        .where('role_id', '=', body.roleId)
        .where('permission_id', '=', body.permissionId)
        .executeTakeFirst();
      if (!holds)
        throw new DomainError('ValidationFailed', '请先保存角色菜单权限!', { field: 'permissionId' });
      const chosen = [...new Set(splitIds(body.dataRuleIds ?? '') ?? [])];
      const ofMenu = new Set((await rulesOf(body.permissionId)).map((r) => r.id));
      if (chosen.some((id) => !ofMenu.has(id)))
        throw new DomainError('ValidationFailed', '存在无效的数据规则', { field: 'dataRuleIds' });
      await system.changeRecordLinks(
        deps.services.store(),
        'role',
        {
          id: body.roleId,
          tenantId: caller.tenantId,
          field: 'dataRuleIds',
          add: chosen,
          remove: [...ofMenu].filter((id) => !chosen.includes(id)),
        },
        { metadata: { actor: caller.userId, tenantId: caller.tenantId } },
      );
      return ok(null, '保存成功!');
    });
  };
