import { DomainError, system } from '@srm/events';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { loginResult, recordFailedLogin, type LoginDeps } from './login-result';
import {
  forgetOldSmsCodes,
  newSmsCode,
  recordRefusedSmsRequest,
  redeemSmsCode,
  SMS_CODE_TTL_MS,
  SMS_LIMITS,
  smsCodeHash,
  smsRequestsFromAddress,
  storeSmsCode,
} from './sms-codes';
import type { SmsSender } from './sms-sender';

export const SMS_SENT = '验证码发送成功';
export const SMS_PHONE_UNKNOWN = '该手机号未注册';
/** smsmode 1 (supplier registration) for a phone an account already has. */
export const SMS_PHONE_TAKEN = '该手机号已注册';
export const SMS_TOO_MANY_TODAY = '该手机号今日验证码发送次数已达上限';
export const SMS_TOO_MANY_FROM_ADDRESS = '验证码请求过于频繁，请稍后再试';
export const SMS_SEND_FAILED = '短信发送失败，请稍后重试';
export const SMS_CODE_WRONG = '验证码错误';
export const SMS_CODE_EXPIRED = '验证码已失效';
const tooSoon = (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`;

const mobile = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^\+?\d{5,20}$/, '手机号格式不正确');
const smsBody = z.object({
  mobile,
  // The client's smsmode: '0' login, '1' register, '2' forgotten password.
  smsmode: z.preprocess(
    (v) => (v === undefined || v === null ? '0' : typeof v === 'number' ? String(v) : v),
    z.enum(['0', '1', '2'], { error: '不支持的短信类型' }),
  ),
});
const phoneLoginBody = z.object({
  mobile,
  captcha: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(20),
});

/**
 * Spec §7 "Session": `POST /account/sms` sends a six-digit code (5 minutes, single use; one a
 * minute and ten a day per phone, twenty requests an hour per address) and `POST /sys/phoneLogin`
 * exchanges it for the login result. Wrong codes count towards the account lock like wrong passwords.
 */
export const phoneLoginRoutes =
  (deps: LoginDeps & { smsSender: SmsSender; secret: string }): FastifyPluginAsync =>
  async (app) => {
    const { services, smsSender, secret } = deps;

    app.post('/account/sms', async (req) => {
      const { mobile: phone, smsmode } = smsBody.parse(req.body ?? {});
      const db = services.db();
      const now = services.now();
      await forgetOldSmsCodes(db, now);
      if ((await smsRequestsFromAddress(db, req.ip, now)) >= SMS_LIMITS.perAddressPerHour) {
        throw new HttpError(429, SMS_TOO_MANY_FROM_ADDRESS);
      }
      const user = await system.findUserByPhone(db, phone);
      // Registration (POST /auth/register) needs a phone no account has; the other purposes one that has.
      if (smsmode === '1' && user) {
        await recordRefusedSmsRequest(db, { phone, purpose: smsmode, ip: req.ip, now });
        throw new DomainError('ValidationFailed', SMS_PHONE_TAKEN, { field: 'mobile' });
      }
      if (smsmode !== '1' && !user) {
        // Says no more than that; and the refusal counts against the address, so probing is slow.
        await recordRefusedSmsRequest(db, { phone, purpose: smsmode, ip: req.ip, now });
        throw new DomainError('ValidationFailed', SMS_PHONE_UNKNOWN, { field: 'mobile' });
      }
      const code = newSmsCode();
      const stored = await storeSmsCode(db, {
        phone,
        purpose: smsmode,
        ip: req.ip,
        now,
        codeHash: smsCodeHash(secret, phone, smsmode, code),
      });
      if (!stored.stored) {
        throw new HttpError(
          429,
          stored.reason === 'interval' ? tooSoon(stored.retryInSeconds) : SMS_TOO_MANY_TODAY,
        );
      }
      try {
        await smsSender.send({
          mobile: phone,
          code,
          purpose: smsmode,
          expiresInMinutes: SMS_CODE_TTL_MS / 60_000,
        });
      } catch (e) {
        req.log.error({ err: e }, 'SMS delivery failed');
        throw new HttpError(502, SMS_SEND_FAILED);
      }
      return ok(null, SMS_SENT);
    });

    app.post('/sys/phoneLogin', async (req) => {
      const { mobile: phone, captcha } = phoneLoginBody.parse(req.body ?? {});
      const db = services.db();
      const now = services.now();
      const user = await system.findUserByPhone(db, phone);
      // No account, no code was ever sent: the same answer as for a phone without a live code.
      if (!user) throw new DomainError('ValidationFailed', SMS_CODE_EXPIRED);
      // A locked account keeps its code for later rather than spending it on a refusal.
      if (user.locked_until && now.getTime() < new Date(user.locked_until).getTime()) {
        throw new DomainError('IllegalState', system.ACCOUNT_LOCKED);
      }
      const verdict = await redeemSmsCode(db, {
        phone,
        purpose: '0',
        now,
        codeHash: smsCodeHash(secret, phone, '0', captcha),
      });
      if (verdict === 'expired') throw new DomainError('ValidationFailed', SMS_CODE_EXPIRED);
      if (verdict === 'wrong') {
        await recordFailedLogin(deps, user, req, 'phone');
        throw new DomainError('ValidationFailed', SMS_CODE_WRONG);
      }
      return loginResult(deps, user, req, 'phone');
    });
  };
