import { z } from 'zod';
import { defineRoutes, listQuery, page } from '../core/index';
import {
  fieldShape,
  permissionsOf,
  ENTITY_ACTIONS,
  type EntityDefinition,
  type EntityDefinitionInput,
} from './definition';
import { entityNameProblem, fieldNameProblem, onlineTableOf } from './identifiers';
import { QUERY_MODES, QUERY_VIEWS } from './widgets';

/**
 * Online forms (在线表单, JeecgBoot's 表单开发 `/online/cgform/head/*`): an administrator writes an
 * entity's fields in a table (name, label, type, length/precision, widget, dictionary, required,
 * unique, default, list column, query field with its view) and the engine does the rest. The form is
 * a small document; `onlineFormDefinition` turns it into the one `EntityDefinition` the engine plans
 * and serves (origin online, `md_x_` table, `online:<name>:<action>` permissions, the generic list at
 * `/online/cgformList/<name>`). Pure: the web previews with it, the domain defines with it.
 */

/** Where the generic list of an online form lives (the menu `生成菜单` makes points here). */
export const ONLINE_LIST_BASE = '/online/cgformList';
/** The menu every published online form hangs under (seeded; made by 生成菜单 when missing). */
export const ONLINE_FORMS_MENU = 'm-online-forms';
/** The permission prefix of an online form's records (`online:xFoo:list`...). */
export const onlinePermissionPrefix = (name: string) => `online:${name}`;

/** One row of the form's field table: a field, plus whether the list shows it and how it is searched. */
export const onlineFormField = fieldShape.extend({
  /** A column of the list (default yes). */
  listColumn: z.boolean().default(true),
  /** A search field of the list, in this view and mode; null: not searched. */
  query: z
    .strictObject({
      view: z.enum(QUERY_VIEWS, { error: '不支持的查询控件' }).optional(),
      mode: z.enum(QUERY_MODES).default('single'),
    })
    .nullable()
    .default(null),
});
export type OnlineFormField = z.output<typeof onlineFormField>;
export type OnlineFormFieldInput = z.input<typeof onlineFormField>;

/** An online form as the admin screen sends it (`add`, `edit`). Names are checked by the engine's rules. */
export const onlineForm = z
  .strictObject({
    name: z.string({ error: '请输入表名' }).max(200, '表名过长'),
    label: z.string({ error: '请输入表描述' }).trim().min(1, '请输入表描述').max(50, '表描述过长'),
    fields: z.array(onlineFormField).min(1, '至少需要一个字段').max(200, '字段不能超过200个'),
  })
  // The names first: the table, permissions and route are made from them.
  .superRefine((f, ctx) => {
    const name = entityNameProblem(f.name, 'online');
    if (name) ctx.addIssue({ code: 'custom', message: name, path: ['name'] });
    f.fields.forEach((x, i) => {
      const p = fieldNameProblem(x.name, true);
      if (p) ctx.addIssue({ code: 'custom', message: p, path: ['fields', i, 'name'] });
    });
  });
export type OnlineForm = z.output<typeof onlineForm>;
export type OnlineFormInput = z.input<typeof onlineForm>;

/** Fields the list can sort by: not long text (no index is worth it). */
const SORTABLE_TYPES = new Set(['string', 'integer', 'decimal', 'date', 'datetime']);

/** The engine's definition of an online form (not yet checked: `entityDefinition` does that). */
export function onlineFormDefinition(form: OnlineForm): EntityDefinitionInput {
  const fields = form.fields.map(({ listColumn: _l, query: _q, ...f }) => f);
  const shown = form.fields.filter((f) => f.listColumn).map((f) => f.name);
  const columns = shown.length > 0 ? shown : [form.fields[0]!.name];
  return {
    name: form.name,
    label: form.label,
    origin: 'online',
    table: onlineTableOf(form.name),
    fields,
    list: {
      columns,
      sortable: form.fields.filter((f) => f.listColumn && SORTABLE_TYPES.has(f.type)).map((f) => f.name),
    },
    query: form.fields.flatMap((f) =>
      f.query ? [{ field: f.name, mode: f.query.mode, ...(f.query.view ? { view: f.query.view } : {}) }] : [],
    ),
    permissions: permissionsOf(onlinePermissionPrefix(form.name)),
    variants: { buyer: { base: `${ONLINE_LIST_BASE}/${form.name}`, actions: [...ENTITY_ACTIONS] } },
  };
}

/** The form of a stored online definition (what the edit screen starts from). */
export function onlineFormOf(def: EntityDefinition): OnlineForm {
  return {
    name: def.name,
    label: def.label,
    fields: def.fields.map((f) => {
      const q = def.query.find((x) => x.field === f.name);
      return {
        ...f,
        listColumn: def.list.columns.includes(f.name),
        query: q ? { mode: q.mode, ...(q.view ? { view: q.view } : {}) } : null,
      };
    }),
  };
}

/** A row of the online forms' list. */
export const onlineFormRow = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  tableName: z.string(),
  version: z.number(),
  fieldCount: z.number(),
  /** Retired fields (removed from the form, column and data kept until purged). */
  retired: z.array(z.object({ name: z.string(), label: z.string() })),
  /** The list route (`/online/cgformList/<name>`). */
  listPath: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type OnlineFormRow = z.output<typeof onlineFormRow>;

const nameQuery = z.object({ name: z.string().min(1, '请选择表单').max(200) });

/** What a change did (the DDL steps it ran, by kind). */
export const onlineFormChange = z.object({
  name: z.string(),
  changed: z.boolean(),
  ddl: z.array(z.string()),
});

const ADMIN = (action: string) => `online:cgform:${action}`;

export const onlineFormRoutes = defineRoutes('online', {
  onlineFormList: {
    method: 'GET',
    path: '/online/cgform/head/list',
    summary: '在线表单列表',
    query: listQuery,
    result: page(onlineFormRow),
    access: ADMIN('list'),
  },
  onlineFormQueryByName: {
    method: 'GET',
    path: '/online/cgform/head/queryByName',
    summary: '在线表单详情（字段、列表列、查询字段、已停用字段）',
    query: nameQuery,
    result: z.object({ form: onlineForm, row: onlineFormRow }),
    access: ADMIN('list'),
  },
  onlineFormAdd: {
    method: 'POST',
    path: '/online/cgform/head/add',
    summary: '新建在线表单（建表）',
    body: onlineForm,
    result: onlineFormChange,
    access: ADMIN('add'),
  },
  onlineFormEdit: {
    method: 'PUT',
    path: '/online/cgform/head/edit',
    summary: '修改在线表单（加字段、改字段、停用字段；会丢数据的修改被拒绝）',
    body: onlineForm,
    result: onlineFormChange,
    access: ADMIN('edit'),
  },
  onlineFormPurge: {
    method: 'POST',
    path: '/online/cgform/head/purge',
    summary: '清除在线表单已停用字段的列和数据',
    body: z.strictObject({
      name: z.string().min(1).max(200),
      fields: z.array(z.string().max(200)).min(1, '请选择要清除的字段'),
    }),
    result: onlineFormChange,
    access: ADMIN('purge'),
  },
  onlineFormMenu: {
    method: 'POST',
    path: '/online/cgform/head/menu',
    summary: '为在线表单生成菜单并授权给角色',
    body: z.strictObject({
      name: z.string().min(1).max(200),
      roleIds: z.array(z.string().min(1).max(100)).max(100).default([]),
    }),
    result: z.object({ menuId: z.string(), url: z.string() }),
    access: ADMIN('menu'),
  },
});
