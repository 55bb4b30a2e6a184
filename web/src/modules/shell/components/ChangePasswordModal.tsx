import { App, Form, Input, Modal, Space, Typography } from 'antd';
import { ApiError } from '../../core';
import { sessionApi } from '../../session';
import { PASSWORD_HINT, PASSWORD_STRENGTH_LABEL, passwordStrength } from '../utils/passwordStrength';

/** Bars lit and their colour per strength (a plain bar: the dialog is in the entry chunk). */
const STRENGTH_BAR = { weak: [1, '#ff4d4f'], medium: [2, '#faad14'], strong: [3, '#52c41a'] } as const;

type Values = { oldpassword: string; password: string; confirmpassword: string };

/** Spec §2 "Change password" (title 修改密码, width 800) with the §5 messages; the server enforces the policy too. */
export function ChangePasswordModal({
  open,
  username,
  onClose,
}: {
  open: boolean;
  username: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const typed = Form.useWatch('password', form) ?? '';
  const strength = passwordStrength(typed);
  const submit = async () => {
    // A failed validation shows its messages on the fields; it is not an error to throw.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await sessionApi.changePassword({ username, ...values });
      void message.success('密码修改成功！');
      form.resetFields();
      onClose();
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : '修改失败');
    }
  };
  return (
    <Modal
      open={open}
      title="修改密码"
      width={800}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 14 }}>
        <Form.Item label="旧密码" name="oldpassword" rules={[{ required: true, message: '请输入旧密码!' }]}>
          <Input.Password placeholder="请输入旧密码" />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="password"
          extra={
            <Space direction="vertical" size={0} style={{ width: '100%' }}>
              <span>{PASSWORD_HINT}</span>
              {typed ? (
                <Space data-testid="password-strength">
                  <Typography.Text>密码强度：{PASSWORD_STRENGTH_LABEL[strength]}</Typography.Text>
                  <span style={{ display: 'inline-flex', gap: 4 }}>
                    {[1, 2, 3].map((n) => (
                      <span
                        key={n}
                        style={{
                          width: 36,
                          height: 6,
                          borderRadius: 3,
                          background: n <= STRENGTH_BAR[strength][0] ? STRENGTH_BAR[strength][1] : '#f0f0f0',
                        }}
                      />
                    ))}
                  </span>
                </Space>
              ) : null}
            </Space>
          }
          rules={[
            { required: true, message: '请输入新密码!' },
            {
              validator: (_, v: string | undefined) => {
                if (!v) return Promise.resolve();
                const classes = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(v)).length;
                return v.length >= 8 && classes >= 3
                  ? Promise.resolve()
                  : Promise.reject(new Error('密码安全等级不够！'));
              },
            },
          ]}
        >
          <Input.Password placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirmpassword"
          dependencies={['password']}
          rules={[
            { required: true, message: '请确认新密码!' },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                !v || v === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error('两次输入的密码不一致！')),
            }),
          ]}
        >
          <Input.Password placeholder="请再次输入新密码" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
