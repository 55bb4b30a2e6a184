/**
 * The client side of the request envelope (spec §7, docs/auth.md), with WebCrypto exactly as the API's
 * `api/src/http/encrypt-body.ts` decrypts: AES-256-GCM under SHA-256(key), base64(iv + ciphertext + tag);
 * the no-token header is base64url(HMAC-SHA256(key, "No-Token-Request-Encryption:" + CST date)).
 * The key ships in the bundle: this hides bodies from logs and proxies, TLS protects them.
 */
export const ENCRYPT_BODY_FIELD = 'encryptBody';
export const NO_TOKEN_HEADER = 'No-Token-Request-Encryption';
const NO_TOKEN_PREFIX = 'No-Token-Request-Encryption:';
const IV_BYTES = 12;
const CST_OFFSET_MS = 8 * 3_600_000;

// Types through globalThis: this file also compiles under Node's types (the cross-check test in tests/).
export type Subtle = typeof globalThis.crypto.subtle;
type Key = Awaited<ReturnType<Subtle['importKey']>>;

const utf8 = (s: string) => new TextEncoder().encode(s);

const base64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};
const base64url = (bytes: Uint8Array) =>
  base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** WebCrypto where the page has it; a page served over plain HTTP from another host does not (non-secure context). */
export const subtleCrypto = (): Subtle | null => globalThis.crypto?.subtle ?? null;

const aesKeys = new Map<string, Promise<Key>>();
const aesKey = (subtle: Subtle, key: string) => {
  let k = aesKeys.get(key);
  if (!k) {
    k = subtle
      .digest('SHA-256', utf8(key))
      .then((raw) => subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']));
    aesKeys.set(key, k);
  }
  return k;
};

/** `{ encryptBody }` value for a JSON text. */
export async function encryptBodyText(subtle: Subtle, key: string, plaintext: string): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(subtle, key), utf8(plaintext)),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return base64(out);
}

/** China Standard Time calendar date (YYYY-MM-DD) of an instant. */
export const cstDate = (now: Date) => new Date(now.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);

/** The `No-Token-Request-Encryption` value for `now`'s China Standard Time date. */
export async function noTokenHeaderValue(subtle: Subtle, key: string, now: Date): Promise<string> {
  const hmac = await subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await subtle.sign('HMAC', hmac, utf8(`${NO_TOKEN_PREFIX}${cstDate(now)}`));
  return base64url(new Uint8Array(mac));
}
