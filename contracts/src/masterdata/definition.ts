import { z } from 'zod';
import { checkFieldValue, DEFAULT_PRECISION, DEFAULT_SCALE, DEFAULT_STRING_LENGTH } from './field-value';
import {
  columnOf,
  entityNameProblem,
  fieldNameProblem,
  isOnlineFieldName,
  tableNameProblem,
  type Origin,
} from './identifiers';
import {
  DEFAULT_WIDGET,
  DICT_WIDGETS,
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  QUERY_MODES,
  QUERY_VIEWS,
  queryViewOf,
  WIDGET_TYPES,
  WIDGETS,
  type QueryView,
} from './widgets';

/**
 * The one declaration an entity's table, API, list, form and change history come from ([P5],
 * GLOSSARY entityDefinition). Code-declared entities are files of these, reviewed like code; online
 * entities (在线表单) are the same documents made by an administrator at run time. The events
 * module plans the table's DDL from two versions of it (events/src/modules/masterdata).
 */

/** Spec §5: the messages of the widgets' own configuration checks, verbatim. */
export const WIDGET_CONFIG_MESSAGES = {
  dictCode: '字典Code不能为空!',
  popup: 'popup参数未正确配置!',
  popupCounts: 'popup参数未正确配置,原始值和目标值数量不一致!',
  treeCondition: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
  dictTable: '表字典搜索组件参数接收有误,请检查字典配置!',
  /** Not a spec text: the spec names no message for a link_down without its source. */
  linkDown: '联动下拉需要配置表名、显示字段和存储字段',
} as const;

/** The generic operations whose action codes an entity declares (spec §6 button permissions). */
export const ENTITY_ACTIONS = ['list', 'add', 'edit', 'delete', 'export', 'import'] as const;
export type EntityAction = (typeof ENTITY_ACTIONS)[number];

/** Base fields a list may show and sort by (every generated table has their columns). */
export const BASE_LIST_FIELDS = ['createBy', 'createTime', 'updateBy', 'updateTime'] as const;
export const BASE_SORT_FIELDS = ['createTime', 'updateTime'] as const;

const trimmed = (max: number, required?: string) =>
  required ? z.string().trim().min(1, required).max(max) : z.string().trim().max(max);

/** A field as written (before defaults): the online form admin's field rows extend it. */
export const fieldShape = z.strictObject({
  /** camelCase; its column is the snake_case form (identifiers.ts). */
  name: z.string({ error: '字段名不能为空' }).max(200, '字段名过长'),
  label: trimmed(50, '请输入字段名称'),
  type: z.enum(FIELD_TYPES, { error: '不支持的字段类型' }),
  /** Default: text, textarea, integer, number, date or datetime by type. */
  widget: z.enum(WIDGETS, { error: '不支持的控件类型' }).optional(),
  dictCode: trimmed(100).optional(),
  /** sel_search: the table dictionary (table, text column, code column). */
  dictTable: z
    .strictObject({ table: trimmed(100), text: trimmed(100), code: trimmed(100) })
    .partial()
    .optional(),
  /** popup: the report code and the comma-joined source and target fields. */
  popup: z
    .strictObject({ code: trimmed(100), orgFields: trimmed(500), destFields: trimmed(500) })
    .partial()
    .optional(),
  /** link_down: the linked dropdown's source (spec §3 linked-dropdown config). */
  linkDown: z
    .strictObject({
      table: trimmed(100),
      txt: trimmed(100),
      key: trimmed(100),
      idField: trimmed(100),
      pidField: trimmed(100),
      condition: trimmed(2000),
    })
    .partial()
    .optional(),
  /** sel_tree: the condition, a JSON object as text. */
  condition: z.string().max(2000).optional(),
  required: z.boolean().default(false),
  /** string only: varchar(length), default 100. */
  length: z.number().int().min(1, '长度至少为1').max(4000, '长度不能超过4000').optional(),
  /** decimal only: numeric(precision, scale), default (18, 2). */
  precision: z.number().int().min(1, '精度至少为1').max(38, '精度不能超过38').optional(),
  scale: z.number().int().min(0).max(38, '小数位数不能超过38').optional(),
  pattern: z
    .strictObject({
      regex: z.string().min(1).max(200, '正则表达式过长'),
      message: trimmed(100, '请输入校验提示'),
    })
    .optional(),
  /** Unique within the tenant; a duplicate is refused with `uniqueMessage` (default `<label>已存在`). */
  unique: z.boolean().default(false),
  uniqueMessage: trimmed(100).optional(),
  /**
   * string only: the code of a fill rule (编码规则, `sys_fill_rule`) whose next number the domain
   * gives a record created without a value (`material` -> WL-2026-000001); optional on creation.
   */
  billCode: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '编码规则编码只能包含字母、数字和下划线')
    .max(100)
    .optional(),
  /** Filled in on creation when the value is empty. */
  default: z.union([z.string().max(4000), z.number(), z.null()]).optional(),
  /** switch: [on, off], default ['Y', 'N']. */
  switchOptions: z.tuple([trimmed(20, '请输入开关选项'), trimmed(20, '请输入开关选项')]).optional(),
  /** A tenant's extended field (扩展字段, an `x` field on a code entity): only that tenant sees and writes it. */
  tenantId: z.string().min(1).max(100).optional(),
  /** Spec §3/§5 extended field: '1' required, '2' read-only (comma-joined). */
  editProperty: z
    .string()
    .regex(/^[12](?:,[12])?$/, 'editProperty 只能是 1（必填）、2（只读）')
    .optional(),
  /** The list column's width in px. */
  width: z.number().int().min(40, '列宽至少为40').max(1000, '列宽不能超过1000').optional(),
});

