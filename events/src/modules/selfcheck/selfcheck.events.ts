import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

/**
 * A self-check proves the platform's parts meet: the API appends SelfCheckRequested, the
 * selfCheck workflow waits `delayMs` on a Temporal timer, its activity appends
 * SelfCheckCompleted, and the realtime gateway pushes both to the browser.
 */
export const selfCheckStream = {
  streamType: 'selfCheck',
  events: {
    SelfCheckRequested: z.object({
      id: z.string().min(1),
      delayMs: z.number().int().min(0).max(60_000),
      requestedAt: z.iso.datetime(),
    }),
    SelfCheckCompleted: z.object({
      id: z.string().min(1),
      completedAt: z.iso.datetime(),
      elapsedMs: z.number().int().min(0),
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof selfCheckStream)['events'];
export type SelfCheckEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const selfCheckStreamId = (id: string) => `selfCheck-${id}`;
