import { Form, Input, Modal } from 'antd';
import { useFormSubmit } from '../../widgets';
import { accountApi } from '../services/accountApi';
import type { AccountProfile } from '../types';

export type ChangeEmailModalProps = {
  open: boolean;
  current: string | null;
  onClose: () => void;
  onChanged: (profile: AccountProfile) => void;
};

/** 修改邮箱: the account's own email (an empty one removes it). */
export function ChangeEmailModal({ open, current, onClose, onChanged }: ChangeEmailModalProps) {
  const [form] = Form.useForm<{ email: string }>();
  const { submit, saving } = useFormSubmit(
    form,
    async ({ email }) => {
      onChanged(await accountApi.saveProfile({ email: email.trim() }));
      return '修改成功';
    },
    { failure: '修改失败', onDone: onClose },
  );
  return (
    <Modal
      open={open}
      title="修改邮箱"
      onOk={submit}
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ email: current ?? '' }} preserve={false}>
        <Form.Item
          label="邮箱"
          name="email"
          rules={[{ type: 'email', message: '请输入正确格式的电子邮件!' }]}
        >
          <Input placeholder="请输入邮箱" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
