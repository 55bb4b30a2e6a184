import { z } from 'zod';
import { defineRoutes, fileResult, listQuery, page, timestamp, type RouteContract } from '../core/index';
import { editBody, exportQuery, idQuery, idsQuery, recordBody } from '../system/index';
import {
  ENTITY_ACTIONS,
  entityPermissions,
  type BASE_LIST_FIELDS,
  type EntityDefinition,
} from './definition';
import { MAX_ENTITY_NAME_LENGTH, NAME_PATTERN } from './identifiers';
import { FIELD_TYPES, QUERY_MODES, QUERY_VIEWS, WIDGETS, type FieldType } from './widgets';

/**
 * The generic API of declared entities ([P5], docs/masterdata.md "The API"): ONE route family
 * with the entity's name as a path parameter, `/masterdata/:entity/*` for staff (the buyer
 * variant) and `/sup/masterdata/:entity/*` for supplier users (the `sup` variant). Code-declared
 * and online entities are served alike: the API reads the definition of `:entity` from the log on
 * each call, and the web learns a variant's columns, query fields and form from `.../definition`.
 * A row's shape depends on the entity, so the family's row is an open object; `entityRowSchema(def)`
 * gives the exact one for a known definition.
 */

export const ENTITY_ROUTE_BASE = { buyer: '/masterdata', sup: '/sup/masterdata' } as const;
export type EntityVariantKey = keyof typeof ENTITY_ROUTE_BASE;

/** The `:entity` path parameter: an entity name by the identifier rules, nothing else reaches the API. */
export const entityParams = z.object({
  entity: z.string().max(MAX_ENTITY_NAME_LENGTH, '实体不存在').regex(NAME_PATTERN, '实体不存在'),
});

/** Base columns of every row, as the API writes them (datetimes `YYYY-MM-DD HH:mm:ss`, China Standard Time). */
const baseRow = {
  id: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
};
const treeRow = { pid: z.string().nullable(), hasChild: z.string().nullable() };

/** Any entity's row: the base columns and its fields by camelCase name. */
export const entityRow = z.looseObject(baseRow);
export type EntityRow = z.output<typeof entityRow>;

/** A field's value on the wire: integers are numbers; decimals, dates and datetimes are strings (never floats). */
const wireValue: Record<FieldType, () => z.ZodType> = {
  string: () => z.string(),
  text: () => z.string(),
  integer: () => z.number().int(),
  decimal: () => z.string(),
  date: () => z.string(),
  datetime: () => z.string(),
};

/** The exact row of one entity (all of its active fields, nullable: old rows keep null for new fields). */
export function entityRowSchema(def: Pick<EntityDefinition, 'fields' | 'kind'>) {
  return z.object({
    ...baseRow,
    ...(def.kind === 'tree' ? treeRow : {}),
    ...Object.fromEntries(def.fields.map((f) => [f.name, wireValue[f.type]().nullable()])),
  });
}

/** `GET .../checkDuplicate`: is `value` free for the unique field `field` (the edited record `id` not counted)? */
export const duplicateQuery = z.object({
  field: z.string().max(200),
  value: z.string().max(4000),
  id: z.string().max(100).optional(),
});

/** `GET .../loadTreeChildren`: the nodes under `pid` ('0' or none: the roots). */
export const treeChildrenQuery = z.object({ pid: z.string().max(100).optional() });

