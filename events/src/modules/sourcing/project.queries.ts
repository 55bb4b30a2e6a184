import {
  PROJECT_STATUS_TEXT,
  SOURCING_KIND_TEXT,
  type ComparisonView,
  type Participation,
  type ProjectStatus,
  type ProjectView,
  type SourcingKind,
  type SupplierProjectView,
} from '@srm/contracts/sourcing';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SourcingProjectTable } from '../../db/database';
import { DomainError } from '../../errors';
import { Decimal } from './decimal';
import { PROJECT_NOT_FOUND } from './project.decide';

type Db = Kysely<Database>;
const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

const head = (p: Selectable<SourcingProjectTable>) => {
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
    registrationDeadline: isoOrNull(p.registration_deadline),
  };
};

async function projectRow(db: Db, tenantId: string, id: string) {
  const p = await db
    .selectFrom('sourcing_project')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!p) throw new DomainError('NotFound', PROJECT_NOT_FOUND);
  return p;
}

const lineRows = (db: Db, projectId: string) =>
  db
    .selectFrom('sourcing_project_line')
    .select([
      'line_id',
      'material_id',
      'material_code',
      'material_name',
      'unit',
      'delivery_date',
      'delivery_place',
      'requisition_id',
      'requisition_line_id',
      sql<string>`quantity::text`.as('quantity'),
      sql<string | null>`ceiling_price::text`.as('ceiling_price'),
    ])
    .where('project_id', '=', projectId)
    .orderBy('sort_no')
    .execute();
type LineRow = Awaited<ReturnType<typeof lineRows>>[number];
const lineView = (l: LineRow) => ({
  lineId: l.line_id,
  materialId: l.material_id,
  materialCode: l.material_code,
  materialName: l.material_name,
  quantity: l.quantity,
  unit: l.unit,
  deliveryDate: l.delivery_date,
  deliveryPlace: l.delivery_place,
  ceilingPrice: l.ceiling_price,
});

const awardRows = (db: Db, projectId: string) =>
  db
    .selectFrom('sourcing_award')
    .select([
      'line_id',
      'supplier_id',
      'supplier_name',
      sql<string>`quantity::text`.as('quantity'),
      sql<string>`price::text`.as('price'),
      sql<string>`tax_rate::text`.as('tax_rate'),
    ])
    .where('project_id', '=', projectId)
    .orderBy('line_id')
    .orderBy('supplier_id')
    .execute();

const quoteRows = (db: Db, projectId: string) =>
  db
    .selectFrom('sourcing_quote')
    .select([
      'supplier_id',
      'line_id',
      'round',
      'lead_time_days',
      'valid_until',
      'attachments',
      'submitted_at',
      sql<string>`price::text`.as('price'),
      sql<string>`tax_rate::text`.as('tax_rate'),
    ])
    .where('project_id', '=', projectId);

/** The buyer's view of a project of its tenant. */
export async function projectView(db: Db, tenantId: string, id: string): Promise<ProjectView> {
  const p = await projectRow(db, tenantId, id);
  const [lines, participants, awards] = await Promise.all([
    lineRows(db, id),
    db
      .selectFrom('sourcing_participant')
      .select(['supplier_id', 'supplier_name', 'invited'])
      .where('project_id', '=', id)
      .orderBy('joined_at')
      .orderBy('supplier_id')
      .execute(),
    awardRows(db, id),
  ]);
  return {
    ...head(p),
    cancelReason: p.cancel_reason,
    createTime: iso(p.created_at),
    lines: lines.map((l) => ({
      ...lineView(l),
      requisitionId: l.requisition_id,
      requisitionLineId: l.requisition_line_id,
    })),
    suppliers: participants.map((s) => ({
      supplierId: s.supplier_id,
      supplierName: s.supplier_name,
      invited: s.invited,
    })),
    awards: awards.map((a) => ({
      lineId: a.line_id,
      supplierId: a.supplier_id,
      supplierName: a.supplier_name,
      quantity: a.quantity,
      price: a.price,
      taxRate: a.tax_rate,
    })),
  };
}

/** 比价: every line by every quoting supplier's latest price; the lowest of a line flagged (ties all flagged). */
export async function comparisonMatrix(db: Db, tenantId: string, id: string): Promise<ComparisonView> {
  const p = await projectRow(db, tenantId, id);
  const [lines, quotes, participants] = await Promise.all([
    lineRows(db, id),
    quoteRows(db, id).execute(),
    db
      .selectFrom('sourcing_participant')
      .select(['supplier_id', 'supplier_name'])
      .where('project_id', '=', id)
      .orderBy('joined_at')
      .orderBy('supplier_id')
      .execute(),
  ]);
  const quoted = new Set(quotes.map((q) => q.supplier_id));
  return {
    projectId: p.id,
    round: p.round,
    currency: p.currency,
    suppliers: participants
      .filter((s) => quoted.has(s.supplier_id))
      .map((s) => ({ supplierId: s.supplier_id, supplierName: s.supplier_name })),
    lines: lines.map((l) => {
      const cells = quotes.filter((q) => q.line_id === l.line_id);
      const lowest = cells.reduce<Decimal | null>(
        (min, q) => (min === null || new Decimal(q.price).lessThan(min) ? new Decimal(q.price) : min),
        null,
      );
      return {
        ...lineView(l),
        cells: cells
          .map((q) => ({
            supplierId: q.supplier_id,
            price: q.price,
            taxRate: q.tax_rate,
            leadTimeDays: q.lead_time_days,
            validUntil: q.valid_until,
            round: q.round,
            lowest: lowest !== null && lowest.equals(q.price),
          }))
          .sort((a, b) => a.supplierId.localeCompare(b.supplierId)),
      };
    }),
  };
}

