import type { PushedEvent } from '@srm/contracts/realtime';

type Listener = (batch: readonly PushedEvent[]) => void;
const listeners = new Set<Listener>();

/**
 * Every batch pushed on the session's one connection (the user's and tenant's rooms), for modules
 * that follow streams of their own (the process module's task arrivals and 抄送) without a socket.
 */
export const sessionPushes = {
  subscribe(l: Listener) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
  receive(batch: readonly PushedEvent[]) {
    listeners.forEach((l) => l(batch));
  },
};
