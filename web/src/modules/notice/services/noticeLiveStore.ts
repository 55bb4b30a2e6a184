import {
  initialNoticeLiveState,
  reduceNoticeLive,
  type NoticeLiveAction,
  type NoticeLiveState,
} from '../utils/noticeLive';

export type NoticeLiveStore = {
  getSnapshot: () => NoticeLiveState;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: NoticeLiveAction) => void;
};

/** A tiny external store for useSyncExternalStore: immutable snapshots, listeners told after each change. */
export const createNoticeLiveStore = (initial: NoticeLiveState = initialNoticeLiveState): NoticeLiveStore => {
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
      const next = reduceNoticeLive(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
};

/** The page's one notice link state, fed by NoticeSocketEffect and by read marks. */
export const noticeLiveStore = createNoticeLiveStore();
