import { sql, type Kysely } from 'kysely';

/**
 * The public portal's read tables: announcements and results of published sourcing projects,
 * news items (admin records), and each tenant's published portal settings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('portal_announcement')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('bid_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('info', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('invitation', 'text', (c) => c.notNull())
    .addColumn('deadline', 'timestamptz', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('awarded_at', 'timestamptz')
    .addColumn('suppliers', 'jsonb')
    .execute();
  await db.schema
    .createIndex('portal_announcement_tenant_published')
    .on('portal_announcement')
    .columns(['tenant_id', 'published_at'])
    .execute();
  await db.schema
    .createTable('portal_news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('news_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createIndex('portal_news_tenant_date')
    .on('portal_news')
    .columns(['tenant_id', 'news_date'])
    .execute();
  await db.schema
    .createTable('portal_settings')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('published_by', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('portal_settings').execute();
  await db.schema.dropTable('portal_news').execute();
  await db.schema.dropTable('portal_announcement').execute();
}
