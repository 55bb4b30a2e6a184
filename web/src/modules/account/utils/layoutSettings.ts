import type { LayoutSettings } from '@srm/contracts/system';

/**
 * Spec §3 "Store settings" and §2 "Settings drawer": the layout a user chose (the contract's
 * `layoutSettings`, saved at `/sys/user/login/setting/layout`), kept in storage under the `pro__`
 * namespace. Defaults: primary colour #0061ae, light theme, side menu, fixed width, fixed sidebar on,
 * multi-tab on, watermark off.
 */
export type { LayoutSettings };

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  theme: 'light',
  layout: 'sidemenu',
  menuStyle: 'new',
  contentWidth: 'Fixed',
  fixedHeader: false,
  fixSiderbar: true,
  autoHideHeader: false,
  color: '#0061ae',
  weak: false,
  multipage: true,
  watermark: false,
};

/** Spec §9: eight theme colour presets. */
export const THEME_COLORS = [
  { title: '默认蓝', color: '#0061ae' },
  { title: '拂晓蓝', color: '#1890ff' },
  { title: '薄暮', color: '#f5222d' },
  { title: '火山', color: '#fa541c' },
  { title: '日暮', color: '#faad14' },
  { title: '明青', color: '#13c2c2' },
  { title: '极光绿', color: '#52c41a' },
  { title: '酱紫', color: '#722ed1' },
] as const;

export const LAYOUT_SETTINGS_KEY = 'pro__LAYOUT_SETTINGS';
/** Spec §9: the header hides after scrolling over 100 px when auto-hide is on. */
export const AUTO_HIDE_HEADER_PX = 100;

/** Reads stored settings, keeping only known fields of the right type (anything else: the default). */
export function parseLayoutSettings(raw: string | null): LayoutSettings {
  if (!raw) return DEFAULT_LAYOUT_SETTINGS;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return DEFAULT_LAYOUT_SETTINGS;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_LAYOUT_SETTINGS;
  const s = stored as Record<string, unknown>;
  const pick = <K extends keyof LayoutSettings>(key: K, ok: (v: unknown) => boolean): LayoutSettings[K] =>
    ok(s[key]) ? (s[key] as LayoutSettings[K]) : DEFAULT_LAYOUT_SETTINGS[key];
  const bool = (v: unknown) => typeof v === 'boolean';
  return {
    theme: pick('theme', (v) => v === 'light' || v === 'dark'),
    layout: pick('layout', (v) => v === 'sidemenu' || v === 'topmenu'),
    menuStyle: pick('menuStyle', (v) => v === 'new' || v === 'old'),
    contentWidth: pick('contentWidth', (v) => v === 'Fixed' || v === 'Fluid'),
    fixedHeader: pick('fixedHeader', bool),
    fixSiderbar: pick('fixSiderbar', bool),
    autoHideHeader: pick('autoHideHeader', bool),
    color: pick('color', (v) => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v)),
    weak: pick('weak', bool),
    multipage: pick('multipage', bool),
    watermark: pick('watermark', bool),
  };
}

/** Whether the header shows: always, unless auto-hide is on and the page scrolled past the threshold. */
export const headerVisible = (settings: LayoutSettings, scrollY: number) =>
  !settings.autoHideHeader || scrollY <= AUTO_HIDE_HEADER_PX;

type ChoiceKey = 'theme' | 'layout' | 'menuStyle' | 'contentWidth';
type SwitchKey = 'fixedHeader' | 'autoHideHeader' | 'fixSiderbar' | 'weak' | 'multipage' | 'watermark';

/** The settings chosen among named options, with their labels (the settings drawer and 个性化 show the same). */
export const LAYOUT_CHOICES: {
  [K in ChoiceKey]: { title: string; options: readonly { value: LayoutSettings[K]; label: string }[] };
} = {
  theme: {
    title: '整体风格',
    options: [
      { value: 'light', label: '亮色' },
      { value: 'dark', label: '暗色' },
    ],
  },
  layout: {
    title: '导航模式',
    options: [
      { value: 'sidemenu', label: '侧边栏导航' },
      { value: 'topmenu', label: '顶部栏导航' },
    ],
  },
  menuStyle: {
    title: '菜单风格',
    options: [
      { value: 'new', label: '新版' },
      { value: 'old', label: '经典' },
    ],
  },
  contentWidth: {
    title: '内容区域宽度',
    options: [
      { value: 'Fixed', label: '固定' },
      { value: 'Fluid', label: '流式' },
    ],
  },
};

/** The on/off settings with their labels, in the order both editors show them. */
export const LAYOUT_SWITCHES: readonly { key: SwitchKey; title: string }[] = [
  { key: 'fixedHeader', title: '固定 Header' },
  { key: 'autoHideHeader', title: '下滑时隐藏 Header' },
  { key: 'fixSiderbar', title: '固定侧边菜单' },
  { key: 'weak', title: '色弱模式' },
  { key: 'multipage', title: '多页签模式' },
  { key: 'watermark', title: '水印' },
];
