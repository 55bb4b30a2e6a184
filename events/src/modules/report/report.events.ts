import { onlineReportInput } from '@srm/contracts/report';
import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const ids = { id: z.string().min(1).max(100), tenantId: z.string().min(1).max(64) };

/**
 * An online report definition (在线报表), one stream per tenant and code: `onlineReport-<tenantId>.<code>`
 * (the code is unique in the tenant by construction). Each event carries the whole definition.
 */
export const onlineReportStream = {
  streamType: 'onlineReport',
  events: {
    OnlineReportDefined: z.object({ ...ids, definition: onlineReportInput }),
    OnlineReportRedefined: z.object({ ...ids, definition: onlineReportInput }),
    OnlineReportDeleted: z.object(ids),
  },
} satisfies StreamDefinition;

type Schemas = (typeof onlineReportStream)['events'];
export type OnlineReportEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const onlineReportStreamId = (tenantId: string, code: string) => `onlineReport-${tenantId}.${code}`;
