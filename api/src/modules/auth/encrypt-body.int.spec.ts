import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptBodyText, noTokenHeaderValue } from '../../http/encrypt-body';
import { startHarness, type Harness } from '../../testing/harness';

const KEY = 'encrypt-body-test-key-2026';
type LoginResult = { token: string; userInfo: { username: string } };

describe('the encryptBody envelope and the No-Token-Request-Encryption header (real PostgreSQL)', () => {
  let h: Harness;
  const seal = (value: unknown) => encryptBodyText(KEY, JSON.stringify(value));

  beforeAll(async () => {
    h = await startHarness({ encryptBodyKey: KEY });
    await h.userWith('enc-user');
  });
  afterAll(async () => h?.close());

  it('logs in with an encrypted body, and with plain JSON too', async () => {
    const credentials = { username: 'enc-user', password: 'Harness@2026' };
    const sealed = await h.post<LoginResult>('/sys/login', { encryptBody: seal(credentials) });
    expect(sealed.status).toBe(200);
    expect(sealed.body.result.userInfo.username).toBe('enc-user');
    const token = sealed.body.result.token;
    expect((await h.post<LoginResult>('/sys/login', credentials)).status).toBe(200);
    // The decrypted body is what the route validates: wrong contents get the route's own answer.
    const wrong = await h.post('/sys/login', { encryptBody: seal({ ...credentials, password: 'nope' }) });
    expect(wrong.body.message).toBe('用户名或密码错误');
    // A signed-in request's body (the beacon logout reads { token }) is decrypted the same way.
    expect((await h.post('/sys/logoutV2', { encryptBody: seal({ token }) })).body.success).toBe(true);
    expect((await h.get('/user/info', token)).status).toBe(500);
  });

  it('answers a bad envelope with 400 and a Chinese message, writing nothing', async () => {
    const head = await h.services.store().head();
    const good = seal({ username: 'enc-user', password: 'Harness@2026' });
    const tampered = Buffer.from(good, 'base64');
    tampered[tampered.length - 20]! ^= 1;
    const bad: unknown[] = [
      { encryptBody: randomBytes(48).toString('base64') },
      { encryptBody: tampered.toString('base64') },
      { encryptBody: '%%% not base64 %%%' },
      { encryptBody: 'AAAA' },
      { encryptBody: 42 },
      { encryptBody: good, username: 'enc-user' },
      { encryptBody: encryptBodyText(KEY, 'not json') },
      { encryptBody: encryptBodyText('another-key-another-key', JSON.stringify({ username: 'enc-user' })) },
    ];
    for (const body of bad) {
      const r = await h.post('/sys/login', body);
      expect(r, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { success: false, message: '请求数据解密失败，请刷新页面后重试' },
      });
    }
    expect(await h.services.store().head()).toEqual(head);
  });

  it('checks the No-Token-Request-Encryption header when present, never requires it', async () => {
    const login = (headers: Record<string, string>) =>
      h.call('POST', '/sys/login', { body: { username: 'enc-user', password: 'Harness@2026' }, headers });
    const now = new Date();
    expect((await login({ 'No-Token-Request-Encryption': noTokenHeaderValue(KEY, now) })).status).toBe(200);
    expect((await login({})).status).toBe(200);
    // Yesterday's value still passes (clocks disagree around midnight), older ones do not.
    const yesterday = new Date(now.getTime() - 86_400_000);
    expect((await login({ 'No-Token-Request-Encryption': noTokenHeaderValue(KEY, yesterday) })).status).toBe(
      200,
    );
    const stale = noTokenHeaderValue(KEY, new Date(now.getTime() - 3 * 86_400_000));
    for (const value of [stale, 'made-up', noTokenHeaderValue('another-key-another-key', now)]) {
      const r = await login({ 'No-Token-Request-Encryption': value });
      expect(r).toMatchObject({
        status: 400,
        body: { message: '请求头No-Token-Request-Encryption无效，请检查系统时间后重试' },
      });
    }
    // It follows the server's clock.
    h.setClock(new Date(now.getTime() + 3 * 86_400_000));
    expect((await login({ 'No-Token-Request-Encryption': noTokenHeaderValue(KEY, now) })).status).toBe(400);
    h.setClock(new Date());
  });
});
