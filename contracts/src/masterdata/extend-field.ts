import { z } from 'zod';
import { defineRoutes } from '../core/index';
import type { EntityDefinition, FieldDefinition, FieldDefinitionInput } from './definition';
import type { FieldType } from './widgets';

/**
 * Extended fields (扩展字段) and form styles (spec §3 "Extended field", §7 `/extendField/*`,
 * `/formStyle/*`): a tenant's extra `x` fields on a code-declared entity. Each is a field of the
 * entity's definition carrying its `tenantId` (one column in the shared table; only that tenant sees
 * and writes it, `tenantDefinition`), shown in the staff list and form with editProperty 1 required,
 * 2 read-only. `type` in the routes is the entity's name; `tableName` its table.
 */

/** Spec §3: dataType String, date, dateTime, number. */
export const EXTEND_DATA_TYPES = ['String', 'number', 'date', 'dateTime'] as const;
export type ExtendDataType = (typeof EXTEND_DATA_TYPES)[number];
export const EXTEND_DATA_TYPE_LABELS: Record<ExtendDataType, string> = {
  String: '文本',
  number: '数字',
  date: '日期',
  dateTime: '日期时间',
};
const FIELD_TYPE_OF: Record<ExtendDataType, FieldType> = {
  String: 'string',
  number: 'decimal',
  date: 'date',
  dateTime: 'datetime',
};
/** Numbers are decimals of this size (money and quantities both fit). */
export const EXTEND_NUMBER = { precision: 18, scale: 4 } as const;

export const dataTypeOf = (t: FieldType): ExtendDataType =>
  t === 'string' || t === 'text'
    ? 'String'
    : t === 'date'
      ? 'date'
      : t === 'datetime'
        ? 'dateTime'
        : 'number';

/** `POST /extendField/add`: one extended field of `type` (the entity) for the caller's tenant. */
export const extendFieldInput = z.strictObject({
  type: z.string().min(1, '请选择实体').max(200),
  fieldName: z.string({ error: '请输入字段名' }).max(200, '字段名过长'),
  labelName: z.string({ error: '请输入字段名称' }).trim().min(1, '请输入字段名称').max(50, '字段名称过长'),
  dataType: z.enum(EXTEND_DATA_TYPES, { error: '数据类型只能是 String、number、date、dateTime' }),
  /** String only: its length (default 100). */
  length: z.number().int().min(1, '长度至少为1').max(4000, '长度不能超过4000').optional(),
  width: z.number().int().min(40, '列宽至少为40').max(1000, '列宽不能超过1000').optional(),
  required: z.enum(['true', 'false']).default('false'),
  editProperty: z
    .string()
    .regex(/^[12](?:,[12])?$/, 'editProperty 只能是 1（必填）、2（只读）')
    .optional(),
});
export type ExtendFieldInput = z.input<typeof extendFieldInput>;

/** The definition's field of an extended field (checked with the entity by `entityDefinition`). */
export function extendFieldDefinition(
  input: z.output<typeof extendFieldInput>,
  tenantId: string,
): FieldDefinitionInput {
  return {
    name: input.fieldName,
    label: input.labelName,
    type: FIELD_TYPE_OF[input.dataType],
    ...(input.dataType === 'String' ? { length: input.length ?? 100 } : {}),
    ...(input.dataType === 'number' ? EXTEND_NUMBER : {}),
    required: input.required === 'true',
    tenantId,
    ...(input.editProperty ? { editProperty: input.editProperty } : {}),
    ...(input.width ? { width: input.width } : {}),
  };
}

/** Spec §3 extended field. */
export const extendFieldRow = z.object({
  fieldName: z.string(),
  labelName: z.string(),
  dataType: z.enum(EXTEND_DATA_TYPES),
  width: z.number().nullable(),
  required: z.enum(['true', 'false']),
  editProperty: z.string().nullable(),
  disabled: z.boolean(),
});
export type ExtendFieldRow = z.output<typeof extendFieldRow>;

export const extendFieldRowOf = (f: FieldDefinition): ExtendFieldRow => ({
  fieldName: f.name,
  labelName: f.label,
  dataType: dataTypeOf(f.type),
  width: f.width ?? null,
  required: f.required ? 'true' : 'false',
  editProperty: f.editProperty ?? null,
  disabled: (f.editProperty ?? '').split(',').includes('2'),
});

/** Spec §3 form-style field. */
export const formStyleField = z.object({
  labelName: z.string(),
  fieldName: z.string(),
  dataType: z.enum(EXTEND_DATA_TYPES),
  width: z.number().nullable(),
});
export type FormStyleField = z.output<typeof formStyleField>;

export const formStyleFieldOf = (def: EntityDefinition, name: string): FormStyleField | null => {
  const f = def.fields.find((x) => x.name === name);
  return f
    ? { labelName: f.label, fieldName: f.name, dataType: dataTypeOf(f.type), width: f.width ?? null }
    : null;
};

/** An entity that takes extended fields (`getTableList`). */
export const extendTable = z.object({ type: z.string(), tableName: z.string(), label: z.string() });

const typeQuery = z.object({ type: z.string().min(1, '请选择实体').max(200) });
const styleQuery = (styles: readonly [string, ...string[]], fallback: string) =>
  z.object({
    tableName: z.string().min(1, '请选择数据表').max(100),
    formStyle: z.enum(styles).default(fallback),
  });

const ADMIN = (a: string) => `online:extendField:${a}`;
const ENTITY_LIST = '实体定义的 permissions.list';

export const extendFieldRoutes = defineRoutes('online', {
  extendFieldTableList: {
    method: 'GET',
    path: '/extendField/getTableList',
    summary: '可加扩展字段的实体（数据表）',
    query: z.object({ type: z.string().max(200).optional() }),
    result: z.array(extendTable),
    access: ADMIN('list'),
  },
  extendFieldList: {
    method: 'GET',
    path: '/extendField/getList',
    summary: '本租户在实体上的扩展字段',
    query: typeQuery,
    result: z.array(extendFieldRow),
    access: ADMIN('list'),
  },
  extendFieldAdd: {
    method: 'POST',
    path: '/extendField/add',
    summary: '为本租户新增扩展字段（加列）',
    body: extendFieldInput,
    result: z.object({ name: z.string(), changed: z.boolean(), ddl: z.array(z.string()) }),
    access: ADMIN('add'),
  },
  formStyleList: {
    method: 'GET',
    path: '/formStyle/getList',
    summary: '列表样式：列表列（含本租户扩展字段）',
    query: styleQuery(['list'], 'list'),
    result: z.array(formStyleField),
    access: ENTITY_LIST,
  },
  formStyleHeadField: {
    method: 'GET',
    path: '/formStyle/getHeadField',
    summary: '表单样式：表头字段（edit 可编辑字段，info 全部字段）',
    query: styleQuery(['edit', 'info'], 'edit'),
    result: z.array(formStyleField),
    access: ENTITY_LIST,
  },
  formStyleBodyField: {
    method: 'GET',
    path: '/formStyle/getBodyField',
    summary: '表单样式：表体（明细行）字段；声明实体没有明细行',
    query: styleQuery(['list', 'edit', 'info'], 'edit'),
    result: z.array(formStyleField),
    access: ENTITY_LIST,
  },
});
