import type { StorageLike } from './storage';

export type MemoryStorage = StorageLike & { readonly entries: Map<string, string> };

/** An in-memory Storage (for tests, and where localStorage is unavailable). */
export const createMemoryStorage = (initial: Record<string, string> = {}): MemoryStorage => {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
};
