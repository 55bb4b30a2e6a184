import { isDomainError, type system } from '@srm/events';
import { HttpError } from '../../http/errors';
import { RateLimiter, TOO_MANY_REQUESTS } from '../../http/rate-limit';
import type { Caller } from '../auth/index';

/** [SEC1] 8: how many `该手机号不可用` refusals a company (a tenant's staff, or one supplier) may meet an hour. */
export const PHONE_PROBES_PER_HOUR = 20;

/**
 * A user form (add, edit, import row) tells its caller nothing about a phone held outside the caller's
 * reach (`system.phoneTakenRefusal`), but the refusal itself still says the phone is in use. So such
 * refusals are counted per company, like registration's `该手机号已注册` is per address: past the
 * limit, every user write that carries a phone waits for the hour to pass (429), whatever the phone,
 * so the answer says nothing more. In memory, per API instance (as the lookup limits).
 */
export class PhoneProbeLimit {
  private readonly limiter: RateLimiter;

  constructor(now: () => Date) {
    this.limiter = new RateLimiter({ limit: PHONE_PROBES_PER_HOUR, windowMs: 3_600_000, now });
  }

  /** Who asks, for the domain's unique-phone answer. */
  static reach(caller: Caller): system.AccountReach {
    return { tenantId: caller.tenantId, supplierId: caller.supplierId };
  }

  /** Runs a user write carrying `phone` (null: none, never refused here). */
  async write<T>(caller: Caller, phone: string | null | undefined, run: () => Promise<T>): Promise<T> {
    const key = `${caller.tenantId}/${caller.supplierId ?? ''}`;
    if (phone && this.limiter.spent(key)) throw new HttpError(429, TOO_MANY_REQUESTS);
    try {
      return await run();
    } catch (e) {
      if (isDomainError(e) && e.reason === 'PhoneUnavailable') this.limiter.hit(key);
      throw e;
    }
  }
}
