import { z } from 'zod';
import {
  BASE_FIELD_LABELS,
  DICT_WIDGETS,
  NAME_PATTERN,
  type EntityDefinition,
  type FieldDefinition,
} from '../masterdata/index';

/**
 * An online report defined by an administrator (在线报表, [P5]): a read-only, parameterised view of one
 * declared entity. It names the entity and, by field name, the columns (title, width, dictionary,
 * sortable), the query fields (single value or begin~end range) and the default sort. It holds no SQL:
 * the API reads only the entity's own table and columns, quoted by the query builder.
 */

export const REPORT_CODE_PATTERN = /^[a-z][a-z0-9_]{1,49}$/;
export const REPORT_MESSAGES = {
  code: '报表编码只能包含小写字母、数字和下划线，以字母开头（2到50个字符）',
  codeRequired: '请输入报表编码',
  name: '请输入报表名称',
  entity: '请选择数据来源',
  columns: '请至少选择一列',
  tooManyColumns: '报表最多50列',
  tooManyQueryFields: '查询条件最多20个',
  dictCode: '字典编码只能包含字母、数字和下划线',
  width: '列宽应在40到1000之间',
} as const;

const trimmed = (max: number, required?: string) =>
  required ? z.string().trim().min(1, required).max(max) : z.string().trim().max(max);

/** A field of the entity (camelCase; checked against the definition by `reportProblems`). */
const fieldName = z.string().max(100).regex(NAME_PATTERN, '字段名不正确');

export const reportColumnInput = z.strictObject({
  field: fieldName,
  /** Default: the field's label. */
  title: trimmed(50).optional(),
  width: z.number().int().min(40, REPORT_MESSAGES.width).max(1000, REPORT_MESSAGES.width).optional(),
  /** Default: the field's dictionary. */
  dictCode: z
    .string()
    .trim()
    .max(100)
    .regex(/^[A-Za-z0-9_]+$/, REPORT_MESSAGES.dictCode)
    .optional(),
  sortable: z.boolean().default(false),
});

export const reportQueryFieldInput = z.strictObject({
  field: fieldName,
  /** Default: the field's label. */
  label: trimmed(50).optional(),
  mode: z.enum(['single', 'range']).default('single'),
});

/** An unknown key (a typo, or an attempt at SQL) is refused by name. */
const strictError = {
  error: (iss: { code?: string; keys?: string[] }) =>
    iss.code === 'unrecognized_keys'
      ? `不支持的字段：${(iss.keys ?? []).join(',').slice(0, 100)}`
      : undefined,
};

/** What an administrator submits (`/online/cgreport/head/add`, `edit` with the id). */
export const onlineReportInput = z.strictObject(
  {
    code: z
      .string({ error: REPORT_MESSAGES.codeRequired })
      .trim()
      .min(1, REPORT_MESSAGES.codeRequired)
      .regex(REPORT_CODE_PATTERN, REPORT_MESSAGES.code),
    name: trimmed(50, REPORT_MESSAGES.name),
    entity: z
      .string({ error: REPORT_MESSAGES.entity })
      .max(24, REPORT_MESSAGES.entity)
      .regex(NAME_PATTERN, REPORT_MESSAGES.entity),
    columns: z
      .array(reportColumnInput, { error: REPORT_MESSAGES.columns })
      .min(1, REPORT_MESSAGES.columns)
      .max(50, REPORT_MESSAGES.tooManyColumns),
    queryFields: z.array(reportQueryFieldInput).max(20, REPORT_MESSAGES.tooManyQueryFields).default([]),
    defaultSort: z
      .strictObject({ field: fieldName, order: z.enum(['asc', 'desc']) })
      .nullable()
      .default(null),
  },
  strictError,
);
export type OnlineReportInput = z.input<typeof onlineReportInput>;
export type OnlineReportDefinition = z.output<typeof onlineReportInput>;

/** The base columns a report may show, search and sort besides the entity's fields. */
const BASE_REPORT_FIELDS = ['createTime', 'updateTime', 'createBy', 'updateBy'] as const;
const BASE_TIMES: readonly string[] = ['createTime', 'updateTime'];

/** The search inputs a report renders (spec §5 "Query form views" it uses; others search as text). */
export const REPORT_QUERY_VIEWS = ['text', 'list', 'date', 'datetime', 'number'] as const;
export type ReportQueryView = (typeof REPORT_QUERY_VIEWS)[number];

