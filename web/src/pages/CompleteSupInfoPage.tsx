import { Button, Result } from 'antd';
import { SessionActor } from '../modules/shell';

/**
 * /completeSupInfo: where a supplier whose isShow is 2 is confined (spec §2) until its company
 * information is complete. The information form arrives with the supplier module.
 */
export function CompleteSupInfoPage() {
  const actor = SessionActor.useActorRef();
  const name = SessionActor.useSelector((s) => s.context.userInfo?.realname ?? '');
  return (
    <Result
      status="warning"
      title="请完善企业信息"
      subTitle={`${name}，贵公司的供应商信息尚未完善，完善并通过审核后即可使用平台的全部功能。`}
      extra={
        <Button onClick={() => actor.send({ type: 'session.logout.request' })} data-testid="complete-logout">
          退出登录
        </Button>
      }
    />
  );
}
