import type { PushedEvent } from '@srm/contracts/realtime';
import { sessionPushes } from '../../notice';
import type { ProcessPush } from '../types';

/** The task arrivals and 抄送 of a pushed batch: only the process instance streams' pushes. */
const processPushesOf = (batch: readonly Pick<PushedEvent, 'streamId' | 'data'>[]): ProcessPush[] =>
  batch.flatMap((e) => {
    if (!e.streamId.startsWith('processInstance-') || !e.data || typeof e.data !== 'object') return [];
    const push = e.data as ProcessPush;
    return typeof push.arrived === 'boolean' || push.copied === true ? [push] : [];
  });

/**
 * Task arrivals and 抄送 on the user's own room, from the notice module's connection (one per
 * session): the todo list, the arrival notification and 抄送我的 subscribe.
 */
export const processPushes = {
  subscribe: (l: (push: ProcessPush) => void) =>
    sessionPushes.subscribe((batch) => processPushesOf(batch).forEach(l)),
};
