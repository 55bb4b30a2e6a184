import { Dropdown, Tabs } from 'antd';
import type { ActorRefFrom } from 'xstate';
import type { tabsMachine, TabPage } from '../../tabs';

export type TabsBarProps = {
  pages: readonly TabPage[];
  activeKey: string;
  send: ActorRefFrom<typeof tabsMachine>['send'];
};

/** The multi-tab bar (spec §4 "Tabs"): close, and the context menu refresh / close left / right / others. */
export function TabsBar({ pages, activeKey, send }: TabsBarProps) {
  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onChange={(fullPath) => send({ type: 'tab.activate', fullPath })}
      onEdit={(fullPath, action) => {
        if (action === 'remove' && typeof fullPath === 'string') send({ type: 'tab.close', fullPath });
      }}
      style={{ marginBottom: 0 }}
      items={pages.map((p) => ({
        key: p.fullPath,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'refresh', label: '刷新' },
                { key: 'closeLeft', label: '关闭左侧' },
                { key: 'closeRight', label: '关闭右侧' },
                { key: 'closeOthers', label: '关闭其他' },
              ],
              onClick: ({ key }) =>
                send({
                  type: `tab.${key}` as
                    'tab.refresh' | 'tab.closeLeft' | 'tab.closeRight' | 'tab.closeOthers',
                  fullPath: p.fullPath,
                }),
            }}
          >
            <span data-testid="tab" data-path={p.fullPath}>
              {p.meta.title}
            </span>
          </Dropdown>
        ),
      }))}
    />
  );
}
