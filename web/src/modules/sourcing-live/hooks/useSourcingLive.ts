import {
  SOURCING_STREAM_PREFIX,
  sourcingBuyerRoom,
  sourcingRoom,
  TENDER_STREAM_PREFIX,
} from '@srm/contracts/sourcing';
import { useEffect, useRef } from 'react';
import { sessionPushes, useSessionSocket, type NoticeSocket } from '../../notice';

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
 * Live sourcing projects on the session's shared socket: joins `sourcing:<id>` of each project shown
 * (and `sourcing:<id>:buyer` for a buyer's view; the server checks who may) and calls `onSignal(id)`
 * for every push of a project's stream (or its tender's), including those that reach the supplier's own room (its
 * invitations and publications, before it could join). Pushes are `{ projectId }` signals only: the
 * caller invalidates its queries. After a reconnect the rooms are joined again and each project is
 * signalled once, for what happened meanwhile.
 */
export function useSourcingLive(
  projectIds: readonly string[],
  onSignal: (projectId: string) => void,
  options: { buyer?: boolean } = {},
) {
  const socket = useSessionSocket();
  const handler = useRef(onSignal);
  handler.current = onSignal;
  const key = [...new Set(projectIds)].sort().join(',');
  const buyer = options.buyer === true;

  useEffect(
    () =>
      sessionPushes.subscribe((batch) => {
        const ids = new Set(
          batch.flatMap((e) =>
            [SOURCING_STREAM_PREFIX, TENDER_STREAM_PREFIX]
              .filter((prefix) => e.streamId.startsWith(prefix))
              .map((prefix) => e.streamId.slice(prefix.length)),
          ),
        );
        ids.forEach((id) => handler.current(id));
      }),
    [],
  );

  useEffect(() => {
    if (!socket || key === '') return;
    const ids = key.split(',');
    const rooms = ids.flatMap((id) =>
      buyer ? [sourcingRoom(id), sourcingBuyerRoom(id)] : [sourcingRoom(id)],
    );
    let live = true;
    let joins = 0;
    const join = () => {
      const again = joins++ > 0;
      for (const room of rooms) socket.emit('room.join', { room }, () => undefined);
      if (again && live) ids.forEach((id) => handler.current(id));
    };
    rooms.forEach((room) => hold(socket, room, 1));
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      live = false;
      socket.off('connect', join);
      for (const room of rooms)
        if (hold(socket, room, -1) === 0 && socket.connected)
          socket.emit('room.leave', { room }, () => undefined);
    };
  }, [key, buyer, socket]);
}
