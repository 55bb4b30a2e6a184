import { z } from 'zod';
import { fileResult, listQuery, page, type RouteContract } from '../core/index';

/**
 * The generic admin record routes (`record` aggregate, docs/system-admin.md), declared once per
 * entity by `recordRoutes`. The form's fields are validated by the entity's declaration in the
 * domain (events/src/modules/system/record.entities.ts): the body here is an object of fields, the
 * answer's row is the entity's. [P5] grows this into the declared-entity engine: an entity
 * declaration then also yields `row` and the bodies, and this factory stays its HTTP surface.
 */

/** The generic operations of an entity base. */
export type RecordOp =
  | 'add'
  | 'edit'
  | 'editPost'
  | 'delete'
  | 'deleteBatch'
  | 'list'
  | 'queryById'
  | 'exportXls'
  | 'exportXlsPost'
  | 'importExcel';
export const RECORD_OPS = [
  'add',
  'edit',
  'editPost',
  'delete',
  'deleteBatch',
  'list',
  'queryById',
  'exportXls',
  'exportXlsPost',
  'importExcel',
] as const satisfies readonly RecordOp[];

/** Audit columns every record row carries. */
export const auditRow = {
  id: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
};

export const recordId = z.string({ error: '请选择一条记录！' }).min(1, '请选择一条记录！').max(100);
export const idQuery = z.object({ id: recordId });
/** Comma-joined ids; the domain refuses none or more than 1000 (`请选择一条记录！`). */
export const idsQuery = z.object({
  ids: z.string({ error: '请选择一条记录！' }).min(1, '请选择一条记录！').max(100_000),
});
/** A form's fields; the entity's declaration in the domain checks each. */
export const recordBody = z.record(z.string(), z.unknown(), { error: '请求体必须是 JSON 对象' });
export const editBody = z.looseObject({ id: recordId });
/** The export's query: the list's filters plus `selections` (ids) and `field` (columns). */
export const exportQuery = listQuery.extend({
  selections: z.string().optional(),
  field: z.string().optional(),
});

/**
 * What an import answers (spec §8 "Import code 201"): every row written, or (code 201) the counts
 * and the error file of the refused rows (`GET /sys/common/importErrors/:name`).
 */
export const importResult = z.object({
  totalCount: z.number(),
  successCount: z.number(),
  errorCount: z.number(),
  msg: z.string(),
  fileUrl: z.string().optional(),
  fileName: z.string().optional(),
});
export type ImportResult = z.infer<typeof importResult>;

type Shapes<Row extends z.ZodType, Add extends z.ZodType, Edit extends z.ZodType, Q extends z.ZodType> = {
  add: { method: 'POST'; body: Add; result: z.ZodObject<{ id: z.ZodString }> };
  edit: { method: 'PUT'; body: Edit; result: z.ZodNull };
  editPost: { method: 'POST'; body: Edit; result: z.ZodNull };
  delete: { method: 'DELETE'; query: typeof idQuery; result: z.ZodNull };
  deleteBatch: { method: 'DELETE'; query: typeof idsQuery; result: z.ZodNull };
  list: { method: 'GET'; query: Q; result: ReturnType<typeof page<Row>> };
  queryById: { method: 'GET'; query: typeof idQuery; result: Row };
  exportXls: { method: 'GET'; query: typeof exportQuery; result: typeof fileResult; file: true };
  exportXlsPost: { method: 'POST'; query: typeof exportQuery; result: typeof fileResult; file: true };
  importExcel: { method: 'POST'; result: typeof importResult };
};
type Path<B extends string, O extends RecordOp> = O extends 'editPost'
  ? `${B}/edit`
  : O extends 'exportXlsPost'
    ? `${B}/exportXls`
    : `${B}/${O}`;

export type RecordRoutes<
  K extends string,
  B extends string,
  O extends RecordOp,
  Row extends z.ZodType,
  Add extends z.ZodType,
  Edit extends z.ZodType,
  Q extends z.ZodType,
