import type { Kysely } from 'kysely';

/** 抄送我的 (process module): one row per user copied on an instance's node. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('process_cc')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('node_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('process_name', 'text', (c) => c.notNull())
    .addColumn('initiator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('process_cc_user_idx')
    .on('process_cc')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('process_cc_instance_idx').on('process_cc').columns(['instance_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('process_cc').execute();
}
