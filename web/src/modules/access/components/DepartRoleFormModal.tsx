import { Form, Input, Modal } from 'antd';
import type { ListFormSlot } from '../../widgets';
import { accessApi } from '../services/accessApi';
import type { DepartRole } from '../types';
import { PopupField, UnsavedChangesEffect, useAuthorized, useFormSubmit } from '../../widgets';

export type DepartRoleFormModalProps = ListFormSlot<DepartRole> & { departId: string };

/** `refRole`: the tenant role it was modelled on (form only, not saved). */
type Values = { roleName: string; roleCode: string; description?: string; refRole?: string };

/**
 * 新增 / 编辑 of a department role (部门角色): name, code (unique within the department), description.
 * A new one may be modelled on a role of the tenant (参照角色, the popup report picker): picking it
 * fills name, code and description, which can still be changed.
 */
export function DepartRoleFormModal({ open, record, onClose, onSaved, departId }: DepartRoleFormModalProps) {
  const [form] = Form.useForm<Values>();
  // The picker reads the tenant's roles: only for who may list them.
  const canPickRole = useAuthorized('system:role:list');

  const { submit, saving } = useFormSubmit(
    form,
    async ({ refRole: _ref, ...values }) => {
      const body = { ...values, description: values.description?.trim() || null };
      return record
        ? await accessApi.editDepartRole({ ...body, id: record.id })
        : await accessApi.addDepartRole({ ...body, departId });
    },
    { onDone: onSaved },
  );

  return (
    <Modal
      open={open}
      title={record ? '编辑部门角色' : '新增部门角色'}
      width={700}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        key={record?.id ?? 'new'}
        form={form}
        name="departRoleForm"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 16 }}
        initialValues={record ? { ...record, description: record.description ?? '' } : {}}
      >
        <UnsavedChangesEffect />
        {!record && canPickRole && (
          <Form.Item label="参照角色" name="refRole" tooltip="选择一个角色，带出名称、编码与描述">
            <PopupField
              popupCode="sys_role"
              orgFields="roleName,roleName,roleCode,description"
              destFields="refRole,roleName,roleCode,description"
              placeholder="点击选择参照角色"
            />
          </Form.Item>
        )}
        <Form.Item
          label="部门角色名称"
          name="roleName"
          rules={[
            { required: true, whitespace: true, message: '请输入部门角色名称!' },
            { max: 100, message: '长度不超过 100 个字符' },
          ]}
        >
          <Input placeholder="请输入部门角色名称" />
        </Form.Item>
        <Form.Item
          label="部门角色编码"
          name="roleCode"
          rules={[
            { required: true, message: '请输入部门角色编码!' },
            {
              pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
              message: '部门角色编码只能包含字母、数字和下划线，且以字母开头',
            },
            { max: 100, message: '长度不超过 100 个字符' },
          ]}
        >
          <Input placeholder="请输入部门角色编码" disabled={record !== null} />
        </Form.Item>
        <Form.Item label="描述" name="description" rules={[{ max: 500, message: '长度不超过 500 个字符' }]}>
          <Input.TextArea rows={3} placeholder="请输入描述" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
