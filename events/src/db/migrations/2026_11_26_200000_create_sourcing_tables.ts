import { sql, type Kysely } from 'kysely';

/** 寻源: requisitions and sourcing projects (inline projections of `requisition-*` and `sourcing-*`). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence sourcing_requisition_seq`.execute(db);
  await sql`create sequence sourcing_project_seq`.execute(db);
  await db.schema
    .createTable('sourcing_requisition')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('instance_id', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sourcing_requisition_tenant_idx')
    .on('sourcing_requisition')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('sourcing_requisition_line')
    .addColumn('requisition_id', 'text', (c) => c.notNull())
    .addColumn('line_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .addColumn('material_id', 'text', (c) => c.notNull())
    .addColumn('material_code', 'text', (c) => c.notNull())
    .addColumn('material_name', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text')
    .addColumn('quantity', 'numeric(18, 3)', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('need_date', 'text', (c) => c.notNull())
    .addColumn('budget', 'numeric(18, 2)', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text')
    .addColumn('project_code', 'text')
    .addPrimaryKeyConstraint('sourcing_requisition_line_pkey', ['requisition_id', 'line_id'])
    .execute();
  await db.schema
    .createTable('sourcing_project')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('participation', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('quote_deadline', 'timestamptz', (c) => c.notNull())
    .addColumn('registration_deadline', 'timestamptz')
    .addColumn('deadline', 'timestamptz')
    .addColumn('round_suppliers', 'jsonb')
    .addColumn('instance_id', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('sourcing_project_code_key', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createIndex('sourcing_project_tenant_idx')
    .on('sourcing_project')
    .columns(['tenant_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createTable('sourcing_project_line')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('line_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('sort_no', 'integer', (c) => c.notNull())
    .addColumn('material_id', 'text', (c) => c.notNull())
    .addColumn('material_code', 'text', (c) => c.notNull())
    .addColumn('material_name', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text')
    .addColumn('quantity', 'numeric(18, 3)', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('delivery_place', 'text', (c) => c.notNull())
    .addColumn('ceiling_price', 'numeric(18, 4)')
    .addColumn('requisition_id', 'text')
    .addColumn('requisition_line_id', 'text')
    .addPrimaryKeyConstraint('sourcing_project_line_pkey', ['project_id', 'line_id'])
    .execute();
  await db.schema
    .createTable('sourcing_participant')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('supplier_name', 'text', (c) => c.notNull())
    .addColumn('invited', 'boolean', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sourcing_participant_pkey', ['project_id', 'supplier_id'])
    .execute();
  await db.schema
    .createIndex('sourcing_participant_supplier_idx')
    .on('sourcing_participant')
    .columns(['tenant_id', 'supplier_id'])
    .execute();
  // A supplier's latest price per line (a revision overwrites it; the events keep every version).
  await db.schema
    .createTable('sourcing_quote')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('line_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('price', 'numeric(18, 4)', (c) => c.notNull())
    .addColumn('tax_rate', 'numeric(5, 2)', (c) => c.notNull())
    .addColumn('lead_time_days', 'integer', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('attachments', 'jsonb', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sourcing_quote_pkey', ['project_id', 'supplier_id', 'line_id'])
    .execute();
  await db.schema
    .createTable('sourcing_award')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('line_id', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('supplier_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'numeric(18, 3)', (c) => c.notNull())
    .addColumn('price', 'numeric(18, 4)', (c) => c.notNull())
    .addColumn('tax_rate', 'numeric(5, 2)', (c) => c.notNull())
    .addColumn('confirmed', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('sourcing_award_pkey', ['project_id', 'line_id', 'supplier_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'sourcing_award',
    'sourcing_quote',
    'sourcing_participant',
    'sourcing_project_line',
    'sourcing_project',
    'sourcing_requisition_line',
    'sourcing_requisition',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await sql`drop sequence sourcing_project_seq`.execute(db);
  await sql`drop sequence sourcing_requisition_seq`.execute(db);
}