type FieldKind = 'string' | 'number' | 'date' | 'text';
const kindOf = (f: FieldDefinition): FieldKind =>
  f.type === 'integer' || f.type === 'decimal'
    ? 'number'
    : f.type === 'date' || f.type === 'datetime'
      ? 'date'
      : f.type === 'text'
        ? 'text'
        : 'string';
/** Pickers (users, trees, popups) search as text: a report searches by plain values. */
const viewOf = (f: FieldDefinition): ReportQueryView => {
  if (f.dictCode && DICT_WIDGETS.includes(f.widget)) return 'list';
  if (f.type === 'integer' || f.type === 'decimal') return 'number';
  if (f.type === 'date' || f.type === 'datetime') return f.type;
  return 'text';
};

export type ReportFieldInfo = {
  name: string;
  label: string;
  /** How the list query compares it. */
  kind: FieldKind;
  dictCode: string | null;
  view: ReportQueryView;
};

/** The fields of an entity a report may use: its fields and the base columns. */
export function reportFieldsOf(def: Pick<EntityDefinition, 'fields'>): ReportFieldInfo[] {
  const own = def.fields.map((f): ReportFieldInfo => ({
    name: f.name,
    label: f.label,
    kind: kindOf(f),
    dictCode: f.dictCode ?? null,
    view: viewOf(f),
  }));
  const base = BASE_REPORT_FIELDS.map((name): ReportFieldInfo => ({
    name,
    label: BASE_FIELD_LABELS[name],
    kind: BASE_TIMES.includes(name) ? 'date' : 'string',
    dictCode: null,
    view: BASE_TIMES.includes(name) ? 'date' : 'text',
  }));
  return [...own, ...base];
}

export const reportMessages = {
  unknownField: (field: string, entity: string) => `字段「${field.slice(0, 50)}」不属于「${entity}」`,
  duplicate: (field: string) => `字段「${field.slice(0, 50)}」重复`,
  notSortable: (field: string) => `字段「${field.slice(0, 50)}」不支持排序`,
  notRange: (field: string) => `字段「${field.slice(0, 50)}」不支持范围查询`,
  notSearchable: (field: string) => `字段「${field.slice(0, 50)}」不支持查询`,
  defaultSort: '默认排序字段必须是可排序的列',
} as const;

export type ReportProblem = { path: string; message: string };

/**
 * What is wrong with a report over this entity (empty: nothing). Every field must be one of the
 * entity's (or a base column), once; long text can be neither sorted nor searched; a range needs a
 * number or a date; the default sort must be a sortable column.
 */
export function reportProblems(
  report: OnlineReportDefinition,
  entity: Pick<EntityDefinition, 'fields' | 'label'>,
): ReportProblem[] {
  const fields = new Map(reportFieldsOf(entity).map((f) => [f.name, f]));
  const out: ReportProblem[] = [];
  const seen = new Set<string>();
  report.columns.forEach((c, i) => {
    const f = fields.get(c.field);
    if (!f)
      out.push({ path: `columns.${i}.field`, message: reportMessages.unknownField(c.field, entity.label) });
    else if (seen.has(c.field))
      out.push({ path: `columns.${i}.field`, message: reportMessages.duplicate(c.field) });
    else if (c.sortable && f.kind === 'text')
      out.push({ path: `columns.${i}.sortable`, message: reportMessages.notSortable(c.field) });
    seen.add(c.field);
  });
  const searched = new Set<string>();
  report.queryFields.forEach((q, i) => {
    const f = fields.get(q.field);
    if (!f)
      out.push({
        path: `queryFields.${i}.field`,
        message: reportMessages.unknownField(q.field, entity.label),
      });
    else if (searched.has(q.field))
      out.push({ path: `queryFields.${i}.field`, message: reportMessages.duplicate(q.field) });
    else if (f.kind === 'text')
      out.push({ path: `queryFields.${i}.field`, message: reportMessages.notSearchable(q.field) });
    else if (q.mode === 'range' && f.kind !== 'number' && f.kind !== 'date')
      out.push({ path: `queryFields.${i}.mode`, message: reportMessages.notRange(q.field) });
    searched.add(q.field);
  });
  const sort = report.defaultSort;
  if (sort && !report.columns.some((c) => c.field === sort.field && c.sortable))
    out.push({ path: 'defaultSort.field', message: reportMessages.defaultSort });
  return out;
}
