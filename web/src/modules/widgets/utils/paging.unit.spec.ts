import { describe, expect, it } from 'vitest';
import { BUSINESS_PAGING, pageAfterDelete, pagingFor, showTotal } from './paging';

describe('paging (spec §9)', () => {
  it('a list shows 10 rows with 10/20/30 to choose from', () => {
    expect(pagingFor(false)).toEqual({ defaultPageSize: 10, pageSizeOptions: ['10', '20', '30'] });
  });
  it('in fullscreen a list shows 20 rows with 20/40/60', () => {
    expect(pagingFor(true)).toEqual({ defaultPageSize: 20, pageSizeOptions: ['20', '40', '60'] });
  });
  it('a business-component table shows 5 rows with 5/10/20/30', () => {
    expect(BUSINESS_PAGING).toEqual({ defaultPageSize: 5, pageSizeOptions: ['5', '10', '20', '30'] });
  });
  it("the total reads 'a-b 共N条'", () => {
    expect(showTotal([11, 20], 35)).toBe('11-20 共35条');
    expect(showTotal([1, 5], 5)).toBe('1-5 共5条');
    // A large list's total is the database's estimate (the answer's totalEstimated).
    expect(showTotal([1, 10], 125800, true)).toBe('1-10 共约125800条');
  });
});

describe('page after deletion (spec §4)', () => {
  it('stays on the page when rows remain on it', () => {
    expect(pageAfterDelete(25, 1, 2, 10)).toBe(2);
    expect(pageAfterDelete(25, 4, 3, 10)).toBe(3);
  });
  it('moves back when the last page was emptied', () => {
    expect(pageAfterDelete(21, 1, 3, 10)).toBe(2);
    expect(pageAfterDelete(30, 10, 3, 10)).toBe(2);
    expect(pageAfterDelete(30, 25, 3, 10)).toBe(1);
  });
  it('is never below 1, even when everything was deleted', () => {
    expect(pageAfterDelete(3, 3, 1, 10)).toBe(1);
    expect(pageAfterDelete(0, 0, 0, 10)).toBe(1);
    expect(pageAfterDelete(5, 9, 4, 10)).toBe(1);
  });
  it('holds for any total, deletion, page and size', () => {
    for (let total = 0; total < 25; total++)
      for (let deleted = 0; deleted <= total; deleted++)
        for (const size of [1, 5, 10])
          for (let page = 1; page <= Math.max(1, Math.ceil(total / size)); page++) {
            const next = pageAfterDelete(total, deleted, page, size);
            const remaining = total - deleted;
            expect(next).toBeGreaterThanOrEqual(1);
            expect(next).toBeLessThanOrEqual(page);
            if (remaining > 0) expect((next - 1) * size).toBeLessThan(remaining);
          }
  });
});
