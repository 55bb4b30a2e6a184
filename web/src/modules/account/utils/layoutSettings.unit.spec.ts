import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS, headerVisible, parseLayoutSettings } from './layoutSettings';

describe('layout settings (spec §3 store settings)', () => {
  it('defaults to #0061ae, light, side menu in the new style, fixed width, fixed sidebar, multi-tab, no watermark', () => {
    expect(parseLayoutSettings(null)).toEqual({
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
    });
  });

  it('keeps valid stored choices and replaces anything else by the default', () => {
    const s = parseLayoutSettings(
      JSON.stringify({ theme: 'dark', layout: 'weird', color: 'red', weak: true, extra: 1, menuStyle: 'x' }),
    );
    expect(s.menuStyle).toBe('new');
    expect(parseLayoutSettings(JSON.stringify({ menuStyle: 'old' })).menuStyle).toBe('old');
    expect(s.theme).toBe('dark');
    expect(s.layout).toBe('sidemenu');
    expect(s.color).toBe('#0061ae');
    expect(s.weak).toBe(true);
    expect(parseLayoutSettings('not json')).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('auto-hides the header only past 100 px of scrolling', () => {
    const on = { ...DEFAULT_LAYOUT_SETTINGS, autoHideHeader: true };
    expect(headerVisible(on, 100)).toBe(true);
    expect(headerVisible(on, 101)).toBe(false);
    expect(headerVisible(DEFAULT_LAYOUT_SETTINGS, 500)).toBe(true);
  });
});
