import { Form, Input, Modal } from 'antd';
import { accessApi } from '../services/accessApi';
import { departPayload, type DepartFormValues } from '../utils/departForm';
import { DepartFields } from './DepartFields';
import { useFormSubmit, UnsavedChangesEffect } from '../../widgets';

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

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
      if (!target) return null;
      return await accessApi.addDepart(departPayload(values, { kind: 'add', parentId: target.parentId }));
    },
    { success: '添加成功！', onDone: () => onSaved(null) },
  );

  return (
    <Modal
      open={target !== null}
      title={target?.parentId ? '添加下级部门' : '添加部门'}
      width={700}
      onOk={submit}
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
        <UnsavedChangesEffect />
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
