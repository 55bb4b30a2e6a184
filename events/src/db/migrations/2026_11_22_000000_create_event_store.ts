import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('global_position', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('stream_version', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('tx_id', sql`xid8`, (c) => c.notNull().defaultTo(sql`pg_current_xact_id()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Optimistic concurrency: two appenders of one version collide here (no separate streams table).
    .addUniqueConstraint('events_stream_version_key', ['stream_id', 'stream_version'])
    .execute();
  // Global readers scan in commit-consistent order (tx_id, global_position).
  await db.schema
    .createIndex('events_tx_position_idx')
    .on('events')
    .columns(['tx_id', 'global_position'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('first_position', 'bigint', (c) => c.notNull())
    .addColumn('last_position', 'bigint', (c) => c.notNull())
    .addColumn('from_version', 'integer', (c) => c.notNull())
    .addColumn('to_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('subscription_checkpoints')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('tx_id', sql`xid8`, (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscription_checkpoints').execute();
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropTable('events').execute();
}
