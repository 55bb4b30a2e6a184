import { Card, Steps } from 'antd';
import { Link } from 'react-router';

/** /guide (hidden in the nav): 用户指南: registration, login, password recovery. */
export function GuidePage() {
  return (
    <div className="portal-container portal-section" style={{ paddingTop: 24 }}>
      <h1 className="portal-section-title" style={{ marginBottom: 16 }}>
        用户指南
      </h1>
      <Card title="用户注册" style={{ marginBottom: 16 }}>
        <Steps
          current={-1}
          items={[
            { title: '填写企业信息', description: '企业名称、统一社会信用代码、联系人' },
            { title: '手机验证', description: '短信验证码确认手机号' },
            { title: '完善资料', description: '上传营业执照，选择供应品类' },
            { title: '审核通过', description: '进入供应商工作台' },
          ]}
        />
        <p style={{ marginTop: 16 }}>
          <Link to="/register">立即注册</Link>
        </p>
      </Card>
      <Card title="用户登录" style={{ marginBottom: 16 }}>
        <p>
          使用注册的账号和密码在 <Link to="/user/login">登录页</Link> 登录，也可使用手机号验证码登录。
        </p>
      </Card>
      <Card title="找回密码" id="password">
        <p>请联系集团采购中心（0573-8800 0000）核实身份后重置密码。</p>
      </Card>
    </div>
  );
}
