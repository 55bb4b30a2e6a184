/**
 * Spec §4 "Leaving the page prompts that entered data may be lost", as mature products do it: only
 * while some form holds unsaved input. Forms register while dirty; the page's beforeunload asks the
 * browser to confirm only then (browsers show their own text, a page's is ignored).
 */
export type UnsavedChangesRegistry = {
  /** Marks one form (by its key) dirty or clean. */
  set: (key: symbol, dirty: boolean) => void;
  hasUnsavedChanges: () => boolean;
};

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export function createUnsavedChangesRegistry(target: Target): UnsavedChangesRegistry {
  const dirty = new Set<symbol>();
  const prompt = (e: Event) => {
    e.preventDefault();
    // Browsers before preventDefault() counted here (Chromium < 119) need returnValue set instead
    // (only a BeforeUnloadEvent's is writable).
    if (typeof BeforeUnloadEvent !== 'undefined' && e instanceof BeforeUnloadEvent) e.returnValue = true;
  };
  return {
    set(key, isDirty) {
      const before = dirty.size;
      if (isDirty) dirty.add(key);
      else dirty.delete(key);
      // Listening only while needed also keeps the page eligible for the back/forward cache.
      if (before === 0 && dirty.size > 0) target.addEventListener('beforeunload', prompt);
      if (before > 0 && dirty.size === 0) target.removeEventListener('beforeunload', prompt);
    },
    hasUnsavedChanges: () => dirty.size > 0,
  };
}

/** The page's registry. */
export const unsavedChanges: UnsavedChangesRegistry = createUnsavedChangesRegistry(
  typeof window === 'undefined' ? new EventTarget() : window,
);
