import type { LiveEventsState } from '../types';
import { initialLiveEventsState, reduceLiveEvents, type LiveEventsAction } from '../utils/liveEvents';

export type LiveEventsStore = {
  getSnapshot: () => LiveEventsState;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: LiveEventsAction) => void;
};

/** A tiny external store for useSyncExternalStore: immutable snapshots, listeners told after each change. */
export const createLiveEventsStore = (initial: LiveEventsState = initialLiveEventsState): LiveEventsStore => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch: (action) => {
      const next = reduceLiveEvents(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
};

/** The app's one live-event store, fed by LiveEventsEffect. */
export const liveEventsStore = createLiveEventsStore();
