import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CACHE_CONTROL, PORTAL_PAGE_PATHS, registerWebApp, webEntryFor } from './web-app';

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
    for (const path of [...PORTAL_PAGE_PATHS, '/purchaseAnnouncement?type=inquiry&selected=x', '/about/']) {
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
