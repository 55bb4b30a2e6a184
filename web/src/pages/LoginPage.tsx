import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Divider, Form, Input, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ApiError } from '../modules/core';
import { defaultHome, safeRedirect, SessionActor, sessionApi } from '../modules/session';
import { casLoginHref } from '../modules/shell';

type PasswordValues = { username: string; password: string };
type PhoneValues = { mobile: string; captcha: string };

/**
 * /user/login: password or phone-code login, and a button for each other login the server has
 * configured (CAS, issuers with a login page); returns to the `redirect` query afterwards.
 */
export function LoginPage() {
  const actor = SessionActor.useActorRef();
  const loggingIn = SessionActor.useSelector(
    (s) => s.matches('loggingIn') || s.matches({ authenticated: 'loadingPermissions' }),
  );
  const error = SessionActor.useSelector((s) => s.context.error);
  const token = SessionActor.useSelector((s) => s.context.token);
  const isShow = SessionActor.useSelector((s) => s.context.userInfo?.isShow ?? null);
  const ready = SessionActor.useSelector((s) => s.matches({ authenticated: 'ready' }));
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [phoneForm] = Form.useForm<PhoneValues>();
  const [countdown, setCountdown] = useState(0);
  const { message } = App.useApp();
  const methods = useQuery({
    queryKey: ['loginMethods'],
    queryFn: sessionApi.loginMethods,
    staleTime: Infinity,
    retry: false,
  });
  const cas = methods.data?.cas ?? null;
  const others = [
    ...(cas
      ? [
          {
            key: 'cas',
            title: 'CAS单点登录',
            href: casLoginHref(cas.loginUrl, window.location.origin, redirect),
          },
        ]
      : []),
    ...(methods.data?.issuers ?? []).map((i) => ({
      key: `issuer-${i.name}`,
      title: i.title,
      href: i.loginUrl,
    })),
  ];

  if (token && ready) return <Navigate to={redirect ?? defaultHome(isShow)} replace />;

  const sendCode = async () => {
    const checked = await phoneForm.validateFields(['mobile']).catch(() => null);
    if (!checked) return;
    const { mobile } = checked;
    try {
      await sessionApi.sendSms(mobile);
      void message.success('验证码已发送');
      setCountdown(60);
      const timer = setInterval(
        () => setCountdown((n) => (n <= 1 ? (clearInterval(timer), 0) : n - 1)),
        1000,
      );
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : '发送失败');
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 380 }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={3} style={{ textAlign: 'center' }}>
            SRM 采购与供应商协同平台
          </Typography.Title>
          {error ? <Alert type="error" showIcon message={error} data-testid="login-error" /> : null}
          <Tabs
            items={[
              {
                key: 'password',
                label: '账号密码登录',
                children: (
                  <Form<PasswordValues>
                    // The portal's login box hands over here with the username it was given.
                    initialValues={{ username: params.get('username') ?? '' }}
                    onFinish={(v) =>
                      actor.send({ type: 'session.login', request: { method: 'password', ...v }, redirect })
                    }
                  >
                    <Form.Item name="username" rules={[{ required: true, message: '请输入用户名' }]}>
                      <Input prefix={<UserOutlined />} placeholder="用户名" autoComplete="username" />
                    </Form.Item>
                    <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
                      <Input.Password
                        prefix={<LockOutlined />}
                        placeholder="密码"
                        autoComplete="current-password"
                      />
                    </Form.Item>
                    <Button type="primary" htmlType="submit" block loading={loggingIn}>
                      登 录
                    </Button>
                  </Form>
                ),
              },
              {
                key: 'phone',
                label: '手机号登录',
                children: (
                  <Form<PhoneValues>
                    form={phoneForm}
                    onFinish={(v) =>
                      actor.send({ type: 'session.login', request: { method: 'phone', ...v }, redirect })
                    }
                  >
                    <Form.Item
                      name="mobile"
                      rules={[
                        { required: true, pattern: /^1[3-9]\d{9}$/, message: '请输入正确格式的手机号码!' },
                      ]}
                    >
                      <Input prefix={<MobileOutlined />} placeholder="手机号" />
                    </Form.Item>
                    <Form.Item name="captcha" rules={[{ required: true, message: '请输入验证码' }]}>
                      <Space.Compact style={{ width: '100%' }}>
                        <Input placeholder="验证码" />
                        <Button disabled={countdown > 0} onClick={() => void sendCode()}>
                          {countdown > 0 ? `${countdown} 秒` : '获取验证码'}
                        </Button>
                      </Space.Compact>
                    </Form.Item>
                    <Button type="primary" htmlType="submit" block loading={loggingIn}>
                      登 录
                    </Button>
                  </Form>
                ),
              },
            ]}
          />
          {others.length > 0 ? (
            <div data-testid="other-logins">
              <Divider plain>其他登录方式</Divider>
              <Space wrap style={{ width: '100%', justifyContent: 'center' }}>
                {others.map((o) => (
                  <Button key={o.key} href={o.href}>
                    {o.title}
                  </Button>
                ))}
              </Space>
            </div>
          ) : null}
        </Space>
      </Card>
    </div>
  );
}
