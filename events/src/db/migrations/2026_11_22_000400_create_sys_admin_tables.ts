import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** Columns every admin record table has: who made and last changed it, and when. */
const audited = <T extends string>(t: CreateTableBuilder<T, never>) =>
  t
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'text');

const link = (db: Kysely<any>, table: string, owner: string, other: string) =>
  db.schema
    .createTable(table)
    .addColumn(owner, 'text', (c) => c.notNull())
    .addColumn(other, 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pkey`, [owner, other])
    .execute();

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sys_user')
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('email', 'text')
    .addColumn('sex', 'integer')
    .addColumn('avatar', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('org_code', 'text')
    .execute();
  await db.schema
    .createIndex('sys_user_tenant_idx')
    .on('sys_user')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await link(db, 'sys_user_role', 'user_id', 'role_id');
  await link(db, 'sys_user_depart', 'user_id', 'dep_id');
  await db.schema.createIndex('sys_user_depart_dep_idx').on('sys_user_depart').column('dep_id').execute();

  await audited(
    db.schema
      .createTable('sys_tenant')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('begin_date', 'text')
      .addColumn('end_date', 'text'),
  ).execute();

  await audited(
    db.schema
      .createTable('sys_depart')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text')
      .addColumn('depart_name', 'text', (c) => c.notNull())
      .addColumn('org_code', 'text', (c) => c.notNull().unique())
      .addColumn('org_category', 'text', (c) => c.notNull())
      .addColumn('depart_order', 'integer', (c) => c.notNull())
      .addColumn('mobile', 'text')
      .addColumn('address', 'text')
      .addColumn('description', 'text'),
  ).execute();
  await db.schema
    .createIndex('sys_depart_parent_idx')
    .on('sys_depart')
    .columns(['tenant_id', 'parent_id'])
    .execute();
  await link(db, 'sys_depart_permission', 'depart_id', 'permission_id');

  await audited(
    db.schema
      .createTable('sys_role')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('role_name', 'text', (c) => c.notNull())
      .addColumn('role_code', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addUniqueConstraint('sys_role_code_key', ['tenant_id', 'role_code']),
  ).execute();
  await link(db, 'sys_role_permission', 'role_id', 'permission_id');

  await audited(
    db.schema
      .createTable('sys_permission')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text')
      .addColumn('component', 'text')
      .addColumn('component_name', 'text')
      .addColumn('redirect', 'text')
      .addColumn('menu_type', 'integer', (c) => c.notNull())
      .addColumn('perms', 'text')
      .addColumn('perms_type', 'text', (c) => c.notNull())
      .addColumn('sort_no', 'double precision', (c) => c.notNull())
      .addColumn('always_show', 'boolean', (c) => c.notNull())
      .addColumn('icon', 'text')
      .addColumn('is_route', 'boolean', (c) => c.notNull())
      .addColumn('keep_alive', 'boolean', (c) => c.notNull())
      .addColumn('hidden', 'boolean', (c) => c.notNull())
      .addColumn('internal_or_external', 'boolean', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();
  await db.schema.createIndex('sys_permission_parent_idx').on('sys_permission').column('parent_id').execute();
  await db.schema.createIndex('sys_permission_perms_idx').on('sys_permission').column('perms').execute();

  await audited(
    db.schema
      .createTable('sys_dict')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('dict_name', 'text', (c) => c.notNull())
      .addColumn('dict_code', 'text', (c) => c.notNull().unique())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();
  await audited(
    db.schema
      .createTable('sys_dict_item')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('dict_id', 'text', (c) => c.notNull())
      .addColumn('item_text', 'text', (c) => c.notNull())
      .addColumn('item_value', 'text', (c) => c.notNull())
      .addColumn('item_color', 'text')
      .addColumn('description', 'text')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addUniqueConstraint('sys_dict_item_value_key', ['dict_id', 'item_value']),
  ).execute();

  await audited(
    db.schema
      .createTable('sys_category')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('pid', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull().unique()),
  ).execute();
  await db.schema.createIndex('sys_category_pid_idx').on('sys_category').column('pid').execute();

  await audited(
    db.schema
      .createTable('sys_check_rule')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('rule_name', 'text', (c) => c.notNull())
      .addColumn('rule_code', 'text', (c) => c.notNull().unique())
      .addColumn('rule_json', 'jsonb', (c) => c.notNull())
      .addColumn('description', 'text'),
  ).execute();

  await audited(
    db.schema
      .createTable('sys_fill_rule')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('rule_name', 'text', (c) => c.notNull())
      .addColumn('rule_code', 'text', (c) => c.notNull().unique())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('date_pattern', 'text', (c) => c.notNull())
      .addColumn('seq_length', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createTable('sys_fill_rule_seq')
    .addColumn('rule_code', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_fill_rule_seq_pkey', ['rule_code', 'period'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'sys_fill_rule_seq',
    'sys_fill_rule',
    'sys_check_rule',
    'sys_category',
    'sys_dict_item',
    'sys_dict',
    'sys_permission',
    'sys_role_permission',
    'sys_role',
    'sys_depart_permission',
    'sys_depart',
    'sys_tenant',
    'sys_user_depart',
    'sys_user_role',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.dropIndex('sys_user_tenant_idx').execute();
  await db.schema
    .alterTable('sys_user')
    .dropColumn('phone')
    .dropColumn('email')
    .dropColumn('sex')
    .dropColumn('avatar')
    .dropColumn('status')
    .dropColumn('org_code')
    .execute();
}
