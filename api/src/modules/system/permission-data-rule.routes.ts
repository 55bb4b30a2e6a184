import { randomUUID } from 'node:crypto';
import { DomainError, system, type Database } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { dataRuleCondition, listOfMenu, listSpec, listWhere, parseListQuery } from '../../http/list-query';
import { requirePermission, type AuthDeps, type Caller } from '../auth/permissions';
import { auditView, PLATFORM_TENANT } from './record-crud';

type DataRuleRow = Selectable<Database['sys_permission_data_rule']>;

export const DATA_RULE_NOT_FOUND = '未找到对应数据规则';
export const DATA_RULE_ON_BUTTON = '数据规则只能配置在菜单上';
export const PERMISSION_NOT_FOUND = '菜单不存在';
export const SQL_RULES_REFUSED = '不支持自定义SQL规则';

export const dataRuleView = (r: DataRuleRow) => ({
  ...auditView(r),
  permissionId: r.permission_id,
  ruleName: r.rule_name,
  ruleColumn: r.rule_column,
  ruleConditions: r.rule_conditions,
  ruleValue: r.rule_value,
  status: r.status,
});

/** `queryPermissionRule`'s filters (the generic filter syntax; no paging: a menu has few rules). */
const dataRuleList = listSpec({
  fields: {
    permissionId: { column: 'permission_id', type: 'string' },
    ruleName: { column: 'rule_name', type: 'string' },
    ruleColumn: { column: 'rule_column', type: 'string' },
    ruleConditions: { column: 'rule_conditions', type: 'string' },
    ruleValue: { column: 'rule_value', type: 'string' },
    status: { column: 'status', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'asc' },
});

const bodyObject = z.record(z.string(), z.unknown(), { error: '请求体必须是 JSON 对象' });
const idQuery = z.object({ id: z.string().min(1, '请选择一条记录！').max(100) });
const meta = (c: Caller) => ({ metadata: { actor: c.userId, tenantId: c.tenantId } });

/**
 * A rule fits its menu: the menu exists and is not a button; the condition is one of the allowed
 * ones (never `USE_SQL_RULES`); and when the menu has a list (`ListSpec.menuId`), the column is one of
 * that list's fields and the value is of the field's type (`in`: each comma-separated value).
 */
function checkRuleFits(
  permission: { menu_type: number } | undefined,
  permissionId: string,
  values: Record<string, unknown>,
) {
  if (!permission) throw new DomainError('ValidationFailed', PERMISSION_NOT_FOUND, { field: 'permissionId' });
  if (permission.menu_type === 2)
    throw new DomainError('ValidationFailed', DATA_RULE_ON_BUTTON, { field: 'permissionId' });
  if (values.ruleConditions === 'USE_SQL_RULES')
    throw new DomainError('ValidationFailed', SQL_RULES_REFUSED, { field: 'ruleConditions' });
  const spec = listOfMenu(permissionId);
  const { ruleColumn, ruleConditions, ruleValue } = values;
  if (
    spec &&
    typeof ruleColumn === 'string' &&
    typeof ruleConditions === 'string' &&
    typeof ruleValue === 'string'
  )
    dataRuleCondition(spec, { column: ruleColumn, condition: ruleConditions, value: ruleValue.trim() });
}

/**
 * Data rules (数据权限规则), spec §7 "Permissions": getPermRuleListByPermId, queryPermissionRule, and
 * the admin's add/edit/delete (`system:permission:edit`). Rules belong to a menu (platform-wide, as
 * menus are); roles are granted them per menu through `/sys/role/datarule`. A rule limits the list
 * bound to its menu (`ListSpec.menuId`); on a menu without such a list it has no effect.
 */
export const permissionDataRuleRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();
    const store = () => deps.services.store();
    const permissionOf = (id: string) =>
      db()
        .selectFrom('sys_permission')
        .select(['id', 'menu_type'])
        .where('id', '=', id)
        .where('tenant_id', '=', PLATFORM_TENANT)
        .executeTakeFirst();
    const ruleOf = async (id: string) => {
      const row = await db()
        .selectFrom('sys_permission_data_rule')
        .selectAll()
        .where('id', '=', id)
        .where('tenant_id', '=', PLATFORM_TENANT)
        .executeTakeFirst();
      if (!row) throw new DomainError('NotFound', DATA_RULE_NOT_FOUND);
      return row;
    };

    app.get('/sys/permission/getPermRuleListByPermId', async (req) => {
      await requirePermission(deps, req, 'system:permission:list');
      const { permissionId } = z.object({ permissionId: z.string().min(1).max(100) }).parse(req.query);
      const rows = await db()
        .selectFrom('sys_permission_data_rule')
        .selectAll()
        .where('permission_id', '=', permissionId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return ok(rows.map(dataRuleView));
    });

    /** The rules matching the filters (permissionId, ruleName, ruleColumn... in the list filter syntax). */
    app.get('/sys/permission/queryPermissionRule', async (req) => {
      await requirePermission(deps, req, 'system:permission:list');
      const query = parseListQuery(req.query as Record<string, unknown>, dataRuleList);
      const rows = await db()
        .selectFrom('sys_permission_data_rule')
        .selectAll()
        .where('tenant_id', '=', PLATFORM_TENANT)
        .where(listWhere(dataRuleList, query))
        .orderBy('created_at')
        .orderBy('id')
        .limit(1000)
        .execute();
      return ok(rows.map(dataRuleView));
    });

    app.post('/sys/permission/addPermissionRule', async (req) => {
      const caller = await requirePermission(deps, req, 'system:permission:edit');
      const { id: _id, ...values } = bodyObject.parse(req.body ?? {});
      const permissionId = typeof values.permissionId === 'string' ? values.permissionId : '';
      checkRuleFits(permissionId ? await permissionOf(permissionId) : undefined, permissionId, values);
      const id = randomUUID();
      await system.createRecord(
        store(),
        'permissionDataRule',
        { id, tenantId: PLATFORM_TENANT, values },
        meta(caller),
      );
      return ok({ id }, '添加成功！');
    });

    const edit = async (req: FastifyRequest, caller: Caller) => {
      const body = bodyObject.parse(req.body ?? {});
      const { id } = idQuery.parse(body);
      // A rule stays on its menu.
      const { id: _id, permissionId: _p, ...values } = body;
      const rule = await ruleOf(id);
      const merged = {
        ruleColumn: rule.rule_column,
        ruleConditions: rule.rule_conditions,
        ruleValue: rule.rule_value,
        ...values,
      };
      checkRuleFits(await permissionOf(rule.permission_id), rule.permission_id, merged);
      await system.updateRecord(
        store(),
        'permissionDataRule',
        { id, tenantId: PLATFORM_TENANT, values },
        meta(caller),
      );
    };
    for (const method of ['PUT', 'POST'] as const) {
      app.route({
        method,
        url: '/sys/permission/editPermissionRule',
        handler: async (req) => {
          const caller = await requirePermission(deps, req, 'system:permission:edit');
          await edit(req, caller);
          return ok(null, '编辑成功!');
        },
      });
    }

    /** Deleting a rule takes it from the roles granted it first (each an audited role change). */
    app.delete('/sys/permission/deletePermissionRule', async (req) => {
      const caller = await requirePermission(deps, req, 'system:permission:edit');
      const rule = await ruleOf(idQuery.parse(req.query).id);
      const roles = await db()
        .selectFrom('sys_role_data_rule as rr')
        .innerJoin('sys_role as r', 'r.id', 'rr.role_id')
        .select(['r.id', 'r.tenant_id'])
        .where('rr.data_rule_id', '=', rule.id)
        .execute();
      for (const role of roles) {
        await system.changeRecordLinks(
          store(),
          'role',
          { id: role.id, tenantId: role.tenant_id, field: 'dataRuleIds', remove: [rule.id] },
          meta(caller),
        );
      }
      await system.deleteRecord(
        store(),
        'permissionDataRule',
        { id: rule.id, tenantId: PLATFORM_TENANT },
        meta(caller),
      );
      return ok(null, '删除成功!');
    });
  };
