import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import { SessionActor } from '../../shell';

/** Joins `instance:<id>` (the server checks who may) and calls `onEvent` on each of its pushes. */
export function useInstanceRoom(instanceId: string | null, onEvent: () => void) {
  const token = SessionActor.useSelector((s) => s.context.token);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!instanceId || !token) return;
    const socket = io({ path: '/socket.io', auth: { token, rooms: [`instance:${instanceId}`] } });
    socket.on('events', (batch: { streamId: string }[]) => {
      if (batch.some((e) => e.streamId === `processInstance-${instanceId}`)) handler.current();
    });
    // Whatever happened before the room was joined is read again.
    socket.on('connect', () => handler.current());
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [instanceId, token]);
}
