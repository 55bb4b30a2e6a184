import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_GREEN,
  COUNTDOWN_ORANGE,
  COUNTDOWN_RED,
  countdownColor,
  dateLabel,
  newsColor,
  selectedHref,
  tabOf,
  typeOf,
} from './announcement';
import { countUpValue, headerImmersed, slides } from './slides';

describe('countdown colour (spec §9: 10 and 5)', () => {
  it('is green at 10 days or more, orange from 5 to under 10, red below 5', () => {
    expect(countdownColor(30)).toBe(COUNTDOWN_GREEN);
    expect(countdownColor(10)).toBe(COUNTDOWN_GREEN);
    expect(countdownColor(9)).toBe(COUNTDOWN_ORANGE);
    expect(countdownColor(5)).toBe(COUNTDOWN_ORANGE);
    expect(countdownColor(4)).toBe(COUNTDOWN_RED);
    expect(countdownColor(0)).toBe(COUNTDOWN_RED);
  });
});

describe('tab to date label (spec §2)', () => {
  it('reads 报名截止时间 for all and tender, 报价截止时间 for inquiry, 计划开始时间 for bidding', () => {
    expect(dateLabel('all')).toBe('报名截止时间');
    expect(dateLabel('tender')).toBe('报名截止时间');
    expect(dateLabel('inquiry')).toBe('报价截止时间');
    expect(dateLabel('bidding')).toBe('计划开始时间');
  });

  it('reads tabs and types from the query, falling back to all / tender', () => {
    expect(tabOf('inquiry')).toBe('inquiry');
    expect(tabOf('auction')).toBe('all');
    expect(tabOf(null)).toBe('all');
    expect(typeOf('bidding')).toBe('bidding');
    expect(typeOf('x')).toBe('tender');
    expect(selectedHref('purchaseAnnouncement', 'inquiry', 'a b')).toBe(
      '/purchaseAnnouncement?type=inquiry&selected=a%20b',
    );
  });
});

describe('slides', () => {
  it('cuts the first 6 purchase cards into 3 slides of 2, and 5 results into pages of 4 and 1', () => {
    expect(slides([1, 2, 3, 4, 5, 6], 2)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(slides([1, 2, 3, 4, 5], 4)).toEqual([[1, 2, 3, 4], [5]]);
    expect(slides([], 4)).toEqual([]);
    expect(() => slides([1], 0)).toThrow();
  });
});

describe('count-up and header', () => {
  it('counts from 0 to the value in 1000 ms, never past it', () => {
    expect(countUpValue(47000, 0)).toBe(0);
    const mid = countUpValue(47000, 500);
    expect(mid).toBeGreaterThan(23500);
    expect(mid).toBeLessThan(47000);
    expect(countUpValue(47000, 1000)).toBe(47000);
    expect(countUpValue(47000, 5000)).toBe(47000);
  });

  it('is immersed under 64 px of scroll, not from 64 on', () => {
    expect(headerImmersed(0)).toBe(true);
    expect(headerImmersed(63)).toBe(true);
    expect(headerImmersed(64)).toBe(false);
  });

  it('shows industry news orange and other types blue', () => {
    expect(newsColor('industry')).toBe('orange');
    expect(newsColor('company')).toBe('blue');
  });
});
