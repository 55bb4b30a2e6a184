import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';

describe('countdownText', () => {
  const at = Date.parse('2026-12-01T10:00:00Z');
  it('counts down in days, hours and minutes, then seconds in the last hour', () => {
    expect(countdownText('2026-12-03T13:05:00Z', at)).toBe('剩余 2天3小时5分');
    expect(countdownText('2026-12-01T11:30:00Z', at)).toBe('剩余 1小时30分');
    expect(countdownText('2026-12-01T10:12:08Z', at)).toBe('剩余 12分08秒');
  });
  it('says 已截止 at and after the deadline, and - without one', () => {
    expect(countdownText('2026-12-01T10:00:00Z', at)).toBe('已截止');
    expect(countdownText('2026-12-01T09:00:00Z', at)).toBe('已截止');
    expect(countdownText(null, at)).toBe('-');
  });
});
