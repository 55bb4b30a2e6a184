import type { StudioDraft, StudioSettings } from '../types';

/** The studio's draft in local storage (spec §3 "Stored locally": the `pro__` namespace). */
export const DRAFT_KEY = 'pro__PORTAL_STUDIO_DRAFT';

/*
 * The rules a draft is checked with before publishing are the server's own, from
 * `@srm/contracts/portal` (draftProblems, problemAt, isHexColor, isPortalUrl, FONT_SIZE); this file
 * keeps the studio's local draft and list editing.
 */

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
