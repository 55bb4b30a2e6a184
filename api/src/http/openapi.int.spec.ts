import { routes as contractRoutes } from '@srm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
};

/** Fastify's `:name` is OpenAPI's `{name}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI document is generated from the contract and lists every route', () => {
  let h: Harness;
  const registered: Array<{ method: string; url: string }> = [];
  let doc: OpenApi;

  beforeAll(async () => {
    h = await startHarness({ onRoute: (r) => registered.push(r) });
    const r = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    doc = r.json<OpenApi>();
  });
  afterAll(async () => h?.close());

  it('has every route Fastify registered under /api, and nothing of the web app', () => {
    expect(doc.openapi).toBe('3.1.0');
    const api = registered.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    expect(api.length).toBeGreaterThan(150);
    const missing = api.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('documents each contract route with its Chinese summary and module tag', () => {
    for (const c of Object.values(contractRoutes)) {
      const op = doc.paths[`/api${openApiPath(c.path)}`]?.[c.method.toLowerCase()];
      expect(op, `${c.method} ${c.path}`).toBeDefined();
      expect(op?.summary).toBe(c.summary);
      expect(op?.tags).toEqual([c.tag]);
    }
  });

  it('serves Swagger UI', async () => {
    const r = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('swagger');
  });
});
