import type { BodyIn, Routes } from '@srm/contracts';
import { api, ApiError } from '../../core';

type UserAddBody = BodyIn<Routes['userAdd']>;
type UserEditBody = BodyIn<Routes['userEdit']>;

/**
 * The access-control calls (docs/system-admin.md): users, roles' and departments' grants, menus,
 * departments and department roles. Saves answer the server's message; refusals are ApiErrors
 * carrying the server's text.
 */

/** The whitelisted duplicate check of a user field (`username`, `phone`, `email`); the server's text on a clash. */
export async function checkUserField(
  fieldName: 'username' | 'phone' | 'email',
  fieldVal: string,
  dataId: string | null,
): Promise<void> {
  try {
    await api.get('/sys/duplicate/check', {
      tableName: 'sys_user',
      fieldName,
      fieldVal,
      ...(dataId ? { dataId } : {}),
    });
  } catch (e) {
    throw new Error(e instanceof ApiError ? e.message : '校验失败');
  }
}

export const accessApi = {
  // Users (`system:user:*`).
  queryRoles: () => api.get('/sys/role/queryall'),
  queryUserRole: (userid: string) => api.get('/sys/user/queryUserRole', { userid }),
  userDepartIds: async (userId: string) =>
    (await api.get('/sys/user/userDepartList', { userId })).map((d) => d.value),
  // The form's values go as they are: the server's schema (the contract's) names a wrong field.
  addUser: (supplier: boolean, body: Record<string, unknown>) =>
    supplier
      ? api.message('POST', '/sys/user/addSupplierUser', { body: body as UserAddBody })
      : api.message('POST', '/sys/user/add', { body: body as UserAddBody }),
  editUser: (supplier: boolean, body: Record<string, unknown>) =>
    supplier
      ? api.message('PUT', '/sys/user/editSupplierUser', { body: body as UserEditBody })
      : api.message('PUT', '/sys/user/edit', { body: body as UserEditBody }),
  frozenBatch: (ids: readonly string[], status: 1 | 2) =>
    api.message('PUT', '/sys/user/frozenBatch', { body: { ids: ids.join(','), status } }),
  resetPassword: (body: { username: string; password: string; confirmpassword: string }) =>
    api.message('PUT', '/sys/user/changePassword', { body }),

  // Permissions (menus and buttons, platform-wide).
  permissionList: () => api.get('/sys/permission/list'),
  permissionTree: () => api.get('/sys/permission/queryTreeList'),
  addPermission: (body: Record<string, unknown>) => api.message('POST', '/sys/permission/add', { body }),
  editPermission: (body: Record<string, unknown>) =>
    api.message('PUT', '/sys/permission/edit', { body: { ...body, id: String(body.id ?? '') } }),
  deletePermission: (id: string) => api.message('DELETE', '/sys/permission/delete', { query: { id } }),

  // Grants of roles and departments.
  rolePermission: (roleId: string) => api.get('/sys/permission/queryRolePermission', { roleId }),
  saveRolePermission: (roleId: string, permissionIds: readonly string[], last: readonly string[]) =>
    api.message('POST', '/sys/permission/saveRolePermission', {
      body: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: last.join(',') },
    }),
  departPermission: (departId: string) => api.get('/sys/permission/queryDepartPermission', { departId }),
  saveDepartPermission: (departId: string, permissionIds: readonly string[], last: readonly string[]) =>
    api.message('POST', '/sys/permission/saveDepartPermission', {
      body: { departId, permissionIds: permissionIds.join(','), lastpermissionIds: last.join(',') },
    }),

  // Departments (tenant-owned, `system:depart:*`).
  departTree: () => api.get('/sys/sysDepart/queryTreeList'),
  searchDeparts: (keyWord: string) => api.get('/sys/sysDepart/searchBy', { keyWord }),
  addDepart: (body: Record<string, unknown>) => api.message('POST', '/sys/sysDepart/add', { body }),
  editDepart: (body: Record<string, unknown>) =>
    api.message('PUT', '/sys/sysDepart/edit', { body: { ...body, id: String(body.id ?? '') } }),
  deleteDepart: (id: string) => api.message('DELETE', '/sys/sysDepart/delete', { query: { id } }),

  // Department roles (`system:departRole:*`) and their grants within the department's.
  departRoles: (deptId: string, pageNo: number, pageSize: number) =>
    api.get('/sys/sysDepartRole/list', { deptId, pageNo, pageSize }),
  addDepartRole: (body: Record<string, unknown>) => api.message('POST', '/sys/sysDepartRole/add', { body }),
  editDepartRole: (body: { id: string } & Record<string, unknown>) =>
    api.message('PUT', '/sys/sysDepartRole/edit', { body }),
  deleteDepartRole: (id: string) => api.message('DELETE', '/sys/sysDepartRole/delete', { query: { id } }),
  departRoleTree: (departId: string) =>
    api.get('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId }),
  departRolePermission: (roleId: string) =>
    api.get('/sys/sysDepartPermission/queryDeptRolePermission', { roleId }),
  saveDepartRolePermission: (roleId: string, permissionIds: readonly string[], last: readonly string[]) =>
    api.message('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      body: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: last.join(',') },
    }),
};

export { errorText } from '../../core';
