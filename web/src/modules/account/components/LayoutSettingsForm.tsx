import { App, List, Radio, Switch } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../core';
import { THEME_COLORS, ThemeColorPicker, type LayoutSettings } from '../../shell';
import { useLayoutSettings } from '../hooks/useLayoutSettings';

type Item = { key: string; title: string; description: string; action: ReactNode };

/** 个性化: the settings drawer's choices, saved for the user on the server at each change. */
export function LayoutSettingsForm() {
  const { settings, change } = useLayoutSettings();
  const { message } = App.useApp();
  const set = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => {
    change({ ...settings, [key]: value }).then(
      () => void message.success('保存成功'),
      (e: unknown) => void message.error(errorText(e, '保存失败')),
    );
  };
  const toggle = (
    key: 'fixedHeader' | 'fixSiderbar' | 'autoHideHeader' | 'weak' | 'multipage' | 'watermark',
  ) => <Switch aria-label={key} checked={settings[key]} onChange={(v) => set(key, v)} />;
  const items: Item[] = [
    {
      key: 'theme',
      title: '整体风格',
      description: '侧边菜单与顶栏的亮色或暗色',
      action: (
        <Radio.Group value={settings.theme} onChange={(e) => set('theme', e.target.value)}>
          <Radio.Button value="light">亮色</Radio.Button>
          <Radio.Button value="dark">暗色</Radio.Button>
        </Radio.Group>
      ),
    },
    {
      key: 'color',
      title: '主题色',
      description: THEME_COLORS.find((c) => c.color === settings.color)?.title ?? settings.color,
      action: <ThemeColorPicker value={settings.color} onChange={(color) => set('color', color)} />,
    },
    {
      key: 'layout',
      title: '导航模式',
      description: '菜单在左侧或在顶部',
      action: (
        <Radio.Group value={settings.layout} onChange={(e) => set('layout', e.target.value)}>
          <Radio.Button value="sidemenu">侧边栏导航</Radio.Button>
          <Radio.Button value="topmenu">顶部栏导航</Radio.Button>
        </Radio.Group>
      ),
    },
    {
      key: 'menuStyle',
      title: '菜单风格',
      description: '新版：两级菜单，第三级在旁列出；经典：各级逐层展开',
      action: (
        <Radio.Group value={settings.menuStyle} onChange={(e) => set('menuStyle', e.target.value)}>
          <Radio.Button value="new">新版</Radio.Button>
          <Radio.Button value="old">经典</Radio.Button>
        </Radio.Group>
      ),
    },
    {
      key: 'contentWidth',
      title: '内容区域宽度',
      description: '固定宽度或随窗口铺满',
      action: (
        <Radio.Group value={settings.contentWidth} onChange={(e) => set('contentWidth', e.target.value)}>
          <Radio.Button value="Fixed">固定</Radio.Button>
          <Radio.Button value="Fluid">流式</Radio.Button>
        </Radio.Group>
      ),
    },
    {
      key: 'fixedHeader',
      title: '固定 Header',
      description: '页面滚动时顶栏保持可见',
      action: toggle('fixedHeader'),
    },
    {
      key: 'autoHideHeader',
      title: '下滑时隐藏 Header',
      description: '向下滚动超过100像素时隐藏顶栏',
      action: toggle('autoHideHeader'),
    },
    {
      key: 'fixSiderbar',
      title: '固定侧边菜单',
      description: '侧边菜单不随页面滚动',
      action: toggle('fixSiderbar'),
    },
    { key: 'weak', title: '色弱模式', description: '为色弱用户调整页面颜色', action: toggle('weak') },
    {
      key: 'multipage',
      title: '多页签模式',
      description: '打开的页面以页签保留',
      action: toggle('multipage'),
    },
    { key: 'watermark', title: '水印', description: '页面显示带姓名的水印', action: toggle('watermark') },
  ];
  return (
    <List
      itemLayout="horizontal"
      dataSource={items}
      renderItem={(item) => (
        <List.Item key={item.key} actions={[item.action]} data-testid={`layout-${item.key}`}>
          <List.Item.Meta title={item.title} description={item.description} />
        </List.Item>
      )}
    />
  );
}
