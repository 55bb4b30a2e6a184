import type { DraftProblem, StudioDraft, StudioSettings } from '../types';

/** The studio's draft in local storage (spec §3 "Stored locally": the `pro__` namespace). */
export const DRAFT_KEY = 'pro__PORTAL_STUDIO_DRAFT';

/** Spec §5: the hero font-size slider. */
export const FONT_SIZE = { min: 16, max: 80, step: 2 } as const;

/**
 * The server's rules (events/src/modules/portal/portal-settings.ts HEX_COLOR, PORTAL_URL and their
 * messages), repeated here because the web takes only types from @srm/events;
 * tests/web/portal-studio-rules.unit.spec.ts holds them equal.
 */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
export const COLOR_MESSAGE = '颜色格式不正确';
export const PORTAL_URL = /^(?:https?:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/i;
export const URL_MESSAGE = '链接地址应以 http://、https:// 或 / 开头';
export const YEAR_MESSAGE = '请填写年份';

/** localStorage's calls the draft uses (spelt out: the rules below are also compiled without the DOM's types). */
type StorageLike = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

const isModel = (v: unknown): v is StudioSettings =>
  typeof v === 'object' && v !== null && 'hero' in v && 'nav' in v && 'footer' in v;

/**
 * The stored draft, or null when there is none or it is unreadable (a draft is a convenience, never
 * an error). A draft stored before drafts remembered their base version is dropped: publishing it
 * could overwrite a publication nobody looked at.
 */
export function readDraft(storage: StorageLike): StudioDraft | null {
  try {
    const raw = storage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StudioDraft> | null;
    return parsed &&
      Number.isInteger(parsed.baseVersion) &&
      (parsed.baseVersion as number) >= 0 &&
      isModel(parsed.settings)
      ? { baseVersion: parsed.baseVersion as number, settings: parsed.settings }
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: StorageLike, draft: StudioDraft | null): void {
  try {
    if (draft) storage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else storage.removeItem(DRAFT_KEY);
  } catch {
    // A full or refused storage only loses the cache.
  }
}

/** Moves entry `from` of a list to `to` (the editors' up/down). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Replaces entry `index` with `patch` applied. */
export const patchAt = <T>(list: readonly T[], index: number, patch: Partial<T>): T[] =>
  list.map((item, i) => (i === index ? { ...item, ...patch } : item));

/** Replaces entry `index` with `item`. */
export const setAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((x, i) => (i === index ? item : x));

/** Drops entry `index`. */
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** Whether the draft differs from what is live (publish and reset are only offered then). */
export const isDirty = (draft: StudioSettings, live: StudioSettings) =>
  JSON.stringify(draft) !== JSON.stringify(live);

export const isHexColor = (v: string) => HEX_COLOR.test(v);
export const isPortalUrl = (v: string) => PORTAL_URL.test(v);

/**
 * What the server would refuse in the draft under the rules the studio's inputs can break (colours,
 * link and image addresses, timeline years), in the model's order; publish waits until it is empty.
 */
export function draftProblems(s: StudioSettings): DraftProblem[] {
  const out: DraftProblem[] = [];
  const color = (field: string, v: string) => !isHexColor(v) && out.push({ field, message: COLOR_MESSAGE });
  const url = (field: string, v: string) => !isPortalUrl(v) && out.push({ field, message: URL_MESSAGE });
  color('hero.primaryColor', s.hero.primaryColor);
  color('hero.title.style.color', s.hero.title.style.color);
  color('hero.subTitle.style.color', s.hero.subTitle.style.color);
  s.nav.siteMap.forEach((e, i) => url(`nav.siteMap.${i}.url`, e.url));
  s.footer.siteMap.forEach((g, i) => {
    url(`footer.siteMap.${i}.url`, g.url);
    g.children.forEach((c, j) => url(`footer.siteMap.${i}.children.${j}.url`, c.url));
  });
  s.footer.otherLinks.forEach((l, i) => url(`footer.otherLinks.${i}.url`, l.url));
  s.footer.imgs.forEach((img, i) => url(`footer.imgs.${i}.src`, img.src));
  s.company.timeline.forEach(
    (y, i) =>
      y.year.trim() === '' && out.push({ field: `company.timeline.${i}.year`, message: YEAR_MESSAGE }),
  );
  return out;
}

/** The message of the first problem under `field` (an input's error line), if any. */
export const problemAt = (problems: readonly DraftProblem[], field: string) =>
  problems.find((p) => p.field === field)?.message;
