import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Select, Spin } from 'antd';
import { SessionActor } from '../../session';
import { fetchDepartTree, type ListFormSlot, useFormSubmit, UnsavedChangesEffect } from '../../widgets';
import { useSexOptions } from '../hooks/useSexOptions';
import { accessApi, checkUserField, errorText } from '../services/accessApi';
import type { RoleOption, SysUser } from '../types';
import { confirmProblem, PASSWORD_HINT, passwordProblem } from '../utils/password';
import { userPayload, type UserFormValues } from '../utils/userForm';
import { DepartField } from './DepartField';

export type UserFormModalProps = ListFormSlot<SysUser> & {
  /** A supplier's sub-accounts: addSupplierUser / editSupplierUser, its own roles only, no departments. */
  supplier: boolean;
};

const PHONE = /^1[3-9]\d{9}$/;

/**
 * The roles a supplier's administrator may hand on: the ones it holds (the server refuses others).
 * Their names come from `queryall` when the caller may read it; otherwise the ids are shown.
 */
async function supplierRoles(userId: string): Promise<RoleOption[]> {
  const own = await accessApi.queryUserRole(userId);
  const named = await accessApi.queryRoles().catch((): RoleOption[] => []);
  return own.map((id) => named.find((r) => r.id === id) ?? { id, roleName: id, roleCode: id });
}

/**
 * 新增 / 编辑 of a user (the list's form slot). Add: account (duplicate check), password and its
 * confirmation (spec §5 policy). Both: name, phone and e-mail (format and duplicate checks), sex,
 * roles and (staff) departments through the select-department modal. An edit leaves the departments
 * alone unless they are changed.
 */
export function UserFormModal({ open, record, onClose, onSaved, supplier }: UserFormModalProps) {
  const [form] = Form.useForm<UserFormValues>();
  const sexes = useSexOptions();
  const me = SessionActor.useSelector((s) => s.context.userInfo?.id ?? '');
  const editing = record !== null;

  const roles = useQuery({
    queryKey: ['access', 'role-options', supplier ? me : 'tenant'],
    queryFn: () => (supplier ? supplierRoles(me) : accessApi.queryRoles()),
    enabled: open,
    staleTime: 0,
  });
  const userRoles = useQuery({
    queryKey: ['access', 'user-roles', record?.id],
    queryFn: () => accessApi.queryUserRole(record!.id),
    enabled: open && editing,
    gcTime: 0,
    staleTime: 0,
  });
  const tree = useQuery({
    queryKey: ['access', 'depart-tree'],
    queryFn: fetchDepartTree,
    enabled: open && !supplier,
    staleTime: 0,
  });

  const userDeparts = useQuery({
    queryKey: ['access', 'user-departs', record?.id],
    queryFn: () => accessApi.userDepartIds(record!.id),
    enabled: open && editing && !supplier,
    gcTime: 0,
    staleTime: 0,
  });

  const loading =
    roles.isPending ||
    (editing && userRoles.isPending) ||
    (!supplier && (tree.isPending || (editing && userDeparts.isPending)));
  const failed = roles.error ?? userRoles.error ?? tree.error ?? userDeparts.error;

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
      const body = userPayload(values, {
        id: record?.id ?? null,
        sendRoles: true,
        sendDeparts: !supplier,
      });
      return editing ? await accessApi.editUser(supplier, body) : await accessApi.addUser(supplier, body);
    },
    { onDone: onSaved },
  );

  // A supplier's new sub-account starts with the caller's roles (without any it could not sign in).
  const ownRoles = (roles.data ?? []).map((r) => r.id);
  const initialValues: Partial<UserFormValues> = record
    ? {
        username: record.username,
        realname: record.realname,
        phone: record.phone ?? '',
        email: record.email ?? '',
        sex: record.sex,
        roleIds: userRoles.data ?? [],
        departIds: userDeparts.data ?? [],
      }
    : { roleIds: supplier ? ownRoles : [], departIds: [] };

  return (
    <Modal
      open={open}
      title={editing ? '编辑用户' : '新增用户'}
      width={800}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading || failed !== null }}
      destroyOnHidden
    >
      {failed ? (
        <Alert type="error" showIcon message={errorText(failed, '加载失败')} />
      ) : loading ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Form
          key={record?.id ?? 'new'}
          form={form}
          name="userForm"
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 16 }}
          initialValues={initialValues}
        >
          <UnsavedChangesEffect />
          <Form.Item
            label="用户账号"
            name="username"
            validateTrigger="onBlur"
            rules={[
              { required: true, whitespace: true, message: '请输入用户账号!' },
              {
                validator: (_, v: string | undefined) =>
                  v?.trim() && !editing ? checkUserField('username', v.trim(), null) : Promise.resolve(),
              },
            ]}
          >
            <Input placeholder="请输入用户账号" disabled={editing} autoComplete="off" />
          </Form.Item>
          {!editing && (
            <>
              <Form.Item
                label="登录密码"
                name="password"
                extra={PASSWORD_HINT}
                rules={[
                  { required: true, message: '请输入登录密码!' },
                  {
                    validator: (_, v: string | undefined) => {
                      const problem = v ? passwordProblem(v) : null;
                      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                    },
                  },
                ]}
              >
                <Input.Password placeholder="请输入登录密码" autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                label="确认密码"
                name="confirmpassword"
                dependencies={['password']}
                rules={[
                  { required: true, message: '请重新输入登录密码!' },
                  ({ getFieldValue }) => ({
                    validator: (_, v: string | undefined) => {
                      const problem = v ? confirmProblem(getFieldValue('password') as string, v) : null;
                      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                    },
                  }),
                ]}
              >
                <Input.Password placeholder="请重新输入登录密码" autoComplete="new-password" />
              </Form.Item>
            </>
          )}
          <Form.Item
            label="用户姓名"
            name="realname"
            rules={[
              { required: true, whitespace: true, message: '请输入用户姓名!' },
              { max: 100, message: '长度不超过 100 个字符' },
            ]}
          >
            <Input placeholder="请输入用户姓名" />
          </Form.Item>
          <Form.Item label="角色分配" name="roleIds">
            <Select
              mode="multiple"
              allowClear
              placeholder="请选择角色"
              optionFilterProp="label"
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
            />
          </Form.Item>
          {!supplier && (
            <Form.Item label="所属部门" name="departIds">
              <DepartField tree={tree.data ?? []} />
            </Form.Item>
          )}
          <Form.Item label="性别" name="sex">
            <Select
              allowClear
              placeholder="请选择性别"
              options={sexes.map((s) => ({ value: s.value, label: s.label }))}
            />
          </Form.Item>
          <Form.Item
            label="手机号码"
            name="phone"
            validateTrigger="onBlur"
            rules={[
              { pattern: PHONE, message: '请输入正确格式的手机号码!' },
              {
                validator: (_, v: string | undefined) =>
                  v && PHONE.test(v) ? checkUserField('phone', v, record?.id ?? null) : Promise.resolve(),
              },
            ]}
          >
            <Input placeholder="请输入手机号码" />
          </Form.Item>
          <Form.Item
            label="电子邮件"
            name="email"
            validateTrigger="onBlur"
            rules={[
              { type: 'email', message: '请输入正确格式的电子邮件!' },
              {
                validator: (_, v: string | undefined) =>
                  v?.trim() ? checkUserField('email', v.trim(), record?.id ?? null) : Promise.resolve(),
              },
            ]}
          >
            <Input placeholder="请输入电子邮件" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
