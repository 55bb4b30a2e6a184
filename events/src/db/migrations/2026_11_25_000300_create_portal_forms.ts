import { sql, type Kysely } from 'kysely';

/** The portal's public forms: suppliers' 报名 of sourcing projects and 采购计划信息征集 records. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('portal_sign_up')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('supplier_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('signed_up_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('portal_sign_up_pk', ['project_id', 'supplier_id'])
    .execute();
  await db.schema
    .createIndex('portal_sign_up_tenant_project')
    .on('portal_sign_up')
    .columns(['tenant_id', 'project_id'])
    .execute();
  await db.schema
    .createTable('portal_plan_info')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text')
    .addColumn('project_title', 'text')
    .addColumn('plan_key', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('category_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('handled_by', 'text')
    .addColumn('handled_at', 'timestamptz')
    .addColumn('invited_at', 'timestamptz')
    .addColumn('invite_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One record per company (credit code) and plan ('' = general) in a tenant.
  await db.schema
    .createIndex('portal_plan_info_once')
    .on('portal_plan_info')
    .columns(['tenant_id', 'plan_key', 'credit_code'])
    .unique()
    .execute();
  await db.schema
    .createIndex('portal_plan_info_tenant_created')
    .on('portal_plan_info')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('portal_plan_info_ip_created')
    .on('portal_plan_info')
    .columns(['ip', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('portal_plan_info').execute();
  await db.schema.dropTable('portal_sign_up').execute();
}
