import { z } from 'zod';
import { defineRoutes, listQuery, page } from '../core/index';
import { auditRow, recordRoutes } from './record.routes';

/** Rows of the admin records as the API answers them (docs/system-admin.md). */
export const roleRow = z.object({
  ...auditRow,
  roleName: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
});
export type RoleRow = z.infer<typeof roleRow>;

export const departRow = z.object({
  ...auditRow,
  parentId: z.string().nullable(),
  departName: z.string(),
  orgCode: z.string(),
  /** '1' 公司, '2' 部门, '3' 岗位. */
  orgCategory: z.string(),
  departOrder: z.number(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
});
export type DepartRow = z.infer<typeof departRow>;

export const departRoleRow = z.object({
  ...auditRow,
  departId: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
});
export type DepartRoleRow = z.infer<typeof departRoleRow>;

export const permissionRow = z.object({
  ...auditRow,
  parentId: z.string().nullable(),
  name: z.string(),
  url: z.string().nullable(),
  component: z.string().nullable(),
  componentName: z.string().nullable(),
  redirect: z.string().nullable(),
  /** 0 一级菜单, 1 子菜单, 2 按钮/权限. */
  menuType: z.number(),
  perms: z.string().nullable(),
  /** '1' 可见/可访问, '2' 可编辑. */
  permsType: z.string(),
  sortNo: z.number(),
  alwaysShow: z.boolean(),
  icon: z.string().nullable(),
  route: z.boolean(),
  keepAlive: z.boolean(),
  hidden: z.boolean(),
  internalOrExternal: z.boolean(),
  /** '1' 有效, '0' 无效. */
  status: z.string(),
  description: z.string().nullable(),
});
export type PermissionRow = z.infer<typeof permissionRow>;

export const dataRuleRow = z.object({
  ...auditRow,
  permissionId: z.string(),
  ruleName: z.string(),
  ruleColumn: z.string(),
  ruleConditions: z.string(),
  ruleValue: z.string(),
  status: z.string(),
});
export type DataRuleRow = z.infer<typeof dataRuleRow>;

export const dictRow = z.object({
  ...auditRow,
  dictName: z.string(),
  dictCode: z.string(),
  type: z.number(),
  description: z.string().nullable(),
});
export type DictRow = z.infer<typeof dictRow>;

export const dictItemRow = z.object({
  ...auditRow,
  dictId: z.string(),
  itemText: z.string(),
  itemValue: z.string(),
  itemColor: z.string().nullable(),
  description: z.string().nullable(),
  sortOrder: z.number(),
  status: z.number(),
});
export type DictItemRow = z.infer<typeof dictItemRow>;

export const categoryRow = z.object({
  ...auditRow,
  pid: z.string(),
  name: z.string(),
  code: z.string(),
  /** '1' has children, '0' a leaf (tree lists only). */
  hasChild: z.enum(['0', '1']).optional(),
});
export type CategoryRow = z.infer<typeof categoryRow>;

export const checkRuleRow = z.object({
  ...auditRow,
  ruleName: z.string(),
  ruleCode: z.string(),
  ruleJson: z.array(z.object({ pattern: z.string(), message: z.string() })),
  description: z.string().nullable(),
});
export type CheckRuleRow = z.infer<typeof checkRuleRow>;

export const fillRuleRow = z.object({
  ...auditRow,
  ruleName: z.string(),
  ruleCode: z.string(),
  prefix: z.string(),
  datePattern: z.enum(['YYYY', 'YYYYMM', 'YYYYMMDD']),
  seqLength: z.number(),
});
export type FillRuleRow = z.infer<typeof fillRuleRow>;

export const tenantRow = z.object({
  ...auditRow,
  name: z.string(),
  /** 1 正常, 0 冻结. */
  status: z.number(),
  beginDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type TenantRow = z.infer<typeof tenantRow>;

const TAG = 'system';
const ALL = ['add', 'edit', 'editPost', 'delete', 'deleteBatch', 'list', 'queryById'] as const;
const SHEETS = ['exportXls', 'exportXlsPost', 'importExcel'] as const;

/** 角色管理 `/sys/role/*` (tenant-owned). */
export const roleRecordRoutes = recordRoutes({
  key: 'role',
  base: '/sys/role',
  tag: TAG,
  name: '角色',
  action: 'system:role',
  row: roleRow,
  ops: [...ALL, ...SHEETS],
});
/** 部门管理 `/sys/sysDepart/*` (add has its own contract: the org code is made from the tree). */
export const departRecordRoutes = recordRoutes({
  key: 'depart',
  base: '/sys/sysDepart',
  tag: TAG,
  name: '部门',
  action: 'system:depart',
  row: departRow,
  ops: ['edit', 'editPost', 'delete', 'deleteBatch', 'list', 'queryById'],
});
/** 部门角色 `/sys/sysDepartRole/*` (`list?deptId=`). */
export const departRoleRecordRoutes = recordRoutes({
  key: 'departRole',
  base: '/sys/sysDepartRole',
  tag: TAG,
  name: '部门角色',
  action: 'system:departRole',
  row: departRoleRow,
  ops: ['edit', 'editPost', 'delete', 'deleteBatch', 'list', 'queryById'],
  listQuery: listQuery.extend({ deptId: z.string().max(100).optional() }),
});
/** 菜单管理 `/sys/permission/*` (platform-wide; its list is the whole tree). */
export const permissionRecordRoutes = recordRoutes({
  key: 'permission',
  base: '/sys/permission',
  tag: TAG,
  name: '菜单',
  action: 'system:permission',
  row: permissionRow,
  ops: ['add', 'edit', 'editPost', 'delete', 'deleteBatch', 'queryById'],
});
/** 字典管理 `/sys/dict/*` (platform-wide). */
export const dictRecordRoutes = recordRoutes({
  key: 'dict',
  base: '/sys/dict',
  tag: TAG,
  name: '字典',
  action: 'system:dict',
  row: dictRow,
  ops: ALL,
});
/** 字典项 `/sys/dictItem/*` (add and list within a dictionary have their own contracts). */
export const dictItemRecordRoutes = recordRoutes({
  key: 'dictItem',
  base: '/sys/dictItem',
  tag: TAG,
  name: '字典项',
  action: 'system:dict',
  row: dictItemRow,
  ops: ['edit', 'editPost', 'delete', 'deleteBatch', 'queryById'],
});
/** 分类字典 `/sys/category/*` (platform-wide; add and edit check the parent). */
export const categoryRecordRoutes = recordRoutes({
  key: 'category',
  base: '/sys/category',
  tag: TAG,
  name: '分类字典',
  action: 'system:category',
  row: categoryRow,
  ops: ['delete', 'deleteBatch', 'list', 'queryById'],
});
/** 校验规则 `/sys/checkRule/*`. */
export const checkRuleRecordRoutes = recordRoutes({
  key: 'checkRule',
  base: '/sys/checkRule',
  tag: TAG,
  name: '校验规则',
  action: 'system:checkRule',
  row: checkRuleRow,
  ops: ALL,
});
/** 填值规则 `/sys/fillRule/*` (add and edit check the prefix and the code). */
export const fillRuleRecordRoutes = recordRoutes({
  key: 'fillRule',
  base: '/sys/fillRule',
  tag: TAG,
  name: '填值规则',
  action: 'system:fillRule',
  row: fillRuleRow,
  ops: ['delete', 'deleteBatch', 'list', 'queryById'],
});
/** 租户管理 `/sys/tenant/*` (platform-wide). */
export const tenantRecordRoutes = recordRoutes({
  key: 'tenant',
  base: '/sys/tenant',
  tag: TAG,
  name: '租户',
  action: 'system:tenant',
  row: tenantRow,
  ops: ALL,
});

export const loginLogRow = z.object({
  id: z.string(),
  time: z.string(),
  username: z.string().nullable(),
  realname: z.string().nullable(),
  ip: z.string().nullable(),
  /** 1 success, 0 failure. */
  success: z.number(),
});
export type LoginLogRow = z.infer<typeof loginLogRow>;

/** The system module's other routes moved to the contract so far. */
export const systemRoutes = defineRoutes(TAG, {
  logList: {
    method: 'GET',
    path: '/sys/log/list',
    summary: '登录日志列表',
    access: 'system:log:list',
    query: listQuery,
    result: page(loginLogRow),
  },
  routeExists: {
    method: 'GET',
    path: '/sys/permission/routeExists',
    summary: '菜单路径是否存在（403 与 404 的区分）',
    access: 'user',
    query: z.object({
      path: z
        .string({ error: '缺少路径' })
        .trim()
        .startsWith('/', '路径格式不正确')
        .max(500, '路径格式不正确'),
    }),
    result: z.object({ exists: z.boolean() }),
  },
  roleCheckCode: {
    method: 'GET',
    path: '/sys/role/checkRoleCode',
    summary: '角色编码是否可用（已存在时 success 为 false）',
    access: 'system:role:list',
    query: z.object({ roleCode: z.string().max(100).default(''), id: z.string().max(100).optional() }),
    result: z.null(),
  },
  fileSignedLink: {
    method: 'GET',
    path: '/sys/common/signedLink',
    summary: '文件的短时签名链接（几分钟内有效，不含令牌）',
    access: 'user',
    query: z.object({ url: z.string().min(1).max(2000) }),
    result: z.object({ url: z.string(), expiresAt: z.string() }),
  },
  roleQueryall: {
    method: 'GET',
    path: '/sys/role/queryall',
    summary: '租户的全部角色',
    access: 'system:role:list',
    result: z.array(roleRow),
  },
  departAdd: {
    method: 'POST',
    path: '/sys/sysDepart/add',
    summary: '新增部门（机构编码按上级生成）',
    access: 'system:depart:add',
    body: z.looseObject({ parentId: z.string().max(100).nullish() }),
    result: z.object({ id: z.string(), orgCode: z.string() }),
  },
  departRoleAdd: {
    method: 'POST',
    path: '/sys/sysDepartRole/add',
    summary: '新增部门角色',
    access: 'system:departRole:add',
    body: z.looseObject({
      departId: z.string().max(100).optional(),
      deptId: z.string().max(100).optional(),
    }),
    result: z.object({ id: z.string() }),
  },
  dictItemAdd: {
    method: 'POST',
    path: '/sys/dictItem/add',
    summary: '新增字典项',
    access: 'system:dict:add',
    body: z.looseObject({ dictId: z.string({ error: '请选择字典' }).min(1, '请选择字典').max(100) }),
    result: z.object({ id: z.string() }),
  },
  dictItemList: {
    method: 'GET',
    path: '/sys/dictItem/list',
    summary: '字典项列表（一个字典内）',
    access: 'system:dict:list',
    query: listQuery.extend({ dictId: z.string({ error: '请选择字典' }).min(1, '请选择字典').max(100) }),
    result: page(dictItemRow),
  },
  categoryRootList: {
    method: 'GET',
    path: '/sys/category/rootList',
    summary: '分类字典一层（树表）',
    access: 'system:category:list',
    query: listQuery.extend({ pid: z.string().trim().max(100).optional() }),
    result: page(categoryRow),
  },
});
