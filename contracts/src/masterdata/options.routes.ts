import { z } from 'zod';
import { defineRoutes, listQuery, page } from '../core/index';

/**
 * The declared entities' option sources for widgets: the linked dropdown (link_down,
 * `/online/cgform/api/querySelectOptions`, spec §7) and the data organisations (sel_org,
 * `/dataorg/bdDataorg/list`).
 */

const name = (required: string) => z.string({ error: required }).trim().min(1, required).max(100);

/**
 * One level of a linked dropdown: `table` a declared entity's table, `txt` / `key` / `idField` /
 * `pidField` its fields (by name or column); the first level filtered by `condition` (a JSON object
 * of field -> value), a deeper one by `pidValue` (the parent option's id). Never SQL.
 */
export const selectOptionsQuery = z.object({
  table: name('请指定联动下拉的表名'),
  txt: name('请指定联动下拉的显示字段'),
  key: name('请指定联动下拉的存储字段'),
  idField: z.string().trim().max(100).optional(),
  pidField: z.string().trim().max(100).optional(),
  condition: z.string().max(2000).optional(),
  pidValue: z.string().max(100).optional(),
});
export type SelectOptionsQuery = z.output<typeof selectOptionsQuery>;

/** An option: `store` is what the field keeps, `label` what it shows, `id` what the next level's `pidValue` is. */
export const selectOption = z.object({ id: z.string(), store: z.string(), label: z.string() });
export type SelectOption = z.output<typeof selectOption>;

/** A data organisation as the sel_org picker lists it. */
export const dataOrgRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  orgType: z.string().nullable(),
  purchaseOrg: z.string().nullable(),
  areaCode: z.string().nullable(),
  status: z.string().nullable(),
});
export type DataOrgRow = z.output<typeof dataOrgRow>;

export const optionRoutes = defineRoutes('masterdata', {
  querySelectOptions: {
    method: 'GET',
    path: '/online/cgform/api/querySelectOptions',
    summary: '联动下拉的选项（一级按条件，下级按上级ID）',
    access: '来源实体的 permissions.list',
    query: selectOptionsQuery,
    result: z.array(selectOption),
  },
  dataOrgList: {
    method: 'GET',
    path: '/dataorg/bdDataorg/list',
    summary: '数据组织列表（组织选择控件）',
    access: 'user（本租户职员）',
    query: listQuery,
    result: page(dataOrgRow),
  },
});
