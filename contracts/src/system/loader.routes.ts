import { z } from 'zod';
import { defineRoutes } from '../core/index';
import { dataRuleRow, departRoleRow, departRow, permissionRow } from './admin.routes';

/** A dictionary option (`getDictItems`, `loadDict`, `queryAllDictItems`). */
export const dictOption = z.object({
  value: z.string(),
  text: z.string(),
  title: z.string(),
  label: z.string(),
  color: z.string().nullable(),
});
export type DictOption = z.infer<typeof dictOption>;

/** One node of a lazily loaded tree select (`/sys/dict/loadTreeData`, `/sys/category/loadTreeData`). */
export const treeDataNode = z.object({
  key: z.string(),
  value: z.string(),
  title: z.string(),
  label: z.string(),
  /** 1 a leaf, 0 has children. */
  leaf: z.number(),
  isLeaf: z.boolean(),
  parentId: z.string().nullable(),
  code: z.string().optional(),
});
export type TreeDataNode = z.infer<typeof treeDataNode>;

/** A department tree node: the department with key/value/title and its children. */
export type DepartNode = z.infer<typeof departRow> & {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartNode[];
};
export const departNode: z.ZodType<DepartNode> = departRow.extend({
  key: z.string(),
  value: z.string(),
  title: z.string(),
  isLeaf: z.boolean(),
  children: z.lazy(() => z.array(departNode)).optional(),
});

/** A department id tree node (`queryIdTree`). */
export const departIdNode = z.object({
  key: z.string(),
  value: z.string(),
  title: z.string(),
  isLeaf: z.boolean(),
  get children(): z.ZodOptional<z.ZodArray<typeof departIdNode>> {
    return z.array(departIdNode).optional();
  },
});
export type DepartIdNode = z.infer<typeof departIdNode>;

/** A permission grant tree node (role/department grant dialogs). */
export const permissionTreeNode = z.object({
  key: z.string(),
  title: z.string(),
  value: z.string(),
  slotTitle: z.string(),
  isLeaf: z.boolean(),
  get children(): z.ZodOptional<z.ZodArray<typeof permissionTreeNode>> {
    return z.array(permissionTreeNode).optional();
  },
});
export type PermissionTreeNode = z.infer<typeof permissionTreeNode>;
export const permissionTree = z.object({ treeList: z.array(permissionTreeNode), ids: z.array(z.string()) });
export type PermissionTree = z.infer<typeof permissionTree>;

/** The admin's menu table: every menu with `leaf` and its children. */
export type PermissionListNode = z.infer<typeof permissionRow> & {
  leaf: boolean;
  children?: PermissionListNode[];
};
export const permissionListNode: z.ZodType<PermissionListNode> = permissionRow.extend({
  leaf: z.boolean(),
  children: z.lazy(() => z.array(permissionListNode)).optional(),
});

/** A button rule of `auth`/`allAuth`. Type '2' is excluded from action checks; status '0' means allowed. */
export const permissionRule = z.object({
  action: z.string(),
  describe: z.string(),
  type: z.string(),
  status: z.string(),
});
export type PermissionRule = z.infer<typeof permissionRule>;

/** One node of the signed-in user's menu (spec §2 "Dynamic routes from the server menu"). */
export type MenuItem = {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  route: '0' | '1';
  meta: {
    title: string;
    icon: string | null;
    url: string | null;
    target?: '_blank';
    permissionList: PermissionRule[];
    keepAlive: boolean;
    internalOrExternal: boolean;
  };
  children?: MenuItem[];
};
export const menuItem: z.ZodType<MenuItem> = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  component: z.string(),
  redirect: z.string().nullable(),
  hidden: z.boolean(),
  alwaysShow: z.boolean(),
  route: z.enum(['0', '1']),
  meta: z.object({
    title: z.string(),
    icon: z.string().nullable(),
    url: z.string().nullable(),
    target: z.literal('_blank').optional(),
    permissionList: z.array(permissionRule),
    keepAlive: z.boolean(),
    internalOrExternal: z.boolean(),
  }),
  children: z.lazy(() => z.array(menuItem)).optional(),
});

