import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SrmSupplierTable } from '../../db/database';
import { DomainError, isUniqueViolation } from '../../errors';
import { applyChanges } from '../../shared/diff';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { SupplierEvent, SupplierInfo, SupplierProfile } from './supplier.events';
import { SUPPLIER_CODE_TAKEN } from './supplier.decide';

const profileColumns = {
  code: 'supplier_code',
  supplierType: 'supplier_type',
  level: 'supplier_level',
  registeredCapital: 'registered_capital',
  establishedDate: 'established_date',
} as const satisfies Record<keyof SupplierProfile, string>;

export type SupplierRow = Selectable<SrmSupplierTable>;

const json = (v: unknown) => JSON.stringify(v);
const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' ? (JSON.parse(v) as string[]) : [];

const infoColumns = (i: SupplierInfo) => ({
  company_name: i.companyName,
  credit_code: i.creditCode,
  contact: i.contact,
  phone: i.phone,
  email: i.email,
  address: i.address,
  legal_person: i.legalPerson,
  category_ids: json(i.categoryIds),
  attachments: json(i.attachments),
});

/** The supplier's stated information as the row holds it. */
export const supplierInfoOf = (r: SupplierRow): SupplierInfo => ({
  companyName: r.company_name,
  creditCode: r.credit_code,
  contact: r.contact,
  phone: r.phone,
  email: r.email,
  address: r.address,
  legalPerson: r.legal_person,
  categoryIds: list(r.category_ids),
  attachments: list(r.attachments),
});

const tenantOf = (trx: Trx, id: string) =>
  trx.selectFrom('srm_supplier').select('tenant_id').where('id', '=', id).executeTakeFirstOrThrow();

/**
 * srm_supplier: one row per company, its onboarding status and the last review, the buyer's profile
 * and the blacklist entry not lifted; srm_supplier_blacklist: every entry; srm_qualification_reminder:
 * the expiry reminders sent.
 */
