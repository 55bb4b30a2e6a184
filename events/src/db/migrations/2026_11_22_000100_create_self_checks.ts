import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('self_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('delay_ms', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('elapsed_ms', 'integer')
    .addColumn('requested_by', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('self_checks').execute();
}
