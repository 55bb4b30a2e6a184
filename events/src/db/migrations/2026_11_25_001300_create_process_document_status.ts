import type { Kysely } from 'kysely';

/** 单据状态 as approval processes set it (setDocumentStatus service tasks): one row per document. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('process_document_status')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('business_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('process_document_status_pk', ['tenant_id', 'document_type', 'business_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('process_document_status').execute();
}
