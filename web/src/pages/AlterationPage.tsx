import { Button, Card, Result } from 'antd';
import { Link } from 'react-router';
import { SessionActor } from '../modules/session';
import { SupplierOnboarding } from '../modules/supplier';

/**
 * /alteration (public route): a supplier changes its company information (信息变更); the change
 * is reviewed like the first submission, the company stays admitted meanwhile. Needs a login.
 */
export function AlterationPage() {
  const token = SessionActor.useSelector((s) => s.context.token);
  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Card style={{ maxWidth: 720, margin: '0 auto' }} title="企业信息变更">
        {token ? (
          <SupplierOnboarding mode="alteration" />
        ) : (
          <Result
            status="info"
            title="请先登录"
            subTitle="变更企业信息需要登录供应商账号。"
            extra={
              <Link to={`/user/login?redirect=${encodeURIComponent('/alteration')}`}>
                <Button type="primary">去登录</Button>
              </Link>
            }
          />
        )}
      </Card>
    </div>
  );
}
