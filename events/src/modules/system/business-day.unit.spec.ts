import { describe, expect, it } from 'vitest';
import { businessDayStart } from './user.projection';

describe('business day (China Standard Time)', () => {
  it('starts at 16:00 UTC of the previous calendar day', () => {
    expect(businessDayStart(new Date('2026-11-22T15:59:59.999Z')).toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    );
    expect(businessDayStart(new Date('2026-11-22T16:00:00.000Z')).toISOString()).toBe(
      '2026-11-22T16:00:00.000Z',
    );
    expect(businessDayStart(new Date('2026-11-23T03:00:00.000Z')).toISOString()).toBe(
      '2026-11-22T16:00:00.000Z',
    );
  });
});
