import type { ClientToServerEvents, ServerToClientEvents } from '@srm/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';

/**
 * Render-null: listens as an anonymous visitor (the public room) and refreshes the portal's lists
 * when the portal tenant publishes or awards a project. The socket client is loaded after the page.
 */
export function PortalLiveEffect() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['portal'] });
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      socket = io({ path: '/socket.io' });
      socket.on('events', (batch) => {
        if (batch.some((e) => e.streamId.startsWith('sourcingProject-'))) refresh();
      });
      // Whatever was published while disconnected.
      socket.io.on('reconnect', refresh);
    });
    return () => {
      stopped = true;
      socket?.disconnect();
    };
  }, [queryClient]);
  return null;
}
