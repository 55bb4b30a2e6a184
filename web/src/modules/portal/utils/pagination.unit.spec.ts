import { describe, expect, it } from 'vitest';
import { jumpTarget, pageCount, pagerEntries } from './pagination';

describe('pager pages (antd layout)', () => {
  it('counts pages, an empty list still having page 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });

  it('lists every page up to 9 pages', () => {
    expect(pagerEntries(1, 1)).toEqual([1]);
    expect(pagerEntries(2, 2)).toEqual([1, 2]);
    expect(pagerEntries(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('beyond 9 pages shows five pages at an end and a jump towards the other end', () => {
    expect(pagerEntries(1, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pagerEntries(3, 20)).toEqual([1, 2, 3, 4, 5, 'jump-next', 20]);
    expect(pagerEntries(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'jump-next', 20]);
    expect(pagerEntries(20, 20)).toEqual([1, 'jump-prev', 16, 17, 18, 19, 20]);
    expect(pagerEntries(17, 20)).toEqual([1, 'jump-prev', 15, 16, 17, 18, 19, 20]);
  });

  it('in the middle shows the current page with two on each side and both jumps', () => {
    expect(pagerEntries(10, 20)).toEqual([1, 'jump-prev', 8, 9, 10, 11, 12, 'jump-next', 20]);
    expect(pagerEntries(5, 10)).toEqual([1, 'jump-prev', 3, 4, 5, 6, 7, 'jump-next', 10]);
  });

  it('keeps a current page outside the range within it', () => {
    expect(pagerEntries(0, 3)).toEqual([1, 2, 3]);
    expect(pagerEntries(99, 12)).toEqual([1, 'jump-prev', 8, 9, 10, 11, 12]);
  });

  it('jumps 5 pages, not past the first or last', () => {
    expect(jumpTarget(10, 'jump-prev', 20)).toBe(5);
    expect(jumpTarget(3, 'jump-prev', 20)).toBe(1);
    expect(jumpTarget(10, 'jump-next', 20)).toBe(15);
    expect(jumpTarget(18, 'jump-next', 20)).toBe(20);
  });
});
