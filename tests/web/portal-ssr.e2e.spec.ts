import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { webSuite } from '../support/web-suite';

/**
 * The portal rendered on the server and hydrated (issue [P4]): the home's HTML as the API sends it,
 * the same DOM nodes kept by the browser's React, no hydration error, a working page; and the
 * compressed answers (pre-compressed hashed assets, compressed HTML and JSON).
 */

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; bytes: number };

/** One GET as sent on the wire (Node's fetch would decode the body and hide its size). */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Raw>((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

type Envelope<T> = { result: T };

/** Marked nodes: the server-rendered ones hydration must keep. */
const MARKED = ['portal-header', 'portal-hero', 'portal-purchase-cards', 'portal-news'];

/**
 * Runs before any script of the page (strings: the tests' TypeScript has no DOM library): keeps each
 * marked node the HTML parser makes, as it arrives, before the app can touch it.
 */
const KEEP_SSR_NODES = `window.ssrNodes = {};
new MutationObserver(() => {
  for (const id of ${JSON.stringify(MARKED)}) {
    const el = document.querySelector('[data-testid="' + id + '"]');
    if (el && !window.ssrNodes[id]) window.ssrNodes[id] = el;
  }
}).observe(document, { childList: true, subtree: true });`;

/** Per marked node: is the parser's node still the one in the page? */
const SAME_NODES = `Object.fromEntries(Object.entries(window.ssrNodes).map(([id, el]) => [
  id,
  el.isConnected && el === document.querySelector('[data-testid="' + id + '"]'),
]))`;

describe('the portal rendered on the server, hydrated in chromium', () => {
  const suite = webSuite();
  const api = async <T>(path: string) =>
    ((await (await fetch(suite.api.url + '/api' + path)).json()) as Envelope<T>).result;

  it("the server's HTML of the home holds the rendered hero, purchase cards, results and news, with the hydration state", async () => {
    const [tenders, results, news] = await Promise.all([
      api<{ id: string; title: string }[]>('/portal/view/purchaseAnnouncement?type=tender'),
      api<{ title: string }[]>('/portal/view/resultAnnouncements'),
      api<{ records: { title: string }[] }>('/portal/view/news?pageNo=1&pageSize=4'),
    ]);
    const html = await (await fetch(suite.api.url + '/portal/Home')).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="portal-ssr"'));
    expect(html).toContain('<title>华东玻纤集团 · 供应商协同平台</title>');
    expect(root).toContain('data-testid="portal-home-se"');
    expect(root).toContain('数字化采购 阳光透明 合作共赢');
    expect(root).toContain('data-testid="portal-login-box"');
    // The first slide's two cards, the results' first page, the four news items.
    expect(root).toContain(tenders[0]!.title);
    expect(root).toContain(tenders[1]!.title);
    expect(root).toContain(results[0]!.title);
    for (const n of news.records) expect(root).toContain(n.title);
    expect(root.match(/data-testid="portal-news-card"/g)).toHaveLength(4);
    // Hydrated from its own state, not re-fetched nor seeded by the plain prerender.
    expect(html).toContain('<script id="portal-ssr" type="application/json">');
    expect(html).not.toContain('id="portal-data"');

    // The advanced home has its 12 news items and the polygon hero in the HTML.
    const pro = await (await fetch(suite.api.url + '/proHome')).text();
    expect(pro).toContain('data-testid="portal-home-pro"');
    expect(pro).toContain('portal-hero polygon');
    expect(pro.match(/data-testid="portal-news-card"/g)).toHaveLength(12);

    // A detail page is titled with its item (not server-rendered yet: title and description only).
    const detail = await (await fetch(suite.api.url + '/newsDetail?id=news-01')).text();
    expect(detail).toContain('<title>集团供应商协同平台正式上线 · 华东玻纤集团</title>');
    const announcement = await (await fetch(`${suite.api.url}/detail?id=${tenders[0]!.id}`)).text();
    expect(announcement).toContain(`<title>${tenders[0]!.title} · 华东玻纤集团</title>`);
  });

  it('the browser hydrates the server HTML: the same nodes survive, no hydration error, and the page works', async () => {
    const page = await suite.fresh({ viewport: { width: 1400, height: 900 } });
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    // Before any script of the page: keep the nodes the HTML parser made, as they arrive.
    await page.addInitScript(KEEP_SSR_NODES);
    await page.goto(suite.api.url + '/portal/Home');
    // Effects ran (hydration finished): the stats counted up and the live socket client is loading.
    await page.getByTestId('portal-stat').first().getByText('47,000').waitFor();
    const same = await page.evaluate<Record<string, boolean>>(SAME_NODES);
    expect(same).toEqual({
      'portal-header': true,
      'portal-hero': true,
      'portal-purchase-cards': true,
      'portal-news': true,
    });

    // Interactive: a tab switch shows the inquiries.
    const cards = page.getByTestId('portal-purchase-cards');
    await cards.getByRole('tab', { name: '询价' }).click();
    await cards.locator('.portal-slide-active').getByText('报价截止时间', { exact: false }).first().waitFor();
    // The header turns solid on scroll (its listener is attached after hydration).
    await page.mouse.wheel(0, 300);
    await expect
      .poll(() => page.getByTestId('portal-header').getAttribute('data-immersed'), { timeout: 15_000 })
      .toBe('false');

    expect(consoleErrors.filter((e) => /hydrat|#418|#423|#425|Minified React error/i.test(e))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(suite.errors).toEqual([]);
  });

  it('the other public pages are server-rendered too and hydrate without an error', async () => {
    const page = await suite.fresh({ viewport: { width: 1400, height: 900 } });
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    const firstNews = await (await fetch(suite.api.url + '/api/portal/view/news?pageNo=1&pageSize=1')).json();
    const news = (firstNews as { result: { records: { id: string; title: string }[] } }).result.records[0]!;
    const visits: [string, string][] = [
      ['/purchaseAnnouncement?type=inquiry', 'portal-announcement-item'],
      ['/resultAnnouncement', 'portal-result-item'],
      ['/about', 'portal-timeline'],
      ['/news', 'portal-news-row'],
    ];
    for (const [path, testId] of visits) {
      const html = await (await fetch(suite.api.url + path)).text();
      expect([
        path,
        html.includes('<script id="portal-ssr"'),
        html.includes(`data-testid="${testId}"`),
      ]).toEqual([path, true, true]);
      await page.goto(suite.api.url + path);
      await page.getByTestId(testId).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    const detail = await (await fetch(suite.api.url + `/newsDetail?id=${news.id}`)).text();
    expect(detail).toContain('<script id="portal-ssr"');
    expect(detail.split('<div id="root">')[1]).toContain(news.title);
    await page.goto(suite.api.url + `/newsDetail?id=${news.id}`);
    await page.getByRole('heading', { name: news.title }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors.filter((e) => /hydrat|#418|#423|#425|Minified React error/i.test(e))).toEqual([]);
    expect(suite.errors).toEqual([]);
  });

  it('a signed-in visitor gets 进入工作台 after hydration (the server renders signed out)', async () => {
    const page = await suite.fresh();
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await page.addInitScript(`localStorage.setItem('pro__Access-Token', JSON.stringify('t'))`);
    await page.goto(suite.api.url + '/portal/Home');
    await page.getByTestId('portal-login-box').getByRole('button', { name: '进入工作台' }).waitFor();
    await page.getByTestId('portal-header').getByRole('button', { name: '进入工作台' }).waitFor();
    // Reading the token during render would make the first client render differ from the server's.
    expect(consoleErrors).toEqual([]);
    expect(suite.errors).toEqual([]);
  });

  it('hashed assets come pre-compressed (br, gzip) and cached for good; HTML and API JSON are compressed', async () => {
    const html = await (await fetch(suite.api.url + '/portal/Home')).text();
    const entry = /src="(\/assets\/portal-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const url = suite.api.url + entry!;
    const plain = await rawGet(url);
    const br = await rawGet(url, { 'accept-encoding': 'br' });
    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect([plain.status, plain.headers['content-encoding']]).toEqual([200, undefined]);
    expect([br.status, br.headers['content-encoding']]).toEqual([200, 'br']);
    expect([gz.status, gz.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(br.bytes).toBeLessThan(plain.bytes);
    expect(gz.bytes).toBeLessThan(plain.bytes);
    expect(br.bytes).toBeLessThan(gz.bytes);
    for (const r of [plain, br, gz]) {
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers['content-type']).toMatch(/javascript/);
    }

    const page = await rawGet(suite.api.url + '/portal/Home', { 'accept-encoding': 'br, gzip' });
    expect([page.headers['content-encoding'], page.headers['cache-control']]).toEqual(['br', 'no-cache']);
    const json = await rawGet(suite.api.url + '/api/portal/view/purchaseAnnouncement', {
      'accept-encoding': 'gzip',
    });
    const jsonPlain = await rawGet(suite.api.url + '/api/portal/view/purchaseAnnouncement');
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(json.bytes).toBeLessThan(jsonPlain.bytes);
  });
});
