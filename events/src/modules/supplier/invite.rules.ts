import { inviteRefusalMessages as say, type InviteRefusalReason } from '@srm/contracts/supplier';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors';
import type { Trx } from '../../store/types';
import { dictTexts } from '../system/index';
import { blacklistedOn, cstDay, type BlacklistEntry } from './supplier.decide';

/** What decides whether a supplier may be invited to source a category (read by `inviteRefusal`). */
export type InviteFacts = {
  supplier: {
    companyName: string;
    admitted: boolean;
    blacklist: Pick<BlacklistEntry, 'reason' | 'from' | 'to'> | null;
  } | null;
  /** null: a line without a category (no pool to ask; only the company-wide qualifications count). */
  category: { id: string; name: string } | null;
  /** The supplier's source-pool entry for the category or its nearest ancestor; null: none. */
  pool: { status: string } | null;
  /** The supplier's qualifications for the category: its own, its ancestors' and the company-wide ones. */
  qualifications: { type: string; typeText: string; certNo: string; validTo: string | null }[];
  /** China Standard Time day, YYYY-MM-DD. */
  today: string;
};

export type InviteRefusal = {
  reason: InviteRefusalReason;
  message: string;
  details: Record<string, unknown>;
};

/**
 * Whether the supplier may be invited, or why not (the first reason, in this order): unknown, not
 * admitted, blacklisted today, not in the category's source pool (or frozen there), a
 * qualification the category needs has expired. Without a category the pool is not asked, but the
 * blacklist and the company-wide qualifications are. A qualification type counts as expired when its
 * latest certificate has (a renewed certificate of the same type makes up for an expired one).
 */
export function refuseInvite(f: InviteFacts): InviteRefusal | null {
  const s = f.supplier;
  if (!s) return { reason: 'SupplierUnknown', message: say.SupplierUnknown(), details: {} };
  const company = s.companyName;
  if (!s.admitted) return { reason: 'NotAdmitted', message: say.NotAdmitted(company), details: {} };
  if (blacklistedOn(s.blacklist, f.today)) {
    const { reason, from, to } = s.blacklist;
    return {
      reason: 'Blacklisted',
      message: say.Blacklisted(company, reason, to),
      details: { blacklistReason: reason, from, to },
    };
  }
  if (f.category) {
    const category = f.category.name;
    if (!f.pool)
      return { reason: 'NotInSourcePool', message: say.NotInSourcePool(company, category), details: {} };
    if (f.pool.status === 'frozen')
      return { reason: 'SourcePoolFrozen', message: say.SourcePoolFrozen(company, category), details: {} };
  }
  const latest = new Map<string, InviteFacts['qualifications'][number]>();
  for (const q of f.qualifications) {
    const seen = latest.get(q.type);
    // No end date (长期) outlasts any date.
    if (!seen || (seen.validTo !== null && (q.validTo === null || q.validTo > seen.validTo)))
      latest.set(q.type, q);
  }
  const expired = [...latest.values()]
    .filter((q) => q.validTo !== null && q.validTo < f.today)
    .sort((a, b) => (a.validTo! < b.validTo! ? -1 : 1))[0];
  if (expired) {
    return {
      reason: 'QualificationExpired',
      message: say.QualificationExpired(company, expired.typeText, expired.certNo, expired.validTo!),
      details: { qualification: expired.typeText, certNo: expired.certNo, validTo: expired.validTo },
    };
  }
  return null;
}

type Db = Kysely<Database> | Trx;

/** The category and its ancestors, nearest first (sys_category, the material category tree). */
async function categoryChain(db: Db, categoryId: string): Promise<{ id: string; name: string }[]> {
  const { rows } = await sql<{ id: string; name: string; depth: number }>`
    with recursive chain(id, pid, name, depth) as (
      select id, pid, name, 0 from sys_category where id = ${categoryId}
      union all
      select c.id, c.pid, c.name, chain.depth + 1 from sys_category c join chain on c.id = chain.pid
      where chain.depth < 20
    )
    select id, name, depth from chain order by depth`.execute(db);
  return rows;
}

