import { App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../modules/core';
import { PASSWORD_HINT, passwordStrength } from '../modules/shell';
import { supplierApi, type RegisterValues } from '../modules/supplier';
import {
  CategorySelect,
  creditCodeRule,
  normalizeCreditCode,
  useCountdown,
} from '../modules/supplier-fields';

const MOBILE = /^1[3-9]\d{9}$/;
const reject = (message: string) => Promise.reject(new Error(message));

/**
 * /register and /supplierRegister (spec §2, the same screen): a supplier company signs up with its
 * facts, the categories it supplies, a phone verified by an SMS code and its first account. The
 * account can then log in and complete the company's information for review.
 */
export function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const countdown = useCountdown();
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    const checked = await form.validateFields(['mobile']).catch(() => null);
    if (!checked) return;
    try {
      await supplierApi.sendRegisterSms(checked.mobile);
      void message.success('验证码已发送');
      countdown.start(60);
    } catch (e) {
      void message.error(errorText(e, '发送失败'));
    }
  };

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    try {
      const done = await supplierApi.register({
        ...values,
        creditCode: normalizeCreditCode(values.creditCode),
        companyName: values.companyName.trim(),
        contact: values.contact.trim(),
        username: values.username.trim(),
      });
      void navigate(`/register-result?username=${encodeURIComponent(done.username)}`, { replace: true });
    } catch (e) {
      void message.error(errorText(e, '注册失败'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: '#f0f2f5',
        padding: 16,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          供应商注册
        </Typography.Title>
        <Form<RegisterValues>
          form={form}
          layout="vertical"
          onFinish={(v) => void submit(v)}
          data-testid="register-form"
        >
          <Form.Item
            label="企业名称"
            name="companyName"
            rules={[{ required: true, whitespace: true, message: '请输入企业名称' }]}
          >
            <Input maxLength={100} placeholder="与营业执照一致" />
          </Form.Item>
          <Form.Item
            label="统一社会信用代码"
            name="creditCode"
            validateTrigger="onBlur"
            rules={[creditCodeRule]}
          >
            <Input maxLength={20} placeholder="18位统一社会信用代码" />
          </Form.Item>
          <Form.Item label="供应品类" name="categoryIds">
            <CategorySelect />
          </Form.Item>
          <Form.Item
            label="联系人"
            name="contact"
            rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            label="手机号"
            name="mobile"
            rules={[{ required: true, pattern: MOBILE, message: '请输入正确格式的手机号码!' }]}
          >
            <Input maxLength={11} placeholder="用于登录和接收验证码" />
          </Form.Item>
          <Form.Item label="验证码" required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
                <Input placeholder="短信验证码" maxLength={6} />
              </Form.Item>
              <Button disabled={countdown.left > 0} onClick={() => void sendCode()} data-testid="send-code">
                {countdown.left > 0 ? `${countdown.left} 秒` : '获取验证码'}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item
            label="用户名"
            name="username"
            validateTrigger="onBlur"
            rules={[
              { required: true, message: '请输入用户名' },
              { pattern: /^[A-Za-z0-9_]{4,30}$/, message: '用户名为4-30位字母、数字或下划线' },
              {
                validator: (_, v: string | undefined) =>
                  v && /^[A-Za-z0-9_]{4,30}$/.test(v)
                    ? supplierApi.checkUsername(v).then(
                        () => undefined,
                        (e: unknown) => reject(errorText(e, '用户账号已存在')),
                      )
                    : Promise.resolve(),
              },
            ]}
          >
            <Input maxLength={30} autoComplete="username" />
          </Form.Item>
          <Form.Item
            label="密码"
            name="password"
            extra={PASSWORD_HINT}
            rules={[
              { required: true, message: '请输入密码!' },
              {
                validator: (_, v: string | undefined) =>
                  v && passwordStrength(v) === 'weak' ? reject('密码安全等级不够！') : Promise.resolve(),
              },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="确认密码"
            name="confirmPassword"
            dependencies={['password']}
            rules={[
              { required: true, message: '请确认密码!' },
              ({ getFieldValue }) => ({
                validator: (_, v: string | undefined) =>
                  !v || v === getFieldValue('password')
                    ? Promise.resolve()
                    : reject('两次输入的密码不一致！'),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            注 册
          </Button>
          <div style={{ marginTop: 12, textAlign: 'right' }}>
            <Link to="/user/login">使用已有账户登录</Link>
          </div>
        </Form>
      </Card>
    </div>
  );
}
