import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import { portalSettingsSchema, type PortalSettings } from '@srm/contracts/portal';
import type { PortalSettingsEvent } from './portal-settings.events';

/** `portal_settings`: the last published model per tenant. */
export const portalSettingsProjection: InlineProjection = {
  name: 'portalSettings',
  tables: ['portal_settings'],
  handles: ['PortalSettingsPublished'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as PortalSettingsEvent;
      const row = {
        settings: JSON.stringify(e.data.settings),
        published_at: recorded.createdAt,
        published_by: typeof recorded.metadata.actor === 'string' ? recorded.metadata.actor : null,
      };
      await trx
        .insertInto('portal_settings')
        .values({ tenant_id: e.data.tenantId, ...row })
        .onConflict((oc) => oc.column('tenant_id').doUpdateSet(row))
        .execute();
    }
  },
};

/** What the tenant published, over the defaults (a part added to the model later takes its default). */
export async function portalSettingsOf(db: Kysely<Database>, tenantId: string): Promise<PortalSettings> {
  const row = await db
    .selectFrom('portal_settings')
    .select('settings')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  const parsed = portalSettingsSchema.safeParse(row?.settings ?? {});
  return parsed.success ? parsed.data : portalSettingsSchema.parse({});
}
