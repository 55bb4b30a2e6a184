import { randomUUID } from 'node:crypto';
import {
  BASE_FIELD_LABELS,
  checkFieldValue,
  columnOf,
  entityParams,
  entityRoutesOf,
  writableFields,
  type EntityAction,
  type EntityDefinition,
  type EntityOp,
  type EntityVariantKey,
} from '@srm/contracts/masterdata';
import { masterdata, system, type Database } from '@srm/events';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { contractRoute } from '../../http/contract-route';
import { fail, ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { exportParams, sendXlsx, type SheetColumn } from '../../http/list-export';
import { importAnswer, importRows, receiveSheet, sheetUploadScope } from '../../http/list-import';
import { MAX_PAGE_SIZE, parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import {
  callerAtStream,
  FORBIDDEN_MESSAGE,
  notVisible,
  requireCaller,
  requirePermission,
  type AuthDeps,
  type Caller,
} from '../auth/index';
import { defaultImportErrorFiles } from '../system/index';
import { entityDefinitions, type EntityView } from './entity.cache';
import { entityListField, entitySelections, importedValues, textedFields } from './entity.sql';

/**
 * The generic API of declared entities (contracts/src/masterdata/entity.routes.ts): one route family
 * per variant, the entity named by `:entity`. Every call takes the entity's definition from the log
 * (code and online entities alike; kept while its stream's version, read with the caller, stands:
 * entity.cache.ts) and takes every identifier from it: table, columns, the filter
 * whitelist (the variant's query fields), the sort whitelist. Rules are the domain's
 * (`createEntityRecord`...); a route resolves the entity, authorizes, scopes, calls, answers.
 */

// A generated table is chosen by the definition; kysely quotes every name it is given.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A list matching more rows than this shows the planner's estimate as its total (`totalEstimated`). */
export const EXACT_COUNT_UP_TO = 10_000;

export const VALUE_FREE = '该值可用！';
export const VALUE_TAKEN = '该值不可用，系统中已存在！';

/** The action each operation needs (the definition's permission code of it, and the variant's `actions`). */
const ACTION_OF: Record<EntityOp, EntityAction> = {
  definition: 'list',
  list: 'list',
  queryById: 'list',
  checkDuplicate: 'list',
  loadTreeChildren: 'list',
  history: 'list',
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  exportXls: 'export',
  importExcel: 'import',
};

type Resolved = {
  caller: Caller;
  def: EntityDefinition;
  variant: EntityVariantKey;
  view: EntityView;
};

/** The filter whitelist (the variant's query fields) and the sort whitelist, columns qualified by the table. */
const specsOf = (def: EntityDefinition, view: Resolved['view']) => {
  let specs = specsByView.get(view);
  if (!specs) specsByView.set(view, (specs = specsOfView(def, view)));
  return specs;
};
// Views are kept per definition version and tenant (entity.cache.ts): their whitelists with them.
const specsByView = new WeakMap<Resolved['view'], ReturnType<typeof specsOfView>>();
function specsOfView(def: EntityDefinition, view: Resolved['view']) {
  const fieldOf = (name: string) => entityListField(def, name);
  const filters: ListSpec = {
    fields: Object.fromEntries(view.query.map((q) => [q.field, fieldOf(q.field)])),
    defaultSort: def.list.defaultSort,
  };
  const sortable = new Set([...def.list.sortable, def.list.defaultSort.field]);
  const all: ListSpec = {
    fields: { ...Object.fromEntries([...sortable].map((n) => [n, fieldOf(n)])), ...filters.fields },
    defaultSort: def.list.defaultSort,
  };
  return { filters, all, sortable };
}

/**
 * The list's query checked against the whitelists: filters and the super query over the query
 * fields (unknown super-query fields are refused by parseListQuery), `column` over the sort whitelist
 * (anything else refused). Returns the query and the params an export may pass on.
 */
function listQueryOf(def: EntityDefinition, view: Resolved['view'], params: Record<string, unknown>) {
  const { filters, all, sortable } = specsOf(def, view);
  const { column, order, ...rest } = params;
  masterdata.checkSortable(sortable, column);
  // Sort-only fields are no filters: their params are dropped before the export reads them.
  const onlySort = (key: string) => {
    const name = key.replace(/_(begin|end)$/, '');
    return Object.hasOwn(all.fields, name) && !Object.hasOwn(filters.fields, name);
  };
  const passed = Object.fromEntries(Object.entries(rest).filter(([k]) => !onlySort(k)));
  const parsed = parseListQuery(passed, filters);
  const query = {
    ...parsed,
    sort: {
      field: typeof column === 'string' && column !== '' ? column : def.list.defaultSort.field,
      order: order === 'asc' || order === 'desc' ? order : def.list.defaultSort.order,
    },
  } as const;
  return {
    query,
    spec: all,
    params: { ...passed, ...(column ? { column } : {}), ...(order ? { order } : {}) },
  };
}

export const masterdataEntityRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db() as unknown as AnyDb;
    const store = () => deps.services.store();
    const files = defaultImportErrorFiles(deps.services.config.dataDir);
    const definitions = entityDefinitions();

    /**
     * The entity and the caller: the entity must be declared and have the variant, the variant must
     * allow the action, the caller must hold the definition's permission code of it, and be a
     * supplier's user exactly on the `sup` variant.
     */
    const resolve = async (
      req: FastifyRequest,
      variant: EntityVariantKey,
      action: EntityAction,
    ): Promise<Resolved> => {
      const name = entityParams.safeParse(req.params);
      if (!name.success) {
        await requireCaller(deps, req); // A stranger learns nothing of which entities exist.
        throw new HttpError(404, masterdata.ENTITY_NOT_DECLARED(''));
      }
      const entity = name.data.entity;
      // The caller, the kept definition's permission and the entity stream's version in one query.
      const known = definitions.known(deps.services.db(), entity);
      const knownCode = known?.definition.permissions[action];
      const at = await callerAtStream(deps, req, knownCode, masterdata.entityStreamId(entity));
      const kept =
        at.streamVersion === null
          ? undefined
          : known?.version === at.streamVersion
            ? known
            : await definitions.load(deps.services.db(), entity);
      const tenant = kept?.tenant(at.caller.tenantId);
      const view = tenant?.views[variant];
      // An unknown entity is an unknown address.
      if (!tenant || !view) throw new HttpError(404, masterdata.ENTITY_NOT_DECLARED(entity));
      if (!view.actions.includes(action)) throw new HttpError(403, FORBIDDEN_MESSAGE);
      const code = kept!.definition.permissions[action];
      // The definition moved under another permission code: that one is checked on its own.
      const caller = code === knownCode ? at.caller : await requirePermission(deps, req, code);
      if (code === knownCode && !at.granted) throw new HttpError(403, FORBIDDEN_MESSAGE);
      if ((variant === 'sup') !== (caller.supplierId !== null)) throw new HttpError(403, FORBIDDEN_MESSAGE);
      // The caller's tenant's view: its own extended fields, never another tenant's.
      return { caller, def: tenant.def, variant, view };
    };

    /** The caller's rows: its tenant, and on `sup` its own company's only. */
    // Builders are immutable: the selection of a kept definition is parsed once.
    const selects = new WeakMap<object, WeakMap<EntityDefinition, ReturnType<typeof selectOf>>>();
    const selectOf = (d: AnyDb, def: EntityDefinition) =>
      d.selectFrom(def.table).select(entitySelections(def) as never);
    const selectAll = (def: EntityDefinition) => {
      const d = db();
      let byDef = selects.get(d);
      if (!byDef) selects.set(d, (byDef = new WeakMap()));
      let q = byDef.get(def);
      if (!q) byDef.set(def, (q = selectOf(d, def)));
      return q;
    };
    const rows = ({ caller, def, variant }: Resolved) => {
      let q = selectAll(def).where(`${def.table}.tenant_id`, '=', caller.tenantId);
      if (variant === 'sup') q = q.where(`${def.table}.${columnOf(def.ownerField!)}`, '=', caller.supplierId);
      return q;
    };
    const ref = (r: Resolved) => ({
      tenantId: r.caller.tenantId,
      ...(r.variant === 'sup' ? { supplierId: r.caller.supplierId! } : {}),
    });
    const meta = (c: Caller) => ({
      metadata: { actor: c.userId, tenantId: c.tenantId },
      now: deps.services.now(),
    });
    /** Read-only fields of the variant never reach the domain; neither does the owner on `sup` (the domain sets it). */
    const writable = (r: Resolved, body: Record<string, unknown>) => {
      const blocked = new Set([...r.view.readOnly, ...(r.variant === 'sup' ? [r.def.ownerField!] : [])]);
      return Object.fromEntries(Object.entries(body).filter(([k]) => !blocked.has(k)));
    };
    const findRow = async (r: Resolved, id: string) => {
      const row = (await rows(r).where(`${r.def.table}.id`, '=', id).executeTakeFirst()) as
        Record<string, unknown> | undefined;
      if (!row) throw notVisible(system.RECORD_NOT_FOUND);
      return row;
    };

    for (const variant of ['buyer', 'sup'] as const) {
      const c = entityRoutesOf(variant);
      const auth = (op: EntityOp) => (req: FastifyRequest) => resolve(req, variant, ACTION_OF[op]);
      const register = (
        scope: FastifyInstance,
        op: EntityOp,
        handler: (input: {
          r: Resolved;
          req: FastifyRequest;
          reply: FastifyReply;
          query: Record<string, unknown>;
          body: Record<string, unknown>;
        }) => Promise<unknown>,
      ) =>
        contractRoute(scope, c[op], {
          auth: auth(op),
          handler: async ({ caller, req, reply, query, body }) =>
            (await handler({
              r: caller,
              req,
              reply,
              query: (query ?? {}) as Record<string, unknown>,
              body: (body ?? {}) as Record<string, unknown>,
            })) as never,
        });

      register(app, 'definition', async ({ r: { def, view } }) =>
        ok({
          name: def.name,
          label: def.label,
          origin: def.origin,
          kind: def.kind,
          permissions: def.permissions,
          ownerField: def.ownerField ?? null,
          fields: def.fields,
          columns: view.columns,
          query: view.query,
          sortable: def.list.sortable,
          defaultSort: def.list.defaultSort,
          actions: view.actions,
          readOnly: view.readOnly,
        }),
      );

      register(app, 'list', async ({ r, query: params }) => {
        const { query, spec } = listQueryOf(r.def, r.view, params);
        return ok(
          await runListQuery(rows(r), spec, query, undefined, {
            db: db(),
            exactUpTo: EXACT_COUNT_UP_TO,
            prepared: deps.services.databaseHandle?.prepared,
          }),
        );
      });

      register(app, 'queryById', async ({ r, query }) => ok(await findRow(r, String(query.id))));

      register(app, 'add', async ({ r, body }) => {
        const id = randomUUID();
        await masterdata.createEntityRecord(
          store(),
          r.def.name,
          { id, ...ref(r), values: writable(r, body) },
          meta(r.caller),
        );
        return ok({ id }, '添加成功！');
      });

      register(app, 'edit', async ({ r, body }) => {
        const { id, ...values } = body as { id: string } & Record<string, unknown>;
        await masterdata.updateEntityRecord(
          store(),
          r.def.name,
          { id, ...ref(r), values: writable(r, values) },
          meta(r.caller),
        );
        return ok(null, '编辑成功!');
      });

      register(app, 'delete', async ({ r, query }) => {
        await masterdata.deleteEntityRecord(
          store(),
          r.def.name,
          { id: String(query.id), ...ref(r) },
          meta(r.caller),
        );
        return ok(null, '删除成功!');
      });

      register(app, 'deleteBatch', async ({ r, query }) => {
        const ids = String(query.ids)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        await masterdata.deleteEntityRecords(store(), r.def.name, { ids, ...ref(r) }, meta(r.caller));
        return ok(null, '批量删除成功!');
      });

      register(app, 'checkDuplicate', async ({ r, query }) => {
        const { field, value, id } = query as { field: string; value: string; id?: string };
        const f = masterdata.uniqueFieldOf(r.def, field);
        // The value as it would be stored (a decimal's scale, a date's format); one that could not be stored is free.
        const checked = checkFieldValue({ ...f, required: false }, value, { creating: false });
        if (!checked.ok || checked.value === null || checked.value === '') return ok(null, VALUE_FREE);
        const col = sql.ref(`${r.def.table}.${columnOf(f.name)}`);
        let q = db()
          .selectFrom(r.def.table)
          .select('id')
          .where('tenant_id', '=', r.caller.tenantId)
          .where(
            f.type === 'string'
              ? sql<SqlBool>`${col} = ${checked.value}`
              : sql<SqlBool>`${col}::text = ${String(checked.value)}`,
          );
        if (id) q = q.where('id', '<>', id);
        return (await q.limit(1).executeTakeFirst()) ? fail(200, VALUE_TAKEN) : ok(null, VALUE_FREE);
      });

      register(app, 'loadTreeChildren', async ({ r, query }) => {
        masterdata.requireTree(r.def);
        const pid = typeof query.pid === 'string' && query.pid !== '' ? query.pid : '0';
        const { all } = specsOf(r.def, r.view);
        const sort = r.def.list.defaultSort;
        return ok(
          await rows(r)
            .where(`${r.def.table}.pid`, '=', pid)
            .orderBy(sql.ref(all.fields[sort.field]!.column), sort.order)
            .limit(MAX_PAGE_SIZE)
            .execute(),
        );
      });

      register(app, 'history', async ({ r, query }) => {
        const id = String(query.id);
        // A supplier reads the history of its own live rows only.
        if (r.variant === 'sup') await findRow(r, id);
        return ok(await masterdata.recordHistory(store(), r.def.name, { id, tenantId: r.caller.tenantId }));
      });

      register(app, 'exportXls', async ({ r, req, reply }) => {
        const { spec, params } = listQueryOf(r.def, r.view, exportParams(req));
        return sendXlsx(reply, {
          base: rows(r),
          spec,
          params,
          columns: exportColumns(r),
          toRecords: (records) => records as Record<string, unknown>[],
          title: `${r.def.label}列表`,
          keyColumn: `${r.def.table}.id`,
        });
      });

      sheetUploadScope(app, (scope) =>
        register(scope, 'importExcel', async ({ r, req }) => {
          const columns = importColumns(r);
          const sheet = await receiveSheet(req, columns);
          const valuesOf = importedValues(db() as never, r.def, r.caller.tenantId);
          const result = await importRows(sheet, columns, {
            prepare: valuesOf,
            write: async (values) => {
              await masterdata.createEntityRecord(
                store(),
                r.def.name,
                { id: randomUUID(), ...ref(r), values },
                meta(r.caller),
              );
            },
          });
          return importAnswer(files, { tenantId: r.caller.tenantId, userId: r.caller.userId }, sheet, result);
        }),
      );
    }
  };

const labelOf = (def: EntityDefinition, name: string) =>
  def.fields.find((f) => f.name === name)?.label ??
  BASE_FIELD_LABELS[name as keyof typeof BASE_FIELD_LABELS] ??
  name;

/** The export's columns: the variant's list columns, titled by their labels; dictionaries and references by their text. */
const exportColumns = (r: Resolved): SheetColumn[] => {
  const texted = new Set(textedFields(r.def).map((f) => f.name));
  return r.view.columns.map((name) => ({
    field: name,
    title: labelOf(r.def, name),
    ...(texted.has(name)
      ? { format: (value: unknown, row: Record<string, unknown>) => row[`${name}_dictText`] ?? value }
      : {}),
  }));
};

/** The import's columns: the fields this audience may write (not read-only, not the owner on `sup`), and a tree's parent. */
const importColumns = (r: Resolved): SheetColumn[] =>
  writableFields(r.def)
    .filter((f) => !r.view.readOnly.includes(f.name) && !(r.variant === 'sup' && f.name === r.def.ownerField))
    .map((f) => ({
      field: f.name,
      title: f.label,
      // Cells come back as numbers or text; the definition's check parses text (a decimal never a float).
      parse: (cell: string | number | boolean) =>
        typeof cell === 'number' && f.type === 'integer' ? cell : String(cell),
    }));

/**
 * The rows one supplier owns of a declared supplier-owned entity (its bank accounts, qualifications...),
 * read as the entity's list reads them, in the entity's default order (at most `limit`). For the
 * supplier archive's detail; the caller has authorized the supplier.
 */
export async function ownedEntityRows(
  db: Kysely<Database>,
  entity: string,
  q: { tenantId: string; supplierId: string; limit?: number },
): Promise<Record<string, unknown>[]> {
  const state = await masterdata.entityStateOf(db, entity);
  if (!state?.definition.ownerField) return [];
  const def = state.definition;
  const owner = columnOf(def.ownerField!);
  const sortColumn = entityListField(def, def.list.defaultSort.field).column;
  return (db as unknown as AnyDb)
    .selectFrom(def.table)
    .select(entitySelections(def) as never)
    .where(`${def.table}.tenant_id`, '=', q.tenantId)
    .where(`${def.table}.${owner}`, '=', q.supplierId)
    .orderBy(sortColumn, def.list.defaultSort.order)
    .orderBy(`${def.table}.id`)
    .limit(q.limit ?? 200)
    .execute() as Promise<Record<string, unknown>[]>;
}
