import { useSyncExternalStore } from 'react';
import { liveEventsStore } from '../services/liveEventsStore';
import type { LiveConnection, LiveEvent, LiveEventsState, SelfCheckOutcome } from '../types';
import { findSelfCheckOutcome } from '../utils/liveEvents';

/** Selectors must return values already in the snapshot (or primitives) so renders stay stable. */
const useLiveEventsSelector = <T>(select: (state: LiveEventsState) => T): T =>
  useSyncExternalStore(liveEventsStore.subscribe, () => select(liveEventsStore.getSnapshot()));

export const useLiveConnection = (): LiveConnection => useLiveEventsSelector((state) => state.connection);

export const useLiveEvents = (): readonly LiveEvent[] => useLiveEventsSelector((state) => state.events);

export const useSelfCheckOutcome = (id: string | null): SelfCheckOutcome | null =>
  useLiveEventsSelector((state) => (id === null ? null : findSelfCheckOutcome(state, id)));
