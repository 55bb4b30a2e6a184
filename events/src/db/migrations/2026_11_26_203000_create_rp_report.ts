import type { Kysely } from 'kysely';

/**
 * Online reports defined by administrators ([P5] 在线报表): one row per live report, written by its
 * definition events. The code is unique within the tenant (it is also the stream's name).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rp_report')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'text')
    .addUniqueConstraint('rp_report_tenant_code_key', ['tenant_id', 'code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rp_report').execute();
}