/** Spec §3 "Permission result": the user's menu, its granted buttons (`auth`) and every button rule (`allAuth`). */
export const userPermissions = z.object({
  menu: z.array(menuItem),
  auth: z.array(permissionRule),
  allAuth: z.array(permissionRule),
});
export type UserPermissions = z.infer<typeof userPermissions>;

const id = z.string().min(1).max(100);
/** Comma-joined ids (the grant dialogs) or an array. */
const idList = z.union([z.string().max(200_000), z.array(z.string().max(100)).max(5000)]).optional();
const permissionIdList = z.string().max(200_000);
const bodyObject = z.record(z.string(), z.unknown(), { error: '请求体必须是 JSON 对象' });
const idsQuery = z.object({
  ids: z.string().max(100_000).optional(),
  delNotExist: z.enum(['true', 'false']).optional(),
});
const keysQuery = z.object({
  key: z.string().max(20_000).optional(),
  delNotExist: z.enum(['true', 'false']).optional(),
});
const keywordQuery = z.object({
  keyword: z.string().max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
});
const dictTreeQuery = z.object({
  pid: z.string().max(100).optional(),
  tableName: z.string().max(64).optional(),
  text: z.string().max(64).optional(),
  code: z.string().max(64).optional(),
  pidField: z.string().max(64).optional(),
  hasChildField: z.string().max(64).optional(),
  condition: z.string().max(2000).optional(),
  sqlCondition: z.string().optional(),
});
const categoryTreeQuery = z.object({
  pid: z.string().max(100).optional(),
  pcode: z.string().max(100).optional(),
  condition: z.string().max(2000).optional(),
});
const grantBody = <K extends string>(key: K) =>
  z.object({
    [key]: z.string().min(1).max(100),
    permissionIds: permissionIdList,
    lastpermissionIds: permissionIdList.optional(),
  } as { [P in K]: z.ZodString } & {
    permissionIds: z.ZodString;
    lastpermissionIds: z.ZodOptional<z.ZodString>;
  });
const editBody = bodyObject;
const ruleCode = z.string().trim().min(1, '请输入规则编码').max(100);
/** Check-rule values are URL-encoded once more, so the bound is the longest value (500) encoded. */
const MAX_CHECK_VALUE_ENCODED = 500 * 12;
const dataRuleBody = z.object({
  permissionId: z.string().min(1).max(100),
  roleId: z.string().min(1).max(100),
  dataRuleIds: z.union([z.string().max(100_000), z.array(z.string().max(100)).max(1000)]).nullish(),
});

const TAG = 'system';
const USER = 'user';

