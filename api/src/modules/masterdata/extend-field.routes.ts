import {
  extendFieldRoutes,
  extendFieldRowOf,
  formStyleFieldOf,
  tenantDefinition,
  variantView,
  type EntityDefinition,
  type FormStyleField,
} from '@srm/contracts/masterdata';
import { masterdata } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import {
  FORBIDDEN_MESSAGE,
  requireCaller,
  requirePermission,
  type AuthDeps,
  type Caller,
} from '../auth/index';

/**
 * 扩展字段 and 表单样式 (contracts/src/masterdata/extend-field.ts): the administrator's routes to read and
 * add a tenant's extended fields (`online:extendField:*`), and the form styles a page reads (the
 * entity's own list right). Everything is the caller's tenant's view of the entity (`tenantDefinition`).
 */
export const extendFieldAdminRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();
    const c = extendFieldRoutes;
    const staff = (caller: Caller) => {
      if (caller.supplierId !== null) throw new HttpError(403, FORBIDDEN_MESSAGE);
      return caller;
    };
    const admin = (action: string) => async (req: FastifyRequest) =>
      staff(await requirePermission(deps, req, `online:extendField:${action}`));
    /** A code entity as the tenant sees it; an online form or an unknown name is a 404. */
    const codeEntity = async (name: string, tenantId: string) => {
      const state = await masterdata.entityStateOf(db(), name);
      if (!state || state.origin !== 'code') throw new HttpError(404, masterdata.ENTITY_NOT_DECLARED(name));
      return tenantDefinition(state.definition, tenantId);
    };

    contractRoute(app, c.extendFieldTableList, {
      auth: admin('list'),
      handler: async ({ query }) => {
        const rows = (await masterdata.listEntities(db())).filter(
          (r) => r.origin === 'code' && (!query.type || r.name === query.type),
        );
        return ok(rows.map((r) => ({ type: r.name, tableName: r.table_name, label: r.label })));
      },
    });

    contractRoute(app, c.extendFieldList, {
      auth: admin('list'),
      handler: async ({ caller, query }) => {
        const def = await codeEntity(query.type, caller.tenantId);
        return ok(def.fields.filter((f) => f.tenantId === caller.tenantId).map(extendFieldRowOf));
      },
    });

    contractRoute(app, c.extendFieldAdd, {
      auth: admin('add'),
      handler: async ({ caller, body }) => {
        const r = await masterdata.addExtendField(
          deps.services.store(),
          { tenantId: caller.tenantId, input: body },
          { metadata: { actor: caller.userId, tenantId: caller.tenantId } },
        );
        return ok(
          { name: r.state.definition.name, changed: r.changed, ddl: r.ddl.map((s) => s.op) },
          '添加成功！',
        );
      },
    });

    /**
     * The entity of a table for a caller holding its list right (a stranger learns nothing: the token
     * first, then 404 for an unknown table, 403 without the right).
     */
    const styled = async (req: FastifyRequest, tableName: string): Promise<EntityDefinition> => {
      const row = (await masterdata.listEntities(db())).find((r) => r.table_name === tableName);
      if (!row) {
        await requireCaller(deps, req);
        throw new HttpError(404, masterdata.ENTITY_NOT_DECLARED(tableName));
      }
      const state = (await masterdata.entityStateOf(db(), row.name))!;
      const caller = staff(await requirePermission(deps, req, state.definition.permissions.list));
      return tenantDefinition(state.definition, caller.tenantId);
    };
    const fieldsOf = (def: EntityDefinition, names: readonly string[]) =>
      names.map((n) => formStyleFieldOf(def, n)).filter((f): f is FormStyleField => f !== null);

    contractRoute(app, c.formStyleList, {
      handler: async ({ req, query }) => {
        const def = await styled(req, query.tableName);
        return ok(fieldsOf(def, variantView(def, 'buyer')!.columns));
      },
    });

    contractRoute(app, c.formStyleHeadField, {
      handler: async ({ req, query }) => {
        const def = await styled(req, query.tableName);
        const readOnly = new Set(def.variants.buyer.readOnly);
        const names = def.fields.map((f) => f.name);
        return ok(fieldsOf(def, query.formStyle === 'info' ? names : names.filter((n) => !readOnly.has(n))));
      },
    });

    contractRoute(app, c.formStyleBodyField, {
      handler: async ({ req, query }) => {
        await styled(req, query.tableName);
        // Declared entities are single records: no detail rows, so no body fields.
        return ok([]);
      },
    });
  };
