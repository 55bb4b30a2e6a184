import {
  PROJECT_STATUS_TEXT,
  REQUISITION_STATUS_TEXT,
  SOURCING_KIND_TEXT,
  type Participation,
  type ProjectRow,
  type ProjectStatus,
  type RequisitionRow,
  type RequisitionStatus,
  type SourceableLineRow,
  type SourcingKind,
} from '@srm/contracts/sourcing';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The bases of the buyer's lists, scoped to one tenant; the API's generic list (filters, sort,
 * paging) runs over them and maps each row with the matching `*Row` below. Column names are the
 * bare ones of each base (`code`, `status`, `created_at`), so the API's whitelist maps onto them.
 */
type Db = Kysely<Database>;
const iso = (d: Date | string) => new Date(d).toISOString();

export const requisitionListBase = (db: Db, tenantId: string) =>
  db
    .selectFrom('sourcing_requisition as r')
    .select([
      'r.id',
      'r.code',
      'r.title',
      'r.status',
      'r.instance_id',
      'r.created_by',
      'r.created_at',
      (eb) =>
        eb
          .selectFrom('sourcing_requisition_line as l')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('l.requisition_id', '=', 'r.id')
          .as('line_count'),
    ])
    .where('r.tenant_id', '=', tenantId);
type RequisitionListRow = Awaited<ReturnType<ReturnType<typeof requisitionListBase>['execute']>>[number];

export const requisitionRow = (r: RequisitionListRow): RequisitionRow => {
  const status = r.status as RequisitionStatus;
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    status,
    statusText: REQUISITION_STATUS_TEXT[status],
    instanceId: r.instance_id,
    createdBy: r.created_by,
    createTime: iso(r.created_at),
    lineCount: Number(r.line_count ?? 0),
  };
};

/** A line may be pulled into a project once: its requisition is approved and no project holds it. */
export const sourceableLinesBase = (db: Db, tenantId: string) =>
  db
    .selectFrom('sourcing_requisition_line as l')
    .innerJoin('sourcing_requisition as r', 'r.id', 'l.requisition_id')
    .select([
      'l.requisition_id',
      'l.line_id',
      'l.material_id',
      'l.material_code',
      'l.material_name',
      'l.unit',
      'l.need_date',
      'l.currency',
      'l.sort_no',
      'r.code',
      'r.title',
      'r.created_at',
      sql<string>`l.quantity::text`.as('quantity'),
      sql<string>`l.budget::text`.as('budget'),
    ])
    .where('l.tenant_id', '=', tenantId)
    .where('r.tenant_id', '=', tenantId)
    .where('r.status', '=', 'approved')
    .where('l.project_id', 'is', null);
type SourceableRow = Awaited<ReturnType<ReturnType<typeof sourceableLinesBase>['execute']>>[number];

export const sourceableLineRow = (l: SourceableRow): SourceableLineRow => ({
  requisitionId: l.requisition_id,
  requisitionCode: l.code,
  requisitionTitle: l.title,
  lineId: l.line_id,
  materialId: l.material_id,
  materialCode: l.material_code,
  materialName: l.material_name,
  quantity: l.quantity,
  unit: l.unit,
  needDate: l.need_date,
  budget: l.budget,
  currency: l.currency,
});

export const projectListBase = (db: Db, tenantId: string) =>
  db
    .selectFrom('sourcing_project as p')
    .select([
      'p.id',
      'p.code',
      'p.title',
      'p.kind',
      'p.participation',
      'p.status',
      'p.currency',
      'p.round',
      'p.quote_deadline',
      'p.registration_deadline',
      'p.created_at',
      (eb) =>
        eb
          .selectFrom('sourcing_project_line as l')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('l.project_id', '=', 'p.id')
          .as('line_count'),
    ])
    .where('p.tenant_id', '=', tenantId);
type ProjectListRow = Awaited<ReturnType<ReturnType<typeof projectListBase>['execute']>>[number];

export const projectRow = (p: ProjectListRow): ProjectRow => {
  const kind = p.kind as SourcingKind;
  const status = p.status as ProjectStatus;
  return {
    id: p.id,
    code: p.code,
    title: p.title,
    kind,
    kindText: SOURCING_KIND_TEXT[kind],
    participation: p.participation as Participation,
    status,
    statusText: PROJECT_STATUS_TEXT[status],
    currency: p.currency,
    round: p.round,
    quoteDeadline: iso(p.quote_deadline),
    registrationDeadline: p.registration_deadline === null ? null : iso(p.registration_deadline),
    createTime: iso(p.created_at),
    lineCount: Number(p.line_count ?? 0),
  };
};
