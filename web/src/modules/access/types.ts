import type {
  DepartNode,
  DepartRoleRow,
  PermissionListNode,
  PermissionTree,
  RoleRow,
} from '@srm/contracts/system';

/** Shapes the access-control views read (spec §3 "User row", "Department"): the contract's. */

/** A row of `/sys/user/list`: the user with its departments' names (the contract's). */
export type { UserListRow as SysUser } from '@srm/contracts/system';

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
