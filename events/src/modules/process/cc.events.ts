import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

/**
 * One user's read mark of one 抄送 (process_cc row): its own stream, so marking is idempotent and
 * never contends with the instance's stream, which the workflow writes.
 */
export const processCcReadStream = {
  streamType: 'processCcRead',
  events: {
    ProcessCarbonCopyRead: z.object({
      ccId: z.string().min(1),
      userId: z.string().min(1),
      tenantId: z.string().min(1),
      at: z.iso.datetime(),
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof processCcReadStream)['events'];
export type ProcessCcReadEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

/** Per row and user: someone else's mark never stands for the owner's. */
export const processCcReadStreamId = (ccId: string, userId: string) => `processCcRead-${ccId}.${userId}`;
