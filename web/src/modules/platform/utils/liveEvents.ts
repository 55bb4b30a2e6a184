import type { LiveEvent, LiveEventsState, SelfCheckOutcome } from '../types';
import { isRecord } from './isRecord';

export const LIVE_EVENTS_LIMIT = 50;

/** Appended by the selfCheck workflow's activity on stream `selfCheck-{id}`, data `{ id, completedAt, elapsedMs }`. */
export const SELF_CHECK_COMPLETED = 'SelfCheckCompleted';

export const initialLiveEventsState: LiveEventsState = {
  connection: 'connecting',
  events: [],
  lastPosition: null,
  selfChecks: {},
};

/** Accepts a socket payload only if it has the gateway's shape; anything else is ignored. */
export const toLiveEvent = (payload: unknown): LiveEvent | null => {
  if (!isRecord(payload)) return null;
  const { position, streamId, type, data, createdAt } = payload;
  if (typeof position !== 'number' || !Number.isFinite(position)) return null;
  if (typeof streamId !== 'string' || typeof type !== 'string' || typeof createdAt !== 'string') return null;
  return { position, streamId, type, data, createdAt };
};

/** `elapsedMs` of a SelfCheckCompleted payload, if it has one. */
export const elapsedMsOf = (event: LiveEvent): number | null =>
  isRecord(event.data) && typeof event.data['elapsedMs'] === 'number' ? event.data['elapsedMs'] : null;

export const selfCheckOutcomeOf = (event: LiveEvent): SelfCheckOutcome | null => {
  if (event.type !== SELF_CHECK_COMPLETED) return null;
  const id = isRecord(event.data) && typeof event.data['id'] === 'string' ? event.data['id'] : null;
  return { id, streamId: event.streamId, elapsedMs: elapsedMsOf(event), position: event.position };
};

/**
 * The outcome of self-check `id`: matched by the id in the event's data, else by its stream id
 * (`selfCheck-{id}`, or any stream id ending in `-{id}`).
 */
export const findSelfCheckOutcome = (state: LiveEventsState, id: string): SelfCheckOutcome | null =>
  state.selfChecks[id] ??
  Object.values(state.selfChecks).find(
    (outcome) => outcome.streamId === id || outcome.streamId.endsWith(`-${id}`),
  ) ??
  null;

export type LiveEventsAction =
  | { type: 'socket.connecting' }
  | { type: 'socket.connected' }
  | { type: 'socket.disconnected' }
  | { type: 'event.received'; event: LiveEvent };

const withEvent = (state: LiveEventsState, event: LiveEvent): LiveEventsState => {
  // A replay after reconnect may resend what we already hold; positions identify events.
  if (state.events.some((known) => known.position === event.position)) {
    return state.lastPosition === event.position ? state : { ...state, lastPosition: event.position };
  }
  const outcome = selfCheckOutcomeOf(event);
  return {
    ...state,
    events: [event, ...state.events].slice(0, LIVE_EVENTS_LIMIT),
    lastPosition: event.position,
    selfChecks: outcome
      ? { ...state.selfChecks, [outcome.id ?? outcome.streamId]: outcome }
      : state.selfChecks,
  };
};

export const reduceLiveEvents = (state: LiveEventsState, action: LiveEventsAction): LiveEventsState => {
  switch (action.type) {
    case 'socket.connecting':
      return state.connection === 'connecting' ? state : { ...state, connection: 'connecting' };
    case 'socket.connected':
      return state.connection === 'connected' ? state : { ...state, connection: 'connected' };
    case 'socket.disconnected':
      return state.connection === 'disconnected' ? state : { ...state, connection: 'disconnected' };
    case 'event.received':
      return withEvent(state, action.event);
    default: {
      const unknownAction: never = action;
      return unknownAction;
    }
  }
};
