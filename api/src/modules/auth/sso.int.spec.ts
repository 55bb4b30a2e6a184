import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import { redeemLoginToken, type SsoIssuer } from './sso.routes';

type LoginResult = { token: string; userInfo: { username: string }; sysAllDictItems: object };

const portal: SsoIssuer = { name: 'portal', secret: 'portal-sso-secret-portal-sso-secret-0123' };
const tenantTwoIdp: SsoIssuer = {
  name: 'idp-t2',
  secret: 'idp-t2-sso-secret-idp-t2-sso-secret-0123',
  tenantId: '2',
};

describe('one-time login tokens of trusted issuers: ssoLogin, thirdLogin (real PostgreSQL)', () => {
  let h: Harness;

  /** A token as an issuer mints it: HS256, iss, sub (username), jti, iat, exp. */
  const mint = (
    sub: string,
    o: { iss?: string; secret?: string; jti?: string; iatOffsetS?: number; ttlS?: number } = {},
  ) => {
    const iat = Math.floor(Date.now() / 1000) + (o.iatOffsetS ?? 0);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(o.iss ?? portal.name)
      .setSubject(sub)
      .setJti(o.jti ?? randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + (o.ttlS ?? 120))
      .sign(new TextEncoder().encode(o.secret ?? portal.secret));
  };
  const sso = (token: unknown) => h.post<LoginResult>('/sys/ssoLogin', { token });
  const third = (token: string) =>
    h.get<LoginResult>(`/thirdLogin/getLoginUser/${encodeURIComponent(token)}`);

  beforeAll(async () => {
    h = await startHarness({ ssoIssuers: [portal, tenantTwoIdp] });
    await h.userWith('sso-user');
    await h.userWith('t2-user', { tenantId: '2' });
  });
  afterAll(async () => h?.close());

  it('logs in once with a token of a trusted issuer; the replay is refused', async () => {
    const token = await mint('sso-user');
    const first = await sso(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      code: 200,
      message: '登录成功',
      result: { userInfo: { username: 'sso-user' }, sysAllDictItems: {} },
    });
    expect((await h.get('/user/info', first.body.result.token)).body.result).toMatchObject({
      username: 'sso-user',
    });
    expect(await sso(token)).toMatchObject({
      status: 400,
      body: { success: false, message: '登录凭证已使用，请重新登录' },
    });
    // The query form of the same route.
    const viaQuery = await h.call<LoginResult>('POST', `/sys/ssoLogin?token=${await mint('sso-user')}`);
    expect(viaQuery.status).toBe(200);
  });

  it('third-party login answers the same result for a token in the path, once', async () => {
    const token = await mint('sso-user');
    const r = await third(token);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ userInfo: { username: 'sso-user' } });
    expect(typeof r.body.result.token).toBe('string');
    expect((await third(token)).body.message).toBe('登录凭证已使用，请重新登录');
  });

  it('refuses untrusted issuers, forged, expired, long-lived and malformed tokens', async () => {
    const untrusted = await mint('sso-user', {
      iss: 'elsewhere',
      secret: 'elsewhere-secret-elsewhere-secret-0123',
    });
    expect(await sso(untrusted)).toMatchObject({
      status: 400,
      body: { message: '登录凭证的签发方不受信任' },
    });
    const refusedAsInvalid = [
      await mint('sso-user', { secret: 'not-the-portal-secret-not-the-portal-secret' }),
      await mint('sso-user', { iatOffsetS: -600 }),
      await mint('sso-user', { ttlS: 3600 }),
      'not.a.jwt',
    ];
    for (const token of refusedAsInvalid) {
      expect(await sso(token), token).toMatchObject({
        status: 400,
        body: { message: '登录凭证无效或已过期' },
      });
    }
    expect((await sso(undefined)).status).toBe(400);
    expect((await third('garbage')).status).toBe(400);
    // A refused token is not spent: the same jti from the real issuer still works.
    const jti = randomUUID();
    await sso(await mint('sso-user', { jti, secret: 'not-the-portal-secret-not-the-portal-secret' }));
    expect((await sso(await mint('sso-user', { jti }))).status).toBe(200);
  });

  it("honours the moved clock, and an issuer's tenant confinement", async () => {
    const token = await mint('sso-user');
    h.setClock(new Date(Date.now() + 10 * 60_000));
    expect((await sso(token)).body.message).toBe('登录凭证无效或已过期');
    h.setClock(new Date());
    const t2 = (sub: string) => mint(sub, { iss: tenantTwoIdp.name, secret: tenantTwoIdp.secret });
    expect((await sso(await t2('sso-user'))).body.message).toBe('未找到对应用户');
    expect((await sso(await t2('t2-user'))).status).toBe(200);
    expect((await sso(await mint('nobody'))).body.message).toBe('未找到对应用户');
  });

  it('onlineLogin is the password login under its own name', async () => {
    const r = await h.post<LoginResult>('/sys/onlineLogin', {
      username: 'sso-user',
      password: 'Harness@2026',
    });
    expect(r.body).toMatchObject({
      success: true,
      code: 200,
      result: { userInfo: { username: 'sso-user' } },
    });
    expect((await h.post('/sys/onlineLogin', { username: 'sso-user', password: 'wrong' })).body.message).toBe(
      '用户名或密码错误',
    );
  });

  it('is off without issuers, and so is CAS without a CAS_URL', async () => {
    await expect(redeemLoginToken(h.services.db(), [], await mint('sso-user'), new Date())).rejects.toThrow(
      '系统未启用单点登录',
    );
    const cas = await h.get('/cas/client/validateLogin?ticket=ST-1&service=http%3A%2F%2F127.0.0.1%2F');
    expect(cas).toMatchObject({ status: 501, body: { success: false, message: '系统未启用CAS登录' } });
  });
});
