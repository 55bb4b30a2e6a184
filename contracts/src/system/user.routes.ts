import { z } from 'zod';
import { userInfo } from '../auth/index';
import { defineRoutes, fileResult, listQuery, page, timestamp } from '../core/index';
import { exportQuery, importResult } from './record.routes';

/** A user as the admin screens show it (`/sys/user/list`, `queryById`, `queryUserByDepId`). */
export const userRow = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  sex: z.number().nullable(),
  avatar: z.string().nullable(),
  status: z.number(),
  isShow: z.number(),
  orgCode: z.string().nullable(),
  tenantId: z.string(),
  supplierId: z.string().nullable(),
  createTime: timestamp,
});
export type UserRow = z.infer<typeof userRow>;
/** A list row: the user's departments' names besides. */
export const userListRow = userRow.extend({ orgCodeTxt: z.string() });
export type UserListRow = z.infer<typeof userListRow>;

/** One of the user's departments (`GET /sys/user/getCurrentUserDeparts` result.list). */
export const depart = z.object({
  id: z.string(),
  orgCode: z.string(),
  departName: z.string(),
  parentId: z.string().nullable().optional(),
});
export type Depart = z.infer<typeof depart>;
export const userDeparts = z.object({ list: z.array(depart), orgCode: z.string().nullable() });
export type UserDeparts = z.infer<typeof userDeparts>;

/** Ids as a comma-separated string or an array. */
const ids = z.union([z.string().max(100_000), z.array(z.string().max(100)).max(5000)]).optional();
const idQuery = z.object({ id: z.string({ error: '请选择一条记录！' }).min(1, '请选择一条记录！').max(100) });

const profile = z.object({
  realname: z.string().trim().min(1, '请输入用户名称').max(100).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^(1[3-9]\d{9})?$/, '请输入正确格式的手机号码!')
    .nullish(),
  email: z.union([z.literal(''), z.email('请输入正确格式的电子邮件!')]).nullish(),
  sex: z.coerce.number().int().min(1).max(2).nullish(),
  avatar: z.string().max(500).nullish(),
  status: z.coerce.number().int().min(1).max(2).optional(),
  selectedroles: ids,
  selecteddeparts: ids,
});
export type UserProfileBody = z.output<typeof profile>;

/** The add form (also each row of a user import, with the password policy). */
export const userAddBody = profile.extend({
  username: z
    .string({ error: '请输入用户账号' })
    .trim()
    .min(1, '请输入用户账号')
    .max(100)
    .regex(/^[\w.@-]+$/, '用户账号只能包含字母、数字、下划线、点、@和-'),
  realname: z.string({ error: '请输入用户名称' }).trim().min(1, '请输入用户名称').max(100),
  password: z.string({ error: '请输入新密码!' }).min(1, '请输入新密码!').max(200),
  confirmpassword: z.string().max(200).optional(),
  supplierId: z.string().max(100).optional(),
  isShow: z.coerce.number().int().min(1).max(2).optional(),
});
const userEditBody = profile.extend({ id: z.string().min(1).max(100) });
const changePasswordBody = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string({ error: '请输入新密码!' }).min(1, '请输入新密码!').max(200),
  confirmpassword: z.string({ error: '请确认新密码!' }).min(1, '请确认新密码!').max(200),
});
const idsBody = z.string({ error: '请选择一条记录！' }).min(1, '请选择一条记录！').max(100_000);

