import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';
import { portalSettingsSchema } from '@srm/contracts/portal';

/** A tenant's portal look, published as a whole (`portalSettings-<tenantId>`), so its history is auditable and revertible. */
export const portalSettingsStream = {
  streamType: 'portalSettings',
  events: {
    PortalSettingsPublished: z.object({
      tenantId: z.string().min(1).max(100),
      settings: portalSettingsSchema,
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof portalSettingsStream)['events'];
export type PortalSettingsEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const portalSettingsStreamId = (tenantId: string) => `portalSettings-${tenantId}`;
