import { sql, type Kysely } from 'kysely';

/**
 * Each tenant's number of users, kept exact by triggers on sys_user in the writing transaction, so
 * an unfiltered user list answers `total` without counting the tenant's rows on every page. At 100k
 * users that count(*) was most of the list's cost, 4.7 ms even index-only on 000800's index
 * (tests/bench/login-list.bench.ts). Statement-level triggers: a bulk insert updates each tenant's
 * row once. Writers that insert users of the same tenant queue on its row until commit (user
 * creation is an admin action or a registration).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sys_user_tenant_count')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('users', 'bigint', (c) => c.notNull())
    .execute();
  // No user may be added or removed between the triggers' creation and the count of those already there.
  await sql`lock table sys_user in share row exclusive mode`.execute(db);
  await sql`
    create function sys_user_tenant_count_insert() returns trigger language plpgsql as $$
    begin
      insert into sys_user_tenant_count as c (tenant_id, users)
        select tenant_id, count(*) from new_rows group by tenant_id order by tenant_id
      on conflict (tenant_id) do update set users = c.users + excluded.users;
      return null;
    end $$`.execute(db);
  await sql`
    create function sys_user_tenant_count_delete() returns trigger language plpgsql as $$
    begin
      update sys_user_tenant_count as c set users = c.users - d.n
        from (select tenant_id, count(*) as n from old_rows group by tenant_id) as d
        where c.tenant_id = d.tenant_id;
      return null;
    end $$`.execute(db);
  await sql`
    create function sys_user_tenant_count_move() returns trigger language plpgsql as $$
    begin
      update sys_user_tenant_count set users = users - 1 where tenant_id = old.tenant_id;
      insert into sys_user_tenant_count as c (tenant_id, users) values (new.tenant_id, 1)
      on conflict (tenant_id) do update set users = c.users + 1;
      return null;
    end $$`.execute(db);
  await sql`
    create function sys_user_tenant_count_truncate() returns trigger language plpgsql as $$
    begin
      delete from sys_user_tenant_count;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger sys_user_tenant_count_insert after insert on sys_user
    referencing new table as new_rows for each statement
    execute function sys_user_tenant_count_insert()`.execute(db);
  await sql`
    create trigger sys_user_tenant_count_delete after delete on sys_user
    referencing old table as old_rows for each statement
    execute function sys_user_tenant_count_delete()`.execute(db);
  // Only a change of tenant (none of today's commands makes one) moves a user between counts.
  await sql`
    create trigger sys_user_tenant_count_move after update of tenant_id on sys_user
    for each row when (old.tenant_id is distinct from new.tenant_id)
    execute function sys_user_tenant_count_move()`.execute(db);
  await sql`
    create trigger sys_user_tenant_count_truncate after truncate on sys_user
    for each statement execute function sys_user_tenant_count_truncate()`.execute(db);
  await sql`
    insert into sys_user_tenant_count (tenant_id, users)
    select tenant_id, count(*) from sys_user group by tenant_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['insert', 'delete', 'move', 'truncate']) {
    await sql`drop trigger ${sql.raw(`sys_user_tenant_count_${t}`)} on sys_user`.execute(db);
    await sql`drop function ${sql.raw(`sys_user_tenant_count_${t}`)}()`.execute(db);
  }
  await db.schema.dropTable('sys_user_tenant_count').execute();
}
