import { sql, type Kysely } from 'kysely';

/** 账户设置: the user's birthday (YYYY-MM-DD) and each user's own settings (notification, layout, bindings). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sys_user').addColumn('birthday', 'text').execute();
  await db.schema
    .createTable('sys_user_setting')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sys_user_setting').execute();
  await db.schema.alterTable('sys_user').dropColumn('birthday').execute();
}
