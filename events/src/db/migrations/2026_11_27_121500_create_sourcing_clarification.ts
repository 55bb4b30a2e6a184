import type { Kysely } from 'kysely';

/** 澄清答疑 (inline projection of `clarification-<projectId>`): one row per question or buyer's clarification. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sourcing_clarification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    // The log position of the question: the order every view shows (clocks may tie).
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    // Who asked: the buyer's views only (null for a clarification the buyer published unasked).
    .addColumn('supplier_id', 'text')
    .addColumn('supplier_name', 'text')
    .addColumn('question', 'text')
    .addColumn('answer', 'text')
    .addColumn('asked_by', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_by', 'text')
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sourcing_clarification_project_idx')
    .on('sourcing_clarification')
    .columns(['project_id', 'position'])
    .execute();
  await db.schema
    .createIndex('sourcing_clarification_tenant_idx')
    .on('sourcing_clarification')
    .columns(['tenant_id', 'asked_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sourcing_clarification').execute();
}
