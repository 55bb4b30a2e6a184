import { portal } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

type Item = portal.PublicAnnouncementItem;
type Result = portal.PublicResultItem;
const DAY = 86_400_000;
const enc = encodeURIComponent;

describe('public portal: GET /portal/view/* (real PostgreSQL)', () => {
  let h: Harness;
  const now = new Date('2026-11-25T02:00:00.000Z');
  const publish = (
    projectId: string,
    kind: portal.SourcingKind,
    title: string,
    deadlineDays: number,
    tenantId = '1',
  ) =>
    portal.publishSourcingAnnouncement(h.services.store(), {
      projectId,
      tenantId,
      kind,
      bidCode: `BC-${projectId}`,
      title,
      subtitle: '华东玻纤集团 · 公开招标',
      companyName: '华东玻纤集团',
      info: [{ label: '采购类别', value: '矿物原料' }],
      content: '<p>正文</p>',
      invitation: `<p>诚邀参加${title}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>`,
      deadline: new Date(now.getTime() + deadlineDays * DAY).toISOString(),
      publishedAt: new Date(now.getTime() - DAY).toISOString(),
    });
  const award = (projectId: string, suppliers: { name: string; title: string }[], tenantId = '1') =>
    portal.announceSourcingResult(h.services.store(), {
      projectId,
      tenantId,
      awardedAt: now.toISOString(),
      suppliers,
    });

  beforeAll(async () => {
    h = await startHarness();
    h.setClock(now);
    await publish('t1', 'tender', '高岭土原料采购招标', 12);
    await publish('i1', 'inquiry', '硅烷偶联剂询价采购', 6);
    await publish('a1', 'auction', '缠绕膜竞价采购', 2);
    await publish('x1', 'tender', '其他租户的高岭土招标', 12, '2');
  });
  afterAll(async () => h?.close());

  it('lists published announcements of the portal tenant with the spec item shape and live countdowns', async () => {
    const r = await h.get<Item[]>('/portal/view/purchaseAnnouncement');
    expect(r.status).toBe(200);
    expect(r.body.result.map((i) => i.title).sort()).toEqual(
      ['硅烷偶联剂询价采购', '缠绕膜竞价采购', '高岭土原料采购招标'].sort(),
    );
    const tender = r.body.result.find((i) => i.type === 'tender')!;
    expect(tender).toMatchObject({
      status: '进行中',
      subtitle: '华东玻纤集团 · 公开招标',
      info: [{ label: '采购类别', value: '矿物原料' }],
      countdown: 12,
      // China Standard Time, the spec's date-time format.
      date: '2026-12-07 10:00:00',
    });
    // Three days later the countdown is three days shorter.
    h.setClock(new Date(now.getTime() + 3 * DAY));
    const later = await h.get<Item[]>('/portal/view/purchaseAnnouncement?type=tender');
    expect(later.body.result.map((i) => i.countdown)).toEqual([9]);
    h.setClock(now);
  });

  it('filters by type (bidding is the auction) and refuses an unknown type with 400', async () => {
    const bidding = await h.get<Item[]>('/portal/view/purchaseAnnouncement?type=bidding');
    expect(bidding.body.result.map((i) => [i.title, i.type])).toEqual([['缠绕膜竞价采购', 'bidding']]);
    const bad = await h.get('/portal/view/purchaseAnnouncement?type=auction%27--');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toContain('公告类型不正确');
  });

  it('searches titles by likeName, literally (wildcards typed are plain characters)', async () => {
    const hit = await h.get<Item[]>(`/portal/view/purchaseAnnouncements?likeName=${enc('高岭土')}`);
    expect(hit.body.result.map((i) => i.title)).toEqual(['高岭土原料采购招标']);
    const all = await h.get<Item[]>('/portal/view/purchaseAnnouncements');
    expect(all.body.result).toHaveLength(3);
    const wildcard = await h.get<Item[]>(`/portal/view/purchaseAnnouncements?likeName=${enc('%')}`);
    expect(wildcard.body.result).toEqual([]);
    const long = await h.get(`/portal/view/purchaseAnnouncements?likeName=${'长'.repeat(101)}`);
    expect(long.status).toBe(400);
  });

  it('an awarded project appears in the results, with its 结果公示 dialog and supplier list', async () => {
    const before = await h.get<Result[]>('/portal/view/resultAnnouncements');
    expect(before.body.result).toEqual([]);
    await award('t1', [
      { name: '山东高岭土矿业有限公司', title: '标段一 中标供应商' },
      { name: '江苏浸润剂化工有限公司', title: '标段二 中标供应商' },
    ]);
    const after = await h.get<Result[]>('/portal/view/resultAnnouncements');
    expect(after.body.result).toEqual([
      {
        id: 't1',
        type: 'tender',
        title: '高岭土原料采购招标 结果公示',
        date: '2026-11-25 10:00:00',
        companyName: '山东高岭土矿业有限公司、江苏浸润剂化工有限公司',
        projectName: '高岭土原料采购招标',
        bidCode: 'BC-t1',
      },
    ]);
    expect((await h.get<Result[]>('/portal/view/resultAnnouncement?type=inquiry')).body.result).toEqual([]);
    expect(
      (await h.get<Result[]>('/portal/view/resultAnnouncement?type=tender')).body.result.map((r) => r.id),
    ).toEqual(['t1']);
    const dialog = await h.get<portal.PublicResultDialog>(
      `/portal/view/portalResult?name=${enc('高岭土原料采购招标')}&type=tender`,
    );
    expect(dialog.body.result).toEqual({
      title: '高岭土原料采购招标 结果公示',
      bidCode: 'BC-t1',
      projectName: '高岭土原料采购招标',
      updateTime: '2026-11-25 10:00:00',
      supplierList: [
        { title: '标段一 中标供应商', name: '山东高岭土矿业有限公司' },
        { title: '标段二 中标供应商', name: '江苏浸润剂化工有限公司' },
      ],
    });
    // The announcement now reads 已定标 and no longer counts as an open opportunity.
    const item = (await h.get<Item>('/portal/view/announcement?id=t1')).body.result;
    expect(item.status).toBe('已定标');
    const stats = await h.get<{ openOpportunities: number; announcements: number; results: number }>(
      '/portal/view/stats',
    );
    expect(stats.body.result).toMatchObject({ openOpportunities: 2, announcements: 3, results: 1 });
  });

  it('answers the invitation letter sanitised, and 404 / 400 for an unknown project or missing params', async () => {
    const inv = await h.get<{ content: string }>(
      `/portal/view/invitation?name=${enc('硅烷偶联剂询价采购')}&type=inquiry`,
    );
    expect(inv.status).toBe(200);
    expect(inv.body.result.content).toContain('诚邀参加硅烷偶联剂询价采购');
    expect(inv.body.result.content).not.toContain('<script');
    expect(inv.body.result.content).not.toContain('javascript:');
    // The right name with the wrong type is not found.
    const wrongType = await h.get(`/portal/view/invitation?name=${enc('硅烷偶联剂询价采购')}&type=tender`);
    expect(wrongType.status).toBe(404);
    expect((await h.get('/portal/view/invitation?type=tender')).status).toBe(400);
    expect((await h.get(`/portal/view/portalResult?name=${enc('缠绕膜竞价采购')}&type=bidding`)).status).toBe(
      404,
    );
  });

  it("never shows another tenant's projects, results or invitations", async () => {
    await award('x1', [{ name: '别家供应商', title: '中标供应商' }], '2');
    const text = JSON.stringify([
      (await h.get('/portal/view/purchaseAnnouncements?likeName=' + enc('其他租户'))).body,
      (await h.get('/portal/view/resultAnnouncements')).body,
      (await h.get('/portal/view/announcement?id=x1')).body,
      (await h.get(`/portal/view/invitation?name=${enc('其他租户的高岭土招标')}&type=tender`)).body,
    ]);
    expect(text).not.toContain('其他租户的高岭土招标');
    expect(text).not.toContain('别家供应商');
  });

  it('serves the settings with the spec defaults and news published as records, staff-managed behind permissions', async () => {
    const settings = (await h.get<portal.PortalSettings>('/portal/view/settings')).body.result;
    expect(settings.template).toBe('se');
    expect(settings.hero).toMatchObject({ height: 488, primaryColor: '#004CE0' });
    expect(settings.hero.statsData.map((s) => s.value)).toEqual([47000, 300, 29000, 300]);
    expect(settings.sections).toMatchObject({ showCompanies: false, showPartners: false });

    const editor = await h.userWith('news-editor', {
      tenantId: '1',
      actions: ['portal:news:add', 'portal:news:edit', 'portal:news:delete', 'portal:news:list'],
    });
    const reader = await h.userWith('news-reader', { tenantId: '1', actions: ['portal:news:list'] });
    const body = {
      title: '集团平台上线',
      content: '平台正式上线。',
      type: 'company',
      newsDate: '2026-11-18',
    };
    expect((await h.post('/portal/news/add', body)).status).toBe(401);
    expect((await h.post('/portal/news/add', body, reader.token)).status).toBe(403);
    const bad = await h.post('/portal/news/add', { ...body, type: 'gossip' }, editor.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('请选择新闻类型');
    const added = await h.post<{ id: string }>('/portal/news/add', body, editor.token);
    expect(added.body.success).toBe(true);
    const id = added.body.result.id;

    const list = await h.get<{ records: portal.PublicNewsItem[]; total: number }>('/portal/view/news');
    expect(list.body.result.records.map((n) => [n.title, n.type, n.date])).toEqual([
      ['集团平台上线', 'company', '2026-11-18'],
    ]);
    // 新闻管理's own list and detail (their rows are checked against the contract's newsRow).
    const staffList = await h.get<{ records: Array<{ id: string; newsDate: string }> }>(
      '/portal/news/list',
      reader.token,
    );
    expect(staffList.body.result.records.map((n) => [n.id, n.newsDate])).toEqual([[id, '2026-11-18']]);
    expect((await h.get(`/portal/news/queryById?id=${id}`, reader.token)).body.result).toMatchObject({
      title: '集团平台上线',
      type: 'company',
    });
    await h.put('/portal/news/edit', { id, type: 'industry' }, editor.token);
    const detail = await h.get<portal.PublicNewsItem>(`/portal/view/newsDetail?id=${id}`);
    expect(detail.body.result.type).toBe('industry');
    const events = await h.services
      .db()
      .selectFrom('events')
      .select('type')
      .where('stream_id', '=', `record-portalNews.${id}`)
      .execute();
    expect(events.map((e) => e.type)).toEqual(['RecordCreated', 'RecordUpdated']);
    await h.del(`/portal/news/delete?id=${id}`, editor.token);
    expect((await h.get(`/portal/view/newsDetail?id=${id}`)).status).toBe(404);
  });

  it('publishing settings is an event: staff with the action only, over the defaults, nothing written when unchanged', async () => {
    const studio = await h.userWith('portal-studio', { tenantId: '1', actions: ['portal:settings:publish'] });
    const other = await h.userWith('portal-studio-2', {
      tenantId: '2',
      actions: ['portal:settings:publish'],
    });
    const plain = await h.userWith('portal-plain', { tenantId: '1', actions: ['portal:news:list'] });
    const model = { template: 'pro', hero: { title: { text: '玻纤采购 一网通办' } } };
    expect((await h.post('/portal/settings/publish', model)).status).toBe(401);
    expect((await h.post('/portal/settings/publish', model, plain.token)).status).toBe(403);
    expect((await h.post('/portal/settings/publish', model, other.token)).status).toBe(403);
    const bad = await h.post('/portal/settings/publish', { hero: { height: 'tall' } }, studio.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('hero.height');

    const r = await h.post('/portal/settings/publish', model, studio.token);
    expect(r.body.message).toBe('发布成功！');
    const settings = (await h.get<portal.PortalSettings>('/portal/view/settings')).body.result;
    expect(settings.template).toBe('pro');
    expect(settings.hero.title.text).toBe('玻纤采购 一网通办');
    // Parts not sent keep their defaults.
    expect(settings.hero.title.style.fontSize).toBe(44);
    expect(settings.hero.height).toBe(488);
    const again = await h.post('/portal/settings/publish', model, studio.token);
    expect(again.body.message).toBe('门户设置未变化');
    const events = await h.services
      .db()
      .selectFrom('events')
      .select('type')
      .where('stream_id', '=', 'portalSettings-1')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['PortalSettingsPublished']);
  });
});
