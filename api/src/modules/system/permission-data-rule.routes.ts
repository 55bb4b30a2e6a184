import { randomUUID } from 'node:crypto';
import { routes } from '@srm/contracts';
import { system, type Database } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Selectable } from 'kysely';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { listOfMenu, listSpec, listWhere, parseListQuery } from '../../http/list-query';
import { requirePermission, type AuthDeps, type Caller } from '../auth/index';
import { auditView, PLATFORM_TENANT } from './record-crud';

type DataRuleRow = Selectable<Database['sys_permission_data_rule']>;

export const { DATA_RULE_NOT_FOUND, DATA_RULE_ON_BUTTON, PERMISSION_NOT_FOUND, SQL_RULES_REFUSED } =
  system.recordRules;

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

/** An edit names its record in the body (which is otherwise the entity's values). */
const idOf = z.object({ id: z.string({ error: '请选择一条记录！' }).min(1, '请选择一条记录！').max(100) });
const meta = (c: Caller) => ({ metadata: { actor: c.userId, tenantId: c.tenantId } });

/** The fields of a menu's list (when the menu has one): the domain checks a rule's column and value against them. */
const listFieldsOf = (permissionId: string) => listOfMenu(permissionId)?.fields;

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
    const may = (op: 'list' | 'edit') => ({
      auth: (req: FastifyRequest) => requirePermission(deps, req, `system:permission:${op}`),
    });
    contractRoute(app, routes.permissionGetPermRuleListByPermId, {
      ...may('list'),
      handler: async ({ query: { permissionId } }) => {
        const rows = await db()
          .selectFrom('sys_permission_data_rule')
          .selectAll()
          .where('permission_id', '=', permissionId)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        return ok(rows.map(dataRuleView));
      },
    });

    /** The rules matching the filters (permissionId, ruleName, ruleColumn... in the list filter syntax). */
    contractRoute(app, routes.permissionQueryPermissionRule, {
      ...may('list'),
      handler: async ({ query: raw }) => {
        const query = parseListQuery(raw, dataRuleList);
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
      },
    });

    contractRoute(app, routes.permissionAddPermissionRule, {
      ...may('edit'),
      handler: async ({ caller, body }) => {
        const { id: _id, ...values } = body;
        const id = randomUUID();
        await system.saveDataRule(store(), { id, create: true, values, listFieldsOf }, meta(caller));
        return ok({ id }, '添加成功！');
      },
    });

    for (const contract of [routes.permissionEditPermissionRule, routes.permissionEditPermissionRulePost]) {
      contractRoute(app, contract, {
        ...may('edit'),
        handler: async ({ caller, body }) => {
          const { id } = idOf.parse(body);
          // A rule stays on its menu.
          const { id: _id, permissionId: _p, ...values } = body;
          await system.saveDataRule(store(), { id, create: false, values, listFieldsOf }, meta(caller));
          return ok(null, '编辑成功!');
        },
      });
    }

    /** Deleting a rule takes it from the roles granted it, in the same transaction. */
    contractRoute(app, routes.permissionDeletePermissionRule, {
      ...may('edit'),
      handler: async ({ caller, query }) => {
        await system.deleteRecords(
          store(),
          'permissionDataRule',
          { ids: [query.id], tenantId: PLATFORM_TENANT, notFound: DATA_RULE_NOT_FOUND },
          meta(caller),
        );
        return ok(null, '删除成功!');
      },
    });
  };
