import type { DepartRoleRow, RoleRow } from '@srm/contracts/system';

/**
 * Shapes the access-control views read (spec §3 "User row", "Department"; docs/system-admin.md).
 * Declared here rather than imported from the API: the web app depends on no server code.
 */

/** A row of `/sys/user/list` (with the department names) and of `queryById`. */
export type SysUser = {
  id: string;
  username: string;
  realname: string;
  sex: number | null;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  /** 1 正常, 2 冻结. */
  status: number;
  isShow: number;
  orgCode: string | null;
  /** The user's departments' names, comma-joined. */
  orgCodeTxt?: string;
  supplierId: string | null;
  createTime: string | null;
};

/** A role of `/sys/role/queryall` (the contract's row). */
export type RoleOption = Pick<RoleRow, 'id' | 'roleName' | 'roleCode'>;

/** A node of a permission tree (`queryTreeList`, `queryTreeListForDeptRole`). */
export type PermissionTreeNode = {
  key: string;
  title: string;
  value?: string;
  isLeaf?: boolean;
  children?: PermissionTreeNode[];
};

/** `{ treeList, ids }`: the tree and every id in it. */
export type PermissionTreeAnswer = { treeList: PermissionTreeNode[]; ids: string[] };

/** Menu types: 0 一级菜单, 1 子菜单, 2 按钮/权限. */
export type MenuType = 0 | 1 | 2;

/** A menu or button of `/sys/permission/list` (a tree). */
export type PermissionRecord = {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: MenuType;
  perms: string | null;
  /** '1' 可见/可访问, '2' 可编辑 (type 2 is left out of the action checks). */
  permsType: string;
  sortNo: number;
  alwaysShow: boolean;
  icon: string | null;
  route: boolean;
  keepAlive: boolean;
  hidden: boolean;
  internalOrExternal: boolean;
  /** '1' 有效, '0' 无效 (switched off: everyone may). */
  status: string;
  description: string | null;
  leaf?: boolean;
  children?: PermissionRecord[];
};

/** A department tree node (`/sys/sysDepart/queryTreeList`, `searchBy`). */
export type DepartTreeNode = {
  id: string;
  key: string;
  title: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  /** '1' 公司, '2' 部门, '3' 岗位. */
  orgCategory: string;
  departOrder: number;
  mobile: string | null;
  address: string | null;
  description: string | null;
  isLeaf?: boolean;
  children?: DepartTreeNode[];
};

/** A department role (部门角色) of `/sys/sysDepartRole/list` (the contract's row). */
export type DepartRole = DepartRoleRow;
