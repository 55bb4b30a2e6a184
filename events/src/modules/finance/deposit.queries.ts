import { sql, type Kysely } from 'kysely';
import {
  DEPOSIT_STATUS_TEXT,
  LEDGER_KIND_TEXT,
  type DepositStatus,
  type LedgerKind,
} from '@srm/contracts/finance';
import type { Database } from '../../db/database';

/** Deposits of the tenant; with `supplierId` only that supplier's (the `/sup` view). */
export async function depositList(
  db: Kysely<Database>,
  f: { tenantId: string; supplierId?: string; projectId?: string; status?: string },
) {
  let q = db.selectFrom('fin_deposit').selectAll().where('tenant_id', '=', f.tenantId);
  if (f.supplierId !== undefined) q = q.where('supplier_id', '=', f.supplierId);
  if (f.projectId) q = q.where('project_id', '=', f.projectId);
  if (f.status) q = q.where('status', '=', f.status);
  const rows = await q.orderBy('recorded_at', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    projectCode: r.project_code,
    projectTitle: r.project_title,
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    amount: r.amount,
    currency: r.currency,
    paidOn: r.paid_on,
    reference: r.reference,
    proof: r.proof,
    status: r.status as DepositStatus,
    statusText: DEPOSIT_STATUS_TEXT[r.status as DepositStatus],
    reason: r.reason,
    recordedAt: r.recorded_at.toISOString(),
  }));
}

/**
 * 保证金账户: per supplier and currency, the balance (receipts less refunds, conversions and
 * deductions, summed by PostgreSQL as numeric) and the totals of each kind.
 */
export async function marginAccounts(db: Kysely<Database>, f: { tenantId: string; supplierId?: string }) {
  let q = db
    .selectFrom('fin_margin_ledger')
    .select([
      'supplier_id',
      'currency',
      sql<string>`max(supplier_name)`.as('supplier_name'),
      sql<string>`sum(amount)::numeric(16, 2)::text`.as('balance'),
      sql<string>`sum(case when kind = 'receipt' then amount else 0 end)::numeric(16, 2)::text`.as(
        'received',
      ),
      sql<string>`(-sum(case when kind = 'refund' then amount else 0 end))::numeric(16, 2)::text`.as(
        'refunded',
      ),
      sql<string>`(-sum(case when kind = 'conversion' then amount else 0 end))::numeric(16, 2)::text`.as(
        'converted',
      ),
      sql<string>`(-sum(case when kind = 'deduction' then amount else 0 end))::numeric(16, 2)::text`.as(
        'deducted',
      ),
    ])
    .where('tenant_id', '=', f.tenantId);
  if (f.supplierId !== undefined) q = q.where('supplier_id', '=', f.supplierId);
  const rows = await q.groupBy(['supplier_id', 'currency']).orderBy('supplier_id').execute();
  return rows.map((r) => ({
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    currency: r.currency,
    balance: r.balance,
    received: r.received,
    refunded: r.refunded,
    converted: r.converted,
    deducted: r.deducted,
  }));
}

/** One supplier's ledger, oldest first, with the running balance per currency. */
export async function marginLedger(db: Kysely<Database>, f: { tenantId: string; supplierId: string }) {
  const rows = await db
    .selectFrom('fin_margin_ledger')
    .select([
      'deposit_id',
      'kind',
      'project_id',
      'project_code',
      'supplier_name',
      sql<string>`amount::text`.as('amount'),
      'currency',
      'reason',
      'at',
      sql<string>`(sum(amount) over (partition by currency order by at, kind rows unbounded preceding))::numeric(16, 2)::text`.as(
        'balance',
      ),
    ])
    .where('tenant_id', '=', f.tenantId)
    .where('supplier_id', '=', f.supplierId)
    .orderBy('at')
    .orderBy('kind')
    .execute();
  return rows.map((r) => ({
    depositId: r.deposit_id,
    kind: r.kind as LedgerKind,
    kindText: LEDGER_KIND_TEXT[r.kind as LedgerKind],
    projectId: r.project_id,
    projectCode: r.project_code,
    supplierName: r.supplier_name,
    amount: r.amount,
    currency: r.currency,
    reason: r.reason,
    at: r.at.toISOString(),
    balance: r.balance,
  }));
}

/** Performance bonds of the tenant; with `supplierId` only that supplier's. */
export async function performanceBonds(db: Kysely<Database>, f: { tenantId: string; supplierId?: string }) {
  let q = db.selectFrom('fin_performance_bond').selectAll().where('tenant_id', '=', f.tenantId);
  if (f.supplierId !== undefined) q = q.where('supplier_id', '=', f.supplierId);
  const rows = await q.orderBy('created_at', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    projectId: r.project_id,
    projectCode: r.project_code,
    projectTitle: r.project_title,
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    amount: r.amount,
    currency: r.currency,
    dueDate: r.due_date,
    expiresOn: r.expires_on,
    convertedDeposit: r.converted_deposit,
    remindedAt: r.reminded_at ? r.reminded_at.toISOString() : null,
  }));
}

/**
 * The projects asking the supplier for a deposit: those with a rule it takes part in (invited or
 * joined) or signed up for on the portal, with its own deposit's status. It reads sourcing's and the
 * portal's tables (no exported query answers this yet).
 */
export async function depositsDueOf(db: Kysely<Database>, f: { tenantId: string; supplierId: string }) {
  const rows = await db
    .selectFrom('fin_deposit_rule as r')
    .innerJoin('sourcing_project as p', 'p.id', 'r.project_id')
    .leftJoin('fin_deposit as d', (j) =>
      j.onRef('d.project_id', '=', 'r.project_id').on('d.supplier_id', '=', f.supplierId),
    )
    .select([
      'p.id',
      'p.code',
      'p.title',
      'p.status',
      sql<string>`r.amount::text`.as('amount'),
      'r.currency',
      'd.status as depositStatus',
      'd.reason as depositReason',
    ])
    .where('p.tenant_id', '=', f.tenantId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('sourcing_participant as sp')
            .select('sp.project_id')
            .whereRef('sp.project_id', '=', 'p.id')
            .where('sp.supplier_id', '=', f.supplierId),
        ),
        eb.exists(
          eb
            .selectFrom('portal_sign_up as su')
            .select('su.project_id')
            .whereRef('su.project_id', '=', 'p.id')
            .where('su.supplier_id', '=', f.supplierId),
        ),
      ]),
    )
    .orderBy('p.code', 'desc')
    .execute();
  return rows.map((r) => ({
    projectId: r.id,
    projectCode: r.code,
    projectTitle: r.title,
    projectStatus: r.status,
    amount: r.amount,
    currency: r.currency,
    depositStatus: r.depositStatus as DepositStatus | null,
    depositStatusText: r.depositStatus ? DEPOSIT_STATUS_TEXT[r.depositStatus as DepositStatus] : '未缴纳',
    reason: r.depositReason,
  }));
}