/** A field with its widget, length, precision and scale filled in (what is stored and compared). */
export const fieldDefinition = fieldShape.transform((f) => ({
  ...f,
  widget: f.widget ?? DEFAULT_WIDGET[f.type],
  ...(f.type === 'string' ? { length: f.length ?? DEFAULT_STRING_LENGTH } : {}),
  ...(f.type === 'decimal'
    ? { precision: f.precision ?? DEFAULT_PRECISION, scale: f.scale ?? DEFAULT_SCALE }
    : {}),
}));
export type FieldDefinition = z.output<typeof fieldDefinition>;
export type FieldDefinitionInput = z.input<typeof fieldDefinition>;

export const queryField = z.strictObject({
  field: z.string().max(200),
  /** Default: the field widget's view (spec §5 "Query form views"). */
  view: z.enum(QUERY_VIEWS, { error: '不支持的查询控件' }).optional(),
  mode: z.enum(QUERY_MODES).default('single'),
});
export type QueryField = z.output<typeof queryField>;

const actionCode = z
  .string()
  .max(100, '权限编码过长')
  .regex(/^[a-zA-Z][a-zA-Z0-9_:.-]*$/, '权限编码只能包含字母、数字和 _ : . -');
export const entityPermissions = z.strictObject({
  list: actionCode,
  add: actionCode,
  edit: actionCode,
  delete: actionCode,
  export: actionCode,
  import: actionCode,
});
export type EntityPermissions = z.output<typeof entityPermissions>;

/** The permissions `<prefix>:list|add|edit|delete|export|import`. */
export const permissionsOf = (prefix: string): EntityPermissions => ({
  list: `${prefix}:list`,
  add: `${prefix}:add`,
  edit: `${prefix}:edit`,
  delete: `${prefix}:delete`,
  export: `${prefix}:export`,
  import: `${prefix}:import`,
});

/**
 * One audience's view of the entity: the buyer's (staff) and the supplier's (`sup`, rows limited to
 * the supplier's own by `ownerField`). Columns and query fields default to the entity's.
 */
export const entityVariant = z.strictObject({
  /** The API route base of this view, e.g. `/masterdata/material` or `/sup/masterdata/material`. */
  base: z
    .string()
    .max(100)
    .regex(/^(?:\/[a-zA-Z0-9_-]+)+$/, '路由前缀只能由 / 分隔的字母、数字、_ 和 - 组成'),
  actions: z.array(z.enum(ENTITY_ACTIONS)).min(1, '请至少选择一个操作'),
  columns: z.array(z.string().max(200)).min(1).optional(),
  query: z.array(queryField).optional(),
  /** Fields this audience sees but may not change. */
  readOnly: z.array(z.string().max(200)).default([]),
});
export type EntityVariant = z.output<typeof entityVariant>;

