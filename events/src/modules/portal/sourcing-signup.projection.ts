import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { SourcingSignUpEvent } from './sourcing-signup.events';

/** `portal_sign_up`: one row per supplier and project it signed up for. */
export const sourcingSignUpProjection: InlineProjection = {
  name: 'portalSignUps',
  tables: ['portal_sign_up'],
  handles: ['SourcingProjectSignedUp'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as SourcingSignUpEvent;
      await trx
        .insertInto('portal_sign_up')
        .values({
          project_id: e.data.projectId,
          tenant_id: e.data.tenantId,
          supplier_id: e.data.supplierId,
          supplier_name: e.data.supplierName,
          user_id: e.data.userId,
          contact_name: e.data.contact.name,
          contact_phone: e.data.contact.phone,
          signed_up_at: new Date(e.data.signedUpAt),
        })
        .execute();
    }
  },
};

/** The supplier's own 报名 of a project (never another supplier's), or undefined. */
export const findSignUp = (db: Kysely<Database>, projectId: string, supplierId: string) =>
  db
    .selectFrom('portal_sign_up')
    .select(['project_id', 'supplier_id', 'signed_up_at'])
    .where('project_id', '=', projectId)
    .where('supplier_id', '=', supplierId)
    .executeTakeFirst();

/** The invitation letter (sanitised HTML) of a published project of the tenant, by id. */
export const findInvitationLetter = async (db: Kysely<Database>, tenantId: string, projectId: string) => {
  const r = await db
    .selectFrom('portal_announcement')
    .select('invitation')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', projectId)
    .executeTakeFirst();
  return r ? { content: r.invitation } : undefined;
};