/** What `inviteRefusal` asks about: one supplier and a category (null: none), within the tenant. */
export type InviteQuery = { tenantId: string; supplierId: string; categoryId: string | null; now: Date };

/** Reads the facts of `refuseInvite` for one supplier and category (or none), within the tenant. */
export async function inviteFacts(db: Db, q: InviteQuery): Promise<InviteFacts> {
  const today = cstDay(q.now);
  const chain = q.categoryId === null ? [] : await categoryChain(db, q.categoryId);
  const category = q.categoryId === null ? null : (chain[0] ?? { id: q.categoryId, name: q.categoryId });
  const ids = chain.length > 0 ? chain.map((c) => c.id) : q.categoryId === null ? [] : [q.categoryId];
  const supplier = await db
    .selectFrom('srm_supplier')
    .select([
      'company_name',
      'admitted',
      'blacklist_reason',
      sql<string | null>`to_char(blacklist_from, 'YYYY-MM-DD')`.as('from'),
      sql<string | null>`to_char(blacklist_to, 'YYYY-MM-DD')`.as('to'),
    ])
    .where('id', '=', q.supplierId)
    .where('tenant_id', '=', q.tenantId)
    .executeTakeFirst();
  // The generated tables of the declared entities (contracts/src/masterdata/entities/supplier.ts).
  const { rows: pools } =
    ids.length === 0
      ? { rows: [] }
      : await sql<{ category_id: string; pool_status: string }>`
    select category_id, pool_status from md_source_pool
    where tenant_id = ${q.tenantId} and supplier_id = ${q.supplierId} and category_id in (${sql.join(ids)})`.execute(
          db,
        );
  const pool = ids.map((id) => pools.find((p) => p.category_id === id)).find((p) => p !== undefined);
  // Company-wide qualifications have no category; `in ()` is not SQL, hence the stand-in ''.
  const { rows: quals } = await sql<{ qual_type: string; cert_no: string; valid_to: string | null }>`
    select qual_type, cert_no, to_char(valid_to, 'YYYY-MM-DD') as valid_to from md_qualification
    where tenant_id = ${q.tenantId} and supplier_id = ${q.supplierId}
      and (category_id is null or category_id in (${sql.join(['', ...ids])}))`.execute(db);
  const texts = await dictTexts(db as Kysely<Database>, 'qualification_type', [
    ...new Set(quals.map((r) => r.qual_type)),
  ]);
  return {
    supplier: supplier
      ? {
          companyName: supplier.company_name,
          admitted: supplier.admitted,
          blacklist:
            supplier.blacklist_reason && supplier.from
              ? { reason: supplier.blacklist_reason, from: supplier.from, to: supplier.to }
              : null,
        }
      : null,
    category,
    pool: pool ? { status: pool.pool_status } : null,
    qualifications: quals.map((r) => ({
      type: r.qual_type,
      typeText: texts.get(r.qual_type) ?? r.qual_type,
      certNo: r.cert_no,
      validTo: r.valid_to,
    })),
    today,
  };
}

/**
 * May this supplier be invited to source this category ([P7] calls it before it invites)? null, or
 * the refusal with its reason code and a Chinese message naming why.
 */
export async function inviteRefusal(db: Db, q: InviteQuery): Promise<InviteRefusal | null> {
  return refuseInvite(await inviteFacts(db, q));
}

/** `inviteRefusal` as a command's check: throws the refusal (IllegalState, with its reason). */
export async function assertInvitable(db: Db, q: InviteQuery): Promise<void> {
  const refusal = await inviteRefusal(db, q);
  if (refusal) throw new DomainError('IllegalState', refusal.message, refusal.details, refusal.reason);
}
