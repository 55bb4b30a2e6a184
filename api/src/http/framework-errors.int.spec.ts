import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';

type Envelope = { success: boolean; message: string; code: number; result: unknown; timestamp: number };

/** [SEC1] 10: Fastify's own refusals reach the user as the envelope, in Chinese. */
describe('framework errors in the envelope (real PostgreSQL)', () => {
  let h: Harness;
  let token = '';
  beforeAll(async () => {
    h = await startHarness();
    token = (await h.userWith('fw_user')).token;
  });
  afterAll(async () => h?.close());

  const raw = async (o: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
    url: string;
    payload?: string | Buffer;
    headers?: Record<string, string>;
  }) => {
    const r = await h.app.inject(o);
    const body = r.json<Envelope>();
    expect(body).toMatchObject({ success: false, code: r.statusCode });
    expect(typeof body.timestamp).toBe('number');
    // No English framework text reaches the user.
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
    return { status: r.statusCode, body, headers: r.headers };
  };

  it('malformed JSON: 400 请求体不是有效的JSON', async () => {
    const r = await raw({
      method: 'POST',
      url: '/api/sys/login',
      payload: '{"username": "a",',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('请求体不是有效的JSON');
  });

  it('a prototype-poisoning body is refused the same way', async () => {
    const r = await raw({
      method: 'POST',
      url: '/api/sys/login',
      payload: '{"__proto__": {"admin": true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
  });

  it('POST /sys/logout with content-type application/json and no body logs out (empty JSON = {})', async () => {
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/sys/logout',
      headers: { 'content-type': 'application/json', 'x-access-token': token },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json<Envelope>().success).toBe(true);
    // The token is revoked: the next call with it is refused.
    expect((await h.get('/user/info', token)).body.success).toBe(false);
  });

  it('unknown route: 404 很抱歉，资源未找到!', async () => {
    const r = await raw({ method: 'GET', url: '/api/no/such/route?x=1' });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('很抱歉，资源未找到!');
  });

  it('method not allowed: 405 with Allow', async () => {
    const r = await raw({ method: 'DELETE', url: '/api/sys/login' });
    expect(r.status).toBe(405);
    expect(r.body.message).toBe('不支持该请求方法');
    expect(String(r.headers.allow)).toContain('POST');
    // A parametrised route too.
    const p = await raw({ method: 'DELETE', url: '/api/platform/self-checks/abc' });
    expect(p.status).toBe(405);
  });

  it('payload too large: 413 请求体过大', async () => {
    const r = await raw({
      method: 'POST',
      url: '/api/sys/login',
      payload: JSON.stringify({ username: 'x'.repeat(11 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(413);
    expect(r.body.message).toBe('请求体过大');
  });

  it('unsupported media type: 415 不支持的请求内容类型', async () => {
    const r = await raw({
      method: 'POST',
      url: '/api/sys/login',
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(r.status).toBe(415);
    expect(r.body.message).toBe('不支持的请求内容类型');
  });
});
