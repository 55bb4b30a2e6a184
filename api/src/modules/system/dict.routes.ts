import { randomUUID } from 'node:crypto';
import { system } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../http/envelope';
import { listSpec, parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { requireCaller, requirePermission, type AuthDeps, type Caller } from '../auth/index';
import { routes } from '@srm/contracts';
import { dictItemRecordRoutes, dictRecordRoutes } from '@srm/contracts/system';
import { contractRoute } from '../../http/contract-route';
import { crudRoutes, type AnyDb } from './record-config';
import { auditView, PLATFORM_TENANT, registerCrud, rowOf, splitIds } from './record-crud';

/** The loaders' parameter rules are the domain's (system/table-dict.rules.ts). */
export const { DICT_CODE_EMPTY, TABLE_DICT_INVALID, TREE_CONDITION_INVALID } = system;
/** Spec §8 "Cache refresh". */
export const CACHE_REFRESHED = '刷新缓存完成！';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows of a whitelisted table dictionary as options, within what the caller may see. */
async function tableOptions(
  db: AnyDb,
  ref: Extract<system.DictRef, { kind: 'table' }>,
  caller: Caller,
  o: { keyword?: string; keys?: string[]; limit: number },
): Promise<system.DictOption[]> {
  let q = db
    .selectFrom(ref.table)
    .select([sql.ref(ref.text).as('text'), sql.ref(ref.code).as('value')])
    .where(sql.ref(ref.code), 'is not', null);
  if (system.tableDictScope(ref.table) === 'tenant') q = q.where('tenant_id', '=', caller.tenantId);
  // A supplier's user sees the buyer's staff and its own company's users, not other suppliers'.
  if (ref.table === 'sys_user' && caller.supplierId !== null)
    q = q.where((eb) => eb.or([eb('supplier_id', 'is', null), eb('supplier_id', '=', caller.supplierId)]));
  if (o.keyword)
    q = q.where(sql<boolean>`${sql.ref(ref.text)} ilike ${`%${escapeLike(o.keyword)}%`} escape '\\'`);
  if (o.keys) q = q.where(sql.ref(ref.code), 'in', o.keys);
  const rows = (await q.orderBy(sql.ref(ref.text)).limit(o.limit).execute()) as {
    text: unknown;
    value: unknown;
  }[];
  return rows.map((r) => system.dictOption(String(r.value), String(r.text ?? '')));
}

const dictList = listSpec({
  menuId: 'm-system-dict',
  fields: {
    dictName: { column: 'dict_name', type: 'string' },
    dictCode: { column: 'dict_code', type: 'string' },
    type: { column: 'type', type: 'number' },
    description: { column: 'description', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

const dictItemList: ListSpec = {
  fields: {
    itemText: { column: 'item_text', type: 'string' },
    itemValue: { column: 'item_value', type: 'string' },
    status: { column: 'status', type: 'number' },
    sortOrder: { column: 'sort_order', type: 'number' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'sortOrder', order: 'asc' },
};

const dictView = (r: Record<string, unknown>) => {
  const d = rowOf('sys_dict', r);
  return {
    ...auditView(r),
    dictName: d.dict_name,
    dictCode: d.dict_code,
    type: d.type,
    description: d.description,
  };
};

const dictItemView = (r: Record<string, unknown>) => {
  const i = rowOf('sys_dict_item', r);
  return {
    ...auditView(r),
    dictId: i.dict_id,
    itemText: i.item_text,
    itemValue: i.item_value,
    itemColor: i.item_color,
    description: i.description,
    sortOrder: i.sort_order,
    status: i.status,
  };
};
const MAX_TABLE_ROWS = 1000;

/**
 * Texts of `keys` in their order (spec "loadDictItem"): an unknown key is left out, or with
 * `delNotExist=false` answered as itself so that positions stay aligned.
 */
export function textsInOrder(keys: string[], texts: Map<string, string>, keepUnknown: boolean): string[] {
  return keys.flatMap((k) => {
    const t = texts.get(k);
    return t !== undefined ? [t] : keepUnknown ? [k] : [];
  });
}

/**
 * Spec §7 "Dictionaries and trees": dictionary and item admin (platform-wide, actions
 * `system:dict:add|edit|delete|list`), and the loaders every signed-in user's forms call.
 *
 * There is no server-side dictionary cache: every loader reads the tables (small, indexed), so
 * a change is visible at once on every instance. `refleshCache` is therefore a no-op that answers
 * as the client expects; the client then reloads `queryAllDictItems` into its own 7-day cache.
 */
export const dictRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();
    const anyDb = () => db() as unknown as AnyDb;
    const meta = (caller: Caller) => ({ metadata: { actor: caller.userId, tenantId: caller.tenantId } });

    registerCrud(app, deps, {
      entity: 'dict',
      routes: crudRoutes('dict', dictRecordRoutes),
      action: 'system:dict',
      list: dictList,
      view: dictView,
      platformWide: true,
      // A dictionary's items mean nothing without it: they go with it in the same transaction,
      // each deletion an event of its own (system.deleteRecords).
    });

    registerCrud(app, deps, {
      entity: 'dictItem',
      routes: crudRoutes('dictItem', dictItemRecordRoutes),
      action: 'system:dict',
      list: dictItemList,
      view: dictItemView,
      platformWide: true,
      // An item stays in its dictionary.
      toValues: ({ dictId: _dictId, ...rest }) => rest,
    });

    /** A new item of an existing dictionary (the value unique within it). */
    contractRoute(app, routes.dictItemAdd, {
      auth: (req) => requirePermission(deps, req, 'system:dict:add'),
      handler: async ({ caller, body }) => {
        const { id: _id, dictId, ...values } = body;
        const id = randomUUID();
        await system.addDictItem(deps.services.store(), { id, dictId, values }, meta(caller));
        return ok({ id }, '添加成功！');
      },
    });

    /** One dictionary's items (the list contract within it); `dictId` is required. */
    contractRoute(app, routes.dictItemList, {
      auth: (req) => requirePermission(deps, req, 'system:dict:list'),
      handler: async ({ query: raw }) => {
        const { dictId, ...rest } = raw;
        const query = parseListQuery(rest, dictItemList);
        const base = db()
          .selectFrom('sys_dict_item')
          .selectAll()
          .where('tenant_id', '=', PLATFORM_TENANT)
          .where('dict_id', '=', dictId);
        const page = await runListQuery(base, dictItemList, query);
        return ok({ ...page, records: page.records.map((r) => dictItemView(r)) });
      },
    });

    const signedIn = { auth: (req: FastifyRequest) => requireCaller(deps, req) };
    const getDictItems = async (caller: Caller, code: string) => {
      const ref = system.parseDictRef(code);
      return ok(
        ref.kind === 'code'
          ? await system.dictItemsByCode(db(), ref.code)
          : await tableOptions(anyDb(), ref, caller, { limit: MAX_TABLE_ROWS }),
      );
    };
    contractRoute(app, routes.dictGetDictItemsEmpty, {
      ...signedIn,
      handler: ({ caller }) => getDictItems(caller, ''),
    });
    contractRoute(app, routes.dictGetDictItems, {
      ...signedIn,
      handler: ({ caller, params }) => getDictItems(caller, params.code ?? ''),
    });

    contractRoute(app, routes.dictQueryAllDictItems, {
      ...signedIn,
      handler: async () => ok(await system.allDictItems(db())),
    });

    // No server-side cache to drop (see above): loaders always read the tables.
    contractRoute(app, routes.dictRefleshCache, {
      ...signedIn,
      handler: async () => ok(null, CACHE_REFRESHED),
    });

    /** The search select: options whose text contains `keyword`. */
    const loadDict = async (caller: Caller, dict: string, q: { keyword?: string; pageSize?: number }) => {
      const ref = system.parseDictRef(dict);
      const { keyword = '', pageSize = 50 } = q;
      const needle = keyword.trim();
      if (ref.kind === 'table')
        return ok(await tableOptions(anyDb(), ref, caller, { keyword: needle, limit: pageSize }));
      const items = await system.dictItemsByCode(db(), ref.code);
      const lower = needle.toLowerCase();
      return ok(items.filter((i) => i.text.toLowerCase().includes(lower)).slice(0, pageSize));
    };
    contractRoute(app, routes.dictLoadDictEmpty, {
      ...signedIn,
      handler: ({ caller, query }) => loadDict(caller, '', query),
    });
    contractRoute(app, routes.dictLoadDict, {
      ...signedIn,
      handler: ({ caller, params, query }) => loadDict(caller, params.dict ?? '', query),
    });

    /** The texts of the selected values (`key` comma-joined), in the same order. */
    const loadDictItem = async (
      caller: Caller,
      dict: string,
      q: { key?: string | undefined; delNotExist?: 'true' | 'false' | undefined },
    ) => {
      const ref = system.parseDictRef(dict);
      const keys = (splitIds(q.key ?? '') ?? []).slice(0, MAX_TABLE_ROWS);
      const texts =
        keys.length === 0
          ? new Map<string, string>()
          : ref.kind === 'code'
            ? await system.dictTexts(db(), ref.code, keys)
            : new Map(
                (await tableOptions(anyDb(), ref, caller, { keys, limit: MAX_TABLE_ROWS })).map((o) => [
                  o.value,
                  o.text,
                ]),
              );
      return ok(textsInOrder(keys, texts, q.delNotExist === 'false'));
    };
    contractRoute(app, routes.dictLoadDictItemEmpty, {
      ...signedIn,
      handler: ({ caller, query }) => loadDictItem(caller, '', query),
    });
    contractRoute(app, routes.dictLoadDictItem, {
      ...signedIn,
      handler: ({ caller, params, query }) => loadDictItem(caller, params.dict ?? '', query),
    });

    /** One level of a tree select over a whitelisted table: the roots, or the children of `pid`. */
    contractRoute(app, routes.dictLoadTreeData, {
      ...signedIn,
      handler: async ({ caller, query: q }) => {
        const { table: t, tree, text, code, pidColumn, conditions } = system.parseTreeDict(q);
        const pid = q.pid?.trim() ?? '';
        let query = anyDb()
          .selectFrom(`${t} as t`)
          .select([
            't.id as id',
            sql.ref(`t.${text}`).as('text'),
            sql.ref(`t.${code}`).as('code'),
            sql.ref(`t.${pidColumn}`).as('pid'),
          ])
          .select((eb) =>
            eb
              .exists(
                eb
                  .selectFrom(`${t} as c`)
                  .select('c.id')
                  .whereRef(sql.ref(`c.${pidColumn}`), '=', sql.ref('t.id'))
                  .$if(tree.scope === 'tenant', (s) => s.where('c.tenant_id', '=', caller.tenantId)),
              )
              .as('has_child'),
          )
          .$if(tree.scope === 'tenant', (s) => s.where('t.tenant_id', '=', caller.tenantId));
        query =
          pid === '' || pid === '0'
            ? query.where((eb) =>
                eb.or(
                  tree.root.map((v) =>
                    v === null
                      ? eb(sql.ref(`t.${pidColumn}`), 'is', null)
                      : eb(sql.ref(`t.${pidColumn}`), '=', v),
                  ),
                ),
              )
            : query.where(sql.ref(`t.${pidColumn}`), '=', pid);
        for (const [column, value] of conditions) query = query.where(sql.ref(`t.${column}`), '=', value);
        const rows = (await query
          .orderBy(sql.ref(`t.${tree.order}`))
          .limit(MAX_TABLE_ROWS)
          .execute()) as {
          id: string;
          text: string;
          code: string | null;
          pid: string | null;
          has_child: boolean;
        }[];
        return ok(
          rows.map((r) => ({
            key: r.id,
            value: r.code ?? r.id,
            title: r.text,
            label: r.text,
            leaf: r.has_child ? 0 : 1,
            isLeaf: !r.has_child,
            parentId: r.pid,
          })),
        );
      },
    });
  };
