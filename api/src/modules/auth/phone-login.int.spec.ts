import { hash } from '@node-rs/argon2';
import { system } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Envelope, type Harness } from '../../testing/harness';
import { CapturingSmsSender } from './sms-sender';

type LoginResult = { token: string; userInfo: { username: string }; sysAllDictItems: object };

describe('phone login: SMS codes, single use, expiry, limits (real PostgreSQL)', () => {
  let h: Harness;
  const sink = new CapturingSmsSender();
  // The clock only moves forward here; it starts mid-morning China time so no test crosses a business day.
  let now = system.businessDayStart(new Date()).getTime() + 10 * 3_600_000;
  const advance = (ms: number) => {
    now += ms;
    h.setClock(new Date(now));
  };
  let passwordHash = '';

  const sms = async (mobile: string, ip: string, smsmode: unknown = '0') => {
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/account/sms',
      payload: { mobile, smsmode },
      remoteAddress: ip,
    });
    return { status: r.statusCode, body: r.json<Envelope>() };
  };
  const phoneLogin = (mobile: string, captcha: string) =>
    h.post<LoginResult>('/sys/phoneLogin', { mobile, captcha });
  const userWithPhone = (username: string, phone: string) =>
    system.createUser(h.services.store(), {
      id: username,
      tenantId: '0',
      username,
      realname: username,
      passwordHash,
      supplierId: null,
      isShow: 1,
      phone,
    });

  beforeAll(async () => {
    h = await startHarness({ smsSender: sink });
    advance(0);
    passwordHash = await hash('Phone@2026');
  });
  afterAll(async () => h?.close());

  it('sends a six-digit code, logs in with it once, and keeps only its keyed hash', async () => {
    await userWithPhone('phone-a', '13800000001');
    const sent = await sms('13800000001', '10.0.0.1');
    expect(sent).toMatchObject({ status: 200, body: { success: true, message: '验证码发送成功' } });
    const code = sink.lastCodeFor('13800000001')!;
    expect(code).toMatch(/^\d{6}$/);
    expect(sink.sent.at(-1)).toMatchObject({ purpose: '0', expiresInMinutes: 5 });

    const login = await phoneLogin('13800000001', code);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      success: true,
      code: 200,
      message: '登录成功',
      result: { userInfo: { username: 'phone-a' }, sysAllDictItems: {} },
    });
    expect((await h.get('/user/info', login.body.result.token)).body.result).toMatchObject({
      username: 'phone-a',
    });

    // Single use.
    expect(await phoneLogin('13800000001', code)).toMatchObject({
      status: 400,
      body: { success: false, message: '验证码已失效' },
    });
    const rows = await h.services
      .db()
      .selectFrom('auth_sms_code')
      .selectAll()
      .where('phone', '=', '13800000001')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
  });

  it('refuses a code after 5 minutes, and any code but the newest', async () => {
    await userWithPhone('phone-b', '13800000002');
    await sms('13800000002', '10.0.0.2');
    const first = sink.lastCodeFor('13800000002')!;
    advance(5 * 60_000 + 1000);
    expect((await phoneLogin('13800000002', first)).body.message).toBe('验证码已失效');

    await sms('13800000002', '10.0.0.2');
    const older = sink.lastCodeFor('13800000002')!;
    advance(61_000);
    await sms('13800000002', '10.0.0.2');
    const newest = sink.lastCodeFor('13800000002')!;
    if (older !== newest) expect((await phoneLogin('13800000002', older)).body.message).toBe('验证码错误');
    expect((await phoneLogin('13800000002', newest)).status).toBe(200);
  });

  it('counts wrong codes towards the account lock, as wrong passwords do', async () => {
    await userWithPhone('phone-c', '13800000003');
    await sms('13800000003', '10.0.0.3');
    const code = sink.lastCodeFor('13800000003')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(await phoneLogin('13800000003', wrong)).toMatchObject({
        status: 400,
        body: { message: '验证码错误' },
      });
    }
    // The code spent its five tries; only a right code (a new one) learns of the lock ([SEC1] 8).
    expect((await phoneLogin('13800000003', code)).body.message).toBe('验证码已失效');
    advance(61_000);
    await sms('13800000003', '10.0.0.3');
    const fresh = sink.lastCodeFor('13800000003')!;
    expect(await phoneLogin('13800000003', fresh === '000000' ? '111111' : '000000')).toMatchObject({
      status: 400,
      body: { message: '验证码错误' },
    });
    const locked = await phoneLogin('13800000003', fresh);
    expect(locked).toMatchObject({ status: 409, body: { message: system.ACCOUNT_LOCKED } });
    // The same lock the password login sees.
    expect((await h.post('/sys/login', { username: 'phone-c', password: 'Phone@2026' })).status).toBe(409);
    advance(10 * 60_000);
    // After the lock, a new code logs in.
    await sms('13800000003', '10.0.0.3');
    expect((await phoneLogin('13800000003', sink.lastCodeFor('13800000003')!)).status).toBe(200);
  });

  it('sends at most one code a minute and ten a day to a phone', async () => {
    await userWithPhone('phone-d', '13800000004');
    expect((await sms('13800000004', '10.0.0.4')).status).toBe(200);
    const again = await sms('13800000004', '10.0.0.5');
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    for (let i = 2; i <= 10; i++) {
      advance(60_000);
      expect((await sms('13800000004', `10.0.1.${i}`)).status, `send ${i}`).toBe(200);
    }
    advance(60_000);
    expect(await sms('13800000004', '10.0.0.6')).toMatchObject({
      status: 429,
      body: { message: '该手机号今日验证码发送次数已达上限' },
    });
    expect(sink.sent.filter((m) => m.mobile === '13800000004')).toHaveLength(10);
  });

  it('answers a phone of no account as any other ([SEC1] 8), sends nothing, and limits an address to 20 requests an hour', async () => {
    await userWithPhone('phone-e', '13800000005');
    const before = sink.sent.length;
    for (let i = 0; i < 20; i++) {
      const r = await sms(`1390000${String(i).padStart(4, '0')}`, '10.0.9.9');
      expect(r).toMatchObject({ status: 200, body: { success: true, message: '验证码发送成功' } });
    }
    expect(sink.sent.length).toBe(before);
    expect(await sms('13800000005', '10.0.9.9')).toMatchObject({
      status: 429,
      body: { message: '验证码请求过于频繁，请稍后再试' },
    });
    expect((await sms('13800000005', '10.0.9.10')).status).toBe(200);
    advance(3_600_000);
    expect((await sms('13900000000', '10.0.9.9')).status).toBe(200);
    // The phone login answers a phone of no account as it answers one with an account.
    const wrong = await phoneLogin('13900000000', '000000');
    expect(wrong).toMatchObject({ status: 400, body: { message: '验证码错误' } });
    expect(sink.sent.length).toBe(before + 1);
  });

  it('validates the request', async () => {
    expect((await sms('not-a-phone', '10.0.8.1')).body.message).toContain('手机号格式不正确');
    expect((await sms('13800000001', '10.0.8.1', '7')).status).toBe(400);
    expect((await sms('13800000001', '10.0.8.1', '1')).body.message).toBe('该手机号已注册');
    expect((await h.post('/sys/phoneLogin', { mobile: '13800000001' })).body.message).toContain(
      '请输入验证码',
    );
    expect((await phoneLogin('13911112222', '123456')).body.message).toBe('验证码已失效');
  });
});
