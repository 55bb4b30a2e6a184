import { randomUUID } from 'node:crypto';
import { system, type Database } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { listSpec, parseListQuery, runListQuery } from '../../http/list-query';
import {
  dataRuleContext,
  requireCaller,
  requireListPermission,
  requirePermission,
  type AuthDeps,
  type Caller,
  withDataRules,
} from '../auth/index';
import { textsInOrder } from './dict.routes';
import { routes } from '@srm/contracts';
import { categoryRecordRoutes } from '@srm/contracts/system';
import { contractRoute } from '../../http/contract-route';
import { crudRoutes } from './record-config';
import { auditView, PLATFORM_TENANT, registerCrud, rowOf, splitIds } from './record-crud';

/** The parent id of a top-level category. */
export const { CATEGORY_ROOT, CATEGORY_HAS_CHILDREN } = system.recordRules;

const categoryList = listSpec({
  menuId: 'm-system-category',
  fields: {
    pid: { column: 'pid', type: 'string' },
    name: { column: 'name', type: 'string' },
    code: { column: 'code', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'code', order: 'asc' },
});

const categoryView = (r: Record<string, unknown>) => {
  const c = rowOf('sys_category', r);
  return {
    ...auditView(r),
    pid: c.pid,
    name: c.name,
    code: c.code,
    ...(typeof r.has_child === 'boolean' ? { hasChild: r.has_child ? ('1' as const) : ('0' as const) } : {}),
  };
};

/** Spec §3 "Category/dictionary tree node": key, value, label, leaf (0 has children, 1 leaf). */
export type CategoryNode = {
  key: string;
  value: string;
  title: string;
  label: string;
  leaf: 0 | 1;
  isLeaf: boolean;
  code: string;
  parentId: string;
};
export const categoryNode = (r: {
  id: string;
  name: string;
  code: string;
  pid: string;
  has_child: unknown;
}) =>
  ({
    key: r.id,
    value: r.id,
    title: r.name,
    label: r.name,
    leaf: r.has_child === true ? 0 : 1,
    isLeaf: r.has_child !== true,
    code: r.code,
    parentId: r.pid,
  }) satisfies CategoryNode;

const CONDITION_FIELDS = { code: 'code', name: 'name' } as const;
const pidOf = z.object({ pid: z.string().trim().max(100).optional() });

/** Categories with whether each has children (one query). */
const withHasChild = (db: Kysely<Database>) =>
  db
    .selectFrom('sys_category')
    .selectAll('sys_category')
    .select((eb) =>
      eb
        .exists(eb.selectFrom('sys_category as c').select('c.id').whereRef('c.pid', '=', 'sys_category.id'))
        .as('has_child'),
    );

/**
 * Spec §7 "Dictionaries and trees": category (分类字典) admin (platform-wide, actions
 * `system:category:add|edit|delete|list`) and the tree loaders every signed-in user's forms call.
 */
export const categoryRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();
    const meta = (caller: Caller) => ({ metadata: { actor: caller.userId, tenantId: caller.tenantId } });

    registerCrud(app, deps, {
      entity: 'category',
      routes: crudRoutes('category', categoryRecordRoutes),
      action: 'system:category',
      list: categoryList,
      view: categoryView,
      platformWide: true,
      // A batch may take a parent with all its children; a child left behind refuses the lot (system.deleteRecords).
    });

    /** The parent must exist; on an edit it may not be the category itself or one below it (system.saveCategory). */
    contractRoute(app, routes.categoryAdd, {
      auth: (req) => requirePermission(deps, req, 'system:category:add'),
      handler: async ({ caller, body }) => {
        const { id: _id, pid, ...values } = body;
        const id = randomUUID();
        await system.saveCategory(
          deps.services.store(),
          { id, create: true, pid: pidOf.parse({ pid }).pid ?? CATEGORY_ROOT, values },
          meta(caller),
        );
        return ok({ id }, '添加成功！');
      },
    });

    const edit = async ({ caller, body }: { caller: Caller; body: Record<string, unknown> }) => {
      const { id } = z.object({ id: z.string().min(1, '请选择一条记录！').max(100) }).parse(body);
      const { id: _id, pid, ...values } = body;
      const parent = pidOf.parse({ pid }).pid;
      await system.saveCategory(
        deps.services.store(),
        { id, create: false, ...(parent !== undefined ? { pid: parent } : {}), values },
        meta(caller),
      );
      return ok(null, '编辑成功!');
    };
    for (const contract of [routes.categoryEdit, routes.categoryEditPost])
      contractRoute(app, contract, {
        auth: (req) => requirePermission(deps, req, 'system:category:edit'),
        handler: edit,
      });

    /** The category admin's tree table: one level (`pid`, default the roots), paged, with hasChild. */
    contractRoute(app, routes.categoryRootList, {
      auth: (req) => requireListPermission(deps, req, 'system:category:list', categoryList.menuId),
      handler: async ({ caller: { caller, dataRules }, query: raw }) => {
        const { pid, ...rest } = raw;
        const query = withDataRules(
          categoryList,
          parseListQuery(rest, categoryList),
          dataRules,
          dataRuleContext(caller, deps.services.now()),
        );
        const base = withHasChild(db())
          .where('sys_category.tenant_id', '=', PLATFORM_TENANT)
          .where('sys_category.pid', '=', pid || CATEGORY_ROOT);
        const page = await runListQuery(base, categoryList, query);
        return ok({ ...page, records: page.records.map((r) => categoryView(r)) });
      },
    });

    /**
     * The category tree select (JCategorySelect): the children of `pid`, or without it of the
     * category whose code is `pcode` ('0', the default: the roots). Values are category ids.
     */
    contractRoute(app, routes.categoryLoadTreeData, {
      auth: (req) => requireCaller(deps, req),
      handler: async ({ query: q }) => {
        const conditions = system.parseTreeCondition(q.condition, CONDITION_FIELDS);
        let pid = q.pid?.trim() ?? '';
        if (pid === '') {
          const pcode = q.pcode?.trim() || CATEGORY_ROOT;
          pid = pcode === CATEGORY_ROOT ? CATEGORY_ROOT : await system.categoryIdByCode(db(), pcode);
        }
        let query = withHasChild(db()).where('sys_category.pid', '=', pid);
        for (const [column, value] of conditions)
          query = query.where(`sys_category.${column as keyof typeof CONDITION_FIELDS}`, '=', value);
        const rows = await query.orderBy('sys_category.code').limit(1000).execute();
        return ok(rows.map(categoryNode));
      },
    });

    /** The names of the selected category ids (`ids` comma-joined), in the same order. */
    const loadDictItem = async ({
      query: q,
    }: {
      query: { ids?: string | undefined; delNotExist?: 'true' | 'false' | undefined };
    }) => {
      const ids = (splitIds(q.ids ?? '') ?? []).slice(0, 1000);
      const rows =
        ids.length === 0
          ? []
          : await db().selectFrom('sys_category').select(['id', 'name']).where('id', 'in', ids).execute();
      return ok(textsInOrder(ids, new Map(rows.map((r) => [r.id, r.name])), q.delNotExist === 'false'));
    };
    for (const contract of [routes.categoryLoadDictItem, routes.categoryLoadDictItemSlash])
      contractRoute(app, contract, { auth: (req) => requireCaller(deps, req), handler: loadDictItem });
  };
