import { describe, expect, it } from 'vitest';
import type { LiveEvent, LiveEventsState } from '../types';
import {
  findSelfCheckOutcome,
  initialLiveEventsState,
  LIVE_EVENTS_LIMIT,
  reduceLiveEvents,
  toLiveEvent,
} from './liveEvents';

const event = (position: number, type = 'SelfCheckRequested', data: unknown = {}): LiveEvent => ({
  position,
  streamId: `selfCheck-c${position}`,
  type,
  data,
  createdAt: '2026-11-22T03:00:00.000Z',
});

const receive = (state: LiveEventsState, ...events: LiveEvent[]): LiveEventsState =>
  events.reduce((s, e) => reduceLiveEvents(s, { type: 'event.received', event: e }), state);

describe('live events', () => {
  it('lists events newest first, keeps at most 50 and remembers the last position received', () => {
    const events = Array.from({ length: LIVE_EVENTS_LIMIT + 5 }, (_, i) => event(i + 1));
    const state = receive(initialLiveEventsState, ...events);
    expect(state.events).toHaveLength(LIVE_EVENTS_LIMIT);
    expect(state.events[0]?.position).toBe(LIVE_EVENTS_LIMIT + 5);
    expect(state.events.at(-1)?.position).toBe(6);
    expect(state.lastPosition).toBe(LIVE_EVENTS_LIMIT + 5);
  });

  it('resumes from the last event received, not the highest position (commit order may differ)', () => {
    const state = receive(initialLiveEventsState, event(7), event(5));
    expect(state.lastPosition).toBe(5);
  });

  it('ignores an event replayed after a reconnect', () => {
    const once = receive(initialLiveEventsState, event(1), event(2));
    const twice = receive(once, event(2));
    expect(twice.events.map((e) => e.position)).toEqual([2, 1]);
  });

  it('finds a completed self-check by the id in its data or by its stream id', () => {
    const completed = {
      ...event(9, 'SelfCheckCompleted', { id: 'abc', elapsedMs: 1012 }),
      streamId: 'selfCheck-abc',
    };
    const noIdInData = { ...event(10, 'SelfCheckCompleted', { elapsedMs: 3 }), streamId: 'selfCheck-xyz' };
    const state = receive(initialLiveEventsState, completed, noIdInData);
    expect(findSelfCheckOutcome(state, 'abc')).toMatchObject({ elapsedMs: 1012, position: 9 });
    expect(findSelfCheckOutcome(state, 'xyz')).toMatchObject({ elapsedMs: 3 });
    expect(findSelfCheckOutcome(state, 'other')).toBeNull();
  });

  it('keeps a self-check outcome after its event scrolled out of the list', () => {
    const completed = event(1, 'SelfCheckCompleted', { id: 'old', elapsedMs: 1000 });
    const later = Array.from({ length: LIVE_EVENTS_LIMIT }, (_, i) => event(i + 2));
    const state = receive(initialLiveEventsState, completed, ...later);
    expect(state.events.some((e) => e.position === 1)).toBe(false);
    expect(findSelfCheckOutcome(state, 'old')?.elapsedMs).toBe(1000);
  });

  it('accepts only payloads with the gateway shape', () => {
    expect(toLiveEvent(event(1))).toEqual(event(1));
    expect(toLiveEvent({ position: '1', streamId: 's', type: 't', createdAt: 'x' })).toBeNull();
    expect(toLiveEvent(null)).toBeNull();
  });

  it('tracks the connection', () => {
    const connected = reduceLiveEvents(initialLiveEventsState, { type: 'socket.connected' });
    expect(connected.connection).toBe('connected');
    expect(reduceLiveEvents(connected, { type: 'socket.disconnected' }).connection).toBe('disconnected');
  });
});
