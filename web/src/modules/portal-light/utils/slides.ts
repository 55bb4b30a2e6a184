/** Items cut into slides of `perSlide` (the last may be shorter); none gives no slides. */
export function slides<T>(items: readonly T[], perSlide: number): T[][] {
  if (perSlide < 1) throw new Error('perSlide must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += perSlide) out.push(items.slice(i, i + perSlide));
  return out;
}

/** Portal constants (spec §9). */
export const PURCHASE_CARDS = 6;
export const PURCHASE_CARDS_PER_SLIDE = 2;
export const RESULTS_PER_SLIDE = 4;
export const NEWS_CARDS = 4;
export const PRO_NEWS_ITEMS = 12;
export const SLIDER_AUTOPLAY_MS = 4000;
export const TIMELINE_PER_PAGE = 4;
export const COUNT_UP_MS = 1000;
export const HEADER_SCROLL_THRESHOLD = 64;
export const BANNER_HEIGHT = 360;

/** The value a count-up shows `elapsed` ms into `duration` (ease-out, whole numbers, exact at the end). */
export function countUpValue(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration || duration <= 0) return target;
  if (elapsed <= 0) return 0;
  const t = elapsed / duration;
  return Math.round(target * (1 - (1 - t) ** 3));
}

/** The header is immersed (transparent over the hero) until the page has scrolled 64 px. */
export const headerImmersed = (scrollY: number) => scrollY < HEADER_SCROLL_THRESHOLD;
