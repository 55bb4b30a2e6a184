import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { system, type Database } from '@srm/events';
import { sql, type Kysely } from 'kysely';
import type { SmsPurpose } from './sms-sender';

/** A code lives 5 minutes and serves once; 5 wrong tries spend it (the account lock counts them too). */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_LIMITS = {
  /** One code per phone per minute. */
  perPhoneIntervalMs: 60_000,
  /** Ten codes per phone per business day (China Standard Time). */
  perPhonePerDay: 10,
  /** Twenty send requests per address per hour, refused ones (unknown phones) included. */
  perAddressPerHour: 20,
  maxWrongAttempts: 5,
} as const;
/** Rows older than this are of no use to any limit and are deleted as new ones come. */
const KEEP_MS = 2 * 86_400_000;

/** A six-digit code, uniformly drawn. */
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Only a keyed hash is stored: a six-digit code's plain hash falls to a million guesses, so the key
 * (the deployment's auth secret) keeps a copy of the table from giving the codes away.
 */
export const smsCodeHash = (secret: string, phone: string, purpose: SmsPurpose, code: string) =>
  createHmac('sha256', secret).update(`${phone}\n${purpose}\n${code}`).digest('hex');

/** One phone's sends and checks run one at a time (the limits and single use hold under races). */
const lockPhone = (trx: Kysely<Database>, phone: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`auth_sms:${phone}`}))`.execute(trx);

export async function forgetOldSmsCodes(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('auth_sms_code')
    .where('created_at', '<', new Date(now.getTime() - KEEP_MS))
    .execute();
}

/** Send requests from one address in the last hour, sent or refused. */
export async function smsRequestsFromAddress(db: Kysely<Database>, ip: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('auth_sms_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', new Date(now.getTime() - 3_600_000))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A request that sent nothing (no account has the phone): it still counts for the address limit. */
export async function recordRefusedSmsRequest(
  db: Kysely<Database>,
  r: { phone: string; purpose: SmsPurpose; ip: string; now: Date },
): Promise<void> {
  await db
    .insertInto('auth_sms_code')
    .values({
      id: randomUUID(),
      phone: r.phone,
      purpose: r.purpose,
      code_hash: null,
      ip: r.ip,
      created_at: r.now,
      expires_at: r.now,
      used_at: null,
    })
    .execute();
}

export type StoreVerdict =
  | { stored: true }
  | { stored: false; reason: 'interval'; retryInSeconds: number }
  | { stored: false; reason: 'daily' };

/** Stores a new code for the phone unless the per-phone limits refuse; the newest code replaces older ones. */
export async function storeSmsCode(
  db: Kysely<Database>,
  r: { phone: string; purpose: SmsPurpose; ip: string; now: Date; codeHash: string },
): Promise<StoreVerdict> {
  return db.transaction().execute(async (trx) => {
    await lockPhone(trx, r.phone);
    const dayStart = system.businessDayStart(r.now);
    const row = await trx
      .selectFrom('auth_sms_code')
      .select((eb) => [
        eb.fn.max('created_at').as('last'),
        eb.fn.count<number>('id').filterWhere('created_at', '>=', dayStart).as('today'),
      ])
      .where('phone', '=', r.phone)
      .where('code_hash', 'is not', null)
      .executeTakeFirst();
    const last = row?.last ? new Date(row.last).getTime() : null;
    const wait = last === null ? 0 : last + SMS_LIMITS.perPhoneIntervalMs - r.now.getTime();
    if (wait > 0) return { stored: false, reason: 'interval', retryInSeconds: Math.ceil(wait / 1000) };
    if (Number(row?.today ?? 0) >= SMS_LIMITS.perPhonePerDay) return { stored: false, reason: 'daily' };
    await trx
      .insertInto('auth_sms_code')
      .values({
        id: randomUUID(),
        phone: r.phone,
        purpose: r.purpose,
        code_hash: r.codeHash,
        ip: r.ip,
        created_at: r.now,
        expires_at: new Date(r.now.getTime() + SMS_CODE_TTL_MS),
        used_at: null,
      })
      .execute();
    return { stored: true };
  });
}

export type RedeemVerdict = 'ok' | 'wrong' | 'expired';

/**
 * Checks a code against the phone's newest one for the purpose and spends it when it matches.
 * 'expired': none, spent, past its 5 minutes, or tried wrongly too often; 'wrong': counted on it.
 */
export async function redeemSmsCode(
  db: Kysely<Database>,
  r: { phone: string; purpose: SmsPurpose; now: Date; codeHash: string },
): Promise<RedeemVerdict> {
  return db.transaction().execute(async (trx) => {
    await lockPhone(trx, r.phone);
    const code = await trx
      .selectFrom('auth_sms_code')
      .selectAll()
      .where('phone', '=', r.phone)
      .where('purpose', '=', r.purpose)
      .where('code_hash', 'is not', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (
      !code?.code_hash ||
      code.used_at !== null ||
      new Date(code.expires_at).getTime() <= r.now.getTime() ||
      code.failed_attempts >= SMS_LIMITS.maxWrongAttempts
    ) {
      return 'expired';
    }
    const matches = timingSafeEqual(Buffer.from(code.code_hash, 'hex'), Buffer.from(r.codeHash, 'hex'));
    const row = trx.updateTable('auth_sms_code').where('id', '=', code.id);
    if (!matches) {
      await row.set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) })).execute();
      return 'wrong';
    }
    await row.set({ used_at: r.now }).execute();
    return 'ok';
  });
}
