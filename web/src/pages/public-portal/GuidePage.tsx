import { PortalCard, PortalSteps } from '../../modules/portal';

const REGISTRATION_STEPS = [
  { title: '填写企业信息', description: '企业名称、统一社会信用代码、联系人' },
  { title: '手机验证', description: '短信验证码确认手机号' },
  { title: '完善资料', description: '上传营业执照，选择供应品类' },
  { title: '审核通过', description: '进入供应商工作台' },
];

/**
 * /guide (hidden in the nav): 用户指南: registration, login, password recovery. Registration and login
 * are the back office's entry: plain links, a page load.
 */
export function GuidePage() {
  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24 }}>
      <h1 className="portal-section-title" style={{ marginBottom: 16 }}>
        用户指南
      </h1>
      <PortalCard title="用户注册" style={{ marginBottom: 16 }}>
        <PortalSteps items={REGISTRATION_STEPS} />
        <p style={{ marginTop: 16, marginBottom: 0 }}>
          <a href="/register">立即注册</a>
        </p>
      </PortalCard>
      <PortalCard title="用户登录" style={{ marginBottom: 16 }}>
        <p style={{ margin: 0 }}>
          使用注册的账号和密码在 <a href="/user/login">登录页</a> 登录，也可使用手机号验证码登录。
        </p>
      </PortalCard>
      <PortalCard title="找回密码" id="password">
        <p style={{ margin: 0 }}>请联系集团采购中心（0573-8800 0000）核实身份后重置密码。</p>
      </PortalCard>
    </div>
  );
}
