import { Form, Input, Modal } from 'antd';
import { accessApi } from '../services/accessApi';
import { confirmProblem, PASSWORD_HINT, passwordProblem } from '../utils/password';
import { useFormSubmit, UnsavedChangesEffect } from '../../widgets';

export type ResetPasswordModalProps = {
  /** The user whose password is set; null hides the dialog. */
  username: string | null;
  onClose: () => void;
};

type Values = { password: string; confirmpassword: string };

/** 修改密码 by an administrator (width 800, `PUT /sys/user/changePassword`) with the spec §5 policy messages. */
export function ResetPasswordModal({ username, onClose }: ResetPasswordModalProps) {
  const [form] = Form.useForm<Values>();

  const { submit, saving } = useFormSubmit(
    form,
    async (values) => {
      if (!username) return null;
      return await accessApi.resetPassword({ username, ...values });
    },
    { success: '密码修改成功！', failure: '修改失败', onDone: onClose },
  );

  return (
    <Modal
      open={username !== null}
      title="修改密码"
      width={800}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} name="resetPasswordForm" labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <UnsavedChangesEffect />
        <Form.Item label="用户账号" htmlFor="resetPasswordForm_username">
          <Input id="resetPasswordForm_username" value={username ?? ''} disabled />
        </Form.Item>
        <Form.Item
          label="登录密码"
          name="password"
          extra={PASSWORD_HINT}
          rules={[
            { required: true, message: '请输入新密码!' },
            {
              validator: (_, v: string | undefined) => {
                const problem = v ? passwordProblem(v) : null;
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认密码"
          name="confirmpassword"
          dependencies={['password']}
          rules={[
            { required: true, message: '请确认新密码!' },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) => {
                const problem = v ? confirmProblem(getFieldValue('password') as string, v) : null;
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            }),
          ]}
        >
          <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
