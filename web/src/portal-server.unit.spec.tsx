import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSsrPath, portalRoutes, resolveLazyRoutes } from './portal-routes';
import { renderPortal, serverCall, type PortalGet } from './portal-server';
import { DEFAULT_SETTINGS_FIXTURE } from './portal-settings.fixture';
import { readSsrState } from './portal-ssr-state';

const announcement = (i: number, type: string, title = `${type} 项目 ${i}`) => ({
  id: `${type}-${i}`,
  type,
  title,
  subtitle: '华东玻纤集团 · 公开招标',
  date: '2026-12-01 10:00:00',
  countdown: 12,
  status: '进行中',
  bidCode: `B-${i}`,
  companyName: '华东玻纤集团',
  publishDate: '2026-11-01',
  info: [],
});
const result = (i: number) => ({
  id: `r-${i}`,
  type: 'tender',
  title: `结果 ${i}`,
  date: '2026-11-01',
  companyName: `供应商 ${i}`,
  projectName: `项目 ${i}`,
  bidCode: `R-${i}`,
});
const news = (n: number) => ({
  records: Array.from({ length: n }, (_, i) => ({
    id: `news-${i}`,
    title: `新闻 ${i}`,
    content: '',
    type: i % 2 ? 'industry' : 'company',
    date: '2026-11-01',
  })),
  total: n,
  current: 1,
  size: n,
});

/** The public API as the server renderer sees it, recording the calls. */
const fakeApi = (o: { tenderTitle?: string; settingsFail?: boolean } = {}) => {
  const calls: string[] = [];
  // A stand-in answers each path with that route's shape (checked by the fixtures' own types); the
  // generic result is the contract's, which a plain function cannot narrow per path.
  const get = ((path: string, query?: Record<string, string | number>) => {
    calls.push(path + (query ? '?' + new URLSearchParams(query as Record<string, string>).toString() : ''));
    if (path === '/portal/view/settings')
      return o.settingsFail ? Promise.reject(new Error('down')) : Promise.resolve(DEFAULT_SETTINGS_FIXTURE);
    if (path === '/portal/view/purchaseAnnouncement')
      return Promise.resolve(
        [1, 2, 3].map((i) => announcement(i, String(query?.['type']), i === 1 ? o.tenderTitle : undefined)),
      );
    if (path === '/portal/view/resultAnnouncements') return Promise.resolve([1, 2, 3, 4, 5].map(result));
    if (path === '/portal/view/news') return Promise.resolve(news(Number(query?.['pageSize'])));
    return Promise.reject(new Error(`unexpected ${path}`));
  }) as PortalGet;
  return { get, calls };
};

describe('the portal rendered on the server', () => {
  it('renders the basic home with the answers of the calls its components ask for, and their state for hydration', async () => {
    const api = fakeApi();
    const r = await renderPortal('/portal/Home', api.get);
    expect(r).not.toBeNull();
    // Exactly the page's queries: the layout's settings first, then the home's lists.
    expect(api.calls).toEqual([
      '/portal/view/settings',
      '/portal/view/purchaseAnnouncement?type=tender',
      '/portal/view/resultAnnouncements',
      '/portal/view/news?pageNo=1&pageSize=4',
    ]);
    const html = r!.html;
    expect(html).toContain('data-testid="portal-home-se"');
    expect(html).toContain('数字化采购 阳光透明 合作共赢');
    expect(html).toContain('tender 项目 1');
    expect(html).toContain('结果 4');
    expect(html.match(/data-testid="portal-news-card"/g)).toHaveLength(4);
    // Signed out and not scrolled on the server: the browser corrects both after hydration.
    expect(html).toContain('data-immersed="true"');
    expect(html).toContain('供应商登录');

    const state = readSsrState(JSON.stringify(r!.state));
    expect(state?.queries.queries.map((q) => q.queryKey)).toEqual([
      ['portal', 'settings'],
      ['portal', 'purchase', 'tender'],
      ['portal', 'results', 'all'],
      ['portal', 'news', 1, 4],
    ]);
  });

  it('renders the advanced home with its 12 news items and the polygon hero', async () => {
    const api = fakeApi();
    const r = await renderPortal('/proHome?from=studio', api.get);
    expect(r!.html).toContain('data-testid="portal-home-pro"');
    expect(r!.html).toContain('portal-hero polygon');
    expect(r!.html.match(/data-testid="portal-news-card"/g)).toHaveLength(12);
    expect(api.calls).toContain('/portal/view/news?pageNo=1&pageSize=12');
  });

  it('escapes what the data holds', async () => {
    const r = await renderPortal(
      '/portal/Home',
      fakeApi({ tenderTitle: '</div><script>window.hacked=1</script>$&' }).get,
    );
    expect(r!.html).not.toContain('<script>window.hacked');
    expect(r!.html).toContain('&lt;/div&gt;&lt;script&gt;window.hacked=1&lt;/script&gt;$&amp;');
  });

  it('leaves the clock-driven and antd pages to the browser, and answers nothing when the settings cannot be read', async () => {
    for (const path of ['/invitation', '/planCollectInfo', '/portal', '/nowhere']) {
      expect([path, isSsrPath(path)]).toEqual([path, false]);
      expect(await renderPortal(path, fakeApi().get)).toBeNull();
    }
    const rendered = ['/portal/Home', '/portal/index', '/portal/indexHome', '/user/indexHome', '/proHome'];
    rendered.push(
      '/purchaseAnnouncement',
      '/resultAnnouncement',
      '/about',
      '/news',
      '/newsDetail',
      '/detail',
    );
    for (const path of rendered) expect([path, isSsrPath(path)]).toEqual([path, true]);
    expect(await renderPortal('/portal/Home', fakeApi({ settingsFail: true }).get)).toBeNull();
  });

  it('maps the portal query keys to their public calls, nothing else', () => {
    expect(serverCall(['portal', 'purchase', 'inquiry'])).toEqual({
      path: '/portal/view/purchaseAnnouncement',
      query: { type: 'inquiry' },
    });
    expect(serverCall(['portal', 'results', 'bidding'])).toEqual({
      path: '/portal/view/resultAnnouncement',
      query: { type: 'bidding' },
    });
    expect(serverCall(['portal', 'newsDetail', 'news-01'])).toEqual({
      path: '/portal/view/newsDetail',
      query: { id: 'news-01' },
    });
    expect(serverCall(['portal', 'purchase', 'other'])).toBeNull();
    expect(serverCall(['portal', 'news', 0, 4])).toBeNull();
    expect(serverCall(['portal', 'purchaseSearch', 'x'])).toBeNull();
    expect(serverCall(['user', 'settings'])).toBeNull();
  });

  it('resolves the lazy page of a path before hydration (the router then starts with it)', async () => {
    const routes = structuredCloneRoutes();
    await resolveLazyRoutes('/proHome', routes);
    const layout = routes[1]!.children!;
    const pro = layout.find((r) => r.path === '/proHome')!;
    expect(pro.lazy).toBeUndefined();
    expect(typeof pro.Component).toBe('function');
    // Other pages stay lazy.
    expect(typeof layout.find((r) => r.path === '/portal/Home')!.lazy).toBe('function');
  });
});

/** A copy of the route table to resolve (the shared one is the app's). */
const structuredCloneRoutes = (): RouteObject[] =>
  portalRoutes.map((r) => ({ ...r, children: r.children?.map((c) => ({ ...c })) }) as RouteObject);
