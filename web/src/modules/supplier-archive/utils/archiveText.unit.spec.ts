import { describe, expect, it } from 'vitest';
import { daysUntil, periodText } from './archiveText';

describe('supplier archive texts', () => {
  it('a period without an end reads 长期', () => {
    expect(periodText('2026-11-27', null)).toBe('2026-11-27 至 长期');
    expect(periodText('2026-11-27', '2027-05-31')).toBe('2026-11-27 至 2027-05-31');
  });
  it('counts days to an expiry, negative once past', () => {
    expect(daysUntil('2026-12-27', '2026-11-27')).toBe(30);
    expect(daysUntil('2026-11-26', '2026-11-27')).toBe(-1);
  });
});
