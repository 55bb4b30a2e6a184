import { sql, type Kysely } from 'kysely';

/**
 * 供应商档案 ([P5] supplier master) on the one supplier row: the buyer's profile (code, type, level,
 * registered capital, founding date) and the blacklist entry in force; the blacklist history and
 * the qualification expiry reminders already sent (inline projections of the supplier stream).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('srm_supplier')
    .addColumn('supplier_code', 'text')
    .addColumn('supplier_type', 'text')
    .addColumn('supplier_level', 'text')
    // 万元, two decimals: money is numeric, never a float.
    .addColumn('registered_capital', sql`numeric(16, 2)`)
    .addColumn('established_date', 'date')
    .addColumn('blacklist_reason', 'text')
    .addColumn('blacklist_from', 'date')
    .addColumn('blacklist_to', 'date')
    .execute();
  await db.schema
    .createIndex('srm_supplier_code_key')
    .unique()
    .on('srm_supplier')
    .columns(['tenant_id', 'supplier_code'])
    .execute();
  await db.schema
    .createTable('srm_supplier_blacklist')
    // `<supplier id>:<stream version>` of the SupplierBlacklisted event: the same after a rebuild.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('date_from', 'date', (c) => c.notNull())
    .addColumn('date_to', 'date')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('lifted_reason', 'text')
    .addColumn('lifted_by', 'text')
    .addColumn('lifted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('srm_supplier_blacklist_supplier_idx')
    .on('srm_supplier_blacklist')
    .columns(['tenant_id', 'supplier_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('srm_qualification_reminder')
    .addColumn('qualification_id', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'date', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('announcement_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('srm_qualification_reminder_pkey', ['qualification_id', 'valid_to'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('srm_qualification_reminder').execute();
  await db.schema.dropTable('srm_supplier_blacklist').execute();
  await db.schema.dropIndex('srm_supplier_code_key').execute();
  await db.schema
    .alterTable('srm_supplier')
    .dropColumn('supplier_code')
    .dropColumn('supplier_type')
    .dropColumn('supplier_level')
    .dropColumn('registered_capital')
    .dropColumn('established_date')
    .dropColumn('blacklist_reason')
    .dropColumn('blacklist_from')
    .dropColumn('blacklist_to')
    .execute();
}
