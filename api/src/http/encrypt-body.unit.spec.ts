import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  decryptBodyText,
  ENCRYPT_BODY_DISABLED,
  encryptBodyHook,
  encryptBodyText,
  noTokenHeaderValid,
  noTokenHeaderValue,
} from './encrypt-body';
import { registerErrorHandler } from './errors';

const KEY = 'unit-test-encrypt-body-key';
const utf8 = new TextEncoder();

describe('the encryptBody scheme', () => {
  it('round-trips UTF-8 JSON and refuses anything altered', () => {
    const text = JSON.stringify({ 名称: '玻璃纤维', n: 1 });
    const sealed = encryptBodyText(KEY, text);
    expect(decryptBodyText(KEY, sealed)).toBe(text);
    expect(decryptBodyText('another-key-entirely', sealed)).toBeNull();
    expect(decryptBodyText(KEY, sealed.slice(0, -4))).toBeNull();
    expect(decryptBodyText(KEY, '')).toBeNull();
  });

  it('reads what a browser makes with WebCrypto, as docs/auth.md tells a client to', async () => {
    const subtle = globalThis.crypto.subtle;
    const keyBytes = await subtle.digest('SHA-256', utf8.encode(KEY));
    const key = await subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt']);
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
    const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, utf8.encode('{"a":1}')));
    const payload = Buffer.concat([iv, sealed]);
    expect(decryptBodyText(KEY, payload.toString('base64'))).toBe('{"a":1}');
    expect(decryptBodyText(KEY, payload.toString('base64url'))).toBe('{"a":1}');

    const hmacKey = await subtle.importKey(
      'raw',
      utf8.encode(KEY),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    // 2026-11-22 20:00 UTC is already 2026-11-23 in China.
    const now = new Date('2026-11-22T20:00:00Z');
    const mac = await subtle.sign('HMAC', hmacKey, utf8.encode('No-Token-Request-Encryption:2026-11-23'));
    expect(noTokenHeaderValue(KEY, now)).toBe(Buffer.from(mac).toString('base64url'));
    expect(noTokenHeaderValid(KEY, Buffer.from(mac).toString('base64url'), now)).toBe(true);
  });

  it('without a key: refuses an envelope, ignores the header, passes plain bodies', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.addHook('preValidation', encryptBodyHook({ key: undefined, now: () => new Date() }));
    app.post('/echo', async (req) => ({ body: req.body }));
    const plain = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(plain.json()).toEqual({ body: { a: 1 } });
    const header = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { a: 1 },
      headers: { 'no-token-request-encryption': 'whatever' },
    });
    expect(header.statusCode).toBe(200);
    const sealed = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { encryptBody: encryptBodyText(KEY, '{}') },
    });
    expect(sealed.statusCode).toBe(400);
    expect(sealed.json()).toMatchObject({ success: false, message: ENCRYPT_BODY_DISABLED });
    await app.close();
  });
});
