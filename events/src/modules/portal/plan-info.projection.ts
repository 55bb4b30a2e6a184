import { PLAN_INFO_STATUS } from '@srm/contracts/portal';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { PlanInfoEvent } from './plan-info.events';

/** 处理状态 as the list shows it. */
export { PLAN_INFO_STATUS };

/**
 * `portal_plan_info`: one row per 信息征集 record. `plan_key` is the project id or '' (general), so
 * "one record per credit code and plan" is a unique index; `ip` (from the event's metadata) serves
 * the per-address limit.
 */
export const planInfoProjection: InlineProjection = {
  name: 'portalPlanInfo',
  tables: ['portal_plan_info'],
  handles: ['PlanInfoCollected', 'PlanInfoHandled', 'PlanInfoInvited'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as PlanInfoEvent;
      const id = recorded.streamId.slice('planInfo-'.length);
      switch (e.type) {
        case 'PlanInfoCollected': {
          const d = e.data;
          const ip = recorded.metadata['ip'];
          await trx
            .insertInto('portal_plan_info')
            .values({
              id: d.id,
              tenant_id: d.tenantId,
              project_id: d.projectId,
              project_title: d.projectTitle,
              plan_key: d.projectId ?? '',
              company_name: d.companyName,
              credit_code: d.creditCode,
              contact: d.contact,
              phone: d.phone,
              email: d.email,
              category_ids: JSON.stringify(d.categoryIds),
              description: d.description,
              ip: typeof ip === 'string' ? ip : null,
              status: 'pending',
              handled_by: null,
              handled_at: null,
              invited_at: null,
              invite_count: 0,
              created_at: new Date(d.collectedAt),
            })
            .execute();
          break;
        }
        case 'PlanInfoHandled':
          await trx
            .updateTable('portal_plan_info')
            .set({ status: 'handled', handled_by: e.data.by, handled_at: new Date(e.data.at) })
            .where('id', '=', id)
            .execute();
          break;
        case 'PlanInfoInvited':
          await trx
            .updateTable('portal_plan_info')
            .set((eb) => ({ invited_at: new Date(e.data.at), invite_count: eb('invite_count', '+', 1) }))
            .where('id', '=', id)
            .execute();
          break;
      }
    }
  },
};

/** Whether the tenant already has a record of this credit code for this plan ('' = general). */
export async function planInfoExists(
  db: Kysely<Database>,
  tenantId: string,
  planKey: string,
  creditCode: string,
): Promise<boolean> {
  const r = await db
    .selectFrom('portal_plan_info')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('plan_key', '=', planKey)
    .where('credit_code', '=', creditCode)
    .executeTakeFirst();
  return r !== undefined;
}

/** Records submitted from an address since `since` (the per-address limit). */
export async function planInfoCountFromAddress(db: Kysely<Database>, ip: string, since: Date) {
  const r = await db
    .selectFrom('portal_plan_info')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** One record of the tenant, or undefined. */
export const findPlanInfo = (db: Kysely<Database>, tenantId: string, id: string) =>
  db
    .selectFrom('portal_plan_info')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
