import { sql, type Kysely } from 'kysely';

/**
 * 保证金 (finance module): the deposit rule of a sourcing project, the suppliers' bid deposits, the
 * margin accounts' ledger (保证金账户: receipts, refunds, conversions, deductions) and the
 * performance bonds (履约保证金). Money is numeric(16, 2), never a float.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('fin_deposit_rule')
    .addColumn('project_id', 'text', (c) => c.primaryKey())
    .addColumn('amount', sql`numeric(16, 2)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('fin_deposit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('project_code', 'text', (c) => c.notNull())
    .addColumn('project_title', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('supplier_name', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(16, 2)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('proof', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fin_deposit_tenant_idx')
    .on('fin_deposit')
    .columns(['tenant_id', 'supplier_id', 'project_id'])
    .execute();
  await db.schema
    .createTable('fin_margin_ledger')
    .addColumn('deposit_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('supplier_name', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('project_code', 'text', (c) => c.notNull())
    // Signed: a receipt adds to the balance, a refund, conversion or deduction takes it out.
    .addColumn('amount', sql`numeric(16, 2)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('fin_margin_ledger_pkey', ['deposit_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('fin_margin_ledger_supplier_idx')
    .on('fin_margin_ledger')
    .columns(['tenant_id', 'supplier_id', 'at'])
    .execute();
  await db.schema
    .createTable('fin_performance_bond')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('project_code', 'text', (c) => c.notNull())
    .addColumn('project_title', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('supplier_name', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(16, 2)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('expires_on', 'text', (c) => c.notNull())
    .addColumn('converted_deposit', sql`numeric(16, 2)`)
    .addColumn('reminded_at', 'timestamptz')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['fin_performance_bond', 'fin_margin_ledger', 'fin_deposit', 'fin_deposit_rule']) {
    await db.schema.dropTable(t).execute();
  }
}
