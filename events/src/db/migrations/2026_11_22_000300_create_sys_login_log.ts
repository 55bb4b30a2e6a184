import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_login_log')
    .addColumn('position', 'bigint', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sys_login_log_tenant_at_idx')
    .on('sys_login_log')
    .columns(['tenant_id', 'at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_login_log').execute();
}
