import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHeaders, configureHttp, encodeBody, queryString, sessionReaction } from './http';

const KEY = 'unit-envelope-key-0123456789';

/** Opens an `{ encryptBody }` value as the server does (AES-GCM under SHA-256 of the key). */
const open = async (sealed: string) => {
  const raw = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey(
    'raw',
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(KEY)),
    'AES-GCM',
    false,
    ['decrypt'],
  );
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: raw.slice(0, 12) }, key, raw.slice(12));
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
};

describe('the HTTP client and the error catalogue', () => {
  it('a 401 logs the session out; the Token失效 500 opens the expiry dialog only when a token is stored', () => {
    expect(sessionReaction(401, undefined, true)).toBe('unauthorized');
    expect(sessionReaction(500, 'TokenInvalid', true)).toBe('tokenInvalid');
    expect(sessionReaction(500, 'TokenInvalid', false)).toBeNull();
    expect(sessionReaction(500, undefined, true)).toBeNull();
    expect(sessionReaction(403, 'NotVisible', true)).toBeNull();
  });

  it('joins multi-valued filters with commas and leaves out empty ones', () => {
    expect(queryString({ pageNo: 1, status: ['1', '2'], name: '', x: undefined })).toBe(
      '?pageNo=1&status=1%2C2',
    );
    expect(queryString({})).toBe('');
  });

  describe('with an envelope key', () => {
    afterEach(() => {
      configureHttp({ encryptBodyKey: '', token: () => null });
      vi.unstubAllGlobals();
    });

    it('seals POST and PUT bodies as { encryptBody } and leaves other methods plain', async () => {
      configureHttp({ encryptBodyKey: KEY });
      const body = { username: '管理员', password: 'x' };
      for (const method of ['POST', 'PUT'] as const) {
        const sent = JSON.parse(await encodeBody(method, body)) as Record<string, string>;
        expect(Object.keys(sent)).toEqual(['encryptBody']);
        expect(await open(sent['encryptBody']!)).toEqual(body);
      }
      expect(await encodeBody('DELETE', body)).toBe(JSON.stringify(body));
      configureHttp({ encryptBodyKey: '' });
      expect(await encodeBody('POST', body)).toBe(JSON.stringify(body));
    });

    it('adds No-Token-Request-Encryption only to calls without a token', async () => {
      configureHttp({ encryptBodyKey: KEY, token: () => null });
      const anonymous = (await apiHeaders()).headers;
      expect(anonymous.get('No-Token-Request-Encryption')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      configureHttp({ token: () => 'a-token' });
      const signedIn = (await apiHeaders()).headers;
      expect(signedIn.get('No-Token-Request-Encryption')).toBeNull();
      expect(signedIn.get('X-Access-Token')).toBe('a-token');
    });

    it('falls back to plain JSON and no header where WebCrypto is missing (a non-secure page)', async () => {
      configureHttp({ encryptBodyKey: KEY, token: () => null });
      vi.stubGlobal('crypto', undefined);
      expect(await encodeBody('POST', { a: 1 })).toBe('{"a":1}');
      expect((await apiHeaders()).headers.get('No-Token-Request-Encryption')).toBeNull();
    });
  });
});

describe('Idempotency-Key of commands ([SEC1] 13)', () => {
  it('an identical command reuses its key in flight and shortly after a lost answer; an answer frees it', async () => {
    const { idempotencyKeyFor, settleIdempotencyKey, IDEMPOTENCY_REUSE_MS } = await import('./http');
    const cmd = 't\nPOST /sys/annountCement/add\n{"titile":"a"}';
    const first = idempotencyKeyFor(cmd, 0);
    // A doubled click while the first is in flight.
    expect(idempotencyKeyFor(cmd, 5)).toBe(first);
    settleIdempotencyKey(cmd, null, 10);
    // A retry just after a lost answer: the server replays the first one.
    expect(idempotencyKeyFor(cmd, 20)).toBe(first);
    settleIdempotencyKey(cmd, 503, 30);
    // Later, the same command is a new one.
    expect(idempotencyKeyFor(cmd, 30 + IDEMPOTENCY_REUSE_MS + 1)).not.toBe(first);
    // A success the user saw: the next identical click is a new command.
    const done = 't\nPOST /portal/signUp\n{"id":"p1"}';
    const d = idempotencyKeyFor(done, 0);
    settleIdempotencyKey(done, 200, 1);
    expect(idempotencyKeyFor(done, 2)).not.toBe(d);
    // Another body is another command.
    expect(idempotencyKeyFor(cmd.replace('"a"', '"b"'), 40)).not.toBe(first);
    const refused = 't\nPUT /x\n{}';
    const k = idempotencyKeyFor(refused, 0);
    settleIdempotencyKey(refused, 400, 1);
    expect(idempotencyKeyFor(refused, 2)).not.toBe(k);
  });
});

describe('the client sends the key ([SEC1] 13)', () => {
  afterEach(() => {
    configureHttp({ token: () => null });
    vi.unstubAllGlobals();
  });

  it('a command carries an Idempotency-Key, and its retry after a lost answer the same one; a query none', async () => {
    const { requestEnvelope } = await import('./http');
    configureHttp({ token: () => 'a-token' });
    const keys: Array<string | null> = [];
    let lose = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: { headers: Headers }) => {
        keys.push(init.headers.get('Idempotency-Key'));
        if (lose) throw new TypeError('network down');
        return new Response(JSON.stringify({ success: true, message: '', code: 200, result: null }), {
          status: 200,
        });
      }),
    );
    const add = () => requestEnvelope('POST', '/sys/annountCement/add', { body: { titile: '重试' } });
    await expect(add()).rejects.toMatchObject({ message: '网络异常，请检查网络连接' });
    lose = false;
    await add();
    await requestEnvelope('GET', '/sys/annountCement/list');
    expect(keys[0]).toMatch(/\S{8,}/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBeNull();
  });
});
