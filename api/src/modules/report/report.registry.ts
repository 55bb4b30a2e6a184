import type { ReportQueryView } from '@srm/contracts/report';
import type { Database } from '@srm/events';
import type { Kysely, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import {
  runListQuery,
  type ListFields,
  type ListQuery,
  type ListSpec,
  type Page,
} from '../../http/list-query';
import type { Caller } from '../auth/index';
import { PLATFORM_TENANT } from '../system/index';

/**
 * Online reports ("cgreport", spec §3 "Popup report config", §7 "Reports and popups"), defined in
 * code: what a report shows, how it is searched and sorted, and the query behind it. No report is
 * ever built from request text or from SQL typed by an administrator; a request only names a report
 * and passes values, which are bound.
 */

/** A column of the report's table; `dictCode` turns stored values into a dictionary's texts. */
export type ReportColumn = { field: string; title: string; dictCode?: string; width?: number };

/** Spec §5 "Query form views" a report uses (others would render as text). */
export type QueryView = ReportQueryView;

/** A search field: `single` one value (text fields match by contains), `range` a begin~end pair. */
export type ReportQueryField = {
  field: string;
  label: string;
  mode: 'single' | 'range';
  view: QueryView;
  /** The dictionary of a `list` view. */
  dictCode?: string;
};

export type OnlineReport = {
  /** What a popup names (`popupCode`), e.g. `sys_user`. */
  code: string;
  /** The configuration id the query info and data routes take. */
  configId: string;
  /** The report's group (the business area it belongs to). */
  groupId: string;
  /** 报表名称: the popup's title. */
  name: string;
  /** The action a caller must hold (spec §6), e.g. `system:user:list`. */
  permission: string;
  /** Staff only: a supplier's user is refused even when it holds the action. */
  staffOnly: boolean;
  /** The menu whose list's data rules also limit this report (the same rows the list would show). */
  menuId?: string;
  columns: ReportColumn[];
  queryFields: ReportQueryField[];
  /** The fields that may be sorted by (a whitelist: anything else is refused). */
  sortable: string[];
  /** The list spec of the query and sort fields (API name -> column), for `parseListQuery`. */
  spec: ListSpec;
  /**
   * One page of the rows the caller may see, with the query's filters, sort and paging; `limit`, when
   * given, is one more condition every row must meet (the caller's data rules of the report's menu).
   */
  page: (
    db: Kysely<Database>,
    caller: Caller,
    q: ListQuery,
    limit: RawBuilder<SqlBool> | null,
  ) => Promise<Page<Record<string, unknown>>>;
};

type ReportDefinition<TB extends keyof Database, O> = Omit<OnlineReport, 'spec' | 'page'> & {
  fields: ListFields;
  defaultSort: ListSpec['defaultSort'];
  /**
   * The rows the caller may see, selecting only what the report shows (never a password hash),
   * scoped to the caller's tenant (and a supplier to its own company). Filter and sort columns are
   * those of `fields`, unqualified, as the menu's list names them (its data rules use them too).
   */
  base: (db: Kysely<Database>, caller: Caller) => SelectQueryBuilder<Database, TB, O>;
  view: (row: O) => Record<string, unknown>;
};

function defineReport<TB extends keyof Database, O>(d: ReportDefinition<TB, O>): OnlineReport {
  const { fields, defaultSort, base, view, ...rest } = d;
  const spec: ListSpec = { fields, defaultSort };
  for (const f of [...d.queryFields.map((q) => q.field), ...d.sortable, defaultSort.field])
    if (!Object.hasOwn(fields, f)) throw new Error(`report ${d.code}: field ${f} has no column`);
  return {
    ...rest,
    spec,
    page: async (db, caller, q, limit) => {
      const scoped = base(db, caller);
      const page = await runListQuery(limit ? scoped.where(limit) : scoped, spec, q);
      return { ...page, records: page.records.map(view) };
    },
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const users = defineReport({
  code: 'sys_user',
  configId: 'rp-sys-user',
  groupId: 'system',
  name: '用户列表',
  permission: 'system:user:list',
  // A supplier's administrator reads its own company's users (its sub-accounts), nobody else's.
  staffOnly: false,
  menuId: 'm-system-user',
  columns: [
    { field: 'username', title: '用户账号' },
    { field: 'realname', title: '用户姓名' },
    { field: 'sex', title: '性别', dictCode: 'sex', width: 80 },
    { field: 'phone', title: '手机号码' },
    { field: 'email', title: '电子邮件' },
    { field: 'status', title: '状态', dictCode: 'user_status', width: 80 },
    { field: 'createTime', title: '创建时间' },
  ],
  queryFields: [
    { field: 'username', label: '用户账号', mode: 'single', view: 'text' },
    { field: 'realname', label: '用户姓名', mode: 'single', view: 'text' },
    { field: 'sex', label: '性别', mode: 'single', view: 'list', dictCode: 'sex' },
    { field: 'createTime', label: '创建时间', mode: 'range', view: 'date' },
  ],
  sortable: ['username', 'realname', 'createTime'],
  fields: {
    username: { column: 'username', type: 'string' },
    realname: { column: 'realname', type: 'string' },
    sex: { column: 'sex', type: 'number' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  base: (db, caller) => {
    let q = db
      .selectFrom('sys_user')
      .select(['id', 'username', 'realname', 'sex', 'phone', 'email', 'status', 'created_at'])
      .where('tenant_id', '=', caller.tenantId);
    if (caller.supplierId !== null) q = q.where('supplier_id', '=', caller.supplierId);
    return q;
  },
  view: (u) => ({
    id: u.id,
    username: u.username,
    realname: u.realname,
    sex: u.sex === null ? null : String(u.sex),
    phone: u.phone,
    email: u.email,
    status: String(u.status),
    createTime: iso(u.created_at),
  }),
});

const roles = defineReport({
  code: 'sys_role',
  configId: 'rp-sys-role',
  groupId: 'system',
  name: '角色列表',
  permission: 'system:role:list',
  staffOnly: true,
  menuId: 'm-system-role',
  columns: [
    { field: 'roleName', title: '角色名称' },
    { field: 'roleCode', title: '角色编码' },
    { field: 'description', title: '描述' },
    { field: 'createTime', title: '创建时间' },
  ],
  queryFields: [
    { field: 'roleName', label: '角色名称', mode: 'single', view: 'text' },
    { field: 'roleCode', label: '角色编码', mode: 'single', view: 'text' },
    { field: 'createTime', label: '创建时间', mode: 'range', view: 'date' },
  ],
  sortable: ['roleName', 'roleCode', 'createTime'],
  fields: {
    roleName: { column: 'role_name', type: 'string' },
    roleCode: { column: 'role_code', type: 'string' },
    createTime: { column: 'created_at', type: 'date' },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  base: (db, caller) =>
    db
      .selectFrom('sys_role')
      .select(['id', 'role_name', 'role_code', 'description', 'created_at'])
      .where('tenant_id', '=', caller.tenantId),
  view: (r) => ({
    id: r.id,
    roleName: r.role_name,
    roleCode: r.role_code,
    description: r.description,
    createTime: iso(r.created_at),
  }),
});

const departs = defineReport({
  code: 'sys_depart',
  configId: 'rp-sys-depart',
  groupId: 'system',
  name: '部门列表',
  permission: 'system:depart:list',
  staffOnly: true,
  menuId: 'm-system-depart',
  columns: [
    { field: 'departName', title: '部门名称' },
    { field: 'orgCode', title: '机构编码' },
    { field: 'orgCategory', title: '机构类别', dictCode: 'org_category', width: 100 },
    { field: 'mobile', title: '电话' },
    { field: 'address', title: '地址' },
  ],
  queryFields: [
    { field: 'departName', label: '部门名称', mode: 'single', view: 'text' },
    { field: 'orgCode', label: '机构编码', mode: 'single', view: 'text' },
    { field: 'orgCategory', label: '机构类别', mode: 'single', view: 'list', dictCode: 'org_category' },
  ],
  sortable: ['departName', 'orgCode', 'departOrder'],
  fields: {
    departName: { column: 'depart_name', type: 'string' },
    orgCode: { column: 'org_code', type: 'string' },
    orgCategory: { column: 'org_category', type: 'string' },
    departOrder: { column: 'depart_order', type: 'number' },
  },
  defaultSort: { field: 'orgCode', order: 'asc' },
  base: (db, caller) =>
    db
      .selectFrom('sys_depart')
      .select(['id', 'depart_name', 'org_code', 'org_category', 'mobile', 'address'])
      .where('tenant_id', '=', caller.tenantId),
  view: (d) => ({
    id: d.id,
    departName: d.depart_name,
    orgCode: d.org_code,
    orgCategory: d.org_category,
    mobile: d.mobile,
    address: d.address,
  }),
});

const dicts = defineReport({
  code: 'sys_dict',
  configId: 'rp-sys-dict',
  groupId: 'system',
  name: '数据字典',
  permission: 'system:dict:list',
  staffOnly: true,
  menuId: 'm-system-dict',
  columns: [
    { field: 'dictName', title: '字典名称' },
    { field: 'dictCode', title: '字典编码' },
    { field: 'description', title: '描述' },
  ],
  queryFields: [
    { field: 'dictName', label: '字典名称', mode: 'single', view: 'text' },
    { field: 'dictCode', label: '字典编码', mode: 'single', view: 'text' },
  ],
  sortable: ['dictName', 'dictCode'],
  fields: {
    dictName: { column: 'dict_name', type: 'string' },
    dictCode: { column: 'dict_code', type: 'string' },
  },
  defaultSort: { field: 'dictCode', order: 'asc' },
  // Dictionaries are shared by every tenant (stored under tenant '0').
  base: (db) =>
    db
      .selectFrom('sys_dict')
      .select(['id', 'dict_name', 'dict_code', 'description'])
      .where('tenant_id', '=', PLATFORM_TENANT),
  view: (d) => ({ id: d.id, dictName: d.dict_name, dictCode: d.dict_code, description: d.description }),
});

/** Every report, by code and by configuration id. */
export const REPORTS: readonly OnlineReport[] = [users, roles, departs, dicts];

export const reportByCode = (code: string): OnlineReport | undefined => REPORTS.find((r) => r.code === code);
export const reportByConfigId = (id: string): OnlineReport | undefined =>
  REPORTS.find((r) => r.configId === id);
