import { z } from 'zod';
import { defineRoutes, listQuery, page, timestamp } from '../core/index';
import { idQuery } from '../system/index';
import { onlineReportInput, REPORT_QUERY_VIEWS } from './definition';

/** A stored report as the administration reads it: its definition, id (= configId) and audit columns. */
export const reportHead = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  entity: z.string(),
  entityLabel: z.string().nullable(),
  columns: z.array(
    z.object({
      field: z.string(),
      title: z.string().optional(),
      width: z.number().optional(),
      dictCode: z.string().optional(),
      sortable: z.boolean(),
    }),
  ),
  queryFields: z.array(
    z.object({ field: z.string(), label: z.string().optional(), mode: z.enum(['single', 'range']) }),
  ),
  defaultSort: z.object({ field: z.string(), order: z.enum(['asc', 'desc']) }).nullable(),
  createBy: z.string().nullable(),
  createTime: timestamp,
  updateTime: timestamp.nullable(),
});
export type ReportHead = z.output<typeof reportHead>;

/** An entity a report may be defined over, with the fields it offers. */
export const reportSource = z.object({
  name: z.string(),
  label: z.string(),
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      kind: z.enum(['string', 'number', 'date', 'text']),
      dictCode: z.string().nullable(),
      view: z.enum(REPORT_QUERY_VIEWS),
    }),
  ),
});
export type ReportSource = z.output<typeof reportSource>;

const ACCESS = (a: string) => `online:report:${a}`;

/** 在线报表 administration: an administrator defines reports over declared entities (no SQL). */
export const reportHeadRoutes = defineRoutes('report', {
  reportHeadList: {
    method: 'GET',
    path: '/online/cgreport/head/list',
    summary: '在线报表配置列表',
    access: ACCESS('list'),
    query: listQuery,
    result: page(reportHead),
  },
  reportHeadQueryById: {
    method: 'GET',
    path: '/online/cgreport/head/queryById',
    summary: '在线报表配置详情',
    access: ACCESS('list'),
    query: idQuery,
    result: reportHead,
  },
  reportHeadSources: {
    method: 'GET',
    path: '/online/cgreport/head/sources',
    summary: '可定义报表的实体及其字段',
    access: ACCESS('list'),
    result: z.array(reportSource),
  },
  reportHeadAdd: {
    method: 'POST',
    path: '/online/cgreport/head/add',
    summary: '新增在线报表',
    access: ACCESS('add'),
    body: onlineReportInput,
    result: z.object({ id: z.string() }),
  },
  reportHeadEdit: {
    method: 'PUT',
    path: '/online/cgreport/head/edit',
    summary: '编辑在线报表（编码不可修改）',
    access: ACCESS('edit'),
    body: onlineReportInput.extend({ id: idQuery.shape.id }),
    result: z.null(),
  },
  reportHeadDelete: {
    method: 'DELETE',
    path: '/online/cgreport/head/delete',
    summary: '删除在线报表',
    access: ACCESS('delete'),
    query: idQuery,
    result: z.null(),
  },
});
