import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startHarness, type Harness } from '../../testing/harness';
import { disabledSmsSender, SMS_OFF } from './sms-sender';

/**
 * [SEC1] 14: production without an SMS provider. The configuration turns the console sender (which
 * logs every code) off; phone login, registration and every other SMS code then say so, and no code
 * is stored, sent or logged.
 */
describe('SMS off without a provider in production (real PostgreSQL)', () => {
  let h: Harness;
  const logLines: string[] = [];
  const phone = '13900000077';

  beforeAll(async () => {
    const config = loadConfig({ TEMPORAL_ADDRESS: 't:7233', NODE_ENV: 'production' });
    expect(config.sms).toBe('off');
    h = await startHarness({
      // What startApi passes for this configuration.
      smsSender: disabledSmsSender,
      logLevel: 'info',
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    const { id } = await h.userWith('sms_off_user');
    await h.services.db().updateTable('sys_user').set({ phone }).where('id', '=', id).execute();
  });
  afterAll(async () => h?.close());

  it('asking for a login code answers 501 系统未配置短信服务…, and nothing is stored or logged', async () => {
    for (const smsmode of ['0', '1', '2']) {
      const r = await h.post('/account/sms', { mobile: phone, smsmode });
      expect(r.status).toBe(501);
      expect(r.body).toMatchObject({ success: false, message: SMS_OFF });
    }
    const stored = await h.services.db().selectFrom('auth_sms_code').select('phone').execute();
    expect(stored).toEqual([]);
    expect(logLines.join('\n')).not.toMatch(/SMS code|验证码/);
  });

  it('phone login says SMS is off (and does not count as a failed login)', async () => {
    const r = await h.post('/sys/phoneLogin', { mobile: phone, captcha: '123456' });
    expect(r.status).toBe(501);
    expect(r.body.message).toBe(SMS_OFF);
  });

  it('supplier registration says SMS is off', async () => {
    for (const path of ['/auth/register', '/sys/user/register']) {
      const r = await h.post(path, { mobile: '13900000078', captcha: '123456' });
      expect(r.status).toBe(501);
      expect(r.body.message).toBe(SMS_OFF);
    }
  });
});
