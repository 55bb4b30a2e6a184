import type { ClarificationRow, SupplierClarificationView } from '@srm/contracts/sourcing';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { visibleToSupplier } from './project.queries';

type Db = Kysely<Database>;
const iso = (d: Date | string) => new Date(d).toISOString();

/** The buyer's 澄清答疑 of its tenant (one project's, or all), unanswered first, each with who asked. */
export async function buyerClarifications(
  db: Db,
  tenantId: string,
  f: { projectId?: string | undefined; status?: 'pending' | 'answered' | undefined },
): Promise<ClarificationRow[]> {
  let q = db
    .selectFrom('sourcing_clarification as c')
    .innerJoin('sourcing_project as p', 'p.id', 'c.project_id')
    .select([
      'c.id',
      'c.project_id',
      'p.code',
      'p.title',
      'c.supplier_id',
      'c.supplier_name',
      'c.question',
      'c.answer',
      'c.asked_at',
      'c.answered_at',
    ])
    .where('c.tenant_id', '=', tenantId)
    .where('p.tenant_id', '=', tenantId);
  if (f.projectId) q = q.where('c.project_id', '=', f.projectId);
  if (f.status === 'pending') q = q.where('c.answer', 'is', null);
  if (f.status === 'answered') q = q.where('c.answer', 'is not', null);
  const rows = await q
    .orderBy(sql`c.answer is null`, 'desc')
    .orderBy('c.position', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    projectCode: r.code,
    projectTitle: r.title,
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    question: r.question,
    answer: r.answer,
    askedAt: iso(r.asked_at),
    answeredAt: r.answered_at === null ? null : iso(r.answered_at),
  }));
}

/**
 * A supplier's 澄清答疑 of a project it may see: every answered question and clarification, and its own
 * questions still waiting. Who asked is never selected: `mine` is all it learns, of its own.
 */
export async function supplierClarifications(
  db: Db,
  q: { tenantId: string; supplierId: string; projectId: string },
): Promise<SupplierClarificationView[]> {
  const p = await visibleToSupplier(db, q.tenantId, q.supplierId, q.projectId);
  const rows = await db
    .selectFrom('sourcing_clarification')
    .select([
      'id',
      'question',
      'answer',
      'asked_at',
      'answered_at',
      sql<boolean>`coalesce(supplier_id = ${q.supplierId}, false)`.as('mine'),
    ])
    .where('project_id', '=', p.id)
    .where('tenant_id', '=', q.tenantId)
    .where((w) => w.or([w('answer', 'is not', null), w('supplier_id', '=', q.supplierId)]))
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    question: r.question,
    answer: r.answer,
    askedAt: iso(r.asked_at),
    answeredAt: r.answered_at === null ? null : iso(r.answered_at),
    mine: r.mine,
  }));
}
