import { App, List, Skeleton, Switch } from 'antd';
import {
  AccountSettingsLayout,
  useNotificationSettings,
  type NotificationSettings,
} from '../../../modules/account';
import { errorText } from '../../../modules/core';

const ITEMS: { key: keyof NotificationSettings; title: string; description: string }[] = [
  { key: 'system', title: '系统公告', description: '新的系统公告发布时，在页面右下角弹出提醒' },
  { key: 'notice', title: '通知公告', description: '新的通知公告发布时，在页面右下角弹出提醒' },
  {
    key: 'security',
    title: '账户安全',
    description: '账户密码、手机号或邮箱修改后，以系统消息通知本人',
  },
];

/** 新消息通知 (/account/settings/notification): each switch is saved for the user at once. */
export function Component() {
  const { settings, save } = useNotificationSettings();
  const { message } = App.useApp();
  return (
    <AccountSettingsLayout active="notification">
      {!settings ? (
        <Skeleton active />
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={ITEMS}
          renderItem={(item) => (
            <List.Item
              data-testid={`notification-${item.key}`}
              actions={[
                <Switch
                  key="switch"
                  aria-label={item.title}
                  checkedChildren="开"
                  unCheckedChildren="关"
                  checked={settings[item.key]}
                  onChange={(on) =>
                    save({ [item.key]: on }).then(
                      () => void message.success('保存成功'),
                      (e: unknown) => void message.error(errorText(e, '保存失败')),
                    )
                  }
                />,
              ]}
            >
              <List.Item.Meta title={item.title} description={item.description} />
            </List.Item>
          )}
        />
      )}
    </AccountSettingsLayout>
  );
}
