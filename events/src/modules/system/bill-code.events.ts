import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

/**
 * Document numbers (bill codes, e.g. `PO-2026-000123`) of one fill rule and one period:
 * `billCode-<ruleCode>.<period>`. Every event is one number handed out, so the stream's version is
 * the last sequence issued; the optimistic version check is what keeps two callers from getting
 * the same number.
 */
export const billCodeStream = {
  streamType: 'billCode',
  events: {
    BillCodeIssued: z.object({
      ruleCode: z.string().min(1).max(100),
      period: z.string().regex(/^\d{4}(\d{2}){0,2}$/),
      seq: z.number().int().min(1),
      code: z.string().min(1).max(200),
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof billCodeStream)['events'];
export type BillCodeEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];

export const billCodeStreamId = (ruleCode: string, period: string) => `billCode-${ruleCode}.${period}`;
