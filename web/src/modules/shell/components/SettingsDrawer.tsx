import { Divider, Drawer, Radio, Switch, Typography } from 'antd';
import type { LayoutSettings } from '../utils/layoutSettings';
import { ThemeColorPicker } from './ThemeColorPicker';

export type SettingsDrawerProps = {
  open: boolean;
  settings: LayoutSettings;
  onChange: (next: LayoutSettings) => void;
  onClose: () => void;
};

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '12px 0' }}>
    <span>{label}</span>
    {children}
  </div>
);

/** Spec §2 "Settings drawer": content width, theme, layout, colour weakness, fixed header/sidebar, auto-hide header. */
export function SettingsDrawer({ open, settings, onChange, onClose }: SettingsDrawerProps) {
  const set = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) =>
    onChange({ ...settings, [key]: value });
  return (
    <Drawer open={open} onClose={onClose} title="系统布局配置" width={300}>
      <Typography.Text strong>整体风格</Typography.Text>
      <Radio.Group
        value={settings.theme}
        onChange={(e) => set('theme', e.target.value)}
        style={{ display: 'block', margin: '12px 0' }}
      >
        <Radio.Button value="light">亮色</Radio.Button>
        <Radio.Button value="dark">暗色</Radio.Button>
      </Radio.Group>
      <Typography.Text strong>主题色</Typography.Text>
      <div style={{ margin: '12px 0' }}>
        <ThemeColorPicker value={settings.color} onChange={(color) => set('color', color)} />
      </div>
      <Divider />
      <Typography.Text strong>导航模式</Typography.Text>
      <Radio.Group
        value={settings.layout}
        onChange={(e) => set('layout', e.target.value)}
        style={{ display: 'block', margin: '12px 0' }}
      >
        <Radio.Button value="sidemenu">侧边栏导航</Radio.Button>
        <Radio.Button value="topmenu">顶部栏导航</Radio.Button>
      </Radio.Group>
      <Row label="菜单风格">
        <Radio.Group
          size="small"
          value={settings.menuStyle}
          onChange={(e) => set('menuStyle', e.target.value)}
        >
          <Radio.Button value="new">新版</Radio.Button>
          <Radio.Button value="old">经典</Radio.Button>
        </Radio.Group>
      </Row>
      <Row label="内容区域宽度">
        <Radio.Group
          size="small"
          value={settings.contentWidth}
          onChange={(e) => set('contentWidth', e.target.value)}
        >
          <Radio.Button value="Fixed">固定</Radio.Button>
          <Radio.Button value="Fluid">流式</Radio.Button>
        </Radio.Group>
      </Row>
      <Row label="固定 Header">
        <Switch size="small" checked={settings.fixedHeader} onChange={(v) => set('fixedHeader', v)} />
      </Row>
      <Row label="下滑时隐藏 Header">
        <Switch size="small" checked={settings.autoHideHeader} onChange={(v) => set('autoHideHeader', v)} />
      </Row>
      <Row label="固定侧边菜单">
        <Switch size="small" checked={settings.fixSiderbar} onChange={(v) => set('fixSiderbar', v)} />
      </Row>
      <Divider />
      <Row label="色弱模式">
        <Switch size="small" checked={settings.weak} onChange={(v) => set('weak', v)} />
      </Row>
      <Row label="多页签模式">
        <Switch size="small" checked={settings.multipage} onChange={(v) => set('multipage', v)} />
      </Row>
      <Row label="水印">
        <Switch size="small" checked={settings.watermark} onChange={(v) => set('watermark', v)} />
      </Row>
    </Drawer>
  );
}
