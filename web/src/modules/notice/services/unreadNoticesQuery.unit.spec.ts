import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeConnection, UnreadNotices } from '../types';
import { unreadNoticesQuery } from './unreadNoticesQuery';

const answer = (annt: number, sys: number): UnreadNotices => ({
  anntMsgList: [],
  anntMsgTotal: annt,
  sysMsgList: [],
  sysMsgTotal: sys,
});

/** The bell's query run by TanStack Query itself (no React, fake clock): what the server would see. */
describe('the bell query against a fake clock', () => {
  let client: QueryClient;
  let unsubscribe: () => void = () => undefined;
  // Node has no window: TanStack Query would treat it as a server and schedule no refetch timers.
  beforeAll(() => environmentManager.setIsServer(() => false));
  afterAll(() => environmentManager.setIsServer(() => typeof window === 'undefined'));
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    unsubscribe();
    client.clear();
    vi.useRealTimers();
  });

  const watch = (connection: NoticeConnection, fetch: () => Promise<UnreadNotices>) => {
    const observer = new QueryObserver(
      client,
      unreadNoticesQuery({ signedIn: true, userId: 'buyer1', connection, fetch }),
    );
    unsubscribe = observer.subscribe(() => undefined);
    return observer;
  };

  it('while the socket is down it asks every 6 s', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer(2, 1)));
    watch('disconnected', fetch);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('while the socket is up it asks once and never polls', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer(2, 1)));
    watch('connected', fetch);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed poll stops the polling; a later success resumes it', async () => {
    let fail = false;
    const fetch = vi.fn(() => (fail ? Promise.reject(new Error('网络异常')) : Promise.resolve(answer(1, 0))));
    const observer = watch('disconnected', fetch);
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    await vi.advanceTimersByTimeAsync(6_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().status).toBe('error');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    // The last count stays shown while polling is stopped.
    expect(observer.getCurrentResult().data?.anntMsgTotal).toBe(1);

    fail = false;
    await observer.refetch();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('the socket coming up stops the polling, going down starts it again', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer(0, 1)));
    const observer = watch('disconnected', fetch);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    const options = (connection: NoticeConnection) =>
      unreadNoticesQuery({ signedIn: true, userId: 'buyer1', connection, fetch });
    observer.setOptions(options('connected'));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    observer.setOptions(options('disconnected'));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('asks nothing without a token', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer(0, 0)));
    const observer = new QueryObserver(
      client,
      unreadNoticesQuery({ signedIn: false, userId: null, connection: 'disconnected', fetch }),
    );
    unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).not.toHaveBeenCalled();
  });
});
