import type { PushedEvent } from '@srm/contracts/realtime';
import { useEffect, useRef } from 'react';
import { useSessionSocket, type NoticeSocket } from '../../notice';

/** How many mounted views want each room, per socket: the last one to go leaves it. */
const holders = new WeakMap<NoticeSocket, Map<string, number>>();
const hold = (socket: NoticeSocket, room: string, delta: 1 | -1): number => {
  const rooms = holders.get(socket) ?? new Map<string, number>();
  holders.set(socket, rooms);
  const n = (rooms.get(room) ?? 0) + delta;
  if (n > 0) rooms.set(room, n);
  else rooms.delete(room);
  return n;
};

/**
 * Joins `instance:<id>` on the session's shared socket (the server checks who may) and calls
 * `onEvent` once joined and on each of the instance's pushes; leaves the room on unmount. A
 * reconnect starts without the room: it is joined again, and whatever happened meanwhile is read
 * again through `onEvent`.
 */
export function useInstanceRoom(instanceId: string | null, onEvent: () => void) {
  const socket = useSessionSocket();
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!instanceId || !socket) return;
    const room = `instance:${instanceId}`;
    const stream = `processInstance-${instanceId}`;
    let live = true;
    const join = () =>
      socket.emit('room.join', { room }, (ack) => {
        if (live && ack.ok) handler.current();
      });
    const onEvents = (batch: PushedEvent[]) => {
      if (batch.some((e) => e.streamId === stream)) handler.current();
    };
    hold(socket, room, 1);
    socket.on('events', onEvents);
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      live = false;
      socket.off('events', onEvents);
      socket.off('connect', join);
      if (hold(socket, room, -1) === 0 && socket.connected)
        socket.emit('room.leave', { room }, () => undefined);
    };
  }, [instanceId, socket]);
}
