import { sql, type Kysely } from 'kysely';

/**
 * Sessions leave the user aggregate: `auth_session` (one row per token, projected from
 * `session-<tokenId>` streams) replaces `auth_revoked_tokens` as the revocation check, and
 * `sys_user.login_round` names the current `loginAttempts-<userId>.<round>` stream. Tokens issued
 * before this migration have no session row and are no longer accepted: their users sign in again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_session')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('login_method', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_reason', 'text')
    .execute();
  await db.schema
    .createIndex('auth_session_user_live_idx')
    .on('auth_session')
    .columns(['user_id', 'expires_at'])
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
  await db.schema
    .alterTable('sys_user')
    .addColumn('login_round', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.dropTable('auth_revoked_tokens').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_revoked_tokens')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('sys_user').dropColumn('login_round').execute();
  await db.schema.dropTable('auth_session').execute();
}
