import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkTimeout } from '../utils/chunkTimeout';

/**
 * Menu `component` names -> lazily loaded views under src/views (`system/UserList` ->
 * src/views/system/UserList.tsx, exporting `Component`). Each view is its own chunk.
 */
const modules = import.meta.glob<{ Component: ComponentType }>('../../../views/**/*.tsx');
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

const keyOf = (component: string) => `../../../views/${component.replace(/^\/+|\.tsx$/g, '')}.tsx`;

export const hasView = (component: string) => keyOf(component) in modules;

/** The view for a menu component, or the placeholder for views later releases bring. */
export function viewFor(component: string): LazyExoticComponent<ComponentType> {
  const key = hasView(component) ? keyOf(component) : keyOf('UnderConstruction');
  let view = cache.get(key);
  if (!view) {
    const load = modules[key]!;
    view = lazy(async () => {
      try {
        // A stalled chunk fails after 120 s (spec §9) instead of spinning for ever.
        return { default: (await withChunkTimeout(load)).Component };
      } catch (e) {
        // A failed chunk is fetched again when the tab reloads, not answered from React's cache.
        cache.delete(key);
        throw e;
      }
    });
    cache.set(key, view);
  }
  return view;
}
