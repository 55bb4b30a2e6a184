import { Form, Input, Modal } from 'antd';
import type { ListFormSlot } from '../../widgets';
import { accessApi } from '../services/accessApi';
import type { DepartRole } from '../types';
import { useFormSubmit, UnsavedChangesEffect } from '../../widgets';

export type DepartRoleFormModalProps = ListFormSlot<DepartRole> & { departId: string };

type Values = { roleName: string; roleCode: string; description?: string };

/** 新增 / 编辑 of a department role (部门角色): name, code (unique within the department), description. */
export function DepartRoleFormModal({ open, record, onClose, onSaved, departId }: DepartRoleFormModalProps) {
  const [form] = Form.useForm<Values>();

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
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
