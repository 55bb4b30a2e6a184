import { z } from 'zod';
import { defineRoutes, page } from '../core/index';

/** A page's most rows (the lists' MAX_PAGE_SIZE). */
export const REPORT_MAX_PAGE_SIZE = 1000;

/** A dictionary option of a report column or query field (spec §3 "Dictionary option"). */
export const reportDictOption = z.object({ value: z.string(), text: z.string() });
export type ReportDictOption = z.infer<typeof reportDictOption>;

/** `GET /online/cgreport/api/getRpColumns/{code}` (spec §3 "Popup report config", §7). */
export const reportColumns = z.object({
  code: z.string(),
  groupId: z.string(),
  cgRpConfigId: z.string(),
  cgRpConfigName: z.string(),
  columns: z.array(
    z.object({
      field: z.string(),
      dataIndex: z.string(),
      title: z.string(),
      dictCode: z.string().nullable(),
      width: z.number().nullable(),
      sorter: z.boolean(),
    }),
  ),
  /** The dictionaries' options of the dictionary columns, by field. */
  dictOptions: z.record(z.string(), z.array(reportDictOption)),
});
export type ReportColumns = z.infer<typeof reportColumns>;

/** One search field of a report: `single` one value, `range` a begin~end pair. */
export const reportQueryField = z.object({
  field: z.string(),
  label: z.string(),
  mode: z.enum(['single', 'range']),
  view: z.string(),
  dictCode: z.string().nullable(),
  options: z.array(reportDictOption),
});
export type ReportQueryField = z.infer<typeof reportQueryField>;

// The error handler names the field (`pageNo: 必须是正整数`).
const positive = z.coerce.number({ error: '必须是正整数' }).int('必须是正整数').min(1, '必须是正整数');

/**
 * A report's data query: paging and sort, and its search values by field name (`<field>`, or
 * `<field>_begin` / `_end` for a range): each one string (a repeated parameter is refused) of a sane
 * length. Which fields and sort columns a report has is its registry's (checked by the API).
 */
export const reportDataQuery = z
  .object({
    pageNo: positive.default(1),
    pageSize: positive.max(REPORT_MAX_PAGE_SIZE, `不能大于${REPORT_MAX_PAGE_SIZE}`).default(10),
    column: z.string().max(100).optional(),
    order: z.enum(['asc', 'desc'], { error: '只能是 asc 或 desc' }).optional(),
  })
  .catchall(z.string({ error: '查询条件只能有一个值' }).max(200, '查询条件不能超过200个字符'));

export type ReportDataQuery = z.output<typeof reportDataQuery>;

const configParams = z.object({ configId: z.string().min(1).max(100) });

/** Spec §7 "Reports and popups": a report's columns, its query fields and its data. */
export const reportRoutes = defineRoutes('report', {
  reportColumns: {
    method: 'GET',
    path: '/online/cgreport/api/getRpColumns/:code',
    summary: '报表的列与字典（按popup编码）',
    access: '报表的权限（如 system:user:list）',
    params: z.object({ code: z.string().min(1).max(100) }),
    result: reportColumns,
  },
  reportQueryInfo: {
    method: 'GET',
    path: '/online/cgreport/api/getQueryInfo/:configId',
    summary: '报表的查询条件',
    access: '报表的权限（如 system:user:list）',
    params: configParams,
    result: z.array(reportQueryField),
  },
  reportData: {
    method: 'GET',
    path: '/online/cgreport/api/getData/:configId',
    summary: '报表数据（分页、排序、查询条件）',
    access: '报表的权限（如 system:user:list）',
    params: configParams,
    query: reportDataQuery,
    result: page(z.record(z.string(), z.unknown())),
  },
});
