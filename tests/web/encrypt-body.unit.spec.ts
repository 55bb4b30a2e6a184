import {
  decryptBodyText,
  noTokenHeaderValid,
  noTokenHeaderValue as serverHeader,
} from '../../api/src/http/encrypt-body';
import { describe, expect, it } from 'vitest';
import {
  encryptBodyText,
  noTokenHeaderValue,
  subtleCrypto,
} from '../../web/src/modules/core/utils/encryptBody';

const KEY = 'client-envelope-key-0123456789';
const subtle = subtleCrypto()!;

/** The browser's half of the envelope against the server's own code (Node 20 has WebCrypto). */
describe('request envelope: the browser encryption is what the API decrypts', () => {
  it('an encrypted JSON body (Chinese included) decrypts with the server key, and with no other', async () => {
    const body = JSON.stringify({ username: '采购员', password: 'Buyer@2026', nested: { n: [1, 2] } });
    const sealed = await encryptBodyText(subtle, KEY, body);
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(decryptBodyText(KEY, sealed)).toBe(body);
    expect(decryptBodyText('another-key-0123456789abcdef', sealed)).toBeNull();
    // A fresh IV each time: the same body never looks the same twice.
    expect(await encryptBodyText(subtle, KEY, body)).not.toBe(sealed);
  });

  it('the no-token header matches the server for the China Standard Time date, near midnight too', async () => {
    for (const iso of ['2026-03-01T15:59:59Z', '2026-03-01T16:00:00Z', '2026-12-31T23:30:00Z']) {
      const now = new Date(iso);
      const value = await noTokenHeaderValue(subtle, KEY, now);
      expect(value).toBe(serverHeader(KEY, now));
      expect(noTokenHeaderValid(KEY, value, now)).toBe(true);
      expect(noTokenHeaderValid(KEY, value, new Date(now.getTime() + 3 * 86_400_000))).toBe(false);
      expect(noTokenHeaderValid('another-key-0123456789abcdef', value, now)).toBe(false);
    }
  });
});
