import { lazy, type ComponentType } from 'react';
import { withChunkTimeout } from '../../core';

/** A screen's module, loaded when first shown (its own chunk). */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/**
 * The screens the composition root (App.tsx) hands the shell: route components live in `pages/` and
 * no module imports a page (docs/contracts.md "Screens").
 */
export type ShellScreens = {
  /** 完善信息, where a supplier whose isShow is 2 is confined. */
  completeSupInfo: ScreenLoader;
  /** The menu's screens by `component` path (`system/UserList`). */
  menu: Readonly<Record<string, ScreenLoader>>;
};

// One lazy component per loader: React keeps a lazy's loaded module on the object itself.
const lazies = new WeakMap<ScreenLoader, ComponentType>();

/** The screen as a lazy component; a stalled chunk fails after 120 s (spec §9) instead of spinning. */
export function lazyScreen(load: ScreenLoader): ComponentType {
  let screen = lazies.get(load);
  if (!screen) {
    screen = lazy(async () => {
      try {
        return { default: (await withChunkTimeout(load)).Component };
      } catch (e) {
        // A failed chunk is fetched again when the tab reloads, not answered from React's cache.
        lazies.delete(load);
        throw e;
      }
    });
    lazies.set(load, screen);
  }
  return screen;
}
