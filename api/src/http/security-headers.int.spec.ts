import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';
import { HSTS } from './security-headers';

/** [SEC1] 12: security headers on every answer, and sockets only from allowed origins. */
describe('security headers and socket origins (real PostgreSQL)', () => {
  let h: Harness;
  let url = '';
  beforeAll(async () => {
    h = await startHarness({ allowedOrigins: ['https://partner.example.com'] });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const a = h.app.server.address();
    url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  });
  afterAll(async () => h?.close());

  it('every answer carries the CSP, frame-ancestors none, nosniff and a Referrer-Policy; no HSTS over plain HTTP', async () => {
    for (const r of [await h.get('/health'), await h.post('/sys/login', {}), await h.get('/no/such/route')]) {
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['referrer-policy']).toBe('same-origin');
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
  });

  const handshake = (origin?: string) =>
    new Promise<'connected' | 'refused'>((resolve) => {
      const socket = io(url, {
        transports: ['websocket'],
        reconnection: false,
        ...(origin ? { extraHeaders: { origin } } : {}),
      });
      socket.on('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.on('connect_error', () => {
        socket.close();
        resolve('refused');
      });
    });

  it('a socket from another site is refused; the same origin, a configured one and a non-browser client connect', async () => {
    expect(await handshake('https://evil.example.net')).toBe('refused');
    expect(await handshake(url)).toBe('connected');
    expect(await handshake('https://partner.example.com')).toBe('connected');
    expect(await handshake()).toBe('connected');
  });
});

/** HSTS behind a TLS-terminating proxy: only a trusted proxy's X-Forwarded-Proto counts. */
describe('HSTS over TLS behind a trusted proxy (real PostgreSQL)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ trustProxy: ['10.0.0.0/8'] });
  });
  afterAll(async () => h?.close());

  const health = (remoteAddress: string, proto?: string) =>
    h.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress,
      headers: proto ? { 'x-forwarded-proto': proto, 'x-forwarded-for': '203.0.113.9' } : {},
    });

  it('an answer the trusted proxy served over https carries HSTS; plain HTTP and a forged header do not', async () => {
    expect((await health('10.1.2.3', 'https')).headers['strict-transport-security']).toBe(HSTS);
    expect((await health('10.1.2.3', 'http')).headers['strict-transport-security']).toBeUndefined();
    expect((await health('10.1.2.3')).headers['strict-transport-security']).toBeUndefined();
    // A client that is not the proxy cannot claim TLS.
    expect((await health('198.51.100.7', 'https')).headers['strict-transport-security']).toBeUndefined();
  });

  it("the address limits count the client the trusted proxy names, not the proxy's own address", async () => {
    const check = (remoteAddress: string, client: string) =>
      h.app.inject({
        method: 'GET',
        url: '/api/sys/user/checkOnlyUser?username=nobody',
        remoteAddress,
        headers: { 'x-forwarded-for': client },
      });
    let answered = 0;
    while (answered < 100 && (await check('10.1.2.3', '203.0.113.10')).statusCode === 200) answered++;
    expect(answered).toBeLessThan(100);
    expect((await check('10.1.2.3', '203.0.113.10')).statusCode).toBe(429);
    // Another client behind the same proxy is answered.
    expect((await check('10.1.2.3', '203.0.113.11')).statusCode).toBe(200);
  });
});
