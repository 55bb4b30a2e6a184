import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../core';
import { ApiError, getHealth, REQUEST_TIMEOUT_MS, startSelfCheck } from './api';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// The transport is under test; development builds' contract check (a lazy import) is off.
beforeEach(() => {
  vi.stubEnv('DEV', false);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('renders a degraded platform answered with HTTP 503', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse(503, {
          success: false,
          message: '平台异常',
          code: 503,
          result: {
            status: 'degraded',
            database: { ok: true, kind: 'postgres' },
            temporal: { ok: false, address: 'temporal:7233' },
            realtime: { ok: true, connections: 0 },
            version: '0.1.0',
          },
          timestamp: 1,
        }),
      ),
    );
    const health = await getHealth();
    expect(health.success).toBe(false);
    expect(health.report.database.ok).toBe(true);
    expect(health.report.temporal.ok).toBe(false);
  });

  it('sends the stored token and the JSON body, and unwraps the result', async () => {
    // The session wires the stored token into the one HTTP client.
    configureHttp({ token: () => 'tok' });
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        jsonResponse(200, {
          success: true,
          message: '',
          code: 200,
          result: { id: 'c1', status: 'running', delayMs: 1000, requestedAt: '2026-11-22T03:00:00.000Z' },
          timestamp: 1,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(startSelfCheck(1000)).resolves.toMatchObject({ id: 'c1', status: 'running' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/platform/self-checks');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"delayMs":1000}');
    expect(new Headers(init?.headers).get('X-Access-Token')).toBe('tok');
  });

  it("throws the server's message when success is false", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        jsonResponse(400, { success: false, message: '自检参数错误', code: 400, result: null, timestamp: 1 }),
      ),
    );
    await expect(startSelfCheck(1000)).rejects.toMatchObject({
      message: '自检参数错误',
      status: 400,
    });
  });

  it('uses the catalogue text when the answer has no envelope', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('Bad Gateway', { status: 504 })));
    await expect(getHealth()).rejects.toEqual(new ApiError('网络超时', 504));
  });

  it('gives up after the request timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = getHealth();
    const settled = expect(pending).rejects.toMatchObject({ message: '网络超时', status: null });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await settled;
  });
});
