import { randomUUID } from 'node:crypto';
import { routes } from '@srm/contracts';
import { departRecordRoutes } from '@srm/contracts/system';
import { system, type Database } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { ok } from '../../http/envelope';
import { listSpec } from '../../http/list-query';
import { requireCaller, requirePermission, type AuthDeps } from '../auth/index';
import { departRoleRoutes } from './department-role.routes';
import { contractRoute } from '../../http/contract-route';
import { crudRoutes } from './record-config';
import { auditView, registerCrud } from './record-crud';

type DepartRow = Selectable<Database['sys_depart']>;

const departList = listSpec({
  menuId: 'm-system-depart',
  fields: {
    departName: { column: 'depart_name', type: 'string' },
    orgCode: { column: 'org_code', type: 'string' },
    parentId: { column: 'parent_id', type: 'string' },
    departOrder: { column: 'depart_order', type: 'number' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'departOrder', order: 'asc' },
});

export const departView = (r: Record<string, unknown>) => {
  const d = r as DepartRow;
  return {
    ...auditView(r),
    parentId: d.parent_id,
    departName: d.depart_name,
    orgCode: d.org_code,
    orgCategory: d.org_category,
    departOrder: d.depart_order,
    mobile: d.mobile,
    address: d.address,
    description: d.description,
  };
};

type DepartNode = ReturnType<typeof departView> & {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartNode[];
};

const byOrder = (a: DepartRow, b: DepartRow) =>
  a.depart_order - b.depart_order || a.org_code.localeCompare(b.org_code);

/** Spec §3: department tree node id, key, title, children (plus the department's fields). */
export function departTree(rows: DepartRow[], rootIds?: Set<string>): DepartNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string | null, DepartRow[]>();
  for (const r of rows) {
    const parent = r.parent_id && ids.has(r.parent_id) ? r.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const node = (r: DepartRow): DepartNode => {
    const kids = (children.get(r.id) ?? []).sort(byOrder).map(node);
    return {
      ...departView(r),
      key: r.id,
      value: r.id,
      title: r.depart_name,
      isLeaf: kids.length === 0,
      ...(kids.length ? { children: kids } : {}),
    };
  };
  const roots = rootIds ? rows.filter((r) => rootIds.has(r.id)) : (children.get(null) ?? []);
  return roots.sort(byOrder).map(node);
}

/** Spec §7 "Departments": trees, search, the caller's own tree, delete; tenant-owned. */
export const departmentRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const db = () => deps.services.db();
    const departs = (tenantId: string) =>
      db().selectFrom('sys_depart').selectAll().where('tenant_id', '=', tenantId).execute();

    registerCrud(app, deps, {
      entity: 'depart',
      routes: crudRoutes('depart', departRecordRoutes),
      action: 'system:depart',
      list: departList,
      view: departView,
      // The org code is the tree position, made on creation; permissions go through saveDepartPermission.
      // Deletion is refused with children, members or department roles (system.deleteRecords).
      toValues: ({ permissionIds: _p, orgCode: _o, ...rest }) => rest,
    });

    // 部门角色 (/sys/sysDepartRole/*, /sys/sysDepartPermission/*): department-roles.routes.ts.
    await app.register(departRoleRoutes(deps));

    /** A new department gets the next org code under its parent: A01, A01A01, A01A02... */
    contractRoute(app, routes.departAdd, {
      auth: (req) => requirePermission(deps, req, 'system:depart:add'),
      handler: async ({ caller, body }) => {
        const { permissionIds: _p, orgCode: _o, id: _id, parentId, ...values } = body;
        const id = randomUUID();
        const { orgCode } = await system.addDepartment(
          deps.services.store(),
          { id, tenantId: caller.tenantId, parentId: parentId ?? null, values },
          { metadata: { actor: caller.userId, tenantId: caller.tenantId } },
        );
        return ok({ id, orgCode }, '添加成功！');
      },
    });

    const signedIn = { auth: (req: FastifyRequest) => requireCaller(deps, req) };

    contractRoute(app, routes.departQueryTreeList, {
      ...signedIn,
      handler: async ({ caller }) => ok(departTree(await departs(caller.tenantId))),
    });

    contractRoute(app, routes.departQueryIdTree, {
      ...signedIn,
      handler: async ({ caller }) => {
        type IdNode = { key: string; value: string; title: string; isLeaf: boolean; children?: IdNode[] };
        const slim = (n: DepartNode): IdNode => ({
          key: n.key,
          value: n.value,
          title: n.title,
          isLeaf: n.isLeaf,
          ...(n.children ? { children: n.children.map(slim) } : {}),
        });
        return ok(departTree(await departs(caller.tenantId)).map(slim));
      },
    });

    contractRoute(app, routes.departSearchBy, {
      ...signedIn,
      handler: async ({ caller, query: { keyWord } }) => {
        const rows = await departs(caller.tenantId);
        const matches = rows.filter((r) => r.depart_name.includes(keyWord));
        if (matches.length === 0) return ok([], '未查询匹配数据！');
        return ok(departTree(rows, new Set(matches.map((m) => m.id))));
      },
    });

    /** The caller's departments, each with its subtree (the 我的部门 view). */
    contractRoute(app, routes.departQueryMyDeptTreeList, {
      ...signedIn,
      handler: async ({ caller }) => {
        const mine = await db()
          .selectFrom('sys_user_depart')
          .select('dep_id')
          .where('user_id', '=', caller.userId)
          .execute();
        if (mine.length === 0) return ok([], '您尚未设置部门信息!');
        return ok(departTree(await departs(caller.tenantId), new Set(mine.map((m) => m.dep_id))));
      },
    });
  };
