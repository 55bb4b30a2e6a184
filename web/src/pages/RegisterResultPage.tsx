import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';

/** /register-result: the account is made; the company's information is completed after logging in. */
export function RegisterResultPage() {
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Result
        status="success"
        title={username ? `你的账户：${username} 注册成功` : '注册成功'}
        subTitle="请登录后完善企业信息并提交审核，审核通过后即可使用供应商协同平台。"
        extra={
          <Link to="/user/login">
            <Button type="primary">去登录</Button>
          </Link>
        }
      />
    </div>
  );
}
