import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, List, Popconfirm, Skeleton, Tag } from 'antd';
import {
  accountApi,
  accountKeys,
  AccountSettingsLayout,
  formatCst,
  type LoginProvider,
} from '../../../modules/account';
import { errorText } from '../../../modules/core';

const TYPE_LABEL: Record<LoginProvider['type'], string> = {
  sso: '单点登录 / 第三方登录',
  cas: 'CAS 统一认证登录',
};

/**
 * 账号绑定 (/account/settings/binding): the login providers configured for the user's tenant (SSO
 * issuers, CAS). A provider logs in the account whose username it names; 解绑 stops it doing so
 * for this account, 绑定 lets it again.
 */
export function Component() {
  const { message } = App.useApp();
  const providers = useQuery({ queryKey: accountKeys.providers, queryFn: accountApi.providers });
  const toggle = async (p: LoginProvider) => {
    try {
      await (p.bound ? accountApi.unbind(p.name) : accountApi.bind(p.name));
      void message.success(p.bound ? '解绑成功' : '绑定成功');
    } catch (e) {
      void message.error(errorText(e, '操作失败'));
    }
    await providers.refetch();
  };
  return (
    <AccountSettingsLayout active="binding">
      {providers.isPending ? (
        <Skeleton active />
      ) : (providers.data ?? []).length === 0 ? (
        <Empty description="系统未启用第三方登录，暂无可绑定的账号" />
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={providers.data ?? []}
          renderItem={(p) => (
            <List.Item
              data-testid={`binding-${p.name}`}
              actions={[
                p.bound ? (
                  <Popconfirm
                    key="unbind"
                    title={`确定解除与${p.name}的绑定吗？`}
                    description="解绑后将不能通过该方式登录本账号"
                    onConfirm={() => toggle(p)}
                  >
                    <Button type="link">解绑</Button>
                  </Popconfirm>
                ) : (
                  <Button key="bind" type="link" onClick={() => void toggle(p)}>
                    绑定
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={
                  <>
                    {p.name} {p.bound ? <Tag color="green">已绑定</Tag> : <Tag>已解绑</Tag>}
                  </>
                }
                description={`${TYPE_LABEL[p.type]}${
                  p.lastLoginTime ? `，最近登录：${formatCst(p.lastLoginTime)}` : '，尚未通过该方式登录'
                }`}
              />
            </List.Item>
          )}
        />
      )}
    </AccountSettingsLayout>
  );
}
