import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { system } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Envelope, type Harness } from '../../testing/harness';
import { LINK_EXPIRED, SIGNED_LINK_TTL_MS } from './file-links';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * [SEC1] 4: no session token in a URL. File links are signed for one user, one path and a few
 * minutes; the logout beacon sends its token in the body; a token that still arrives in a query is
 * redacted from the log.
 */
describe('signed file links and tokens out of URLs (real PostgreSQL)', () => {
  let h: Harness;
  let dir: string;
  let buyer: { id: string; token: string };
  let supA: { id: string; token: string };
  let supB: { id: string; token: string };
  const logLines: string[] = [];
  let at = Date.now();
  let path = '';

  const upload = async (token: string) => {
    const form = new FormData();
    form.append('file', new Blob([PDF]), 'quote.pdf');
    const encoded = new Response(form);
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'x-access-token': token },
    });
    return r.json<Envelope>().message;
  };
  const sign = (p: string, token: string) =>
    h.get<{ url: string; expiresAt: string }>(`/sys/common/signedLink?url=${encodeURIComponent(p)}`, token);
  const open = (url: string) => h.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'srm-links-'));
    h = await startHarness({
      upload: { dir },
      logLevel: 'info',
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    h.setClock(new Date(at));
    buyer = await h.userWith('link-buyer', { tenantId: 't1' });
    supA = await h.userWith('link-sup-a', { tenantId: 't1', supplierId: 'sup-a' });
    supB = await h.userWith('link-sup-b', { tenantId: 't1', supplierId: 'sup-b' });
    path = await upload(supA.token);
  });
  afterAll(async () => {
    await h?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a signed link opens the file without any token, and carries no token', async () => {
    const link = await sign(`/sys/common/static/${path}`, supA.token);
    expect(link.status).toBe(200);
    expect(link.body.result.url).toMatch(/^\/api\/sys\/common\/static\/.+\?expires=\d+&user=.+&signature=/);
    expect(link.body.result.url).not.toContain(supA.token);
    const r = await open(link.body.result.url);
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(PDF)).toBe(true);
  });

  it('a session token in the query is not read: 401', async () => {
    const r = await open(`/api/sys/common/static/${encodeURI(path)}?token=${supA.token}`);
    expect(r.statusCode).toBe(401);
  });

  it('no link for a file the caller may not see (another supplier): 404', async () => {
    const r = await sign(`/sys/common/static/${path}`, supB.token);
    expect(r.status).toBe(404);
    // Nor for a route that is not a file route.
    expect((await sign('/sys/user/list', buyer.token)).status).toBe(404);
  });

  it('an altered link (another path, another user, a later expiry) is refused', async () => {
    const other = await upload(supB.token);
    const { url } = (await sign(`/sys/common/static/${path}`, supA.token)).body.result;
    const [, query] = url.split('?');
    const q = new URLSearchParams(query);
    const altered = [
      `/api/sys/common/static/${encodeURI(other)}?${query}`,
      url.replace(`user=${q.get('user')}`, `user=${supB.id}`),
      url.replace(`expires=${q.get('expires')}`, `expires=${Number(q.get('expires')) + 3600}`),
      url.replace(/signature=[^&]+/, 'signature=AAAA'),
    ];
    for (const u of altered) {
      const r = await open(u);
      expect(r.statusCode).toBe(401);
      expect(r.json<Envelope>().message).toBe(LINK_EXPIRED);
    }
  });

  it('a link expires after a few minutes, and dies with a frozen user', async () => {
    const { url } = (await sign(`/sys/common/static/${path}`, buyer.token)).body.result;
    h.setClock(new Date((at += SIGNED_LINK_TTL_MS - 1000)));
    expect((await open(url)).statusCode).toBe(200);
    h.setClock(new Date((at += 2000)));
    expect((await open(url)).statusCode).toBe(401);

    const fresh = (await sign(`/sys/common/static/${path}`, buyer.token)).body.result.url;
    await h.services
      .db()
      .updateTable('sys_user')
      .set({ status: system.USER_STATUS.frozen })
      .where('id', '=', buyer.id)
      .execute();
    expect((await open(fresh)).statusCode).toBe(401);
  });

  it('logoutV2 takes its token from the body only: a query token is neither used nor logged', async () => {
    const victim = await h.userWith('link-beacon');
    const viaQuery = await h.call('POST', `/sys/logoutV2?token=${victim.token}`);
    expect(viaQuery.status).toBe(200);
    // Not revoked by a token in the URL.
    expect((await h.get('/user/info', victim.token)).status).toBe(200);
    // The beacon's body (sendBeacon sends text/plain).
    const beacon = await h.app.inject({
      method: 'POST',
      url: '/api/sys/logoutV2',
      payload: JSON.stringify({ token: victim.token }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(beacon.statusCode).toBe(200);
    expect((await h.get('/user/info', victim.token)).body.success).toBe(false);
  });

  it('no log line carries a token, a signature or a one-time login token', async () => {
    await open(`/api/sys/common/static/${encodeURI(path)}?token=${supA.token}`);
    await h.call('POST', `/sys/ssoLogin?token=${supB.token}`);
    await h.call('GET', `/thirdLogin/getLoginUser/${supB.token}`);
    const { url } = (await sign(`/sys/common/static/${path}`, supA.token)).body.result;
    await open(url);
    const log = logLines.join('\n');
    expect(log).toContain('[REDACTED]');
    for (const t of [supA.token, supB.token, buyer.token]) {
      expect(log).not.toContain(t);
      // Not even the signature part of one.
      expect(log).not.toContain(t.split('.')[2]);
    }
    expect(log).not.toContain(new URLSearchParams(url.split('?')[1]).get('signature'));
  });
});
