import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../core';
import { accountApi } from '../services/accountApi';
import type { AccountProfile } from '../types';

/** One code a minute per phone (the server's limit): the button waits as long. */
const RESEND_SECONDS = 60;
const PHONE = /^1[3-9]\d{9}$/;

export type ChangePhoneModalProps = {
  open: boolean;
  current: string | null;
  onClose: () => void;
  onChanged: (profile: AccountProfile) => void;
};

type Values = { phone: string; smscode: string };

/** 修改手机号: a code goes to the new phone; the phone changes when the code comes back. */
export function ChangePhoneModal({ open, current, onClose, onChanged }: ChangePhoneModalProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  const sendCode = async () => {
    const values = await form.validateFields(['phone']).catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      await accountApi.sendPhoneCode(values.phone);
      void message.success('验证码发送成功');
      setWait(RESEND_SECONDS);
    } catch (e) {
      void message.error(errorText(e, '验证码发送失败'));
    } finally {
      setSending(false);
    }
  };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const profile = await accountApi.changePhone(values.phone, values.smscode);
      void message.success('手机号修改成功');
      form.resetFields();
      onChanged(profile);
      onClose();
    } catch (e) {
      void message.error(errorText(e, '修改失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={current ? '修改手机号' : '绑定手机号'}
      onOk={() => void submit()}
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          label="新手机号"
          name="phone"
          rules={[
            { required: true, message: '请输入手机号' },
            { pattern: PHONE, message: '请输入正确格式的手机号码!' },
          ]}
        >
          <Input placeholder="请输入新手机号" maxLength={11} />
        </Form.Item>
        <Form.Item label="验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="smscode" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
              <Input placeholder="请输入验证码" maxLength={6} />
            </Form.Item>
            <Button disabled={wait > 0} loading={sending} onClick={() => void sendCode()}>
              {wait > 0 ? `${wait}秒后重新获取` : '获取验证码'}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
