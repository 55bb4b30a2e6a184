import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_GREEN,
  COUNTDOWN_ORANGE,
  COUNTDOWN_RED,
  countdownColor,
  dateLabel,
  newsColor,
  selectedHref,
  tabCounts,
  tabOf,
  typeOf,
} from './announcement';
import { countUpValue, headerImmersed, slides, TIMELINE_PER_PAGE } from './slides';

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

describe('purchase tab counts', () => {
  it('counts every item under 全部 and each under its type, empty types at 0', () => {
    const items = [{ type: 'tender' }, { type: 'tender' }, { type: 'bidding' }] as const;
    expect(tabCounts(items)).toEqual({ all: 3, tender: 2, inquiry: 0, bidding: 1 });
    expect(tabCounts([])).toEqual({ all: 0, tender: 0, inquiry: 0, bidding: 0 });
  });
});

describe('company timeline pages (spec §9: 4 per page)', () => {
  it('puts 8 years on two pages of 4 and a ninth on a third page, in order', () => {
    const years = Array.from({ length: 9 }, (_, i) => ({ year: String(2000 + i) }));
    const pages = slides(years.slice(0, 8), TIMELINE_PER_PAGE);
    expect(pages.map((p) => p.map((y) => y.year))).toEqual([
      ['2000', '2001', '2002', '2003'],
      ['2004', '2005', '2006', '2007'],
    ]);
    expect(slides(years, TIMELINE_PER_PAGE).map((p) => p.length)).toEqual([4, 4, 1]);
  });
});
