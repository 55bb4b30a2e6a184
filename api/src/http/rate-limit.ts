import { HttpError } from './errors';

export const TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';

/**
 * A fixed-window counter per key (an address, a user), in this process's memory: enough to make
 * probing slow ([SEC1] 8). Each API instance counts on its own, so N instances allow N times the
 * limit; the SMS limits, which cost money, are kept in the database instead (`sms-codes.ts`).
 * The clock comes from the caller (tests move it).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly o: { limit: number; windowMs: number; now: () => Date; maxKeys?: number }) {}

  /** Counts one request of `key`; true while the key is within its limit. */
  hit(key: string): boolean {
    const now = this.o.now().getTime();
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.o.windowMs) {
      if (!w && this.windows.size >= (this.o.maxKeys ?? 100_000)) this.forgetExpired(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= this.o.limit;
  }

  /** Whether the key has used up its limit in the current window (counts nothing). */
  spent(key: string): boolean {
    const w = this.windows.get(key);
    return w !== undefined && this.o.now().getTime() - w.start < this.o.windowMs && w.count >= this.o.limit;
  }

  /** Counts one request and answers 429 `请求过于频繁，请稍后再试` once the key is over its limit. */
  take(key: string): void {
    if (!this.hit(key)) throw new HttpError(429, TOO_MANY_REQUESTS);
  }

  private forgetExpired(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= this.o.windowMs) this.windows.delete(k);
    // Still full (a flood of fresh addresses): start over rather than grow without bound.
    if (this.windows.size >= (this.o.maxKeys ?? 100_000)) this.windows.clear();
  }
}
