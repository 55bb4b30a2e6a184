import { App, List, Switch } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../core';
import { useLayoutSettings } from '../hooks/useLayoutSettings';
import { LAYOUT_CHOICES, LAYOUT_SWITCHES, THEME_COLORS, type LayoutSettings } from '../utils/layoutSettings';
import { LayoutChoice } from './LayoutChoice';
import { ThemeColorPicker } from './ThemeColorPicker';

type Item = { key: string; title: string; description: string; action: ReactNode };

const SWITCH_DESCRIPTIONS: Record<(typeof LAYOUT_SWITCHES)[number]['key'], string> = {
  fixedHeader: '页面滚动时顶栏保持可见',
  autoHideHeader: '向下滚动超过100像素时隐藏顶栏',
  fixSiderbar: '侧边菜单不随页面滚动',
  weak: '为色弱用户调整页面颜色',
  multipage: '打开的页面以页签保留',
  watermark: '页面显示带姓名的水印',
};

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
  const items: Item[] = [
    {
      key: 'theme',
      title: LAYOUT_CHOICES.theme.title,
      description: '侧边菜单与顶栏的亮色或暗色',
      action: <LayoutChoice setting="theme" value={settings.theme} onChange={(v) => set('theme', v)} />,
    },
    {
      key: 'color',
      title: '主题色',
      description: THEME_COLORS.find((c) => c.color === settings.color)?.title ?? settings.color,
      action: <ThemeColorPicker value={settings.color} onChange={(color) => set('color', color)} />,
    },
    {
      key: 'layout',
      title: LAYOUT_CHOICES.layout.title,
      description: '菜单在左侧或在顶部',
      action: <LayoutChoice setting="layout" value={settings.layout} onChange={(v) => set('layout', v)} />,
    },
    {
      key: 'menuStyle',
      title: LAYOUT_CHOICES.menuStyle.title,
      description: '新版：两级菜单，第三级在旁列出；经典：各级逐层展开',
      action: (
        <LayoutChoice setting="menuStyle" value={settings.menuStyle} onChange={(v) => set('menuStyle', v)} />
      ),
    },
    {
      key: 'contentWidth',
      title: LAYOUT_CHOICES.contentWidth.title,
      description: '固定宽度或随窗口铺满',
      action: (
        <LayoutChoice
          setting="contentWidth"
          value={settings.contentWidth}
          onChange={(v) => set('contentWidth', v)}
        />
      ),
    },
    ...LAYOUT_SWITCHES.map(({ key, title }) => ({
      key,
      title,
      description: SWITCH_DESCRIPTIONS[key],
      action: <Switch aria-label={key} checked={settings[key]} onChange={(v) => set(key, v)} />,
    })),
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
