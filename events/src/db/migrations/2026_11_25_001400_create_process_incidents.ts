import { sql, type Kysely } from 'kysely';

/** 异常 of process instances (ProcessIncidentRaised / ProcessIncidentResolved): open while resolved_at is null. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('process_incident')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('node_name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('raised_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text')
    /** retried | skipped */
    .addColumn('resolution', 'text')
    .execute();
  await db.schema
    .createIndex('process_incident_instance_idx')
    .on('process_incident')
    .columns(['instance_id', 'raised_at'])
    .execute();
  await sql`create index process_incident_open_idx on process_incident (tenant_id, instance_id) where resolved_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('process_incident').execute();
}
