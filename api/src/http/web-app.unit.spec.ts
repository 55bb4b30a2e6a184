import { PORTAL_PATHS } from '@srm/contracts/portal';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalGet, PortalSsr } from './portal-ssr';
import { ASSET_CACHE_CONTROL, registerCompression, registerWebApp, webEntryFor } from './web-app';

describe('the web app: portal.html for the portal, index.html for the back office', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'srm-web-'));
    writeFileSync(join(dist, 'index.html'), 'BACK OFFICE');
    writeFileSync(join(dist, 'portal.html'), 'PORTAL');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'portal-abc123.js'), 'console.log(1)');
    app = Fastify();
    await registerWebApp(app, dist, '/api');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers every portal path (direct load, refresh, with a query) with portal.html, never cached', async () => {
    for (const path of [...PORTAL_PATHS, '/purchaseAnnouncement?type=inquiry&selected=x', '/about/']) {
      const r = await get(path);
      expect([path, r.statusCode, r.body]).toEqual([path, 200, 'PORTAL']);
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the back office paths with index.html, never cached', async () => {
    for (const path of [
      '/',
      '/user/login',
      '/dashboard/analysis',
      '/iportal/news',
      '/portal/other',
      '/aboutus',
    ]) {
      const r = await get(path);
      expect([path, r.statusCode, r.body]).toEqual([path, 200, 'BACK OFFICE']);
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets cached for good, and API misses as the JSON 404', async () => {
    const asset = await get('/assets/portal-abc123.js');
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([200, ASSET_CACHE_CONTROL]);
    const missing = await get('/api/nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 404 });
  });

  it('matches paths exactly', () => {
    expect(webEntryFor('/news?pageNo=2')).toBe('portal.html');
    expect(webEntryFor('/newsDetail')).toBe('portal.html');
    expect(webEntryFor('/news/1')).toBe('index.html');
    expect(webEntryFor('/pro/anything')).toBe('index.html');
  });
});

describe('the portal pages: server-rendered or prerendered, titled per page, compressed', () => {
  let dist: string;
  let app: FastifyInstance;
  // Over the compression threshold, as a real page.
  const TEMPLATE = `<html><head><title>SRM</title><style>${'.a{}'.repeat(400)}</style></head><body><div id="root"></div></body></html>`;
  const settings = {
    company: { name: '华东玻纤集团' },
    hero: { subTitle: { text: '一站完成' } },
  };
  const rendered: string[] = [];
  const ssr: PortalSsr = {
    isServerRendered: (url) => url.startsWith('/portal/Home'),
    renderPortal: (url) => {
      rendered.push(url);
      if (url.includes('broken')) return Promise.reject(new Error('render failed'));
      return Promise.resolve({
        html: '<main>HOME</main>',
        state: { router: {}, queries: { t: '</script>' } },
      });
    },
  };
  // A stand-in with only the fields the page's head reads (hence the cast).
  const get = ((path: string, query?: Record<string, string | number>) => {
    if (path === '/portal/view/settings') return Promise.resolve(settings);
    if (path === '/portal/view/announcement' && query?.['id'] === 'a1')
      return Promise.resolve({
        title: '<b>储罐</b>招标',
        companyName: '华东玻纤集团',
        type: 'tender',
        subtitle: '公开招标',
      });
    if (path === '/portal/view/newsDetail' && query?.['id'] === 'n1')
      return Promise.resolve({ title: '平台上线', content: '正文'.repeat(100) });
    if (path === '/portal/view/purchaseAnnouncement')
      return Promise.resolve([{ id: 'a1', type: 'tender', title: '储罐', subtitle: 's', date: 'd' }]);
    return Promise.reject(new Error('404'));
  }) as PortalGet;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'srm-web-'));
    writeFileSync(join(dist, 'index.html'), 'BACK OFFICE');
    writeFileSync(join(dist, 'portal.html'), TEMPLATE);
    mkdirSync(join(dist, 'assets'));
    const js = 'console.log("portal");'.repeat(200);
    writeFileSync(join(dist, 'assets', 'portal-abc123.js'), js);
    writeFileSync(join(dist, 'assets', 'portal-abc123.js.br'), brotliCompressSync(js));
    writeFileSync(join(dist, 'assets', 'portal-abc123.js.gz'), gzipSync(js));
    app = Fastify();
    await registerCompression(app);
    await registerWebApp(app, dist, '/api', { get, ssr });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const load = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it("puts a server-rendered page's HTML into #root, its state after it, and the title and description", async () => {
    const r = await load('/portal/Home');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toContain(
      '<div id="root"><main>HOME</main></div><script id="portal-ssr" type="application/json">',
    );
    // The state is escaped for a script element.
    expect(r.body).toContain('\\u003c/script\\u003e');
    expect(r.body).toContain('<title>华东玻纤集团 · 供应商协同平台</title>');
    expect(r.body).toContain('<meta name="description" content="华东玻纤集团：一站完成" />');
    expect(r.body).not.toContain('portal-data');
  });

  it('gives a page rendered in the browser its head and the settings seed, titles the details with their item, and falls back to the plain page', async () => {
    const letter = await load('/invitation?id=a1');
    expect(letter.body).toContain('<div id="root"></div><script id="portal-data" type="application/json">');
    expect(letter.body).toContain('<title>华东玻纤集团 · 供应商协同平台</title>');
    expect(letter.body).not.toContain('<main>HOME</main>');
    const detail = await load('/detail?id=a1');
    expect(detail.body).toContain('<title>&lt;b&gt;储罐&lt;/b&gt;招标 · 华东玻纤集团</title>');
    const newsDetail = await load('/newsDetail/?id=n1');
    expect(newsDetail.body).toContain('<title>平台上线 · 华东玻纤集团</title>');
    expect(newsDetail.body).toMatch(/<meta name="description" content="(正文){60}…" \/>/);
    // An unknown item keeps the portal's title; a failed render sends the plain page.
    expect((await load('/detail?id=zz')).body).toContain('<title>华东玻纤集团 · 供应商协同平台</title>');
    const broken = await load('/portal/Home?broken=1');
    expect([broken.statusCode, broken.body]).toEqual([200, TEMPLATE]);
  });

  it('compresses the pages (br, gzip) and sends the pre-compressed assets, cached for good', async () => {
    const page = await load('/portal/Home', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<main>HOME</main>');
    const gz = await load('/about', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const asset = await load('/assets/portal-abc123.js', { 'accept-encoding': encoding });
      expect([asset.headers['content-encoding'], asset.headers['cache-control']]).toEqual([
        encoding,
        ASSET_CACHE_CONTROL,
      ]);
      expect(asset.rawPayload.equals(readFileSync(join(dist, 'assets', 'portal-abc123.js' + ext)))).toBe(
        true,
      );
    }
    const plain = await load('/assets/portal-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("portal")');
  });
});
