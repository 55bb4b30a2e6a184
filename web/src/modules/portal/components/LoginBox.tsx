import { useSignedIn } from '../hooks/useSignedIn';
import { PortalButton } from './ui/PortalButton';

/** The home tab's login box (spec §2): to the login page, to registration, or to the workspace when signed in. */
export function LoginBox() {
  const signedIn = useSignedIn();
  return (
    <div className="portal-login-box" data-testid="portal-login-box">
      <h3 style={{ marginTop: 0 }}>{signedIn ? '欢迎回来' : '供应商登录'}</h3>
      <p className="portal-muted">登录后可在线报名、报价与竞价，查看订单与合同。</p>
      {signedIn ? (
        <PortalButton type="primary" block href="/dashboard/analysis">
          进入工作台
        </PortalButton>
      ) : (
        <>
          <PortalButton type="primary" block href="/user/login">
            登 录
          </PortalButton>
          <PortalButton block href="/register" style={{ marginTop: 12 }}>
            免费注册
          </PortalButton>
        </>
      )}
    </div>
  );
}