const sortOrder = z.enum(['asc', 'desc']);

const entityShape = z.strictObject({
  name: z.string({ error: '实体名不能为空' }).max(200, '实体名过长'),
  label: trimmed(50, '请输入实体名称'),
  origin: z.enum(['code', 'online']).default('code'),
  table: z.string({ error: '数据表名不能为空' }).max(200, '数据表名过长'),
  /** A tree entity's rows have a parent (`pid`, '0' at the root) and `hasChild`. */
  kind: z.enum(['flat', 'tree']).default('flat'),
  /** Supplier-owned rows: the string field holding the owning supplier's id. */
  ownerField: z.string().max(200).optional(),
  fields: z.array(fieldDefinition).min(1, '至少需要一个字段').max(200, '字段不能超过200个'),
  list: z.strictObject({
    columns: z.array(z.string().max(200)).min(1, '请至少选择一个列表列'),
    /** The sort whitelist: only these (and nothing from request text) reach ORDER BY. */
    sortable: z.array(z.string().max(200)).default([]),
    defaultSort: z
      .strictObject({ field: z.string().max(200), order: sortOrder })
      .default({ field: 'createTime', order: 'desc' }),
  }),
  query: z.array(queryField).default([]),
  permissions: entityPermissions,
  variants: z.strictObject({ buyer: entityVariant, sup: entityVariant.optional() }),
});

type Shape = z.output<typeof entityShape>;