/** The system module's trees, loaders, grants and rule routes (forms and admin dialogs). */
export const systemLoaderRoutes = defineRoutes(TAG, {
  // 部门树
  departQueryTreeList: {
    method: 'GET',
    path: '/sys/sysDepart/queryTreeList',
    summary: '部门树（租户的全部部门）',
    access: USER,
    result: z.array(departNode),
  },
  departQueryIdTree: {
    method: 'GET',
    path: '/sys/sysDepart/queryIdTree',
    summary: '部门树（仅编号与名称）',
    access: USER,
    result: z.array(departIdNode),
  },
  departSearchBy: {
    method: 'GET',
    path: '/sys/sysDepart/searchBy',
    summary: '按名称搜索部门（含下级）',
    access: USER,
    query: z.object({ keyWord: z.string().trim().max(100).default('') }),
    result: z.array(departNode),
  },
  departQueryMyDeptTreeList: {
    method: 'GET',
    path: '/sys/sysDepart/queryMyDeptTreeList',
    summary: '我的部门树',
    access: USER,
    result: z.array(departNode),
  },
  // 部门角色
  departRoleGetDeptRoleList: {
    method: 'GET',
    path: '/sys/sysDepartRole/getDeptRoleList',
    summary: '部门的全部角色',
    access: 'system:departRole:list',
    query: z.object({ departId: id }),
    result: z.array(departRoleRow),
  },
  departRoleGetDeptRoleByUserId: {
    method: 'GET',
    path: '/sys/sysDepartRole/getDeptRoleByUserId',
    summary: '用户在部门内的角色',
    access: 'system:departRole:list',
    query: z.object({ userId: id, departId: id }),
    result: z.array(z.object({ id: z.string(), userId: z.string(), droleId: z.string() })),
  },
  departRoleUserAdd: {
    method: 'POST',
    path: '/sys/sysDepartRole/deptRoleUserAdd',
    summary: '设置用户的部门角色',
    access: 'system:departRole:edit',
    body: z.object({ userId: id, newRoleId: idList, oldRoleId: idList }),
    result: z.null(),
  },
  departPermissionQueryTreeListForDeptRole: {
    method: 'GET',
    path: '/sys/sysDepartPermission/queryTreeListForDeptRole',
    summary: '部门已授权的菜单树（部门角色授权）',
    access: 'system:departRole:list',
    query: z.object({ departId: id }),
    result: permissionTree,
  },
  departPermissionQueryDeptRolePermission: {
    method: 'GET',
    path: '/sys/sysDepartPermission/queryDeptRolePermission',
    summary: '部门角色已授权的菜单编号',
    access: 'system:departRole:list',
    query: z.object({ roleId: id }),
    result: z.array(z.string()),
  },
  departPermissionSaveDeptRolePermission: {
    method: 'POST',
    path: '/sys/sysDepartPermission/saveDeptRolePermission',
    summary: '保存部门角色授权',
    access: 'system:departRole:edit',
    body: z.object({ roleId: id, permissionIds: idList, lastpermissionIds: idList }),
    result: z.null(),
  },
  // 菜单与授权
  permissionGetUserPermissionByToken: {
    method: 'GET',
    path: '/sys/permission/getUserPermissionByToken',
    summary: '当前用户的菜单与按钮权限',
    access: 'user',
    result: userPermissions,
  },
  permissionList: {
    method: 'GET',
    path: '/sys/permission/list',
    summary: '菜单列表（整棵树）',
    access: 'system:permission:list',
    result: z.array(permissionListNode),
  },
  permissionGetSystemMenuList: {
    method: 'GET',
    path: '/sys/permission/getSystemMenuList',
    summary: '一级菜单',
    access: 'system:permission:list',
    result: z.array(permissionRow),
  },
  permissionGetSystemSubmenu: {
    method: 'GET',
    path: '/sys/permission/getSystemSubmenu',
    summary: '下级菜单',
    access: 'system:permission:list',
    query: z.object({ parentId: z.string().min(1).max(100) }),
    result: z.array(permissionRow),
  },
  permissionGetSystemSubmenuBatch: {
    method: 'GET',
    path: '/sys/permission/getSystemSubmenuBatch',
    summary: '多个菜单的下级菜单',
    access: 'system:permission:list',
    query: z.object({ parentIds: z.string().min(1).max(100_000) }),
    result: z.record(z.string(), z.array(permissionRow)),
  },
  permissionQueryTreeList: {
    method: 'GET',
    path: '/sys/permission/queryTreeList',
    summary: '菜单授权树',
    access: 'system:permission:list',
    result: permissionTree,
  },
  permissionQueryTreeListForUsername: {
    method: 'GET',
    path: '/sys/permission/queryTreeListForUsername',
    summary: '当前用户持有的菜单授权树',
    access: USER,
    result: permissionTree,
  },
  permissionQueryRolePermission: {
    method: 'GET',
    path: '/sys/permission/queryRolePermission',
    summary: '角色已授权的菜单编号',
    access: 'system:role:list',
    query: z.object({ roleId: z.string().min(1).max(100) }),
    result: z.array(z.string()),
  },
  permissionSaveRolePermission: {
    method: 'POST',
    path: '/sys/permission/saveRolePermission',
    summary: '保存角色授权',
    access: 'system:role:authorize',
    body: grantBody('roleId'),
    result: z.null(),
  },
  permissionQueryDepartPermission: {
    method: 'GET',
    path: '/sys/permission/queryDepartPermission',
    summary: '部门已授权的菜单编号',
    access: 'system:depart:list',
    query: z.object({ departId: z.string().min(1).max(100) }),
    result: z.array(z.string()),
  },
  permissionSaveDepartPermission: {
    method: 'POST',
    path: '/sys/permission/saveDepartPermission',
    summary: '保存部门授权（部门角色随之收回）',
    access: 'system:depart:authorize',
    body: grantBody('departId'),
    result: z.null(),
  },
  // 数据权限规则
  permissionGetPermRuleListByPermId: {
    method: 'GET',
    path: '/sys/permission/getPermRuleListByPermId',
    summary: '菜单的数据权限规则',
    access: 'system:permission:list',
    query: z.object({ permissionId: z.string().min(1).max(100) }),
    result: z.array(dataRuleRow),
  },
  permissionQueryPermissionRule: {
    method: 'GET',
    path: '/sys/permission/queryPermissionRule',
    summary: '按条件查询数据权限规则',
    access: 'system:permission:list',
    query: z.looseObject({}),
    result: z.array(dataRuleRow),
  },
  permissionAddPermissionRule: {
    method: 'POST',
    path: '/sys/permission/addPermissionRule',
    summary: '新增数据权限规则',
    access: 'system:permission:edit',
    body: bodyObject,
    result: z.object({ id: z.string() }),
  },
  permissionEditPermissionRule: {
    method: 'PUT',
    path: '/sys/permission/editPermissionRule',
    summary: '编辑数据权限规则',
    access: 'system:permission:edit',
    body: editBody,
    result: z.null(),
  },
  permissionEditPermissionRulePost: {
    method: 'POST',
    path: '/sys/permission/editPermissionRule',
    summary: '编辑数据权限规则（POST）',
    access: 'system:permission:edit',
    body: editBody,
    result: z.null(),
  },
  permissionDeletePermissionRule: {
    method: 'DELETE',
    path: '/sys/permission/deletePermissionRule',
    summary: '删除数据权限规则（角色的授权随之收回）',
    access: 'system:permission:edit',
    query: z.object({ id: z.string({ error: '请选择一条记录！' }).min(1, '请选择一条记录！').max(100) }),
    result: z.null(),
  },
  roleDataRule: {
    method: 'GET',
    path: '/sys/role/datarule/:permissionId/:roleId',
    summary: '菜单的数据权限规则及角色已授权的规则',
    access: 'system:role:list',
    params: z.object({ permissionId: z.string().min(1).max(100), roleId: z.string().min(1).max(100) }),
    result: z.object({ datarule: z.array(dataRuleRow), drChecked: z.string() }),
  },
  roleDataRuleSave: {
    method: 'POST',
    path: '/sys/role/datarule',
    summary: '保存角色在一个菜单上的数据权限规则',
    access: 'system:role:authorize',
    body: dataRuleBody,
    result: z.null(),
  },
  // 字典加载
  dictGetDictItems: {
    method: 'GET',
    path: '/sys/dict/getDictItems/:code',
    summary: '字典选项（字典编码或 表,文本,编码）',
    access: USER,
    params: z.object({ code: z.string().max(300).optional() }),
    result: z.array(dictOption),
  },
  dictGetDictItemsEmpty: {
    method: 'GET',
    path: '/sys/dict/getDictItems/',
    summary: '字典选项（缺字典编码）',
    access: USER,
    result: z.array(dictOption),
  },
  dictQueryAllDictItems: {
    method: 'GET',
    path: '/sys/dict/queryAllDictItems',
    summary: '全部字典的选项（按字典编码）',
    access: USER,
    result: z.record(z.string(), z.array(dictOption)),
  },
  dictRefleshCache: {
    method: 'GET',
    path: '/sys/dict/refleshCache',
    summary: '刷新字典缓存（无缓存，直接成功）',
    access: USER,
    result: z.null(),
  },
  dictLoadDict: {
    method: 'GET',
    path: '/sys/dict/loadDict/:dict',
    summary: '字典搜索选项（按关键字）',
    access: USER,
    params: z.object({ dict: z.string().max(300).optional() }),
    query: keywordQuery,
    result: z.array(dictOption),
  },
  dictLoadDictEmpty: {
    method: 'GET',
    path: '/sys/dict/loadDict/',
    summary: '字典搜索选项（缺字典编码）',
    access: USER,
    query: keywordQuery,
    result: z.array(dictOption),
  },
  dictLoadDictItem: {
    method: 'GET',
    path: '/sys/dict/loadDictItem/:dict',
    summary: '字典值对应的文本（按所给顺序）',
    access: USER,
    params: z.object({ dict: z.string().max(300).optional() }),
    query: keysQuery,
    result: z.array(z.string()),
  },
  dictLoadDictItemEmpty: {
    method: 'GET',
    path: '/sys/dict/loadDictItem/',
    summary: '字典值对应的文本（缺字典编码）',
    access: USER,
    query: keysQuery,
    result: z.array(z.string()),
  },
  dictLoadTreeData: {
    method: 'GET',
    path: '/sys/dict/loadTreeData',
    summary: '树形字典的一层（白名单内的表）',
    access: USER,
    query: dictTreeQuery,
    result: z.array(treeDataNode),
  },
  // 分类字典
  categoryAdd: {
    method: 'POST',
    path: '/sys/category/add',
    summary: '新增分类字典（上级须存在）',
    access: 'system:category:add',
    body: bodyObject,
    result: z.object({ id: z.string() }),
  },
  categoryEdit: {
    method: 'PUT',
    path: '/sys/category/edit',
    summary: '编辑分类字典（上级不能是自身或下级）',
    access: 'system:category:edit',
    body: editBody,
    result: z.null(),
  },
  categoryEditPost: {
    method: 'POST',
    path: '/sys/category/edit',
    summary: '编辑分类字典（POST）',
    access: 'system:category:edit',
    body: editBody,
    result: z.null(),
  },
  categoryLoadTreeData: {
    method: 'GET',
    path: '/sys/category/loadTreeData',
    summary: '分类字典树的一层（按 pid 或 pcode）',
    access: USER,
    query: categoryTreeQuery,
    result: z.array(treeDataNode),
  },
  categoryLoadDictItem: {
    method: 'GET',
    path: '/sys/category/loadDictItem',
    summary: '分类编号对应的名称（按所给顺序）',
    access: USER,
    query: idsQuery,
    result: z.array(z.string()),
  },
  categoryLoadDictItemSlash: {
    method: 'GET',
    path: '/sys/category/loadDictItem/',
    summary: '分类编号对应的名称（按所给顺序，带斜杠）',
    access: USER,
    query: idsQuery,
    result: z.array(z.string()),
  },
  // 校验与填值规则
  checkRuleCheckByCode: {
    method: 'GET',
    path: '/sys/checkRule/checkByCode',
    summary: '按校验规则校验一个值',
    access: USER,
    query: z.object({ ruleCode, value: z.string().max(MAX_CHECK_VALUE_ENCODED).default('') }),
    result: z.null(),
  },
  fillRuleAdd: {
    method: 'POST',
    path: '/sys/fillRule/add',
    summary: '新增填值规则（前缀唯一）',
    access: 'system:fillRule:add',
    body: bodyObject,
    result: z.object({ id: z.string() }),
  },
  fillRuleEdit: {
    method: 'PUT',
    path: '/sys/fillRule/edit',
    summary: '编辑填值规则（编码不可改）',
    access: 'system:fillRule:edit',
    body: editBody,
    result: z.null(),
  },
  fillRuleEditPost: {
    method: 'POST',
    path: '/sys/fillRule/edit',
    summary: '编辑填值规则（POST）',
    access: 'system:fillRule:edit',
    body: editBody,
    result: z.null(),
  },
  fillRuleExecuteRuleByCode: {
    method: 'PUT',
    path: '/sys/fillRule/executeRuleByCode/:ruleCode',
    summary: '取下一个单据编号',
    access: USER,
    params: z.object({ ruleCode }),
    result: z.string(),
  },
  fillRuleExecuteRuleByCodeGet: {
    method: 'GET',
    path: '/sys/fillRule/executeRuleByCode/:ruleCode',
    summary: '取下一个单据编号（GET）',
    access: USER,
    params: z.object({ ruleCode }),
    result: z.string(),
  },
});
