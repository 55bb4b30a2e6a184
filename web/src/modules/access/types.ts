import type {
  DepartNode,
  DepartRoleRow,
  PermissionListNode,
  PermissionTree,
  RoleRow,
} from '@srm/contracts/system';

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

/** A node of a permission tree (`queryTreeList`, `queryTreeListForDeptRole`): the contract's. */
export type { PermissionTreeNode } from '@srm/contracts/system';

/** `{ treeList, ids }`: the tree and every id in it (the contract's). */
export type PermissionTreeAnswer = PermissionTree;

/** Menu types: 0 一级菜单, 1 子菜单, 2 按钮/权限. */
export type MenuType = 0 | 1 | 2;

/** A menu or button of `/sys/permission/list` (a tree; the contract's node). */
export type PermissionRecord = PermissionListNode;

/** A department tree node (`/sys/sysDepart/queryTreeList`, `searchBy`; the contract's). */
export type DepartTreeNode = DepartNode;

/** A department role (部门角色) of `/sys/sysDepartRole/list` (the contract's row). */
export type DepartRole = DepartRoleRow;
