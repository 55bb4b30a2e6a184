import type { RoleRow as Role } from '@srm/contracts/system';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { accessApi, PermissionGrantDrawer } from '../../modules/access';
import { api, ApiError } from '../../modules/core';
import {
  Authorized,
  GenericList,
  useAuthorized,
  type ListColumn,
  type ListFormSlot,
  useFormSubmit,
  UnsavedChangesEffect,
} from '../../modules/widgets';

type RoleValues = { roleName: string; roleCode: string; description?: string };

const columns: ListColumn<Role>[] = [
  { title: '角色名称', dataIndex: 'roleName', queryMode: 'contains', searchable: true, sorter: true },
  { title: '角色编码', dataIndex: 'roleCode', queryMode: 'contains', searchable: true, sorter: true },
  { title: '描述', dataIndex: 'description', hideInSearch: true, ellipsis: true },
  {
    title: '创建时间',
    key: 'createTime',
    dataIndex: 'createTime',
    valueType: 'dateTime',
    hideInSearch: true,
    sorter: true,
    searchable: 'date',
  },
  {
    title: '创建时间',
    key: 'createTimeRange',
    dataIndex: 'createTime',
    valueType: 'dateTimeRange',
    hideInTable: true,
    queryMode: 'range',
  },
];

/** The server's duplicate check of a role code within the tenant (`GET /sys/role/checkRoleCode`). */
const checkRoleCode = async (roleCode: string, id: string | undefined) => {
  try {
    await api.get('/sys/role/checkRoleCode', { roleCode, ...(id ? { id } : {}) });
  } catch (e) {
    throw new Error(e instanceof ApiError ? e.message : '校验失败');
  }
};

/** 新增 / 编辑 of a role (the list's form slot): name, code (checked for duplicates, fixed once saved), description. */
function RoleFormModal({ open, record, onClose, onSaved }: ListFormSlot<Role>) {
  const [form] = Form.useForm<RoleValues>();

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
      return record
        ? await api.message('PUT', '/sys/role/edit', { body: { ...values, id: record.id } })
        : await api.message('POST', '/sys/role/add', { body: values });
    },
    { onDone: onSaved },
  );

  return (
    <Modal
      open={open}
      title={record ? '编辑' : '新增'}
      width={800}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        key={record?.id ?? 'new'}
        form={form}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 16 }}
        initialValues={record ? { ...record, description: record.description ?? '' } : {}}
      >
        <UnsavedChangesEffect />
        <Form.Item
          label="角色名称"
          name="roleName"
          rules={[
            { required: true, message: '请输入角色名称!' },
            { min: 2, max: 30, message: '长度在 2 到 30 个字符' },
          ]}
        >
          <Input placeholder="请输入角色名称" />
        </Form.Item>
        <Form.Item
          label="角色编码"
          name="roleCode"
          validateTrigger="onBlur"
          rules={[
            { required: true, message: '请输入角色编码!' },
            { max: 64, message: '长度不超过 64 个字符' },
            {
              validator: (_, v: string | undefined) =>
                v && !record ? checkRoleCode(v, undefined) : Promise.resolve(),
            },
          ]}
        >
          <Input placeholder="请输入角色编码" disabled={record !== null} />
        </Form.Item>
        <Form.Item label="描述" name="description" rules={[{ max: 126, message: '长度不超过 126 个字符' }]}>
          <Input.TextArea rows={3} placeholder="请输入描述" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 角色管理 (menu component `system/RoleList`): the generic list over `/sys/role` with the role form, and
 * 授权 (`system:role:authorize`): the permission tree checked from the role's grant, saved whole.
 */
export function Component() {
  const [grant, setGrant] = useState<Role | null>(null);
  const canAuthorize = useAuthorized('system:role:authorize');
  return (
    <>
      <GenericList
        title="角色管理"
        base="/sys/role"
        actions="system:role"
        rowKey="id"
        columns={columns}
        exportTitle="角色列表"
        renderForm={(slot) => <RoleFormModal {...slot} />}
        rowActions={(record) => [
          <Authorized key="grant" action="system:role:authorize">
            <a onClick={() => setGrant(record)}>授权</a>
          </Authorized>,
        ]}
      />
      <PermissionGrantDrawer
        open={grant !== null}
        title={`角色权限配置：${grant?.roleName ?? ''}`}
        subject={['role', grant?.id ?? '']}
        loadTree={accessApi.permissionTree}
        loadGranted={() => accessApi.rolePermission(grant!.id)}
        save={(checked, last) => accessApi.saveRolePermission(grant!.id, checked, last)}
        canSave={canAuthorize}
        onClose={() => setGrant(null)}
      />
    </>
  );
}