export const supplierProjection: InlineProjection = {
  name: 'srmSupplier',
  tables: ['srm_supplier', 'srm_supplier_blacklist', 'srm_qualification_reminder'],
  handles: [
    'SupplierRegistered',
    'SupplierInfoSubmitted',
    'SupplierApproved',
    'SupplierRejected',
    'SupplierProfileUpdated',
    'SupplierBlacklisted',
    'SupplierBlacklistLifted',
    'SupplierQualificationReminded',
  ],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as SupplierEvent;
      const id = recorded.streamId.slice('supplier-'.length);
      const row = trx.updateTable('srm_supplier').where('id', '=', id);
      switch (e.type) {
        case 'SupplierRegistered':
          await trx
            .insertInto('srm_supplier')
            .values({
              id: e.data.id,
              tenant_id: e.data.tenantId,
              ...infoColumns(e.data.info),
              status: 'draft',
              admitted: false,
              first_user_id: e.data.userId,
              reject_reason: null,
              review_comment: null,
              reviewed_by: null,
              reviewed_at: null,
              submitted_at: null,
              created_at: e.data.at,
              updated_at: e.data.at,
            })
            .execute();
          break;
        case 'SupplierInfoSubmitted': {
          const current = await trx
            .selectFrom('srm_supplier')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          const info = applyChanges(supplierInfoOf(current), e.data.changes);
          await row
            .set({ ...infoColumns(info), status: 'pending', submitted_at: e.data.at, updated_at: e.data.at })
            .execute();
          break;
        }
        case 'SupplierApproved':
          await row
            .set({
              status: 'approved',
              admitted: true,
              reject_reason: null,
              review_comment: e.data.comment,
              reviewed_by: e.data.by,
              reviewed_at: e.data.at,
              updated_at: e.data.at,
            })
            .execute();
          break;
        case 'SupplierRejected':
          await row
            .set({
              status: 'rejected',
              reject_reason: e.data.reason,
              review_comment: null,
              reviewed_by: e.data.by,
              reviewed_at: e.data.at,
              updated_at: e.data.at,
            })
            .execute();
          break;
        case 'SupplierProfileUpdated': {
          const set: Record<string, string | null> = {};
          for (const [field, { to }] of Object.entries(e.data.changes)) {
            const column = profileColumns[field as keyof SupplierProfile];
            if (column) set[column] = (to as string | null) ?? null;
          }
          // Two profiles racing for one code: the index refuses the second with the code's own message.
          await row
            .set({ ...set, updated_at: e.data.at })
            .execute()
            .catch((err: unknown) => {
              throw isUniqueViolation(err, 'srm_supplier_code_key')
                ? new DomainError('ValidationFailed', SUPPLIER_CODE_TAKEN, { field: 'code' })
                : err;
            });
          break;
        }
        case 'SupplierBlacklisted': {
          const current = await tenantOf(trx, id);
          await trx
            .insertInto('srm_supplier_blacklist')
            .values({
              id: `${id}:${recorded.streamVersion}`,
              tenant_id: current.tenant_id,
              supplier_id: id,
              reason: e.data.reason,
              date_from: e.data.from,
              date_to: e.data.to,
              created_by: e.data.by,
              created_at: e.data.at,
            })
            .execute();
          await row
            .set({
              blacklist_reason: e.data.reason,
              blacklist_from: e.data.from,
              blacklist_to: e.data.to,
              updated_at: e.data.at,
            })
            .execute();
          break;
        }
        case 'SupplierBlacklistLifted': {
          const open = await trx
            .selectFrom('srm_supplier_blacklist')
            .select('id')
            .where('supplier_id', '=', id)
            .where('lifted_at', 'is', null)
            .orderBy('created_at', 'desc')
            .executeTakeFirst();
          if (open) {
            await trx
              .updateTable('srm_supplier_blacklist')
              .set({ lifted_reason: e.data.reason, lifted_by: e.data.by, lifted_at: e.data.at })
              .where('id', '=', open.id)
              .execute();
          }
          await row
            .set({ blacklist_reason: null, blacklist_from: null, blacklist_to: null, updated_at: e.data.at })
            .execute();
          break;
        }
        case 'SupplierQualificationReminded': {
          const current = await tenantOf(trx, id);
          await trx
            .insertInto('srm_qualification_reminder')
            .values({
              qualification_id: e.data.qualificationId,
              valid_to: e.data.validTo,
              tenant_id: current.tenant_id,
              supplier_id: id,
              announcement_id: e.data.announcementId,
              sent_at: e.data.at,
            })
            .onConflict((oc) => oc.doNothing())
            .execute();
          break;
        }
        default: {
          const never: never = e;
          return never;
        }
      }
    }
  },
};

export const findSupplier = (db: Kysely<Database> | Trx, id: string) =>
  db.selectFrom('srm_supplier').selectAll().where('id', '=', id).executeTakeFirst();

/** Which of the unique facts are taken by another supplier of the tenant (or by any user). */
export async function supplierDuplicates(
  db: Kysely<Database> | Trx,
  q: { tenantId: string; companyName: string; creditCode: string; exceptId?: string },
): Promise<{ companyName: boolean; creditCode: boolean }> {
  const rows = await db
    .selectFrom('srm_supplier')
    .select(['company_name', 'credit_code'])
    .where('tenant_id', '=', q.tenantId)
    .where((eb) => eb.or([eb('company_name', '=', q.companyName), eb('credit_code', '=', q.creditCode)]))
    .$if(q.exceptId !== undefined, (b) => b.where('id', '<>', q.exceptId ?? ''))
    .execute();
  return {
    companyName: rows.some((r) => r.company_name === q.companyName),
    creditCode: rows.some((r) => r.credit_code === q.creditCode),
  };
}

/** The next S-number: S001 and up, from a sequence (the seeded S001..S003 are below its start). */
export async function nextSupplierId(db: Kysely<Database> | Trx): Promise<string> {
  const r = await sql<{ n: string }>`select nextval('srm_supplier_seq')::text as n`.execute(db);
  return `S${r.rows[0]!.n.padStart(3, '0')}`;
}

/** Whether another supplier of the tenant has this code. */
export async function supplierCodeTaken(
  db: Kysely<Database> | Trx,
  q: { tenantId: string; code: string; exceptId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('srm_supplier')
    .select('id')
    .where('tenant_id', '=', q.tenantId)
    .where('supplier_code', '=', q.code)
    .where('id', '<>', q.exceptId)
    .executeTakeFirst();
  return row !== undefined;
}
