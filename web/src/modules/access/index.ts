/**
 * Access control in the back office (docs/web-admin.md): users and supplier sub-accounts, departments
 * with their grants and department roles, the menu/permission tree, and the grant dialogs roles use.
 */
export { DepartFormModal } from './components/DepartFormModal';
export type { DepartFormModalProps } from './components/DepartFormModal';
export { DepartInfoForm } from './components/DepartInfoForm';
export type { DepartInfoFormProps } from './components/DepartInfoForm';
export { DepartRolePanel } from './components/DepartRolePanel';
export type { DepartRolePanelProps } from './components/DepartRolePanel';
export { MenuFormModal } from './components/MenuFormModal';
export type { MenuFormModalProps, MenuFormTarget } from './components/MenuFormModal';
export { PermissionGrantDrawer } from './components/PermissionGrantDrawer';
export type { PermissionGrantDrawerProps } from './components/PermissionGrantDrawer';
export { PermissionGrantPanel } from './components/PermissionGrantPanel';
export type { PermissionGrantPanelProps } from './components/PermissionGrantPanel';
export { PermissionTreeEditor } from './components/PermissionTreeEditor';
export type { PermissionTreeEditorProps } from './components/PermissionTreeEditor';
export { UserList } from './components/UserList';
export type { UserListProps } from './components/UserList';
export { accessApi, errorText } from './services/accessApi';
export type {
  DepartRole,
  DepartTreeNode,
  MenuType,
  PermissionRecord,
  PermissionTreeAnswer,
  PermissionTreeNode,
  RoleOption,
  SysUser,
} from './types';
export { findNode, ORG_CATEGORY_OPTIONS, titlePath } from './utils/departForm';
export { filterTree, parentKeys, treeKeys } from './utils/permissionTree';
export {
  childMenuType,
  idsWithChildren,
  menuTypeOf,
  menuTypeText,
  MENU_TYPE_OPTIONS,
} from './utils/menuForm';
