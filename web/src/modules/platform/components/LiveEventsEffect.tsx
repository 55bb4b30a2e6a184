import { useEffect, useRef } from 'react';
import { createLiveSocket } from '../services/liveSocket';
import { liveEventsStore } from '../services/liveEventsStore';
import { toLiveEvent } from '../utils/liveEvents';

/**
 * After the server refuses or closes a connection, socket.io stops retrying by itself (it only
 * retries lost transports); we try again after this.
 */
const RETRY_AFTER_REFUSAL_MS = 5_000;

/**
 * Keeps one Socket.IO connection to the realtime gateway while mounted and feeds every
 * received event into liveEventsStore. Renders nothing.
 *
 * The last received position lives in a ref (seeded from the store, so a remount resumes
 * too); the socket's `auth` callback reads it on every reconnect and the server replays
 * what was missed.
 */
export const LiveEventsEffect = () => {
  const lastPositionRef = useRef<number | null>(liveEventsStore.getSnapshot().lastPosition);

  useEffect(() => {
    const socket = createLiveSocket(() => lastPositionRef.current);
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const retryLater = () => {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => socket.connect(), RETRY_AFTER_REFUSAL_MS);
    };

    socket.on('connect', () => liveEventsStore.dispatch({ type: 'socket.connected' }));
    socket.on('disconnect', () => {
      liveEventsStore.dispatch({ type: 'socket.disconnected' });
      if (!socket.active) retryLater();
    });
    socket.on('connect_error', () => {
      liveEventsStore.dispatch({ type: 'socket.disconnected' });
      if (!socket.active) retryLater();
    });
    // Events arrive in commit order, one or more per message.
    socket.on('events', (batch) => {
      for (const payload of Array.isArray(batch) ? batch : []) {
        const event = toLiveEvent(payload);
        if (event === null) continue;
        lastPositionRef.current = event.position;
        liveEventsStore.dispatch({ type: 'event.received', event });
      }
    });

    liveEventsStore.dispatch({ type: 'socket.connecting' });
    socket.connect();

    return () => {
      clearTimeout(retryTimer);
      socket.removeAllListeners();
      socket.disconnect();
      liveEventsStore.dispatch({ type: 'socket.disconnected' });
    };
  }, []);

  return null;
};