/** Spec §7 "Admin": users, and the checks the user forms make; the signed-in user's departments. */
export const userRoutes = defineRoutes('system', {
  userCheckOnly: {
    method: 'GET',
    path: '/sys/user/checkOnlyUser',
    summary: '校验用户账号是否可用（success false：已存在）',
    access: 'public',
    query: z.object({ username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(100) }),
    result: z.null(),
  },
  userDuplicateCheck: {
    method: 'GET',
    path: '/sys/duplicate/check',
    summary: '表单重复值校验（白名单内的表与字段；success false：已存在）',
    access: 'public',
    query: z.object({
      tableName: z.string().max(64),
      fieldName: z.string().max(64),
      fieldVal: z.string().min(1).max(200),
      dataId: z.string().max(100).optional(),
    }),
    result: z.null(),
  },
  userList: {
    method: 'GET',
    path: '/sys/user/list',
    summary: '用户列表',
    access: 'system:user:list',
    query: listQuery,
    result: page(userListRow),
  },
  userExportXls: {
    method: 'GET',
    path: '/sys/user/exportXls',
    summary: '导出用户（.xlsx）',
    access: 'system:user:list',
    query: exportQuery,
    result: fileResult,
    file: true,
  },
  userExportXlsPost: {
    method: 'POST',
    path: '/sys/user/exportXls',
    summary: '导出用户（.xlsx，POST）',
    access: 'system:user:list',
    query: exportQuery,
    result: fileResult,
    file: true,
  },
  userImportExcel: {
    method: 'POST',
    path: '/sys/user/importExcel',
    summary: '导入用户（.xlsx，含初始密码）',
    access: 'system:user:add',
    result: importResult,
  },
  userById: {
    method: 'GET',
    path: '/sys/user/queryById',
    summary: '用户详情',
    access: 'system:user:list',
    query: idQuery,
    result: userRow,
  },
  userAdd: {
    method: 'POST',
    path: '/sys/user/add',
    summary: '新增用户',
    access: 'system:user:add',
    body: userAddBody,
    result: z.object({ id: z.string() }),
  },
  userAddSupplier: {
    method: 'POST',
    path: '/sys/user/addSupplierUser',
    summary: '新增供应商用户',
    access: 'system:user:add',
    body: userAddBody,
    result: z.object({ id: z.string() }),
  },
  userEdit: {
    method: 'PUT',
    path: '/sys/user/edit',
    summary: '编辑用户',
    access: 'system:user:edit',
    body: userEditBody,
    result: z.null(),
  },
  userEditSupplier: {
    method: 'PUT',
    path: '/sys/user/editSupplierUser',
    summary: '编辑供应商用户',
    access: 'system:user:edit',
    body: userEditBody,
    result: z.null(),
  },
  userDepartList: {
    method: 'GET',
    path: '/sys/user/userDepartList',
    summary: '用户所属部门',
    access: 'system:user:list',
    query: z.object({ userId: z.string().min(1).max(100) }),
    result: z.array(z.object({ key: z.string(), value: z.string(), title: z.string(), orgCode: z.string() })),
  },
  userRoleIds: {
    method: 'GET',
    path: '/sys/user/queryUserRole',
    summary: '用户的角色ID',
    access: 'system:user:list',
    query: z.object({ userid: z.string().min(1).max(100) }),
    result: z.array(z.string()),
  },
  userFrozenBatch: {
    method: 'PUT',
    path: '/sys/user/frozenBatch',
    summary: '冻结/解冻用户',
    access: 'system:user:frozen',
    body: z.object({ ids: idsBody, status: z.coerce.number().int().min(1).max(2) }),
    result: z.null(),
  },
  userChangePassword: {
    method: 'PUT',
    path: '/sys/user/changePassword',
    summary: '管理员修改用户密码',
    access: 'system:user:changePassword',
    body: changePasswordBody,
    result: z.null(),
  },
  userDelete: {
    method: 'DELETE',
    path: '/sys/user/delete',
    summary: '删除用户',
    access: 'system:user:delete',
    query: idQuery,
    result: z.null(),
  },
  userDeleteBatch: {
    method: 'DELETE',
    path: '/sys/user/deleteBatch',
    summary: '批量删除用户',
    access: 'system:user:delete',
    query: z.object({ ids: idsBody }),
    result: z.null(),
  },
  userByDepart: {
    method: 'GET',
    path: '/sys/user/queryUserByDepId',
    summary: '部门下的用户（选择用户弹窗）',
    access: 'user',
    query: idQuery,
    result: z.array(userRow),
  },
  userCurrentDeparts: {
    method: 'GET',
    path: '/sys/user/getCurrentUserDeparts',
    summary: '当前用户的部门与当前部门',
    access: 'user',
    result: userDeparts,
  },
  userSelectDepart: {
    method: 'POST',
    path: '/sys/selectDepart',
    summary: '切换当前部门',
    access: 'user',
    body: z.object({ orgCode: z.string().min(1).max(100), username: z.string().max(100).optional() }),
    result: z.object({ userInfo: userInfo.nullable() }),
  },
});
