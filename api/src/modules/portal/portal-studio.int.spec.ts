import type { portal } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

type History = portal.PortalSettingsPublication[];
const ALL = ['portal:settings:list', 'portal:settings:publish', 'portal:settings:revert'];

describe('portal studio: publish, history, revert (real PostgreSQL)', () => {
  let h: Harness;
  let studio: { token: string };
  const settings = async () => (await h.get<portal.PortalSettings>('/portal/view/settings')).body.result;
  const history = async (token = studio.token) => h.get<History>('/portal/settings/history', token);
  const eventCount = async () =>
    (
      await h.services
        .db()
        .selectFrom('events')
        .select('type')
        .where('stream_id', 'like', 'portalSettings-%')
        .execute()
    ).length;

  beforeAll(async () => {
    h = await startHarness();
    studio = await h.userWith('studio-admin', { tenantId: '1', actions: ALL });
  });
  afterAll(async () => h?.close());

  it('lists publications newest first with who, when and what changed, and reverts by publishing again', async () => {
    expect((await history()).body.result).toEqual([]);
    const first = { hero: { title: { text: '第一版标题' } } };
    expect((await h.post('/portal/settings/publish', first, studio.token)).body.message).toBe('发布成功！');
    const second = {
      template: 'pro',
      hero: {
        title: { text: '第二版标题' },
        statsData: [{ value: 52000, plus: true, unit: '家', title: '合作供应商' }],
      },
      footer: { icpInfo: '浙ICP备2026099999号-1' },
    };
    expect((await h.post('/portal/settings/publish', second, studio.token)).body.message).toBe('发布成功！');

    const list = (await history()).body.result;
    expect(list.map((p) => p.version)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({
      publishedBy: 'studio-admin',
      changes: ['模板', '首屏标题', '统计数据', 'ICP 备案'],
    });
    expect(list[0]!.publishedByName).toBeTruthy();
    expect(new Date(list[0]!.publishedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(list[1]!.changes).toEqual(['首屏标题']);
    expect(list[1]!.settings.hero.title.text).toBe('第一版标题');
    expect((await settings()).hero.title.text).toBe('第二版标题');

    const r = await h.post('/portal/settings/revert', { version: 1 }, studio.token);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('发布成功！');
    const live = await settings();
    expect(live.hero.title.text).toBe('第一版标题');
    expect(live.template).toBe('se');
    expect(live.hero.statsData).toHaveLength(4);
    // Append-only: the revert is a third publication; the two before stay.
    const after = (await history()).body.result;
    expect(after.map((p) => p.version)).toEqual([3, 2, 1]);
    expect(after[0]!.changes).toEqual(['模板', '首屏标题', '统计数据', 'ICP 备案']);
    // Reverting to what is live writes nothing.
    expect((await h.post('/portal/settings/revert', { version: 1 }, studio.token)).body.message).toBe(
      '门户设置未变化',
    );
    expect(await eventCount()).toBe(3);
  });

  it('refuses without the permission or from another tenant, 400 on bad input, 404 on an unknown version; nothing written', async () => {
    const before = await eventCount();
    const live = await settings();
    const plain = await h.userWith('studio-plain', { tenantId: '1', actions: ['portal:news:list'] });
    const reader = await h.userWith('studio-reader', { tenantId: '1', actions: ['portal:settings:list'] });
    const other = await h.userWith('studio-other', { tenantId: '2', actions: ALL });

    expect((await h.get('/portal/settings/history')).status).toBe(401);
    expect((await history(plain.token)).status).toBe(403);
    // Another tenant's staff never see the portal tenant's history.
    const foreign = await history(other.token);
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toContain('第一版标题');
    expect((await history(reader.token)).status).toBe(200);

    expect((await h.post('/portal/settings/revert', { version: 2 }, reader.token)).status).toBe(403);
    expect((await h.post('/portal/settings/revert', { version: 2 }, other.token)).status).toBe(403);
    expect((await h.post('/portal/settings/publish', { template: 'pro' }, reader.token)).status).toBe(403);

    const badVersion = await h.post('/portal/settings/revert', { version: 'abc' }, studio.token);
    expect(badVersion.status).toBe(400);
    expect(badVersion.body.message).toContain('请选择要恢复的版本');
    expect((await h.post('/portal/settings/revert', { version: 0 }, studio.token)).status).toBe(400);
    const unknown = await h.post('/portal/settings/revert', { version: 99 }, studio.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('未找到对应数据');

    const badSize = await h.post(
      '/portal/settings/publish',
      { hero: { title: { text: 'x', style: { fontSize: 15 } } } },
      studio.token,
    );
    expect(badSize.status).toBe(400);
    expect(badSize.body.message).toBe('hero.title.style.fontSize: 数值过小：期望 number >=16');
    const badTemplate = await h.post('/portal/settings/publish', { template: 'gold' }, studio.token);
    expect(badTemplate.status).toBe(400);
    expect(badTemplate.body.message).toContain('template: 无效选项');

    expect(await eventCount()).toBe(before);
    expect(await settings()).toEqual(live);
  });

  it('publishes only from the live version: a stale draft gets 409 and writes nothing; of two racing publishes one wins', async () => {
    const live = (
      await h.get<{ version: number; settings: portal.PortalSettings }>('/portal/settings/live', studio.token)
    ).body.result;
    expect(live.version).toBe((await history()).body.result[0]!.version);
    expect(live.settings).toEqual(await settings());

    const mine = { ...live.settings, company: { ...live.settings.company, profile: '甲的简介' } };
    const ok1 = await h.post(
      '/portal/settings/publish',
      { ...mine, baseVersion: live.version },
      studio.token,
    );
    expect(ok1.status).toBe(200);
    expect(ok1.body.message).toBe('发布成功！');

    // A second studio still holds a draft from the version before: refused, the first one's text stays.
    const before = await eventCount();
    const theirs = { ...live.settings, company: { ...live.settings.company, profile: '乙的简介' } };
    const stale = await h.post(
      '/portal/settings/publish',
      { ...theirs, baseVersion: live.version },
      studio.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('门户设置已被他人更新，请刷新后再发布');
    expect(await eventCount()).toBe(before);
    expect((await settings()).company.profile).toBe('甲的简介');

    // Both from the same fresh base at once: the store's expected version lets exactly one through.
    const base = (await h.get<{ version: number }>('/portal/settings/live', studio.token)).body.result
      .version;
    const race = await Promise.all(
      ['丙', '丁'].map((who) =>
        h.post(
          '/portal/settings/publish',
          { ...live.settings, company: { ...live.settings.company, culture: who }, baseVersion: base },
          studio.token,
        ),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await eventCount()).toBe(before + 1);
    const winner = race.findIndex((r) => r.status === 200);
    expect((await settings()).company.culture).toBe(['丙', '丁'][winner]);

    const badBase = await h.post('/portal/settings/publish', { baseVersion: 'x' }, studio.token);
    expect(badBase.status).toBe(400);
    expect(badBase.body.message).toContain('草稿版本不正确');
    expect((await h.get('/portal/settings/live')).status).toBe(401);
  });

  it('refuses colours that are not hex and links that are not http(s) or a site path; nothing written', async () => {
    const before = await eventCount();
    const live = await settings();
    const refused = async (body: unknown) => {
      const r = await h.post('/portal/settings/publish', body, studio.token);
      expect(r.status).toBe(400);
      return r.body.message;
    };
    expect(await refused({ hero: { primaryColor: 'red' } })).toBe('hero.primaryColor: 颜色格式不正确');
    expect(await refused({ hero: { title: { style: { color: '#12345' } } } })).toBe(
      'hero.title.style.color: 颜色格式不正确',
    );
    expect(await refused({ footer: { otherLinks: [{ title: '坏链接', url: 'javascript:alert(1)' }] } })).toBe(
      'footer.otherLinks.0.url: 链接地址应以 http://、https:// 或 / 开头',
    );
    expect(
      await refused({ footer: { imgs: [{ title: '伙伴', src: '//evil.example.com/a.png' }] } }),
    ).toContain('footer.imgs.0.src');
    expect(await refused({ company: { timeline: [{ year: '', months: [] }] } })).toBe(
      'company.timeline.0.year: 请填写年份',
    );
    expect(await eventCount()).toBe(before);
    expect(await settings()).toEqual(live);

    // The same rules let the usual values through: #rgb, #rrggbbaa, https and site paths.
    const fine = await h.post(
      '/portal/settings/publish',
      {
        ...live,
        hero: {
          ...live.hero,
          primaryColor: '#0a8',
          title: { ...live.hero.title, style: { ...live.hero.title.style, color: '#ffffffcc' } },
        },
        footer: {
          ...live.footer,
          otherLinks: [{ title: '国家标准', url: 'https://std.example.com/a?b=1' }],
          imgs: [{ title: '伙伴', src: '/logo.png' }],
        },
      },
      studio.token,
    );
    expect(fine.status).toBe(200);
  });

  it("names the company page's and the home sections' parts in the history", async () => {
    const live = await settings();
    await h.post(
      '/portal/settings/publish',
      {
        ...live,
        company: {
          ...live.company,
          phones: ['0573-1'],
          timeline: [{ year: '2026', months: [{ month: '3', content: '平台上线' }] }],
        },
        sections: { ...live.sections, showPartners: true, partnersTitle: '合作单位' },
        footer: { ...live.footer, siteMap: live.footer.siteMap.slice(1) },
      },
      studio.token,
    );
    expect((await history()).body.result[0]!.changes).toEqual([
      '页脚导航',
      '栏目标题',
      '合作伙伴',
      '联系我们',
      '发展历程',
    ]);
  });
});
