import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { findSupplier, inviteRefusal } from '../supplier/index';

/** Who asks: may this supplier take part in sourcing of this material category, at this time? */
export type EligibilityQuery = { tenantId: string; supplierId: string; categoryId: string | null; at: Date };
/** `ok`, or the reason in Chinese (shown to the buyer as is). */
export type EligibilityVerdict = { ok: true } | { ok: false; reason: string };

/**
 * The port sourcing asks before a supplier is invited or joins a public project. The API answers it
 * with `supplierMasterEligibility` (the supplier master's source pool, blacklist and qualifications).
 */
export type SupplierEligibility = { check(q: EligibilityQuery): Promise<EligibilityVerdict> };

export const SUPPLIER_UNKNOWN = '供应商不存在';
export const supplierNotAdmitted = (name: string) => `供应商「${name}」尚未通过准入，不能参与寻源`;

/** Admission alone (供应商准入): the first question of `supplierMasterEligibility`, in sourcing's words. */
const admittedSupplierEligibility = (db: Kysely<Database>): SupplierEligibility => ({
  async check(q) {
    const s = await findSupplier(db, q.supplierId);
    if (!s || s.tenant_id !== q.tenantId) return { ok: false, reason: SUPPLIER_UNKNOWN };
    if (!s.admitted) return { ok: false, reason: supplierNotAdmitted(s.company_name) };
    return { ok: true };
  },
});

/**
 * The supplier master's answer (docs/supplier.md "invite"): admitted, not blacklisted, in the category's
 * source pool and not frozen there, no expired qualification for it. A line without a category has no
 * pool to ask; the blacklist and the company-wide qualifications still hold.
 */
export const supplierMasterEligibility = (db: Kysely<Database>): SupplierEligibility => ({
  async check(q) {
    const admitted = await admittedSupplierEligibility(db).check(q);
    if (!admitted.ok) return admitted;
    const refusal = await inviteRefusal(db, {
      tenantId: q.tenantId,
      supplierId: q.supplierId,
      categoryId: q.categoryId,
      now: q.at,
    });
    return refusal ? { ok: false, reason: refusal.message } : { ok: true };
  },
});

/**
 * The first refusal over every category of the project's lines (one answer per distinct category);
 * without lines it still asks once, without a category, so the blacklist holds whatever the lines.
 */
export async function eligibilityRefusal(
  eligibility: SupplierEligibility,
  q: Omit<EligibilityQuery, 'categoryId'> & { categoryIds: readonly (string | null)[] },
): Promise<string | null> {
  const categoryIds = q.categoryIds.length > 0 ? [...new Set(q.categoryIds)] : [null];
  for (const categoryId of categoryIds) {
    const v = await eligibility.check({
      tenantId: q.tenantId,
      supplierId: q.supplierId,
      categoryId,
      at: q.at,
    });
    if (!v.ok) return v.reason;
  }
  return null;
}