/** A JSON object as text (JTreeSelect's condition). */
const isJsonObject = (s: string) => {
  try {
    const v: unknown = JSON.parse(s);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
};

/** Nested quantifiers (`(a+)+`) can take exponential time on a crafted value. */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{]/;

function patternProblem(regex: string): string | null {
  if (NESTED_QUANTIFIER.test(regex)) return '正则表达式不能嵌套重复（如 (a+)+）';
  try {
    new RegExp(regex);
    return null;
  } catch {
    return '正则表达式不正确';
  }
}

/** Every cross-field rule of a definition, each issue on the path of what it is about. */
function checkDefinition(d: Shape, ctx: z.core.$RefinementCtx<Shape>) {
  const issue = (message: string, ...path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message, path });
  const origin: Origin = d.origin;
  const nameP = entityNameProblem(d.name, origin);
  if (nameP) issue(nameP, 'name');
  const tableP = tableNameProblem(d.table, origin);
  if (tableP) issue(tableP, 'table');

  const byName = new Map<string, FieldDefinition>();
  const columns = new Set<string>();
  d.fields.forEach((f, i) => {
    // A field whose own shape was refused is not transformed (no widget): its issue says why.
    if (!f.widget) return;
    // An online entity's fields are all online; a code entity may carry online (tenant) extras.
    const online = origin === 'online' || isOnlineFieldName(f.name) || f.tenantId !== undefined;
    const p = fieldNameProblem(f.name, online);
    if (p) return issue(p, 'fields', i, 'name');
    if (byName.has(f.name) || columns.has(columnOf(f.name))) {
      return issue(`字段「${f.name}」重复`, 'fields', i, 'name');
    }
    byName.set(f.name, f);
    columns.add(columnOf(f.name));
    const at = (message: string, key: string) => issue(`${f.label}：${message}`, 'fields', i, key);
    if (!WIDGET_TYPES[f.widget].includes(f.type)) {
      at(`控件「${f.widget}」不能用于${FIELD_TYPE_LABELS[f.type]}类型`, 'widget');
    }
    if (f.length !== undefined && f.type !== 'string') at('只有文本类型可以设置长度', 'length');
    if ((f.precision !== undefined || f.scale !== undefined) && f.type !== 'decimal') {
      at('只有小数类型可以设置精度和小数位数', 'precision');
    }
    if (f.type === 'decimal' && (f.scale ?? 0) > (f.precision ?? 0)) at('小数位数不能大于精度', 'scale');
    if (DICT_WIDGETS.includes(f.widget) && !f.dictCode) {
      issue(WIDGET_CONFIG_MESSAGES.dictCode, 'fields', i, 'dictCode');
    }
    if (f.widget === 'sel_search' && !(f.dictTable?.table && f.dictTable.text && f.dictTable.code)) {
      issue(WIDGET_CONFIG_MESSAGES.dictTable, 'fields', i, 'dictTable');
    }
    if (f.widget === 'popup') {
      const p = f.popup;
      if (!(p?.code && p.orgFields && p.destFields))
        issue(WIDGET_CONFIG_MESSAGES.popup, 'fields', i, 'popup');
      else if (p.orgFields.split(',').length !== p.destFields.split(',').length) {
        issue(WIDGET_CONFIG_MESSAGES.popupCounts, 'fields', i, 'popup');
      }
    }
    if (f.widget === 'sel_tree' && f.condition !== undefined && !isJsonObject(f.condition)) {
      issue(WIDGET_CONFIG_MESSAGES.treeCondition, 'fields', i, 'condition');
    }
    if (f.widget === 'link_down' && !(f.linkDown?.table && f.linkDown.txt && f.linkDown.key)) {
      at(WIDGET_CONFIG_MESSAGES.linkDown, 'linkDown');
    }
    if (f.tenantId !== undefined && (origin !== 'code' || !isOnlineFieldName(f.name))) {
      at('只有代码声明实体的扩展字段（x 开头）可以属于租户', 'tenantId');
    }
    const rp = f.pattern ? patternProblem(f.pattern.regex) : null;
    if (f.pattern && f.type !== 'string' && f.type !== 'text') at('只有文本类型可以设置正则校验', 'pattern');
    if (rp) at(rp, 'pattern');
    if (f.unique && f.type === 'text') at('长文本不能设为唯一', 'unique');
    if (f.billCode !== undefined && f.type !== 'string') at('只有文本类型可以按编码规则生成', 'billCode');
    if (f.default !== undefined && f.default !== null && !rp) {
      const r = checkFieldValue({ ...f, required: false }, f.default, { creating: false });
      if (!r.ok) at(`默认值不正确：${r.message}`, 'default');
    }
  });

  const listable = (name: string) =>
    byName.has(name) ||
    (BASE_LIST_FIELDS as readonly string[]).includes(name) ||
    (d.kind === 'tree' && (name === 'pid' || name === 'hasChild'));
  const sortable = (name: string) =>
    byName.has(name) || (BASE_SORT_FIELDS as readonly string[]).includes(name);
  const refs = (names: readonly string[], ok: (n: string) => boolean, what: string, ...path: string[]) =>
    names.forEach((n, i) => {
      if (!ok(n)) issue(`${what}「${n}」不是实体的字段`, ...path, i);
    });
  const queries = (qs: readonly QueryField[], ...path: string[]) =>
    qs.forEach((q, i) => {
      const f = byName.get(q.field);
      if (!f) return issue(`查询字段「${q.field}」不是实体的字段`, ...path, i, 'field');
      if (q.mode === 'group' && !['integer', 'decimal', 'date', 'datetime'].includes(f.type)) {
        issue(`${f.label}：只有数字和日期字段可以按范围查询`, ...path, i, 'mode');
      }
    });

  if (d.ownerField !== undefined) {
    const owner = byName.get(d.ownerField);
    if (!owner || owner.type !== 'string') issue('所属供应商字段必须是实体的文本字段', 'ownerField');
  }
  refs(d.list.columns, listable, '列表列', 'list', 'columns');
  refs(d.list.sortable, sortable, '排序字段', 'list', 'sortable');
  if (!sortable(d.list.defaultSort.field)) {
    issue(`默认排序字段「${d.list.defaultSort.field}」不是实体的字段`, 'list', 'defaultSort', 'field');
  }
  queries(d.query, 'query');
  for (const key of ['buyer', 'sup'] as const) {
    const v = d.variants[key];
    if (!v) continue;
    refs(v.columns ?? [], listable, '列表列', 'variants', key, 'columns');
    queries(v.query ?? [], 'variants', key, 'query');
    refs(v.readOnly, (n) => byName.has(n), '只读字段', 'variants', key, 'readOnly');
  }
  if (d.variants.sup && d.ownerField === undefined) {
    issue('供应商视图需要声明所属供应商字段（ownerField）', 'variants', 'sup');
  }
  if (d.variants.sup && d.variants.sup.base === d.variants.buyer.base) {
    issue('供应商视图的路由前缀不能与采购方相同', 'variants', 'sup', 'base');
  }
}

