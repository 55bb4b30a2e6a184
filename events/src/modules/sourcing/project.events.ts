import { PARTICIPATIONS, SOURCING_KINDS } from '@srm/contracts/sourcing';
import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const iso = z.iso.datetime({ offset: true });
const decimalText = z.string().regex(/^\d+(\.\d+)?$/);
const by = z.string().min(1);

export const projectLine = z.object({
  lineId: z.string().min(1),
  materialId: z.string().min(1),
  materialCode: z.string(),
  materialName: z.string(),
  categoryId: z.string().nullable(),
  quantity: decimalText,
  unit: z.string(),
  deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  deliveryPlace: z.string().min(1).max(200),
  ceilingPrice: decimalText.nullable(),
  requisitionId: z.string().nullable(),
  requisitionLineId: z.string().nullable(),
});
export type ProjectLine = z.infer<typeof projectLine>;

export const quoteLine = z.object({
  lineId: z.string().min(1),
  price: decimalText,
  taxRate: decimalText,
  leadTimeDays: z.number().int().min(0),
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type QuoteLine = z.infer<typeof quoteLine>;

const awardLine = z.object({
  lineId: z.string().min(1),
  supplierId: z.string().min(1),
  supplierName: z.string(),
  quantity: decimalText,
  price: decimalText,
  taxRate: decimalText,
});
export type AwardLine = z.infer<typeof awardLine>;

/** What [P8] needs to draft a contract or an order from one awarded share of a line. */
const awardedLine = awardLine.extend({
  materialId: z.string().min(1),
  materialCode: z.string(),
  materialName: z.string(),
  unit: z.string(),
  currency: z.string().length(3),
  /** quantity x price, at the currency's amount scale. */
  amount: decimalText,
});
export type AwardedLine = z.infer<typeof awardedLine>;

/**
 * 寻源项目 (`sourcing-<id>`, GLOSSARY sourcingProject): draft -> pending approval -> published ->
 * (registration) -> bidding -> evaluation -> pending award approval -> awarded -> result published,
 * or cancelled before the award. Its public notices live in the portal's `sourcingProject-<id>`.
 */
export const sourcingProjectStream = {
  streamType: 'sourcing',
  events: {
    SourcingProjectDrafted: z.object({
      id: z.string().min(1),
      tenantId: z.string().min(1),
      code: z.string().min(1),
      title: z.string().min(1).max(200),
      kind: z.enum(SOURCING_KINDS),
      participation: z.enum(PARTICIPATIONS),
      currency: z.string().length(3),
      quoteDeadline: iso,
      registrationDeadline: iso.nullable(),
      lines: z.array(projectLine).min(1),
      by,
      at: iso,
    }),
    /** A draft's head and lines changed (编辑); the lines replace the previous ones. */
    SourcingProjectRevised: z.object({
      title: z.string().min(1).max(200),
      quoteDeadline: iso,
      registrationDeadline: iso.nullable(),
      lines: z.array(projectLine).min(1),
      by,
      at: iso,
    }),
    SourcingSupplierInvited: z.object({
      supplierId: z.string().min(1),
      supplierName: z.string(),
      by,
      at: iso,
    }),
    SourcingProjectSubmitted: z.object({ instanceId: z.string().min(1), by, at: iso }),
    SourcingProjectApprovalReturned: z.object({
      instanceId: z.string().min(1),
      outcome: z.string(),
      at: iso,
    }),
    SourcingProjectPublished: z.object({
      instanceId: z.string().min(1),
      /** The invited suppliers at publication: their open screens hear of it (absent in older events). */
      suppliers: z.array(z.string()).optional(),
      at: iso,
    }),
    SourcingRegistrationOpened: z.object({ deadline: iso, at: iso }),
    SourcingRegistrationClosed: z.object({ deadline: iso, at: iso }),
    SourcingBiddingOpened: z.object({ round: z.number().int().min(1), deadline: iso, at: iso }),
    SourcingQuoteSubmitted: z.object({
      supplierId: z.string().min(1),
      supplierName: z.string(),
      round: z.number().int().min(1),
      lines: z.array(quoteLine).min(1),
      attachments: z.array(z.string()),
      by,
      at: iso,
    }),
    /** 开标 of a tender (`tender-<id>`): the opened commercial envelopes become the bidders' quotes. */
    SourcingTenderBidsOpened: z.object({
      round: z.number().int().min(1),
      bids: z.array(
        z.object({ supplierId: z.string().min(1), supplierName: z.string(), lines: z.array(quoteLine) }),
      ),
      at: iso,
    }),
    /** The round's deadline passed (the `sourcing-<id>` workflow's timer): once per round. */
    SourcingRoundClosed: z.object({ round: z.number().int().min(1), deadline: iso, at: iso }),
    SourcingNegotiationOpened: z.object({
      round: z.number().int().min(2),
      deadline: iso,
      supplierIds: z.array(z.string().min(1)).min(1),
      by,
      at: iso,
    }),
    SourcingAwardProposed: z.object({
      instanceId: z.string().min(1),
      awards: z.array(awardLine).min(1),
      by,
      at: iso,
    }),
    SourcingAwardReturned: z.object({ instanceId: z.string().min(1), outcome: z.string(), at: iso }),
    /** The hand-off to [P8]: the awarded lines with supplier, material, price, quantity and currency. */
    SourcingAwardConfirmed: z.object({
      projectId: z.string().min(1),
      tenantId: z.string().min(1),
      code: z.string(),
      title: z.string(),
      kind: z.enum(SOURCING_KINDS),
      instanceId: z.string().min(1),
      lines: z.array(awardedLine).min(1),
      at: iso,
    }),
    SourcingResultPublished: z.object({ by, at: iso }),
    /**
     * 变更: the requirement lines and/or the round's deadline changed while bidding. Every quote placed
     * so far is void (`invalidated`: who had quoted); `deadline` is the round's deadline after the change,
     * `extendedHours` set when the change came too close to it and moved it later.
     */
    SourcingConditionsChanged: z.object({
      round: z.number().int().min(1),
      reason: z.string().min(1).max(500),
      lines: z.array(projectLine).min(1),
      deadline: iso,
      extendedHours: z.number().int().min(1).nullable(),
      invalidated: z.array(z.string()),
      by,
      at: iso,
    }),
    /** 投标保证金 rule (GLOSSARY deposit): set while drafting; amount null = none required. */
    SourcingDepositRuleSet: z.object({
      amount: decimalText.nullable(),
      currency: z.string().length(3),
      by,
      at: iso,
    }),
    /**
     * A supplier takes part: a public project's 报名 (once its deposit is confirmed where one is asked),
     * or an invited supplier's confirmed deposit. `depositConfirmed`: it may quote/bid under the rule.
     */
    SourcingSupplierJoined: z.object({
      supplierId: z.string().min(1),
      supplierName: z.string(),
      depositConfirmed: z.boolean(),
      at: iso,
    }),
    SourcingProjectCancelled: z.object({
      reason: z.string().min(1).max(500),
      /** The suppliers taking part when it was cancelled (told of it). */
      notified: z.array(z.string()),
      by,
      at: iso,
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof sourcingProjectStream)['events'];
export type SourcingProjectEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const sourcingProjectStreamId = (id: string) => `sourcing-${id}`;
