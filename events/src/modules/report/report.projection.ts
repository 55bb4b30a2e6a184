import { onlineReportInput, type OnlineReportDefinition } from '@srm/contracts/report';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RpReportTable } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { OnlineReportEvent } from './report.events';

/** `rp_report`: one row per live report; its id is the report's configId. */
export const onlineReportProjection: InlineProjection = {
  name: 'rpReports',
  tables: ['rp_report'],
  handles: ['OnlineReportDefined', 'OnlineReportRedefined', 'OnlineReportDeleted'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as OnlineReportEvent;
      const actor = typeof recorded.metadata.actor === 'string' ? recorded.metadata.actor : null;
      switch (e.type) {
        case 'OnlineReportDefined': {
          const d = e.data.definition;
          await trx
            .insertInto('rp_report')
            .values({
              id: e.data.id,
              tenant_id: e.data.tenantId,
              code: d.code,
              name: d.name,
              entity: d.entity,
              definition: JSON.stringify(d),
              created_at: recorded.createdAt,
              created_by: actor,
            })
            .execute();
          break;
        }
        case 'OnlineReportRedefined': {
          const d = e.data.definition;
          await trx
            .updateTable('rp_report')
            .set({
              name: d.name,
              entity: d.entity,
              definition: JSON.stringify(d),
              updated_at: recorded.createdAt,
              updated_by: actor,
            })
            .where('id', '=', e.data.id)
            .execute();
          break;
        }
        case 'OnlineReportDeleted':
          await trx.deleteFrom('rp_report').where('id', '=', e.data.id).execute();
          break;
        default: {
          const never: never = e;
          return never;
        }
      }
    }
  },
};

export type OnlineReportRow = Omit<Selectable<RpReportTable>, 'definition'> & {
  definition: OnlineReportDefinition;
};

const parsed = (row: Selectable<RpReportTable>): OnlineReportRow => ({
  ...row,
  definition: onlineReportInput.parse(row.definition),
});

/** A tenant's report by its code (what a popup names) or by its id (the configId). */
export async function findOnlineReport(
  db: Kysely<Database>,
  tenantId: string,
  by: { code: string } | { id: string },
): Promise<OnlineReportRow | null> {
  let q = db.selectFrom('rp_report').selectAll().where('tenant_id', '=', tenantId);
  q = 'code' in by ? q.where('code', '=', by.code) : q.where('id', '=', by.id);
  const row = await q.executeTakeFirst();
  return row ? parsed(row) : null;
}
