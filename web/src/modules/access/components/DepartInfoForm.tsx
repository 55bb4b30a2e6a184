import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useAuthorized } from '../../widgets';
import { accessApi, errorText } from '../services/accessApi';
import type { DepartTreeNode } from '../types';
import { departPayload, type DepartFormValues } from '../utils/departForm';
import { DepartFields } from './DepartFields';

export type DepartInfoFormProps = {
  depart: DepartTreeNode;
  /** The titles above it (`华东玻纤集团 / 采购中心`), empty for a top-level department. */
  parentPath: readonly string[];
  onSaved: () => void;
};

/** The selected department's 基本信息: edited in place (`PUT /sys/sysDepart/edit`, `system:depart:edit`). */
export function DepartInfoForm({ depart, parentPath, onSaved }: DepartInfoFormProps) {
  const [form] = Form.useForm<DepartFormValues>();
  const { message } = App.useApp();
  const canEdit = useAuthorized('system:depart:edit');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    // A failed validation shows its messages on the fields; it is not an error to throw.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      void message.success(
        (await accessApi.editDepart(departPayload(values, { kind: 'edit', id: depart.id }))) || '编辑成功!',
      );
      onSaved();
    } catch (e) {
      void message.error(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      key={depart.id}
      form={form}
      name="departInfoForm"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 16 }}
      disabled={!canEdit}
      initialValues={{
        departName: depart.departName,
        orgCategory: depart.orgCategory,
        departOrder: depart.departOrder,
        mobile: depart.mobile ?? '',
        address: depart.address ?? '',
        description: depart.description ?? '',
      }}
    >
      <Form.Item label="上级部门" htmlFor="departInfoForm_parent">
        <Input
          id="departInfoForm_parent"
          value={parentPath.length ? parentPath.join(' / ') : '无'}
          disabled
        />
      </Form.Item>
      <Form.Item label="机构编码" htmlFor="departInfoForm_orgCode">
        <Input id="departInfoForm_orgCode" value={depart.orgCode} disabled />
      </Form.Item>
      <DepartFields />
      {canEdit && (
        <Form.Item wrapperCol={{ offset: 5, span: 16 }}>
          <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)}>
            保存
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