> = {
  readonly [Op in O as `${K}${Capitalize<Op>}`]: Shapes<Row, Add, Edit, Q>[Op] & {
    readonly path: Path<B, Op>;
    readonly summary: string;
    readonly tag: string;
    readonly access: string;
  };
};

const SUMMARY: Record<RecordOp, (name: string) => string> = {
  add: (n) => `新增${n}`,
  edit: (n) => `编辑${n}`,
  editPost: (n) => `编辑${n}（POST）`,
  delete: (n) => `删除${n}`,
  deleteBatch: (n) => `批量删除${n}（全部成功或全部不删）`,
  list: (n) => `${n}列表`,
  queryById: (n) => `${n}详情`,
  exportXls: (n) => `导出${n}（.xlsx）`,
  exportXlsPost: (n) => `导出${n}（.xlsx，POST）`,
  importExcel: (n) => `导入${n}（.xlsx）`,
};
const ACCESS: Record<RecordOp, 'add' | 'edit' | 'delete' | 'list'> = {
  add: 'add',
  edit: 'edit',
  editPost: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  list: 'list',
  queryById: 'list',
  exportXls: 'list',
  exportXlsPost: 'list',
  importExcel: 'add',
};

/**
 * The contracts of one entity's generic routes under `base` (`/sys/role/add`, `/sys/role/list`...),
 * named `<key><Op>` (`roleAdd`, `roleList`...), each with a Chinese summary from the entity's
 * `name` and its action `<action>:add|edit|delete|list`. `ops` picks the routes the entity has.
 */
export function recordRoutes<
  const K extends string,
  const B extends string,
  const O extends RecordOp,
  Row extends z.ZodType,
  Add extends z.ZodType = typeof recordBody,
  Edit extends z.ZodType = typeof editBody,
  Q extends z.ZodType = typeof listQuery,
>(cfg: {
  key: K;
  base: B;
  tag: string;
  /** The entity as the user names it: 角色, 部门, 字典... */
  name: string;
  action: string;
  row: Row;
  ops: readonly O[];
  addBody?: Add;
  editBody?: Edit;
  listQuery?: Q;
}): RecordRoutes<K, B, O, Row, Add, Edit, Q> {
  const shapes = {
    add: { method: 'POST', body: cfg.addBody ?? recordBody, result: z.object({ id: z.string() }) },
    edit: { method: 'PUT', body: cfg.editBody ?? editBody, result: z.null() },
    editPost: { method: 'POST', body: cfg.editBody ?? editBody, result: z.null() },
    delete: { method: 'DELETE', query: idQuery, result: z.null() },
    deleteBatch: { method: 'DELETE', query: idsQuery, result: z.null() },
    list: { method: 'GET', query: cfg.listQuery ?? listQuery, result: page(cfg.row) },
    queryById: { method: 'GET', query: idQuery, result: cfg.row },
    exportXls: { method: 'GET', query: exportQuery, result: fileResult, file: true },
    exportXlsPost: { method: 'POST', query: exportQuery, result: fileResult, file: true },
    importExcel: { method: 'POST', result: importResult },
  } satisfies Record<RecordOp, Omit<RouteContract, 'path' | 'summary' | 'tag'>>;
  const routes: Record<string, RouteContract> = {};
  for (const op of cfg.ops) {
    const segment = op === 'editPost' ? 'edit' : op === 'exportXlsPost' ? 'exportXls' : op;
    routes[`${cfg.key}${op[0]!.toUpperCase()}${op.slice(1)}`] = {
      ...shapes[op],
      path: `${cfg.base}/${segment}`,
      summary: SUMMARY[op](cfg.name),
      tag: cfg.tag,
      access: `${cfg.action}:${ACCESS[op]}`,
    } as RouteContract;
  }
  return routes as unknown as RecordRoutes<K, B, O, Row, Add, Edit, Q>;
}
