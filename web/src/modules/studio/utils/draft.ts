import type { StudioSettings } from '../types';

/** The studio's draft in local storage (spec §3 "Stored locally": the `pro__` namespace). */
export const DRAFT_KEY = 'pro__PORTAL_STUDIO_DRAFT';

/** Spec §5: the hero font-size slider. */
export const FONT_SIZE = { min: 16, max: 80, step: 2 } as const;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored draft, or null when there is none or it is unreadable (a draft is a convenience, never an error). */
export function readDraft(storage: StorageLike): StudioSettings | null {
  try {
    const raw = storage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' &&
      parsed !== null &&
      'hero' in parsed &&
      'nav' in parsed &&
      'footer' in parsed
      ? (parsed as StudioSettings)
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: StorageLike, draft: StudioSettings | null): void {
  try {
    if (draft) storage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else storage.removeItem(DRAFT_KEY);
  } catch {
    // A full or refused storage only loses the cache.
  }
}

/** Moves entry `from` of a list to `to` (the nav editor's up/down). */
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

/** Whether the draft differs from what is live (publish and reset are only offered then). */
export const isDirty = (draft: StudioSettings, live: StudioSettings) =>
  JSON.stringify(draft) !== JSON.stringify(live);
