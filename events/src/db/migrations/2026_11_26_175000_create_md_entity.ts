import type { Kysely } from 'kysely';

/**
 * The declared entities of the masterdata engine ([P5]): one row per entity, written by its
 * definition events. The entities' own tables are not made here: the engine creates and alters
 * them from their definitions, each change in the transaction that records it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('md_entity')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull().unique())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('retired', 'jsonb', (c) => c.notNull())
    .addColumn('purged', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('md_entity').execute();
}
