import type { Kysely } from 'kysely';

/**
 * A user list counts its tenant's users on every page (`total`). With only (tenant_id, created_at)
 * PostgreSQL reads the whole table for that count; an index on tenant_id alone stores each tenant's
 * entries deduplicated (about 1/30 of the table's pages at 100k users), so the count is an
 * index-only scan of it (tests/bench/login-list.bench.ts: 16.6 -> 4.7 ms per count).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sys_user_tenant_count_idx').on('sys_user').column('tenant_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sys_user_tenant_count_idx').execute();
}
