import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const iso = z.iso.datetime({ offset: true });
const decimalText = z.string().regex(/^\d+(\.\d+)?$/);
const by = z.string().min(1);
const reason = z.string().min(1).max(500);

/**
 * 投标保证金 (GLOSSARY deposit): one supplier's bid deposit for one sourcing project, stream
 * `deposit-<projectId>.<supplierId>`. paid (待确认) -> confirmed (已确认) -> refunded / converted /
 * deducted; a rejected payment (已驳回) may be recorded again.
 */
export const depositStream = {
  streamType: 'deposit',
  events: {
    DepositPaymentRecorded: z.object({
      depositId: z.string().min(1),
      tenantId: z.string().min(1),
      projectId: z.string().min(1),
      projectCode: z.string(),
      projectTitle: z.string(),
      supplierId: z.string().min(1),
      supplierName: z.string(),
      amount: decimalText,
      currency: z.string().length(3),
      paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      /** The bank's transaction reference (流水号). */
      reference: z.string().max(100),
      /** 缴款凭证: uploaded files (sys_file ids or urls). */
      proof: z.array(z.string().min(1)).min(1),
      by,
      at: iso,
    }),
    DepositConfirmed: z.object({ by, at: iso }),
    DepositRejected: z.object({ reason, by, at: iso }),
    DepositRefunded: z.object({ amount: decimalText, reason, by, at: iso }),
    /** The winner's deposit becomes (part of) its performance bond. */
    DepositConverted: z.object({ amount: decimalText, bondId: z.string().min(1), by, at: iso }),
    DepositDeducted: z.object({ amount: decimalText, reason, by, at: iso }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof depositStream)['events'];
export type DepositEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];

export const depositIdOf = (projectId: string, supplierId: string) => `${projectId}.${supplierId}`;
export const depositStreamId = (depositId: string) => `deposit-${depositId}`;