export const fieldChangeView = z.object({
  field: z.string(),
  label: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export const recordHistoryEntry = z.object({
  version: z.number(),
  action: z.enum(['created', 'updated', 'deleted']),
  actor: z.string().nullable(),
  at: timestamp,
  changes: z.array(fieldChangeView),
});

/** What a page needs to build its list, search form and form for one variant (`.../definition`). */
export const entityVariantView = z.object({
  name: z.string(),
  label: z.string(),
  origin: z.enum(['code', 'online']),
  kind: z.enum(['flat', 'tree']),
  /** The action codes (the page's buttons follow the caller's rights to them, spec §6). */
  permissions: entityPermissions,
  ownerField: z.string().nullable(),
  /** The entity's active fields (the declaration's own shape: type, widget, dictionary, rules...). */
  fields: z.array(
    z.looseObject({
      name: z.string(),
      label: z.string(),
      type: z.enum(FIELD_TYPES),
      widget: z.enum(WIDGETS),
      required: z.boolean(),
      unique: z.boolean(),
    }),
  ),
  columns: z.array(z.string()),
  query: z.array(z.object({ field: z.string(), view: z.enum(QUERY_VIEWS), mode: z.enum(QUERY_MODES) })),
  sortable: z.array(z.string()),
  defaultSort: z.object({ field: z.string(), order: z.enum(['asc', 'desc']) }),
  actions: z.array(z.enum(ENTITY_ACTIONS)),
  readOnly: z.array(z.string()),
});
export type EntityVariantView = z.output<typeof entityVariantView>;

/** The titles of the base list fields (list headers, export columns). */
export const BASE_FIELD_LABELS: Record<(typeof BASE_LIST_FIELDS)[number] | 'pid' | 'hasChild', string> = {
  createBy: '创建人',
  createTime: '创建时间',
  updateBy: '更新人',
  updateTime: '更新时间',
  pid: '上级节点',
  hasChild: '是否有子节点',
};

const ACCESS = (action: string) => `实体定义的 permissions.${action}`;

/** The family under `base`, each route with the definition's action it needs (checked per entity by the API). */
function family<const B extends string>(base: B, who: string) {
  const p = `${base}/:entity` as const;
  return {
    definition: {
      method: 'GET',
      path: `${p}/definition`,
      summary: `${who}实体的页面定义（列表列、查询字段、表单字段、可用操作）`,
      params: entityParams,
      result: entityVariantView,
      access: ACCESS('list'),
    },
    list: {
      method: 'GET',
      path: `${p}/list`,
      summary: `${who}实体列表（查询字段过滤、高级查询、白名单排序、分页）`,
      params: entityParams,
      query: listQuery,
      result: page(entityRow),
      access: ACCESS('list'),
    },
    queryById: {
      method: 'GET',
      path: `${p}/queryById`,
      summary: `${who}实体记录详情`,
      params: entityParams,
      query: idQuery,
      result: entityRow,
      access: ACCESS('list'),
    },
    add: {
      method: 'POST',
      path: `${p}/add`,
      summary: `${who}新增实体记录`,
      params: entityParams,
      body: recordBody,
      result: z.object({ id: z.string() }),
      access: ACCESS('add'),
    },
    edit: {
      method: 'PUT',
      path: `${p}/edit`,
      summary: `${who}编辑实体记录`,
      params: entityParams,
      body: editBody,
      result: z.null(),
      access: ACCESS('edit'),
    },
    delete: {
      method: 'DELETE',
      path: `${p}/delete`,
      summary: `${who}删除实体记录`,
      params: entityParams,
      query: idQuery,
      result: z.null(),
      access: ACCESS('delete'),
    },
    deleteBatch: {
      method: 'DELETE',
      path: `${p}/deleteBatch`,
      summary: `${who}批量删除实体记录（全部成功或全部不删）`,
      params: entityParams,
      query: idsQuery,
      result: z.null(),
      access: ACCESS('delete'),
    },
    checkDuplicate: {
      method: 'GET',
      path: `${p}/checkDuplicate`,
      summary: `${who}实体唯一字段重复校验`,
      params: entityParams,
      query: duplicateQuery,
      result: z.null(),
      access: ACCESS('list'),
    },
    loadTreeChildren: {
      method: 'GET',
      path: `${p}/loadTreeChildren`,
      summary: `${who}树形实体的下级节点`,
      params: entityParams,
      query: treeChildrenQuery,
      result: z.array(entityRow),
      access: ACCESS('list'),
    },
    history: {
      method: 'GET',
      path: `${p}/history`,
      summary: `${who}实体记录的变更历史`,
      params: entityParams,
      query: idQuery,
      result: z.array(recordHistoryEntry),
      access: ACCESS('list'),
    },
    exportXls: {
      method: 'GET',
      path: `${p}/exportXls`,
      summary: `${who}导出实体记录（.xlsx）`,
      params: entityParams,
      query: exportQuery,
      result: fileResult,
      file: true,
      access: ACCESS('export'),
    },
    importExcel: {
      method: 'POST',
      path: `${p}/importExcel`,
      summary: `${who}导入实体记录（.xlsx）`,
      params: entityParams,
      result: fileResult,
      file: true,
      access: ACCESS('import'),
    },
  } as const;
}

const buyer = family(ENTITY_ROUTE_BASE.buyer, '');
const sup = family(ENTITY_ROUTE_BASE.sup, '供应商：');

/** The operations of the family (the API registers each for both variants). */
export const ENTITY_OPS = Object.keys(buyer) as (keyof typeof buyer)[];
export type EntityOp = (typeof ENTITY_OPS)[number];

export const masterdataRoutes = defineRoutes('masterdata', {
  masterdataDefinition: buyer.definition,
  masterdataList: buyer.list,
  masterdataQueryById: buyer.queryById,
  masterdataAdd: buyer.add,
  masterdataEdit: buyer.edit,
  masterdataDelete: buyer.delete,
  masterdataDeleteBatch: buyer.deleteBatch,
  masterdataCheckDuplicate: buyer.checkDuplicate,
  masterdataLoadTreeChildren: buyer.loadTreeChildren,
  masterdataHistory: buyer.history,
  masterdataExportXls: buyer.exportXls,
  masterdataImportExcel: buyer.importExcel,
  supMasterdataDefinition: sup.definition,
  supMasterdataList: sup.list,
  supMasterdataQueryById: sup.queryById,
  supMasterdataAdd: sup.add,
  supMasterdataEdit: sup.edit,
  supMasterdataDelete: sup.delete,
  supMasterdataDeleteBatch: sup.deleteBatch,
  supMasterdataCheckDuplicate: sup.checkDuplicate,
  supMasterdataLoadTreeChildren: sup.loadTreeChildren,
  supMasterdataHistory: sup.history,
  supMasterdataExportXls: sup.exportXls,
  supMasterdataImportExcel: sup.importExcel,
});

/** A variant's contracts by operation (`entityRoutesOf('sup').list`), as registered (tagged). */
export const entityRoutesOf = (variant: EntityVariantKey): Record<EntityOp, RouteContract> =>
  Object.fromEntries(
    ENTITY_OPS.map((op) => [
      op,
      (masterdataRoutes as Record<string, RouteContract>)[
        `${variant === 'buyer' ? 'masterdata' : 'supMasterdata'}${op[0]!.toUpperCase()}${op.slice(1)}`
      ]!,
    ]),
  ) as Record<EntityOp, RouteContract>;
