import { describe, expect, it } from 'vitest';
import { portalSettingsSchema } from '@srm/contracts/portal';
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
      '联系我们',
    ]);
  });

  it('names the company page, the home sections and the footer groups, 联系我们 once for its three fields', () => {
    const next = portalSettingsSchema.parse({
      footer: { siteMap: base.footer.siteMap.slice(0, 2), imgs: [{ title: '伙伴', src: '/p.png' }] },
      sections: { cta: { visible: false }, features: [], newsTitle: '动态', showCompanies: true },
      company: {
        profile: '新简介',
        culture: '新文化',
        phones: ['1'],
        email: 'x@y.example.com',
        timeline: [{ year: '2026', months: [] }],
      },
    });
    expect(settingsChanges(base, next)).toEqual([
      '页脚导航',
      '合作伙伴图片',
      '注册引导',
      '平台特色',
      '栏目标题',
      '最新加入',
      '公司简介',
      '企业文化',
      '联系我们',
      '发展历程',
    ]);
  });
});
