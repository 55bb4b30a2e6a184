import { sql, type Kysely } from 'kysely';

/** 流程定义 (process module): definitions with their draft, and every deployed version frozen. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('process_definition')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('description', 'text')
    .addColumn('draft_xml', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deployed_at', 'timestamptz')
    .addUniqueConstraint('process_definition_key_key', ['tenant_id', 'key'])
    .execute();
  // One definition per document type and tenant: a bind that races another fails here, in its transaction.
  await sql`create unique index process_definition_document_type_key on process_definition (tenant_id, document_type) where document_type is not null`.execute(
    db,
  );
  await db.schema
    .createTable('process_definition_version')
    .addColumn('definition_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('xml', 'text', (c) => c.notNull())
    .addColumn('graph', 'jsonb', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('deployed_by', 'text', (c) => c.notNull())
    .addColumn('deployed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('process_definition_version_pkey', ['definition_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('process_definition_version').execute();
  await db.schema.dropTable('process_definition').execute();
}
