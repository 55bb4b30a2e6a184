import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The key-encryption key (KEK) lives outside the database: a KMS could implement this interface (wrap
 * with an encrypt-only grant for the API, unwrap only for the worker that opens tenders). The data key
 * of one bid never reaches the store in the clear before opening.
 */
export interface KeyService {
  /** Which KEK wrapped a key (rotation: the id travels with the wrapped key). */
  readonly keyId: string;
  wrap(dataKey: Buffer, context: string): Promise<string>;
  unwrap(wrapped: string, keyId: string, context: string): Promise<Buffer>;
}

/** AES-256-GCM ciphertext: base64 of iv, auth tag and data. */
export type Box = { iv: string; tag: string; data: string };

export function encrypt(key: Buffer, plaintext: Buffer, aad: string): Box {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  c.setAAD(Buffer.from(aad));
  const data = Buffer.concat([c.update(plaintext), c.final()]);
  return { iv: iv.toString('base64'), tag: c.getAuthTag().toString('base64'), data: data.toString('base64') };
}

export function decrypt(key: Buffer, box: Box, aad: string): Buffer {
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(box.iv, 'base64'));
  d.setAAD(Buffer.from(aad));
  d.setAuthTag(Buffer.from(box.tag, 'base64'));
  return Buffer.concat([d.update(Buffer.from(box.data, 'base64')), d.final()]);
}

/** A KEK held in this process (from configuration): wraps a data key with AES-256-GCM. */
export function localKeyService(kek: Buffer, keyId = 'local-1'): KeyService {
  if (kek.length !== 32) throw new Error('tender KEK must be 32 bytes (base64 of 32 random bytes)');
  return {
    keyId,
    async wrap(dataKey, context) {
      return JSON.stringify(encrypt(kek, dataKey, `kek:${context}`));
    },
    async unwrap(wrapped, id, context) {
      if (id !== keyId) throw new Error(`unknown tender key id ${id}`);
      return decrypt(kek, JSON.parse(wrapped) as Box, `kek:${context}`);
    },
  };
}

let fromEnv: KeyService | undefined;
/**
 * The configured KEK: `SRM_TENDER_KEK` (base64 of 32 bytes; production), else a development key in the
 * file `SRM_TENDER_KEK_FILE` (default ~/.srm/tender-kek), created 0600 on first use. Never in the DB.
 */
export function configuredKeyService(env: NodeJS.ProcessEnv = process.env): KeyService {
  if (fromEnv) return fromEnv;
  if (env.SRM_TENDER_KEK) {
    fromEnv = localKeyService(Buffer.from(env.SRM_TENDER_KEK, 'base64'), env.SRM_TENDER_KEK_ID || 'env-1');
    return fromEnv;
  }
  const file = env.SRM_TENDER_KEK_FILE || join(homedir(), '.srm', 'tender-kek');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (e) {
      // Another process created it first: use theirs.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    chmodSync(file, 0o600);
  }
  fromEnv = localKeyService(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'), 'dev-file');
  return fromEnv;
}

/** One bid's envelopes sealed under a fresh data key, itself wrapped by the KEK. */
export type SealedBid = { keyId: string; wrappedKey: string; technical: Box; commercial: Box };

/** The additional data binds a ciphertext to its project, supplier, version and envelope. */
const aadOf = (context: string, envelope: 'technical' | 'commercial') => `${context}:${envelope}`;

export async function sealBid(
  keys: KeyService,
  context: string,
  envelopes: { technical: unknown; commercial: unknown },
): Promise<SealedBid> {
  const dataKey = randomBytes(32);
  const box = (e: 'technical' | 'commercial') =>
    encrypt(dataKey, Buffer.from(JSON.stringify(envelopes[e])), aadOf(context, e));
  const sealed = {
    keyId: keys.keyId,
    wrappedKey: await keys.wrap(dataKey, context),
    technical: box('technical'),
    commercial: box('commercial'),
  };
  dataKey.fill(0);
  return sealed;
}

/** Unwraps the data key (the KEK's holder only) and opens both envelopes. */
export async function unsealBid(
  keys: KeyService,
  context: string,
  sealed: SealedBid,
): Promise<{ dataKey: Buffer; technical: unknown; commercial: unknown }> {
  const dataKey = await keys.unwrap(sealed.wrappedKey, sealed.keyId, context);
  return { dataKey, ...openWithKey(dataKey, context, sealed) };
}

/** Opens the envelopes with a released data key (after opening, kept in the opening event). */
export function openWithKey(
  dataKey: Buffer,
  context: string,
  sealed: Pick<SealedBid, 'technical' | 'commercial'>,
) {
  const open = (e: 'technical' | 'commercial') =>
    JSON.parse(decrypt(dataKey, sealed[e], aadOf(context, e)).toString('utf8')) as unknown;
  return { technical: open('technical'), commercial: open('commercial') };
}