/**
 * What a supplier may see of a project: it takes part (invited or joined), or the project is public
 * and published. Otherwise the project is not found (nothing tells it exists).
 */
export async function visibleToSupplier(db: Db, tenantId: string, supplierId: string, id: string) {
  const p = await db
    .selectFrom('sourcing_project')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  const part = p
    ? await db
        .selectFrom('sourcing_participant')
        .select('supplier_id')
        .where('project_id', '=', id)
        .where('supplier_id', '=', supplierId)
        .executeTakeFirst()
    : undefined;
  const open = p && p.participation === 'public' && !['draft', 'pendingApproval'].includes(p.status);
  const taking = p && part && !['draft', 'pendingApproval'].includes(p.status);
  if (!p || (!open && !taking)) throw new DomainError('NotFound', PROJECT_NOT_FOUND);
  return p;
}

/** Whether the project exists for this audience: a buyer of its tenant, or a supplier that may see it. */
export async function projectVisibleTo(
  db: Db,
  q: { tenantId: string; id: string; supplierId: string | null },
): Promise<boolean> {
  if (q.supplierId === null) {
    const p = await db
      .selectFrom('sourcing_project')
      .select('id')
      .where('id', '=', q.id)
      .where('tenant_id', '=', q.tenantId)
      .executeTakeFirst();
    return p !== undefined;
  }
  return visibleToSupplier(db, q.tenantId, q.supplierId, q.id).then(
    () => true,
    (e: unknown) => {
      if (e instanceof DomainError && e.code === 'NotFound') return false;
      throw e;
    },
  );
}

/** A supplier's view: the requirement and its own quote and awards; never another supplier. */
export async function supplierProjectView(
  db: Db,
  q: { tenantId: string; supplierId: string; id: string; now: Date },
): Promise<SupplierProjectView> {
  const p = await visibleToSupplier(db, q.tenantId, q.supplierId, q.id);
  const [lines, mine, awards] = await Promise.all([
    lineRows(db, p.id),
    quoteRows(db, p.id).where('supplier_id', '=', q.supplierId).orderBy('line_id').execute(),
    awardRows(db, p.id),
  ]);
  const roundSuppliers = (p.round_suppliers as string[] | null) ?? null;
  const canQuote =
    p.kind === 'inquiry' &&
    p.status === 'bidding' &&
    p.deadline !== null &&
    q.now.getTime() < new Date(p.deadline).getTime() &&
    (roundSuppliers === null || roundSuppliers.includes(q.supplierId));
  const latest = mine.reduce<(typeof mine)[number] | null>(
    (a, r) => (a === null || new Date(r.submitted_at) > new Date(a.submitted_at) ? r : a),
    null,
  );
  const confirmed = ['awarded', 'resultPublished'].includes(p.status);
  return {
    ...head(p),
    deadline: isoOrNull(p.deadline),
    lines: lines.map(lineView),
    canQuote,
    myQuote: latest
      ? {
          round: latest.round,
          submittedAt: iso(latest.submitted_at),
          attachments: (latest.attachments as string[]) ?? [],
          lines: mine.map((r) => ({
            lineId: r.line_id,
            price: r.price,
            taxRate: r.tax_rate,
            leadTimeDays: r.lead_time_days,
            validUntil: r.valid_until,
          })),
        }
      : null,
    myAwards: confirmed
      ? awards
          .filter((a) => a.supplier_id === q.supplierId)
          .map((a) => ({ lineId: a.line_id, quantity: a.quantity, price: a.price, taxRate: a.tax_rate }))
      : [],
  };
}

/**
 * The projects a supplier takes part in, and the public ones it may join (published or later), newest
 * first; whether it quoted is its own fact only.
 */
export async function supplierProjects(db: Db, tenantId: string, supplierId: string) {
  const rows = await db
    .selectFrom('sourcing_project as p')
    .leftJoin('sourcing_participant as s', (j) =>
      j.onRef('s.project_id', '=', 'p.id').on('s.supplier_id', '=', supplierId),
    )
    .selectAll('p')
    .select((eb) => [
      eb('s.supplier_id', 'is not', null).as('participating'),
      eb
        .exists(
          eb
            .selectFrom('sourcing_quote as q')
            .select('q.line_id')
            .whereRef('q.project_id', '=', 'p.id')
            .where('q.supplier_id', '=', supplierId),
        )
        .as('quoted'),
    ])
    .where('p.tenant_id', '=', tenantId)
    .where('p.status', 'not in', ['draft', 'pendingApproval'])
    .where((eb) => eb.or([eb('s.supplier_id', 'is not', null), eb('p.participation', '=', 'public')]))
    .orderBy('p.created_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((p) => ({
    ...head(p),
    deadline: isoOrNull(p.deadline),
    participating: Boolean(p.participating),
    quoted: Boolean(p.quoted),
  }));
}
