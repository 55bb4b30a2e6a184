import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, chunkFailed, withChunkTimeout } from './chunkTimeout';

describe('the 120 s chunk-load timeout of lazy views (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a chunk that neither loads nor fails is a chunk failure after 120000 ms, not before', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const outcome = vi.fn();
    withChunkTimeout(() => new Promise<never>(() => {})).then(
      () => outcome('loaded'),
      (e: Error) => outcome(e),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = outcome.mock.calls[0]?.[0] as Error;
    expect(error).toBeInstanceOf(Error);
    // The view boundary shows 页面加载失败 with 重新加载 for it.
    expect(chunkFailed(error)).toBe(true);
  });

  it('a chunk that loads in time, or fails on its own, is answered as it is', async () => {
    const view = { Component: () => null };
    const loaded = withChunkTimeout(
      () => new Promise<typeof view>((resolve) => setTimeout(() => resolve(view), 60_000)),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(loaded).resolves.toBe(view);
    const failed = withChunkTimeout(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module: /x.js')),
    );
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module');
    // No timer left behind to fire later.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells a failed chunk load from a view error', () => {
    expect(chunkFailed(new Error('Failed to fetch dynamically imported module: /assets/UserList-x.js'))).toBe(
      true,
    );
    expect(chunkFailed(new Error('Loading chunk 12 failed.'))).toBe(true);
    expect(chunkFailed(new Error('Loading CSS chunk 3 failed.'))).toBe(true);
    expect(chunkFailed(new Error("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });
});
