import type { ProcessPush } from '../types';

type Listener = (push: ProcessPush) => void;
const listeners = new Set<Listener>();

/**
 * Task arrivals and 抄送 on the user's own room, forwarded by the notice socket (one connection per
 * session): the todo list, the arrival notification and 抄送我的 subscribe.
 */
export const processPushes = {
  subscribe(l: Listener) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
  /** Feeds a pushed batch; only the process instance streams' task and copy pushes pass. */
  receive(batch: { streamId: string; data: unknown }[]) {
    for (const e of batch) {
      if (!e.streamId.startsWith('processInstance-') || !e.data || typeof e.data !== 'object') continue;
      const push = e.data as ProcessPush;
      if (typeof push.arrived === 'boolean' || push.copied === true) listeners.forEach((l) => l(push));
    }
  },
};
