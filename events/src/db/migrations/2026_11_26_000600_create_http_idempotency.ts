import type { Kysely } from 'kysely';

/**
 * The answers of command requests sent with an `Idempotency-Key` (IETF draft
 * httpapi-idempotency-key-header): per caller and key, the hash of the request and, once it is
 * done, its answer. A retry with the same key and request gets the stored answer; another request
 * under the same key is refused (422). Rows older than a day go as new ones come.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('http_idempotency')
    /** Whose key: the caller's user id (keys are the client's, unique per client only). */
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    /** SHA-256 of method, path and query, and the body. */
    .addColumn('request_hash', 'text', (c) => c.notNull())
    /** Null while the first request is still being answered. */
    .addColumn('status', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('http_idempotency_pkey', ['scope', 'key'])
    .execute();
  await db.schema
    .createIndex('http_idempotency_created_idx')
    .on('http_idempotency')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('http_idempotency').execute();
}
