import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const iso = z.iso.datetime({ offset: true });
const decimalText = z.string().regex(/^\d+(\.\d+)?$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * 履约保证金 (GLOSSARY performanceBond): the winner's guarantee for the contract, stream
 * `performanceBond-<projectId>.<supplierId>`. Required on award; the `performanceBond-<id>` workflow
 * reminds of its expiry once.
 */
export const performanceBondStream = {
  streamType: 'performanceBond',
  events: {
    PerformanceBondRequired: z.object({
      bondId: z.string().min(1),
      tenantId: z.string().min(1),
      projectId: z.string().min(1),
      projectCode: z.string(),
      projectTitle: z.string(),
      supplierId: z.string().min(1),
      supplierName: z.string(),
      amount: decimalText,
      currency: z.string().length(3),
      /** The day the winner must have paid it by. */
      dueDate: day,
      /** Its last valid day (China Standard Time). */
      expiresOn: day,
      /** The winner's bid deposit converted into it (already received), or null. */
      convertedDeposit: decimalText.nullable(),
      by: z.string().min(1),
      at: iso,
    }),
    PerformanceBondExpiryReminded: z.object({ expiresOn: day, at: iso }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof performanceBondStream)['events'];
export type PerformanceBondEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const performanceBondStreamId = (bondId: string) => `performanceBond-${bondId}`;
