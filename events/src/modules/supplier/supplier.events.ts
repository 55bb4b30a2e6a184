import { SUPPLIER_STATUSES, type SupplierStatus } from '@srm/contracts/supplier';
import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const iso = z.iso.datetime();

/**
 * A supplier company's onboarding (供应商准入): draft (registered, information to complete), pending
 * (submitted, awaiting review), approved (admitted; its users work under /sup), rejected (with a
 * reason; the supplier alters and submits again). An approved supplier's alteration goes back to
 * pending without confining its users again.
 */
export { SUPPLIER_STATUSES };
export type { SupplierStatus };
export const SUPPLIER_STATUS_TEXT: Record<SupplierStatus, string> = {
  draft: '待完善',
  pending: '待审核',
  approved: '已准入',
  rejected: '已驳回',
};

/** What the supplier states about itself; attachments are upload paths (营业执照, 资质 certificates). */
export const supplierInfo = z.object({
  companyName: z.string().min(1).max(100),
  creditCode: z.string().length(18),
  contact: z.string().min(1).max(50),
  phone: z.string().min(1).max(20),
  email: z.string().max(100).nullable(),
  address: z.string().max(200).nullable(),
  legalPerson: z.string().max(50).nullable(),
  categoryIds: z.array(z.string().min(1)).max(100),
  attachments: z.array(z.string().min(1).max(500)).max(10),
});
export type SupplierInfo = z.infer<typeof supplierInfo>;

const change = z.object({ from: z.unknown(), to: z.unknown() });
const day = z.iso.date();

/**
 * What the buyer keeps about an admitted company beyond what it states (供应商档案): its code,
 * type and level (dictionaries `supplier_type`, `supplier_level`), registered capital in 万元
 * (decimal text, never a float) and founding date.
 */
export const supplierProfile = z.object({
  code: z.string().max(32).nullable(),
  supplierType: z.string().max(32).nullable(),
  level: z.string().max(32).nullable(),
  registeredCapital: z.string().max(20).nullable(),
  establishedDate: day.nullable(),
});
export type SupplierProfile = z.infer<typeof supplierProfile>;
export const EMPTY_PROFILE: SupplierProfile = {
  code: null,
  supplierType: null,
  level: null,
  registeredCapital: null,
  establishedDate: null,
};

export const supplierStream = {
  streamType: 'supplier',
  events: {
    /** Self-registration (or the seed): the company and the user who registered it. */
    SupplierRegistered: z.object({
      id: z.string().min(1),
      tenantId: z.string().min(1),
      info: supplierInfo,
      /** The first user (isShow 2 until the supplier is approved); null for a seeded company. */
      userId: z.string().nullable(),
      at: iso,
    }),
    /** Completion (/completeSupInfo) or alteration (/alteration): submitted for review, with the diff. */
    SupplierInfoSubmitted: z.object({
      changes: z.record(z.string(), change),
      by: z.string().min(1),
      at: iso,
    }),
    SupplierApproved: z.object({ by: z.string().min(1), comment: z.string().max(500).nullable(), at: iso }),
    SupplierRejected: z.object({ by: z.string().min(1), reason: z.string().min(1).max(500), at: iso }),
    /** The buyer's profile of the company changed (the diff of `supplierProfile`). */
    SupplierProfileUpdated: z.object({
      changes: z.record(z.string(), change),
      by: z.string().min(1),
      at: iso,
    }),
    /** Barred from sourcing from `from` to `to` (China Standard Time days, inclusive; null: 长期). */
    SupplierBlacklisted: z.object({
      reason: z.string().min(1).max(500),
      from: day,
      to: day.nullable(),
      by: z.string().min(1),
      at: iso,
    }),
    /** The bar lifted before its end, with the reason. */
    SupplierBlacklistLifted: z.object({ reason: z.string().min(1).max(500), by: z.string().min(1), at: iso }),
    /** A qualification's expiry reminder went out (once per qualification and expiry date). */
    SupplierQualificationReminded: z.object({
      qualificationId: z.string().min(1),
      validTo: day,
      announcementId: z.string().min(1),
      at: iso,
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof supplierStream)['events'];
export type SupplierEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];

export const supplierStreamId = (id: string) => `supplier-${id}`;
