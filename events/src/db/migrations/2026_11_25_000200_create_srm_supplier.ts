import { sql, type Kysely } from 'kysely';

/** 供应商准入: supplier companies (srm_supplier, inline projection) and their S-number sequence. */
export async function up(db: Kysely<any>): Promise<void> {
  // S001..S099 are left to the seed and earlier demo data.
  await sql`create sequence srm_supplier_seq start 100`.execute(db);
  await db.schema
    .createTable('srm_supplier')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('address', 'text')
    .addColumn('legal_person', 'text')
    .addColumn('category_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('admitted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('first_user_id', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('review_comment', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('srm_supplier_credit_code_key', ['tenant_id', 'credit_code'])
    .addUniqueConstraint('srm_supplier_company_name_key', ['tenant_id', 'company_name'])
    .execute();
  await db.schema
    .createIndex('srm_supplier_status_idx')
    .on('srm_supplier')
    .columns(['tenant_id', 'status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('srm_supplier').execute();
  await sql`drop sequence srm_supplier_seq`.execute(db);
}
