import { describe, expect, it } from 'vitest';
import { deadlineMs, invitationHref, timeLeftText } from './letter';

describe('invitation letter countdown', () => {
  it('reads the deadline as China Standard Time and counts down days, hours, minutes and seconds', () => {
    expect(new Date(deadlineMs('2026-12-10 18:00:00')).toISOString()).toBe('2026-12-10T10:00:00.000Z');
    const now = Date.parse('2026-12-08T08:58:59.000Z');
    expect(timeLeftText('2026-12-10 18:00:00', now)).toBe('2天1时1分1秒');
  });

  it('says nothing once the deadline passed or for an unreadable date', () => {
    expect(timeLeftText('2026-12-10 18:00:00', Date.parse('2026-12-10T10:00:00.000Z'))).toBeNull();
    expect(timeLeftText('不是日期', 0)).toBeNull();
  });

  it('links the letter page by project id', () => {
    expect(invitationHref('p 1')).toBe('/invitation?id=p%201');
  });
});