/** An entity declaration, checked: identifiers, widgets and their configuration, references. */
export const entityDefinition = entityShape.superRefine(checkDefinition);
export type EntityDefinition = z.output<typeof entityDefinition>;
export type EntityDefinitionInput = z.input<typeof entityDefinition>;

/** A query field's view: declared, or its widget's (spec §5). */
export const queryViewOfField = (def: EntityDefinition, q: QueryField): QueryView => {
  if (q.view) return q.view;
  const f = def.fields.find((x) => x.name === q.field);
  return f ? queryViewOf(f.widget) : 'text';
};

/** A variant's list columns and query fields, the entity's where it declares none. */
export function variantView(def: EntityDefinition, key: 'buyer' | 'sup') {
  const v = def.variants[key];
  if (!v) return undefined;
  return {
    ...v,
    columns: v.columns ?? def.list.columns,
    query: (v.query ?? def.query).map((q) => ({ ...q, view: queryViewOfField(def, q) })),
  };
}

/** The first issue of a failed parse as one line: `<message>` (the message already names the field). */
export const firstIssue = (error: z.ZodError): { message: string; path: string } => {
  const i = error.issues[0];
  return { message: i?.message ?? '实体定义不正确', path: i?.path.join('.') ?? '' };
};

const editProps = (f: Pick<FieldDefinition, 'editProperty'>) => (f.editProperty ?? '').split(',');

/**
 * The entity as one tenant sees it (served pages, record checks): other tenants' extended fields are
 * left out; the tenant's own show in the staff list, editProperty 1 makes one required and 2 read-only
 * (spec §5 "Extended form"). A supplier's view shows them to nobody and lets nobody write them.
 */
export function tenantDefinition(def: EntityDefinition, tenantId: string): EntityDefinition {
  if (def.fields.every((f) => f.tenantId === undefined)) return def;
  const hidden = new Set(
    def.fields.filter((f) => f.tenantId !== undefined && f.tenantId !== tenantId).map((f) => f.name),
  );
  const own = def.fields.filter((f) => f.tenantId === tenantId);
  const keep = (names: readonly string[]) => names.filter((n) => !hidden.has(n));
  const withOwn = (names: readonly string[]) => [
    ...keep(names),
    ...own.map((f) => f.name).filter((n) => !names.includes(n)),
  ];
  const readOnly = own.filter((f) => editProps(f).includes('2')).map((f) => f.name);
  const query = (qs: readonly QueryField[]) => qs.filter((q) => !hidden.has(q.field));
  const buyer = def.variants.buyer;
  const sup = def.variants.sup;
  return {
    ...def,
    fields: def.fields
      .filter((f) => !hidden.has(f.name))
      .map((f) => (f.tenantId !== undefined && editProps(f).includes('1') ? { ...f, required: true } : f)),
    list: { ...def.list, columns: withOwn(def.list.columns), sortable: keep(def.list.sortable) },
    query: query(def.query),
    variants: {
      buyer: {
        ...buyer,
        ...(buyer.columns ? { columns: withOwn(buyer.columns) } : {}),
        ...(buyer.query ? { query: query(buyer.query) } : {}),
        readOnly: [...keep(buyer.readOnly), ...readOnly],
      },
      ...(sup
        ? {
            sup: {
              ...sup,
              columns: keep(sup.columns ?? def.list.columns),
              ...(sup.query ? { query: query(sup.query) } : {}),
              readOnly: [...keep(sup.readOnly), ...own.map((f) => f.name)],
            },
          }
        : {}),
    },
  };
}
