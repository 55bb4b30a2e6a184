import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { accessApi, errorText } from '../services/accessApi';
import { departPayload, type DepartFormValues } from '../utils/departForm';
import { DepartFields } from './DepartFields';

export type DepartFormModalProps = {
  /** Where the new department goes: under a parent, or at the top (parent null); null hides the dialog. */
  target: { parentId: string | null; parentName: string | null } | null;
  onClose: () => void;
  /** Saved: the new department's id. */
  onSaved: (id: string | null) => void;
};

/** 添加部门 / 添加下级 (`POST /sys/sysDepart/add`; the server makes the org code from the tree). */
export function DepartFormModal({ target, onClose, onSaved }: DepartFormModalProps) {
  const [form] = Form.useForm<DepartFormValues>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    // A failed validation shows its messages on the fields; it is not an error to throw.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!target) return;
    setSaving(true);
    try {
      const text = await accessApi.addDepart(
        departPayload(values, { kind: 'add', parentId: target.parentId }),
      );
      void message.success(text || '添加成功！');
      onSaved(null);
    } catch (e) {
      void message.error(errorText(e, '保存失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={target?.parentId ? '添加下级部门' : '添加部门'}
      width={700}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        name="departAddForm"
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 16 }}
        initialValues={{ orgCategory: target?.parentId ? '2' : '1', departOrder: 0 }}
      >
        {target?.parentName && (
          <Form.Item label="上级部门" htmlFor="departAddForm_parent">
            <Input id="departAddForm_parent" value={target.parentName} disabled />
          </Form.Item>
        )}
        <DepartFields />
      </Form>
    </Modal>
  );
}
