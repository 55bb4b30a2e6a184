import { useQueryClient } from '@tanstack/react-query';
import { List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import {
  accountKeys,
  AccountSettingsLayout,
  ChangeEmailModal,
  ChangePhoneModal,
  formatCst,
  maskEmail,
  maskPhone,
  SessionList,
  useAccountProfile,
  type AccountProfile,
} from '../../../modules/account';
import { ChangePasswordModal, PASSWORD_HINT } from '../../../modules/shell';

type Open = 'password' | 'phone' | 'email' | null;

/**
 * 安全设置 (/account/settings/security): password (spec §5 hint), phone by SMS code, email, and the
 * devices signed in (ASVS V3.3.4: see and end one's sessions).
 */
export function Component() {
  const profile = useAccountProfile();
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const p = profile.data;
  const changed = (saved: AccountProfile) => client.setQueryData(accountKeys.profile, saved);
  const close = () => {
    setOpen(null);
    void profile.refetch();
  };
  const action = (what: Exclude<Open, null>, text: string) => (
    <Typography.Link key={what} onClick={() => setOpen(what)}>
      {text}
    </Typography.Link>
  );
  return (
    <AccountSettingsLayout active="security">
      {!p ? (
        <Skeleton active />
      ) : (
        <List itemLayout="horizontal">
          <List.Item actions={[action('password', '修改')]} data-testid="security-password">
            <List.Item.Meta
              title="账户密码"
              description={
                <>
                  <div>{p.passwordTime ? `上次修改时间：${formatCst(p.passwordTime)}` : '尚未设置'}</div>
                  <Typography.Text type="secondary">{PASSWORD_HINT}</Typography.Text>
                </>
              }
            />
          </List.Item>
          <List.Item actions={[action('phone', p.phone ? '修改' : '绑定')]} data-testid="security-phone">
            <List.Item.Meta
              title="密保手机"
              description={
                p.phone ? `已绑定手机：${maskPhone(p.phone)}` : '未绑定手机，绑定后可用手机验证码登录'
              }
            />
          </List.Item>
          <List.Item actions={[action('email', p.email ? '修改' : '绑定')]} data-testid="security-email">
            <List.Item.Meta
              title="备用邮箱"
              description={p.email ? `已绑定邮箱：${maskEmail(p.email)}` : '未绑定邮箱'}
            />
          </List.Item>
        </List>
      )}
      <SessionList />
      <ChangePasswordModal open={open === 'password'} username={p?.username ?? ''} onClose={close} />
      <ChangePhoneModal
        open={open === 'phone'}
        current={p?.phone ?? null}
        onClose={close}
        onChanged={changed}
      />
      <ChangeEmailModal
        open={open === 'email'}
        current={p?.email ?? null}
        onClose={close}
        onChanged={changed}
      />
    </AccountSettingsLayout>
  );
}
