import { Divider, Drawer, Switch, Typography } from 'antd';
import {
  LAYOUT_CHOICES,
  LAYOUT_SWITCHES,
  LayoutChoice,
  ThemeColorPicker,
  type LayoutSettings,
} from '../../account';

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

const block = { display: 'block', margin: '12px 0' } as const;

/** Spec §2 "Settings drawer": content width, theme, layout, colour weakness, fixed header/sidebar, auto-hide header. */
export function SettingsDrawer({ open, settings, onChange, onClose }: SettingsDrawerProps) {
  const set = <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) =>
    onChange({ ...settings, [key]: value });
  return (
    <Drawer open={open} onClose={onClose} title="系统布局配置" width={300}>
      <Typography.Text strong>{LAYOUT_CHOICES.theme.title}</Typography.Text>
      <LayoutChoice setting="theme" value={settings.theme} onChange={(v) => set('theme', v)} style={block} />
      <Typography.Text strong>主题色</Typography.Text>
      <div style={{ margin: '12px 0' }}>
        <ThemeColorPicker value={settings.color} onChange={(color) => set('color', color)} />
      </div>
      <Divider />
      <Typography.Text strong>{LAYOUT_CHOICES.layout.title}</Typography.Text>
      <LayoutChoice
        setting="layout"
        value={settings.layout}
        onChange={(v) => set('layout', v)}
        style={block}
      />
      <Row label={LAYOUT_CHOICES.menuStyle.title}>
        <LayoutChoice
          setting="menuStyle"
          size="small"
          value={settings.menuStyle}
          onChange={(v) => set('menuStyle', v)}
        />
      </Row>
      <Row label={LAYOUT_CHOICES.contentWidth.title}>
        <LayoutChoice
          setting="contentWidth"
          size="small"
          value={settings.contentWidth}
          onChange={(v) => set('contentWidth', v)}
        />
      </Row>
      {LAYOUT_SWITCHES.map(({ key, title }) => (
        <Row key={key} label={title}>
          <Switch size="small" checked={settings[key]} onChange={(v) => set(key, v)} />
        </Row>
      ))}
    </Drawer>
  );
}
