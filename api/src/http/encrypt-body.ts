import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';

/**
 * The spec's request envelope (§7), see docs/auth.md:
 * - a non-form POST/PUT body may come as `{ "encryptBody": "<base64>" }`: AES-256-GCM, key
 *   SHA-256(ENCRYPT_BODY_KEY), base64 of IV (12 bytes) + ciphertext + tag (16 bytes), plaintext the
 *   JSON body in UTF-8 (what WebCrypto's AES-GCM encrypt gives, prefixed with its IV);
 * - a request without a token may carry `No-Token-Request-Encryption`: base64url of
 *   HMAC-SHA256(ENCRYPT_BODY_KEY, "No-Token-Request-Encryption:" + the China Standard Time date
 *   YYYY-MM-DD). Checked when present (today, yesterday or tomorrow), never required.
 * Plain JSON bodies are always accepted. Without a key the envelope is off.
 */
export const ENCRYPT_BODY_FIELD = 'encryptBody';
export const NO_TOKEN_HEADER = 'no-token-request-encryption';
export const NO_TOKEN_PREFIX = 'No-Token-Request-Encryption:';

export const ENCRYPT_BODY_DISABLED = '服务器未启用请求加密，请发送未加密的请求体';
export const ENCRYPT_BODY_INVALID = '请求数据解密失败，请刷新页面后重试';
export const NO_TOKEN_HEADER_INVALID = '请求头No-Token-Request-Encryption无效，请检查系统时间后重试';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const DAY_MS = 86_400_000;
const CST_OFFSET_MS = 8 * 3_600_000;

/** The AES-256 key: SHA-256 of the configured key's UTF-8 bytes. */
export const encryptBodyKey = (configured: string): Buffer =>
  createHash('sha256').update(configured, 'utf8').digest();

/** The envelope's encryption (for clients and tests): base64(iv + ciphertext + tag). */
export function encryptBodyText(
  configured: string,
  plaintext: string,
  iv: Buffer = randomBytes(IV_BYTES),
): string {
  const cipher = createCipheriv('aes-256-gcm', encryptBodyKey(configured), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64');
}

/** The plaintext, or null for anything that is not base64 of a well-formed, authentic ciphertext. */
export function decryptBodyText(configured: string, encoded: string): string | null {
  const compact = encoded.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) return null;
  // Node's base64 decoder reads the URL-safe alphabet too.
  const raw = Buffer.from(compact, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptBodyKey(configured), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

/** China Standard Time calendar date (YYYY-MM-DD) of an instant. */
const cstDate = (t: number) => new Date(t + CST_OFFSET_MS).toISOString().slice(0, 10);

/** The header value a client sends on `now`'s China Standard Time date. */
export const noTokenHeaderValue = (configured: string, now: Date): string =>
  createHmac('sha256', configured)
    .update(`${NO_TOKEN_PREFIX}${cstDate(now.getTime())}`)
    .digest('base64url');

/** True when the header matches yesterday, today or tomorrow (clocks near midnight disagree). */
export function noTokenHeaderValid(configured: string, value: string, now: Date): boolean {
  const given = Buffer.from(value.trim());
  return [-1, 0, 1].some((d) => {
    const expected = Buffer.from(noTokenHeaderValue(configured, new Date(now.getTime() + d * DAY_MS)));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

const isEnvelope = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.hasOwn(body, ENCRYPT_BODY_FIELD);

/**
 * Runs before the routes read `req.body`: checks the no-token header if present and replaces an
 * `encryptBody` envelope by the JSON it carries. Anything wrong is a 400 with a Chinese message.
 */
export const encryptBodyHook =
  (o: { key: string | undefined; now: () => Date }): preValidationAsyncHookHandler =>
  async (req: FastifyRequest) => {
    const header = req.headers[NO_TOKEN_HEADER];
    // Without a key the header cannot be checked: it is ignored, as clients that never send it are.
    if (o.key && header !== undefined) {
      const value = Array.isArray(header) ? header[0] : header;
      if (!value || !noTokenHeaderValid(o.key, value, o.now()))
        throw new HttpError(400, NO_TOKEN_HEADER_INVALID);
    }
    const body = req.body;
    if (!isEnvelope(body)) return;
    if (!o.key) throw new HttpError(400, ENCRYPT_BODY_DISABLED);
    const sealed = body[ENCRYPT_BODY_FIELD];
    if (Object.keys(body).length !== 1 || typeof sealed !== 'string')
      throw new HttpError(400, ENCRYPT_BODY_INVALID);
    const plain = decryptBodyText(o.key, sealed);
    if (plain === null) throw new HttpError(400, ENCRYPT_BODY_INVALID);
    try {
      req.body = plain.trim() === '' ? undefined : (JSON.parse(plain) as unknown);
    } catch {
      throw new HttpError(400, ENCRYPT_BODY_INVALID);
    }
  };
