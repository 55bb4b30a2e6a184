import { LAYOUT_SETTINGS_KEY, parseLayoutSettings, type LayoutSettings } from '../utils/layoutSettings';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

let current: LayoutSettings = parseLayoutSettings(storage()?.getItem(LAYOUT_SETTINGS_KEY) ?? null);
const listeners = new Set<() => void>();

/**
 * The layout settings of this page: `pro__LAYOUT_SETTINGS` is the cache (read at start, so the
 * layout does not flash), the server the truth once it answered. One store, so the settings
 * drawer, 个性化 and the layout see the same value.
 */
export const layoutSettingsStore = {
  getSnapshot: (): LayoutSettings => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: LayoutSettings): void {
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    storage()?.setItem(LAYOUT_SETTINGS_KEY, JSON.stringify(next));
    for (const l of listeners) l();
  },
};
