import { Button, Card, Typography } from 'antd';
import { SessionActor, useAdmissionReload } from '../modules/session';
import { SupplierOnboarding, useMySupplier } from '../modules/supplier';

/**
 * /completeSupInfo: where a supplier whose isShow is 2 is confined (spec §2) until its company is
 * admitted: it completes the information, submits it for review, reads a rejection's reason.
 */
export function CompleteSupInfoPage() {
  const actor = SessionActor.useActorRef();
  const name = SessionActor.useSelector((s) => s.context.userInfo?.realname ?? '');
  // Admitted: the session reads the user info again and the guard lets the user in.
  useAdmissionReload(useMySupplier().data?.admitted ?? false);
  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Card
        style={{ maxWidth: 720, margin: '0 auto' }}
        title="请完善企业信息"
        extra={
          <Button
            onClick={() => actor.send({ type: 'session.logout.request' })}
            data-testid="complete-logout"
          >
            退出登录
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          {name}，贵公司的供应商信息尚未完善，完善并通过审核后即可使用平台的全部功能。
        </Typography.Paragraph>
        <SupplierOnboarding mode="completion" />
      </Card>
    </div>
  );
}
