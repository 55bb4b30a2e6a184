import { randomUUID } from 'node:crypto';
import { report as contract } from '@srm/contracts';
import { onlineReportInput, reportFieldsOf } from '@srm/contracts/report';
import { masterdata, report as domain, system } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { notVisible, requirePermission, type AuthDeps, type Caller } from '../auth/index';
import { reportByCode } from './report.registry';

const routes = contract.reportHeadRoutes;

/** The administration list: searched by code, name and entity, sorted by those or the time. */
const HEAD_LIST: ListSpec = {
  fields: {
    code: { column: 'rp_report.code', type: 'string' },
    name: { column: 'rp_report.name', type: 'string' },
    entity: { column: 'rp_report.entity', type: 'string' },
    createTime: { column: 'rp_report.created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

/**
 * 在线报表 administration (`online:report:*`): an administrator defines a report over a declared
 * entity by naming its fields; the domain checks it against the entity and stores it as events.
 * Reports are the caller's tenant's; another tenant's are not found.
 */
export const reportHeadRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();
    const store = () => deps.services.store();
    const meta = (c: Caller) => ({ metadata: { actor: c.userId, tenantId: c.tenantId } });
    const can = (action: string) => (req: Parameters<typeof requirePermission>[1]) =>
      requirePermission(deps, req, `online:report:${action}`);

    const rows = (tenantId: string) =>
      db()
        .selectFrom('rp_report')
        .leftJoin('md_entity', 'md_entity.name', 'rp_report.entity')
        .select([
          'rp_report.id',
          'rp_report.code',
          'rp_report.name',
          'rp_report.entity',
          'rp_report.definition',
          'rp_report.created_by',
          'rp_report.created_at',
          'rp_report.updated_at',
          'md_entity.label as entity_label',
        ])
        .where('rp_report.tenant_id', '=', tenantId);
    type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;
    const view = (r: Row) => {
      const d = onlineReportInput.parse(r.definition);
      return {
        id: r.id,
        code: r.code,
        name: r.name,
        entity: r.entity,
        entityLabel: r.entity_label,
        columns: d.columns,
        queryFields: d.queryFields,
        defaultSort: d.defaultSort,
        createBy: r.created_by,
        createTime: r.created_at,
        updateTime: r.updated_at,
      };
    };

    contractRoute(app, routes.reportHeadList, {
      auth: can('list'),
      handler: async ({ caller, query }) => {
        const q = parseListQuery(query, HEAD_LIST, { sortable: ['code', 'name', 'entity', 'createTime'] });
        const page = await runListQuery(rows(caller.tenantId), HEAD_LIST, q);
        return ok({ ...page, records: page.records.map(view) });
      },
    });

    contractRoute(app, routes.reportHeadQueryById, {
      auth: can('list'),
      handler: async ({ caller, query }) => {
        const row = await rows(caller.tenantId).where('rp_report.id', '=', query.id).executeTakeFirst();
        if (!row) throw notVisible(system.RECORD_NOT_FOUND);
        return ok(view(row));
      },
    });

    contractRoute(app, routes.reportHeadSources, {
      auth: can('list'),
      handler: async () => {
        const entities = await masterdata.listEntities(db());
        return ok(
          entities.map((e) => {
            const def = e.definition as Parameters<typeof reportFieldsOf>[0];
            return { name: e.name, label: e.label, fields: reportFieldsOf(def) };
          }),
        );
      },
    });

    contractRoute(app, routes.reportHeadAdd, {
      auth: can('add'),
      handler: async ({ caller, body }) => {
        const id = randomUUID();
        await domain.defineOnlineReport(
          store(),
          {
            id,
            tenantId: caller.tenantId,
            definition: body,
            reserved: reportByCode(body.code) !== undefined,
          },
          meta(caller),
        );
        return ok({ id }, '添加成功！');
      },
    });

    contractRoute(app, routes.reportHeadEdit, {
      auth: can('edit'),
      handler: async ({ caller, body }) => {
        const { id, ...definition } = body;
        await domain.redefineOnlineReport(
          store(),
          { id, tenantId: caller.tenantId, definition },
          meta(caller),
        );
        return ok(null, '编辑成功!');
      },
    });

    contractRoute(app, routes.reportHeadDelete, {
      auth: can('delete'),
      handler: async ({ caller, query }) => {
        await domain.deleteOnlineReport(store(), { id: query.id, tenantId: caller.tenantId }, meta(caller));
        return ok(null, '删除成功!');
      },
    });
  };
