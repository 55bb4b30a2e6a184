import type { Database, DomainError } from '@srm/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../../http/errors';
import {
  forgetOldSmsCodes,
  newSmsCode,
  recordRefusedSmsRequest,
  SMS_CODE_TTL_MS,
  SMS_LIMITS,
  smsCodeHash,
  smsRequestsFromAddress,
  storeSmsCode,
} from './sms-codes';
import type { SmsPurpose, SmsSender } from './sms-sender';

export const SMS_SENT = '验证码发送成功';
export const SMS_TOO_MANY_TODAY = '该手机号今日验证码发送次数已达上限';
export const SMS_TOO_MANY_FROM_ADDRESS = '验证码请求过于频繁，请稍后再试';
export const SMS_SEND_FAILED = '短信发送失败，请稍后重试';
const tooSoon = (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`;

/** Why a phone may not get a code; `record` counts the refusal against the address (probing stays slow). */
export type SmsRefusal = { error: DomainError; record: boolean };
/**
 * A phone that gets no code but must not be told apart from one that does ([SEC1] 8: a phone of no
 * account): a code is stored under the same limits and answered the same, and never delivered.
 */
export const SILENT = 'silent';

/**
 * One SMS code under the shared rules (docs/auth.md): the address's hourly limit, the caller's own check
 * of the phone, the interval and daily limits, then delivery. Throws the spec's answer for each refusal.
 */
export async function sendSmsCode(o: {
  db: Kysely<Database>;
  now: Date;
  secret: string;
  smsSender: SmsSender;
  log: FastifyBaseLogger;
  phone: string;
  purpose: SmsPurpose;
  ip: string;
  check: () => Promise<SmsRefusal | typeof SILENT | null>;
}): Promise<void> {
  const { db, now, phone, purpose, ip } = o;
  await forgetOldSmsCodes(db, now);
  if ((await smsRequestsFromAddress(db, ip, now)) >= SMS_LIMITS.perAddressPerHour) {
    throw new HttpError(429, SMS_TOO_MANY_FROM_ADDRESS);
  }
  const refusal = await o.check();
  const silent = refusal === SILENT;
  if (refusal && refusal !== SILENT) {
    if (refusal.record) await recordRefusedSmsRequest(db, { phone, purpose, ip, now });
    throw refusal.error;
  }
  const code = newSmsCode();
  const stored = await storeSmsCode(db, {
    phone,
    purpose,
    ip,
    now,
    codeHash: smsCodeHash(o.secret, phone, purpose, code),
  });
  if (!stored.stored) {
    throw new HttpError(
      429,
      stored.reason === 'interval' ? tooSoon(stored.retryInSeconds) : SMS_TOO_MANY_TODAY,
    );
  }
  if (silent) return;
  try {
    await o.smsSender.send({ mobile: phone, code, purpose, expiresInMinutes: SMS_CODE_TTL_MS / 60_000 });
  } catch (e) {
    o.log.error({ err: e }, 'SMS delivery failed');
    throw new HttpError(502, SMS_SEND_FAILED);
  }
}
