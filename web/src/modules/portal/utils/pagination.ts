/** One entry of a pager: a page number, or the 5-page jumps shown as ellipses. */
export type PagerEntry = number | 'jump-prev' | 'jump-next';

/** Pages shown on each side of the current one (antd's pager without `showLessItems`). */
const BUFFER = 2;

/** The number of pages for `total` items (at least 1, so an empty list still has page 1). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/**
 * The pager antd draws: every page up to 9 pages; beyond, the first and last page, the current one
 * with two on each side (five at the ends), and a jump of 5 pages where pages are left out.
 */
export function pagerEntries(current: number, pages: number): PagerEntry[] {
  const page = Math.min(Math.max(1, current), Math.max(1, pages));
  if (pages <= 5 + BUFFER * 2) return Array.from({ length: Math.max(1, pages) }, (_, i) => i + 1);
  let left = Math.max(1, page - BUFFER);
  let right = Math.min(page + BUFFER, pages);
  if (page - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pages - page <= BUFFER) left = pages - BUFFER * 2;
  const out: PagerEntry[] = [];
  for (let i = left; i <= right; i++) out.push(i);
  if (left > 2) out.unshift('jump-prev');
  if (left > 1) out.unshift(1);
  if (right < pages - 1) out.push('jump-next');
  if (right < pages) out.push(pages);
  return out;
}

/** Where a 5-page jump lands, kept within the pages. */
export const jumpTarget = (current: number, entry: 'jump-prev' | 'jump-next', pages: number): number =>
  entry === 'jump-prev' ? Math.max(1, current - 5) : Math.min(pages, current + 5);
