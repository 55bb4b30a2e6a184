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
});
