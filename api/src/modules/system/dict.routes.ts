import { randomUUID } from 'node:crypto';
import { DomainError, system } from '@srm/events';
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

/** Spec §5 "Dictionary helper". */
export const DICT_CODE_EMPTY = '字典Code不能为空!';
/** Spec §5: the table-dictionary search select's message, also the answer to a table form we do not serve. */
export const TABLE_DICT_INVALID = '表字典搜索组件参数接收有误,请检查字典配置!';
/** Spec §5 "Tree select". */
export const TREE_CONDITION_INVALID = '组件JTreeSelect-condition传值有误，需要一个json字符串!';
/** Spec §8 "Cache refresh". */
export const CACHE_REFRESHED = '刷新缓存完成！';

const invalid = (message: string, field: string): never => {
  throw new DomainError('ValidationFailed', message, { field });
};

/**
 * The tables a table-form dictionary (`table,textField,codeField`) may read, and which of their
 * columns may be its text and its code (API spellings -> column). Anything else is refused before
 * a query is built; `tenant` tables are read within the caller's tenant only.
 */
const TABLE_DICTS = {
  sys_user: {
    text: { realname: 'realname', username: 'username' },
    code: { username: 'username', id: 'id' },
    scope: 'tenant',
  },
  sys_depart: {
    text: { depart_name: 'depart_name', departName: 'depart_name' },
    code: { org_code: 'org_code', orgCode: 'org_code', id: 'id' },
    scope: 'tenant',
  },
  sys_role: {
    text: { role_name: 'role_name', roleName: 'role_name' },
    code: { role_code: 'role_code', roleCode: 'role_code', id: 'id' },
    scope: 'tenant',
  },
  sys_category: { text: { name: 'name' }, code: { code: 'code', id: 'id' }, scope: 'platform' },
} as const satisfies Record<
  string,
  { text: Record<string, string>; code: Record<string, string>; scope: 'tenant' | 'platform' }
>;
export type TableDictName = keyof typeof TABLE_DICTS;

/** A `dict` parameter: a dictionary code, or the table form over the whitelist (columns resolved). */
export type DictRef =
  { kind: 'code'; code: string } | { kind: 'table'; table: TableDictName; text: string; code: string };

const pick = (names: Record<string, string>, name: string | undefined) =>
  name !== undefined && Object.hasOwn(names, name) ? names[name] : undefined;

/** Reads a `dict` path parameter: `sex` or `sys_user,realname,username`. Throws the spec's 400 for a bad table form. */
export function parseDictRef(raw: string): DictRef {
  const dict = raw.trim();
  if (dict === '') return invalid(DICT_CODE_EMPTY, 'dict');
  if (!dict.includes(',')) return { kind: 'code', code: dict };
  const parts = dict.split(',').map((s) => s.trim());
  const [table, textField, codeField] = parts;
  const spec = parts.length === 3 && table !== undefined ? pick(TABLE_DICTS as never, table) : undefined;
  const allowed = spec as (typeof TABLE_DICTS)[TableDictName] | undefined;
  const text = allowed ? pick(allowed.text, textField) : undefined;
  const code = allowed ? pick(allowed.code, codeField) : undefined;
  if (!allowed || !text || !code) return invalid(TABLE_DICT_INVALID, 'dict');
  return { kind: 'table', table: table as TableDictName, text, code };
}

/**
 * The tables `sys/dict/loadTreeData` may read: text and code columns, the parent column, which
 * `hasChildField` names are accepted (a leaf is always worked out from the rows themselves), and
 * the keys a `condition` may filter on (equality, values bound).
 */
const TREE_TABLES = {
  sys_depart: {
    text: { depart_name: 'depart_name', departName: 'depart_name' },
    code: { id: 'id', org_code: 'org_code', orgCode: 'org_code' },
    pid: { parent_id: 'parent_id', parentId: 'parent_id' },
    condition: {
      org_category: 'org_category',
      orgCategory: 'org_category',
      org_code: 'org_code',
      orgCode: 'org_code',
      depart_name: 'depart_name',
      departName: 'depart_name',
    },
    order: 'depart_order',
    scope: 'tenant',
    /** Top-level departments have no parent; categories hang under '0'. */
    root: ['', null],
  },
  sys_category: {
    text: { name: 'name' },
    code: { id: 'id', code: 'code' },
    pid: { pid: 'pid' },
    condition: { code: 'code', name: 'name' },
    order: 'code',
    scope: 'platform',
    root: ['0', '', null],
  },
} as const;
type TreeTableName = keyof typeof TREE_TABLES;
const HAS_CHILD_FIELDS = new Set(['', 'has_child', 'hasChild']);

/**
 * A tree select's `condition`: a JSON object string whose keys are in `allowed` (API name ->
 * column) and whose values are strings, numbers or booleans; each becomes `column = value`, bound.
 * Anything else is a 400 and no query runs.
 */
export function parseTreeCondition(
  raw: unknown,
  allowed: Readonly<Record<string, string>>,
): [string, string][] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string' || raw.length > 2000) return invalid(TREE_CONDITION_INVALID, 'condition');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    try {
      parsed = JSON.parse(decodeURIComponent(raw));
    } catch {
      return invalid(TREE_CONDITION_INVALID, 'condition');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return invalid(TREE_CONDITION_INVALID, 'condition');
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > 10) return invalid(TREE_CONDITION_INVALID, 'condition');
  return entries.map(([key, value]) => {
    const column = pick(allowed, key);
    if (!column) return invalid(`组件JTreeSelect-condition不支持的字段: ${key.slice(0, 50)}`, 'condition');
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return invalid(TREE_CONDITION_INVALID, 'condition');
    return [column, String(value)] as [string, string];
  });
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows of a whitelisted table dictionary as options, within what the caller may see. */
async function tableOptions(
  db: AnyDb,
  ref: Extract<DictRef, { kind: 'table' }>,
  caller: Caller,
  o: { keyword?: string; keys?: string[]; limit: number },
): Promise<system.DictOption[]> {
  let q = db
    .selectFrom(ref.table)
    .select([sql.ref(ref.text).as('text'), sql.ref(ref.code).as('value')])
    .where(sql.ref(ref.code), 'is not', null);
  if (TABLE_DICTS[ref.table].scope === 'tenant') q = q.where('tenant_id', '=', caller.tenantId);
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
      const ref = parseDictRef(code);
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
      const ref = parseDictRef(dict);
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
      const ref = parseDictRef(dict);
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
        if (q.sqlCondition) invalid('不支持 sqlCondition 参数', 'sqlCondition');
        const name = q.tableName?.trim() ?? '';
        const tree = Object.hasOwn(TREE_TABLES, name) ? TREE_TABLES[name as TreeTableName] : undefined;
        if (!tree) return invalid(`不支持的字典表: ${name.slice(0, 64)}`, 'tableName');
        const text = pick(tree.text, q.text);
        const code = pick(tree.code, q.code);
        const pidColumn = pick(tree.pid, q.pidField);
        if (!text || !code || !pidColumn) return invalid(TABLE_DICT_INVALID, 'tableName');
        if (!HAS_CHILD_FIELDS.has(q.hasChildField ?? '')) invalid(TABLE_DICT_INVALID, 'hasChildField');
        const conditions = parseTreeCondition(q.condition, tree.condition);

        const pid = q.pid?.trim() ?? '';
        const t = name as TreeTableName;
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
