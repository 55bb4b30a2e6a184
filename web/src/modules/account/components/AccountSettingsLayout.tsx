import { PageContainer } from '@ant-design/pro-components';
import { Card, Menu, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The five sections of 账户设置 (spec §2 "Views seen": base, security, binding, notification, custom). */
export const ACCOUNT_SECTIONS = [
  { key: 'base', title: '基本设置' },
  { key: 'security', title: '安全设置' },
  { key: 'binding', title: '账号绑定' },
  { key: 'notification', title: '新消息通知' },
  { key: 'custom', title: '个性化' },
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]['key'];

export const accountSettingsPath = (section: AccountSection) => `/account/settings/${section}`;

export type AccountSettingsLayoutProps = { active: AccountSection; children: ReactNode };

/** 账户设置 as ant-design-pro lays it out: the sections on the left, the chosen one on the right. */
export function AccountSettingsLayout({ active, children }: AccountSettingsLayoutProps) {
  const navigate = useNavigate();
  const title = ACCOUNT_SECTIONS.find((s) => s.key === active)?.title;
  return (
    <PageContainer title="账户设置">
      <Card styles={{ body: { display: 'flex', padding: '16px 0' } }}>
        <Menu
          data-testid="account-settings-menu"
          mode="inline"
          style={{ width: 224, borderInlineEnd: '1px solid rgba(5,5,5,0.06)' }}
          selectedKeys={[active]}
          items={ACCOUNT_SECTIONS.map((s) => ({ key: s.key, label: s.title }))}
          onClick={({ key }) => void navigate(accountSettingsPath(key as AccountSection))}
        />
        <div style={{ flex: 1, padding: '8px 40px' }} data-testid={`account-settings-${active}`}>
          <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 16 }}>
            {title}
          </Typography.Title>
          {children}
        </div>
      </Card>
    </PageContainer>
  );
}
