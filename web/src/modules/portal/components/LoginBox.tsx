import { Button } from 'antd';
import { Link } from 'react-router';
import { sessionStore } from '../../shell';

/** The home tab's login box (spec §2): to the login page, to registration, or to the workspace when signed in. */
export function LoginBox() {
  const signedIn = sessionStore.readToken() !== null;
  return (
    <div className="portal-login-box" data-testid="portal-login-box">
      <h3 style={{ marginTop: 0 }}>{signedIn ? '欢迎回来' : '供应商登录'}</h3>
      <p className="portal-muted">登录后可在线报名、报价与竞价，查看订单与合同。</p>
      {signedIn ? (
        <Link to="/dashboard/analysis">
          <Button type="primary" block>
            进入工作台
          </Button>
        </Link>
      ) : (
        <>
          <Link to="/user/login">
            <Button type="primary" block>
              登 录
            </Button>
          </Link>
          <Link to="/register">
            <Button block style={{ marginTop: 12 }}>
              免费注册
            </Button>
          </Link>
        </>
      )}
    </div>
  );
}
