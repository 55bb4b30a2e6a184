import { describe, expect, it } from 'vitest';
import { portalSettingsSchema } from './portal-settings';
import { settingsChanges } from './portal-settings.history';

describe("a publication's changes (the studio history's 修改 line)", () => {
  const base = portalSettingsSchema.parse({});

  it('names nothing when the model is the same', () => {
    expect(settingsChanges(base, portalSettingsSchema.parse({}))).toEqual([]);
  });

  it('names each changed part once, in the studio order, by its Chinese label', () => {
    const next = portalSettingsSchema.parse({
      template: 'pro',
      hero: { title: { text: '新标题', style: { fontSize: 60 } }, statsData: [] },
      nav: { siteMap: base.nav.siteMap.map((e) => ({ ...e, visible: true })) },
      footer: { copyright: '新版权' },
      company: { email: 'a@b.example.com' },
    });
    expect(settingsChanges(base, next)).toEqual([
      '模板',
      '首屏标题',
      '统计数据',
      '导航',
      '版权信息',
      '企业信息',
    ]);
  });
});
