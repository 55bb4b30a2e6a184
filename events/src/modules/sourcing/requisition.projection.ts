import { sql, type Kysely } from 'kysely';
import {
  REQUISITION_STATUS_TEXT,
  type RequisitionStatus,
  type RequisitionView,
} from '@srm/contracts/sourcing';
import type { Database } from '../../db/database';
import { DomainError } from '../../errors';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import { REQUISITION_NOT_FOUND } from './requisition.decide';
import type { RequisitionEvent, RequisitionLine } from './requisition.events';

const insertLines = (trx: Trx, requisitionId: string, tenantId: string, lines: readonly RequisitionLine[]) =>
  trx
    .insertInto('sourcing_requisition_line')
    .values(
      lines.map((l, i) => ({
        requisition_id: requisitionId,
        line_id: l.lineId,
        tenant_id: tenantId,
        sort_no: i + 1,
        material_id: l.materialId,
        material_code: l.materialCode,
        material_name: l.materialName,
        category_id: l.categoryId,
        quantity: l.quantity,
        unit: l.unit,
        need_date: l.needDate,
        budget: l.budget,
        currency: l.currency,
        project_id: null,
        project_code: null,
      })),
    )
    .execute();

/** sourcing_requisition (+ _line): each requisition, its lines and where each line went. */
export const requisitionProjection: InlineProjection = {
  name: 'sourcingRequisition',
  tables: ['sourcing_requisition', 'sourcing_requisition_line'],
  handles: [
    'RequisitionDrafted',
    'RequisitionRevised',
    'RequisitionSubmitted',
    'RequisitionApproved',
    'RequisitionReturned',
    'RequisitionLinesSourced',
    'RequisitionLinesReleased',
  ],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as RequisitionEvent;
      const id = recorded.streamId.slice('requisition-'.length);
      const head = (status: RequisitionStatus | null, at: string, extra: { instance_id?: string } = {}) =>
        trx
          .updateTable('sourcing_requisition')
          .set({ ...(status ? { status } : {}), ...extra, updated_at: at })
          .where('id', '=', id)
          .execute();
      switch (e.type) {
        case 'RequisitionDrafted': {
          const d = e.data;
          await trx
            .insertInto('sourcing_requisition')
            .values({
              id: d.id,
              tenant_id: d.tenantId,
              code: d.code,
              title: d.title,
              status: 'draft',
              instance_id: null,
              created_by: d.by,
              created_at: d.at,
              updated_at: d.at,
            })
            .execute();
          await insertLines(trx, d.id, d.tenantId, d.lines);
          break;
        }
        case 'RequisitionRevised': {
          await trx
            .updateTable('sourcing_requisition')
            .set({ title: e.data.title })
            .where('id', '=', id)
            .execute();
          await head(null, e.data.at);
          const { tenant_id } = await trx
            .selectFrom('sourcing_requisition')
            .select('tenant_id')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          await trx.deleteFrom('sourcing_requisition_line').where('requisition_id', '=', id).execute();
          await insertLines(trx, id, tenant_id, e.data.lines);
          break;
        }
        case 'RequisitionSubmitted':
          await head('pending', e.data.at, { instance_id: e.data.instanceId });
          break;
        case 'RequisitionApproved':
          await head('approved', e.data.at);
          break;
        case 'RequisitionReturned':
          await head('rejected', e.data.at);
          break;
        case 'RequisitionLinesSourced':
          await trx
            .updateTable('sourcing_requisition_line')
            .set({ project_id: e.data.projectId, project_code: e.data.projectCode })
            .where('requisition_id', '=', id)
            .where('line_id', 'in', e.data.lineIds)
            .execute();
          await head(null, e.data.at);
          break;
        case 'RequisitionLinesReleased':
          await trx
            .updateTable('sourcing_requisition_line')
            .set({ project_id: null, project_code: null })
            .where('requisition_id', '=', id)
            .where('line_id', 'in', e.data.lineIds)
            .execute();
          await head(null, e.data.at);
          break;
        default: {
          const never: never = e;
          return never;
        }
      }
    }
  },
};

/** A requisition of the tenant with its lines and where each went; another tenant's is not found. */
export async function requisitionView(
  db: Kysely<Database>,
  tenantId: string,
  id: string,
): Promise<RequisitionView> {
  const r = await db
    .selectFrom('sourcing_requisition')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!r) throw new DomainError('NotFound', REQUISITION_NOT_FOUND);
  const lines = await db
    .selectFrom('sourcing_requisition_line')
    .select([
      'line_id',
      'material_id',
      'material_code',
      'material_name',
      'unit',
      'need_date',
      'currency',
      'project_id',
      'project_code',
      sql<string>`quantity::text`.as('quantity'),
      sql<string>`budget::text`.as('budget'),
    ])
    .where('requisition_id', '=', id)
    .orderBy('sort_no')
    .execute();
  const status = r.status as RequisitionStatus;
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    status,
    statusText: REQUISITION_STATUS_TEXT[status],
    instanceId: r.instance_id,
    createdBy: r.created_by,
    createTime: new Date(r.created_at).toISOString(),
    lines: lines.map((l) => ({
      lineId: l.line_id,
      materialId: l.material_id,
      materialCode: l.material_code,
      materialName: l.material_name,
      quantity: l.quantity,
      unit: l.unit,
      needDate: l.need_date,
      budget: l.budget,
      currency: l.currency,
      projectId: l.project_id,
      projectCode: l.project_code,
    })),
  };
}

/** The next requisition code: CG-<year>-000001. */
export async function nextRequisitionCode(db: Kysely<Database> | Trx, now: Date): Promise<string> {
  const r = await sql<{ n: string }>`select nextval('sourcing_requisition_seq')::text as n`.execute(db);
  return `CG-${now.getUTCFullYear()}-${r.rows[0]!.n.padStart(6, '0')}`;
}
