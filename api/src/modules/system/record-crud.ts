import { randomUUID } from 'node:crypto';
import { DomainError, system } from '@srm/events';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import type { SheetColumn } from '../../http/list-export';
import { parseListQuery, runListQuery, withDataRules, type ListSpec } from '../../http/list-query';
import {
  dataRuleContext,
  requireListPermission,
  requirePermission,
  type AuthDeps,
  type Caller,
} from '../auth/permissions';
import { registerRecordSheets } from './record-sheet';

// Entity tables are picked by the (validated) entity name; their columns come from the entity.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** Tables of platform-wide records (menus, dictionaries, categories, rules) carry tenant '0'. */
export const PLATFORM_TENANT = '0';

export type CrudConfig = {
  entity: system.RecordEntityName;
  /** Route base, e.g. `/sys/role`. */
  base: string;
  /** Action prefix: `<prefix>:add`, `:edit`, `:delete`, `:list` are checked server-side. */
  action: string;
  /** The list's whitelist; its `menuId` brings the caller's data rules of that menu to the list and its export. */
  list: ListSpec;
  /** Row (snake_case columns) -> the API's record. */
  view: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Shared by every tenant (stored with tenant '0'). */
  platformWide?: boolean;
  /** Request body -> the entity's values (e.g. comma-joined ids to arrays). */
  toValues?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Refuses a deletion the data forbids (children, users still attached), before anything is written. */
  beforeDelete?: (db: AnyDb, ids: string[], caller: Caller) => Promise<void>;
  /** The routes to register (default all). */
  only?: ('add' | 'edit' | 'delete' | 'list' | 'queryById')[];
  /** Columns (Chinese titles) of `GET|POST <base>/exportXls` (`:list`) and `POST <base>/importExcel` (`:add`); see record-sheet.ts. */
  exportColumns?: SheetColumn[];
  /** Columns an import reads (default: the export columns that are fields of the entity). */
  importColumns?: SheetColumn[];
  /** The export's file name, e.g. 角色列表 (default: the base's last segment). */
  sheetTitle?: string;
};

const idQuery = z.object({ id: z.string().min(1, '请选择一条记录！').max(100) });
const idsQuery = z.object({ ids: z.string().min(1, '请选择一条记录！').max(100_000) });
const bodyObject = z.record(z.string(), z.unknown(), { error: '请求体必须是 JSON 对象' });

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

/** The generic admin routes of one entity: add, edit, list, delete, deleteBatch, queryById. */
export function registerCrud(app: FastifyInstance, deps: AuthDeps, cfg: CrudConfig): void {
  const want = (r: NonNullable<CrudConfig['only']>[number]) => !cfg.only || cfg.only.includes(r);
  const store = () => deps.services.store();
  const db = () => deps.services.db() as unknown as AnyDb;
  const values = (body: Record<string, unknown>) => (cfg.toValues ? cfg.toValues(body) : body);
  const meta = (caller: Caller) => ({ metadata: { actor: caller.userId, tenantId: caller.tenantId } });

  if (want('add'))
    app.post(`${cfg.base}/add`, async (req) => {
      const caller = await requirePermission(deps, req, `${cfg.action}:add`);
      const body = bodyObject.parse(req.body ?? {});
      const id = randomUUID();
      await system.createRecord(
        store(),
        cfg.entity,
        { id, tenantId: ownerTenant(cfg, caller), values: values(body) },
        meta(caller),
      );
      return ok({ id }, '添加成功！');
    });

  if (want('edit')) {
    const edit = async (req: FastifyRequest) => {
      const caller = await requirePermission(deps, req, `${cfg.action}:edit`);
      const body = bodyObject.parse(req.body ?? {});
      const { id } = idQuery.parse(body);
      const { id: _id, ...rest } = body;
      await system.updateRecord(
        store(),
        cfg.entity,
        { id, tenantId: ownerTenant(cfg, caller), values: values(rest) },
        meta(caller),
      );
      return ok(null, '编辑成功!');
    };
    app.put(`${cfg.base}/edit`, edit);
    app.post(`${cfg.base}/edit`, edit);
  }

  if (want('list'))
    app.get(`${cfg.base}/list`, async (req) => {
      const { caller, dataRules } = await requireListPermission(
        deps,
        req,
        `${cfg.action}:list`,
        cfg.list.menuId,
      );
      const query = withDataRules(
        cfg.list,
        parseListQuery(req.query as Record<string, unknown>, cfg.list),
        dataRules,
        dataRuleContext(caller, deps.services.now()),
      );
      const base = db()
        .selectFrom(tableOf(cfg.entity))
        .selectAll()
        .where('tenant_id', '=', ownerTenant(cfg, caller));
      const page = await runListQuery(base, cfg.list, query);
      return ok({ ...page, records: page.records.map((r) => cfg.view(r as Record<string, unknown>)) });
    });

  if (want('queryById'))
    app.get(`${cfg.base}/queryById`, async (req) => {
      const caller = await requirePermission(deps, req, `${cfg.action}:list`);
      const { id } = idQuery.parse(req.query);
      const row = await db()
        .selectFrom(tableOf(cfg.entity))
        .selectAll()
        .where('id', '=', id)
        .where('tenant_id', '=', ownerTenant(cfg, caller))
        .executeTakeFirst();
      if (!row) throw new DomainError('NotFound', system.RECORD_NOT_FOUND);
      return ok(cfg.view(row as Record<string, unknown>));
    });

  if (want('delete')) {
    const remove = async (caller: Caller, ids: string[]) => {
      const tenantId = ownerTenant(cfg, caller);
      // All or nothing: every id must be the caller's before any is deleted.
      const found = await db()
        .selectFrom(tableOf(cfg.entity))
        .select('id')
        .where('id', 'in', ids)
        .where('tenant_id', '=', tenantId)
        .execute();
      if (found.length !== new Set(ids).size) throw new DomainError('NotFound', system.RECORD_NOT_FOUND);
      await cfg.beforeDelete?.(db(), ids, caller);
      for (const id of new Set(ids))
        await system.deleteRecord(store(), cfg.entity, { id, tenantId }, meta(caller));
    };
    app.delete(`${cfg.base}/delete`, async (req) => {
      const caller = await requirePermission(deps, req, `${cfg.action}:delete`);
      await remove(caller, [idQuery.parse(req.query).id]);
      return ok(null, '删除成功!');
    });
    app.delete(`${cfg.base}/deleteBatch`, async (req) => {
      const caller = await requirePermission(deps, req, `${cfg.action}:delete`);
      const ids = splitIds(idsQuery.parse(req.query).ids) ?? [];
      if (ids.length === 0 || ids.length > 1000)
        throw new DomainError('ValidationFailed', '请选择一条记录！');
      await remove(caller, ids);
      return ok(null, '批量删除成功!');
    });
  }

  if (cfg.exportColumns) registerRecordSheets(app, deps, cfg, (caller) => ownerTenant(cfg, caller));
}

/** Common audit columns as the API shows them. */
export const auditView = (r: Record<string, unknown>) => ({
  id: r.id,
  createBy: r.created_by ?? null,
  createTime: r.created_at instanceof Date ? r.created_at.toISOString() : null,
  updateBy: r.updated_by ?? null,
  updateTime: r.updated_at instanceof Date ? r.updated_at.toISOString() : null,
});
