import type { Kysely } from 'kysely';

/**
 * Short-lived login material that is not business history: SMS codes (hashed, single use, the rows
 * also count sends for the rate limits) and the ids of redeemed one-time SSO/third-party login tokens.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_sms_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    /** '0' login, '1' register, '2' forgotten password (the client's smsmode). */
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** Null: nothing was sent (no account has that phone); the row still counts for the address limit. */
    .addColumn('code_hash', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('auth_sms_code_phone_idx')
    .on('auth_sms_code')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema
    .createIndex('auth_sms_code_ip_idx')
    .on('auth_sms_code')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema.createIndex('auth_sms_code_created_idx').on('auth_sms_code').column('created_at').execute();

  await db.schema
    .createTable('auth_login_token_use')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('jti', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz', (c) => c.notNull())
    /** Past it the token no longer verifies, so the row may go. */
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('auth_login_token_use_pkey', ['issuer', 'jti'])
    .execute();
  await db.schema
    .createIndex('auth_login_token_use_expires_idx')
    .on('auth_login_token_use')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_login_token_use').execute();
  await db.schema.dropTable('auth_sms_code').execute();
}
