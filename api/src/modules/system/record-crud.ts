import { randomUUID } from 'node:crypto';
import { system, type Database } from '@srm/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { parseListQuery, runListQuery } from '../../http/list-query';
import { withDataRules } from '../auth/index';
import {
  dataRuleContext,
  requireListPermission,
  requirePermission,
  type AuthDeps,
  type Caller,
} from '../auth/index';
import type { AnyDb, CrudConfig } from './record-config';
import { registerRecordSheets } from './record-sheet';

/** Tables of platform-wide records (menus, dictionaries, categories, rules) carry tenant '0'. */
export const PLATFORM_TENANT = system.PLATFORM_TENANT;

export const splitIds = (v: unknown): string[] | undefined =>
  typeof v === 'string'
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : Array.isArray(v)
      ? v.map(String)
      : undefined;

/** The record's table name, columns from the entity (never from request text). */
const tableOf = (entity: system.RecordEntityName) => system.recordEntities[entity].table;

/** The tenant a caller's records of this entity live under. */
export const ownerTenant = (cfg: Pick<CrudConfig, 'platformWide'>, caller: Caller) =>
  cfg.platformWide ? PLATFORM_TENANT : caller.tenantId;

/**
 * The generic admin routes of one entity, registered against its contracts: add, edit, list,
 * delete, deleteBatch (one transaction, all or none: system.deleteRecords), queryById, and the
 * sheets. Rules (guards, cascades) are the domain's; a route parses, authorizes, calls, answers.
 */
export function registerCrud(app: FastifyInstance, deps: AuthDeps, cfg: CrudConfig): void {
  const r = cfg.routes;
  const store = () => deps.services.store();
  const db = () => deps.services.db() as unknown as AnyDb;
  const values = (body: Record<string, unknown>) => (cfg.toValues ? cfg.toValues(body) : body);
  const meta = (caller: Caller) => ({ metadata: { actor: caller.userId, tenantId: caller.tenantId } });
  const may = (action: string) => (req: FastifyRequest) =>
    requirePermission(deps, req, `${cfg.action}:${action}`);

  if (r.add)
    contractRoute(app, r.add, {
      auth: may('add'),
      handler: async ({ caller, body }) => {
        const id = randomUUID();
        await system.createRecord(
          store(),
          cfg.entity,
          {
            id,
            tenantId: ownerTenant(cfg, caller),
            values: values(body as unknown as Record<string, unknown>),
          },
          meta(caller),
        );
        return ok({ id }, '添加成功！');
      },
    });

  for (const edit of [r.edit, r.editPost])
    if (edit)
      contractRoute(app, edit, {
        auth: may('edit'),
        handler: async ({ caller, body }) => {
          const { id, ...rest } = body as unknown as { id: string } & Record<string, unknown>;
          await system.updateRecord(
            store(),
            cfg.entity,
            { id, tenantId: ownerTenant(cfg, caller), values: values(rest) },
            meta(caller),
          );
          return ok(null, '编辑成功!');
        },
      });

  if (r.list)
    contractRoute(app, r.list, {
      auth: (req) => requireListPermission(deps, req, `${cfg.action}:list`, cfg.list.menuId),
      handler: async ({ caller: { caller, dataRules }, query: q }) => {
        const query = withDataRules(
          cfg.list,
          parseListQuery(q as unknown as Record<string, unknown>, cfg.list),
          dataRules,
          dataRuleContext(caller, deps.services.now()),
        );
        const base = db()
          .selectFrom(tableOf(cfg.entity))
          .selectAll()
          .where('tenant_id', '=', ownerTenant(cfg, caller));
        const page = await runListQuery(base, cfg.list, query);
        return ok({ ...page, records: page.records.map((row) => cfg.view(row as Record<string, unknown>)) });
      },
    });

  if (r.queryById)
    contractRoute(app, r.queryById, {
      auth: may('list'),
      handler: async ({ caller, query }) => {
        const { id } = query as unknown as { id: string };
        const row = await system.findRecord(db(), cfg.entity, id, ownerTenant(cfg, caller));
        return ok(cfg.view(row));
      },
    });

  const remove = async (caller: Caller, ids: string[]) =>
    system.deleteRecords(store(), cfg.entity, { ids, tenantId: ownerTenant(cfg, caller) }, meta(caller));
  if (r.delete)
    contractRoute(app, r.delete, {
      auth: may('delete'),
      handler: async ({ caller, query }) => {
        await remove(caller, [(query as unknown as { id: string }).id]);
        return ok(null, '删除成功!');
      },
    });
  if (r.deleteBatch)
    contractRoute(app, r.deleteBatch, {
      auth: may('delete'),
      handler: async ({ caller, query }) => {
        await remove(caller, splitIds((query as unknown as { ids: string }).ids) ?? []);
        return ok(null, '批量删除成功!');
      },
    });

  if (cfg.exportColumns) registerRecordSheets(app, deps, cfg, (caller) => ownerTenant(cfg, caller));
}

/** Common audit columns as the API shows them. */
export const auditView = (r: Record<string, unknown>) => ({
  id: String(r.id),
  createBy: typeof r.created_by === 'string' ? r.created_by : null,
  createTime: r.created_at instanceof Date ? r.created_at.toISOString() : null,
  updateBy: typeof r.updated_by === 'string' ? r.updated_by : null,
  updateTime: r.updated_at instanceof Date ? r.updated_at.toISOString() : null,
});

/** A row of `table` as its columns are typed (the generic list hands rows as records). */
export const rowOf = <T extends keyof Database>(_table: T, r: Record<string, unknown>) =>
  r as unknown as Selectable<Database[T]>;
