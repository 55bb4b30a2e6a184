import { sql, type Kysely } from 'kysely';

/** Announcements (系统公告 / 通知公告), their USER-mode recipients and the users' read marks. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_announcement')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('titile', 'text', (c) => c.notNull())
    .addColumn('msg_content', 'text', (c) => c.notNull())
    .addColumn('msg_category', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('msg_type', 'text', (c) => c.notNull())
    .addColumn('open_type', 'text')
    .addColumn('open_page', 'text')
    .addColumn('bus_id', 'text')
    .addColumn('bus_type', 'text')
    .addColumn('start_time', 'timestamptz')
    .addColumn('end_time', 'timestamptz')
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('send_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('send_time', 'timestamptz')
    .addColumn('cancel_time', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createIndex('sys_announcement_tenant_idx')
    .on('sys_announcement')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sys_announcement_live_idx')
    .on('sys_announcement')
    .columns(['tenant_id', 'send_status', 'send_time'])
    .execute();

  await db.schema
    .createTable('sys_announcement_recipient')
    .addColumn('annt_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_announcement_recipient_pkey', ['annt_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('sys_announcement_recipient_user_idx')
    .on('sys_announcement_recipient')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sys_announcement_send')
    .addColumn('annt_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('read_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('read_time', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_announcement_send_pkey', ['annt_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('sys_announcement_send_user_idx')
    .on('sys_announcement_send')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_announcement_send').execute();
  await db.schema.dropTable('sys_announcement_recipient').execute();
  await db.schema.dropTable('sys_announcement').execute();
}
