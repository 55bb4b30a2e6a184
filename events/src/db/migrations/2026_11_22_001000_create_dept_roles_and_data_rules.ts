import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** Columns every admin record table has (as in 000400). */
const audited = <T extends string>(t: CreateTableBuilder<T, never>) =>
  t
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text')
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'text');

/** A link table: primary key (first, second), and an index on the other column for lookups from it. */
const link = async (db: Kysely<any>, table: string, first: string, second: string) => {
  await db.schema
    .createTable(table)
    .addColumn(first, 'text', (c) => c.notNull())
    .addColumn(second, 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pkey`, [first, second])
    .execute();
  await db.schema.createIndex(`${table}_${second}_idx`).on(table).column(second).execute();
};

/**
 * Department roles (部门角色) and data rules (数据权限规则).
 * - sys_depart_role: roles defined within a department; sys_depart_role_permission (a subset of the
 *   department's permissions) and sys_depart_role_user (users of the department holding it).
 * - sys_permission_data_rule: per-menu row rules; sys_role_data_rule: which rules a role is granted.
 * - sys_user_permission (view): the permissions a user holds, the one definition the permission
 *   check, the menu and the trees read: its roles' grants, plus its department roles' grants that
 *   the department still holds, while the user still belongs to that department.
 * - sys_depart.org_code becomes unique per tenant (it was platform-wide, so a second tenant could
 *   not create its first department `A01`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await audited(
    db.schema
      .createTable('sys_depart_role')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('depart_id', 'text', (c) => c.notNull())
      .addColumn('role_name', 'text', (c) => c.notNull())
      .addColumn('role_code', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addUniqueConstraint('sys_depart_role_code_key', ['depart_id', 'role_code']),
  ).execute();
  await db.schema
    .createIndex('sys_depart_role_tenant_idx')
    .on('sys_depart_role')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await link(db, 'sys_depart_role_permission', 'drole_id', 'permission_id');
  // Read by user (the permission check), written by role (the projection replaces a role's users).
  await link(db, 'sys_depart_role_user', 'user_id', 'drole_id');

  await audited(
    db.schema
      .createTable('sys_permission_data_rule')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('permission_id', 'text', (c) => c.notNull())
      .addColumn('rule_name', 'text', (c) => c.notNull())
      .addColumn('rule_column', 'text', (c) => c.notNull())
      .addColumn('rule_conditions', 'text', (c) => c.notNull())
      .addColumn('rule_value', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('sys_permission_data_rule_permission_idx')
    .on('sys_permission_data_rule')
    .column('permission_id')
    .execute();
  await link(db, 'sys_role_data_rule', 'role_id', 'data_rule_id');

  await sql`
    create view sys_user_permission (user_id, permission_id) as
      select ur.user_id, rp.permission_id
        from sys_user_role ur
        join sys_role_permission rp on rp.role_id = ur.role_id
      union all
      select dru.user_id, drp.permission_id
        from sys_depart_role_user dru
        join sys_depart_role dr on dr.id = dru.drole_id
        join sys_user_depart ud on ud.user_id = dru.user_id and ud.dep_id = dr.depart_id
        join sys_depart_role_permission drp on drp.drole_id = dr.id
        join sys_depart_permission dp on dp.depart_id = dr.depart_id and dp.permission_id = drp.permission_id
  `.execute(db);

  await db.schema.alterTable('sys_depart').dropConstraint('sys_depart_org_code_key').execute();
  await db.schema
    .alterTable('sys_depart')
    .addUniqueConstraint('sys_depart_org_code_key', ['tenant_id', 'org_code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sys_depart').dropConstraint('sys_depart_org_code_key').execute();
  await db.schema
    .alterTable('sys_depart')
    .addUniqueConstraint('sys_depart_org_code_key', ['org_code'])
    .execute();
  await sql`drop view sys_user_permission`.execute(db);
  for (const t of [
    'sys_role_data_rule',
    'sys_permission_data_rule',
    'sys_depart_role_user',
    'sys_depart_role_permission',
    'sys_depart_role',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
