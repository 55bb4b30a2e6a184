import {
  onlineFormOf,
  onlineFormRoutes,
  type EntityDefinition,
  type OnlineFormRow,
} from '@srm/contracts/masterdata';
import { masterdata } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { FORBIDDEN_MESSAGE, requirePermission, type AuthDeps } from '../auth/index';

/**
 * 表单开发 (online forms, contracts/src/masterdata/online-form.ts): the administrator's routes over
 * online entities. Each needs its `online:cgform:<action>` right and a staff caller; the records of a
 * form are served by the generic `/masterdata/:entity/*` family under the form's own permission codes.
 */

const LIST: ListSpec = {
  fields: {
    name: { column: 'name', type: 'string' },
    label: { column: 'label', type: 'string' },
    tableName: { column: 'table_name', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
    updateTime: { column: 'updated_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

type StoredRow = masterdata.EntityRow;

const cst = (d: Date | null) =>
  d ? new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : null;

function rowOf(r: StoredRow): OnlineFormRow {
  const def = r.definition as EntityDefinition;
  return {
    id: r.name,
    name: r.name,
    label: r.label,
    tableName: r.table_name,
    version: r.version,
    fieldCount: def.fields.length,
    retired: (r.retired as { name: string; label: string }[]).map((f) => ({ name: f.name, label: f.label })),
    listPath: def.variants.buyer.base,
    createBy: r.created_by,
    createTime: cst(r.created_at),
    updateTime: cst(r.updated_at),
  };
}

const changeOf = (name: string, r: masterdata.EntityChangeResult) => ({
  name,
  changed: r.changed,
  ddl: r.ddl.map((s) => s.op),
});

export const onlineFormAdminRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const store = () => deps.services.store();
    const c = onlineFormRoutes;
    /** The right, and staff only (a supplier's user never defines tables). */
    const admin = (action: string) => async (req: FastifyRequest) => {
      const caller = await requirePermission(deps, req, `online:cgform:${action}`);
      if (caller.supplierId !== null) throw new HttpError(403, FORBIDDEN_MESSAGE);
      return caller;
    };
    const meta = (c: { userId: string; tenantId: string }) => ({
      metadata: { actor: c.userId, tenantId: c.tenantId },
    });
    const find = async (name: string) => {
      const row = await masterdata.findEntity(deps.services.db(), name);
      if (!row || row.origin !== 'online') throw new HttpError(404, masterdata.ENTITY_NOT_DECLARED(name));
      return row;
    };

    contractRoute(app, c.onlineFormList, {
      auth: admin('list'),
      handler: async ({ query }) => {
        const q = parseListQuery(query, LIST);
        const base = deps.services.db().selectFrom('md_entity').selectAll().where('origin', '=', 'online');
        const page = await runListQuery(base, LIST, q);
        return ok({ ...page, records: page.records.map(rowOf) });
      },
    });

    contractRoute(app, c.onlineFormQueryByName, {
      auth: admin('list'),
      handler: async ({ query }) => {
        const row = await find(query.name);
        return ok({ form: onlineFormOf(row.definition as EntityDefinition), row: rowOf(row) });
      },
    });

    contractRoute(app, c.onlineFormAdd, {
      auth: admin('add'),
      handler: async ({ caller, body }) => {
        const r = await masterdata.createOnlineForm(store(), body, meta(caller));
        return ok(changeOf(r.state.definition.name, r), '添加成功！');
      },
    });

    contractRoute(app, c.onlineFormEdit, {
      auth: admin('edit'),
      handler: async ({ caller, body }) => {
        const r = await masterdata.changeOnlineForm(store(), body, meta(caller));
        return ok(changeOf(r.state.definition.name, r), r.changed ? '编辑成功!' : '表单没有变化');
      },
    });

    contractRoute(app, c.onlineFormPurge, {
      auth: admin('purge'),
      handler: async ({ caller, body }) => {
        const r = await masterdata.purgeOnlineFormFields(store(), body.name, body.fields, meta(caller));
        return ok(changeOf(body.name, r), '已清除字段及其数据');
      },
    });

    contractRoute(app, c.onlineFormMenu, {
      auth: admin('menu'),
      handler: async ({ caller, body }) =>
        ok(
          await masterdata.publishOnlineForm(
            store(),
            { name: body.name, tenantId: caller.tenantId, roleIds: body.roleIds },
            meta(caller),
          ),
          '菜单已生成',
        ),
    });
  };
