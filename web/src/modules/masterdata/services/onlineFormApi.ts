import type { ExtendFieldInput, OnlineFormInput } from '@srm/contracts/masterdata';
import { api } from '../../core';

/** 表单开发 (`/online/cgform/head/*`, contracts/src/masterdata/online-form.ts). The list goes through GenericList. */
export const onlineFormApi = {
  /** The form as written, and its list row (retired fields, list path). */
  queryByName: (name: string) => api.get('/online/cgform/head/queryByName', { name }),
  /** Creates the form and its table: the server's message. */
  add: (form: OnlineFormInput) => api.message('POST', '/online/cgform/head/add', { body: form }),
  /** Changes the form (refused with the planner's reason when data would be lost): the server's message. */
  edit: (form: OnlineFormInput) => api.message('PUT', '/online/cgform/head/edit', { body: form }),
  /** Drops the columns of retired fields. */
  purge: (name: string, fields: string[]) =>
    api.message('POST', '/online/cgform/head/purge', { body: { name, fields } }),
  /** 生成菜单: the menu under 在线表单, granted to the roles. */
  menu: (name: string, roleIds: string[]) =>
    api.message('POST', '/online/cgform/head/menu', { body: { name, roleIds } }),
  /** The tenant's roles (to grant the menu to). */
  roles: () => api.get('/sys/role/queryall'),
};

/** 扩展字段 (`/extendField/*`): the caller's tenant's extra fields on code entities. */
export const extendFieldApi = {
  tables: () => api.get('/extendField/getTableList', {}),
  list: (type: string) => api.get('/extendField/getList', { type }),
  add: (field: ExtendFieldInput) => api.message('POST', '/extendField/add', { body: field }),
};
