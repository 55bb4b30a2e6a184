import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The department role whose holders lead a department (部门负责人; 部门角色 on the department page). */
export const LEADER_ROLE_CODE = 'leader';

/** Active users of the tenant holding any of the roles (by role code), ordered by id. */
export async function activeUsersWithRoles(
  db: Kysely<Database>,
  tenantId: string,
  roleCodes: readonly string[],
): Promise<string[]> {
  if (roleCodes.length === 0) return [];
  const rows = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .innerJoin('sys_user as u', 'u.id', 'ur.user_id')
    .select('u.id')
    .distinct()
    .where('r.role_code', 'in', roleCodes)
    .where('u.tenant_id', '=', tenantId)
    .where('u.status', '=', 1)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Leaders of the user's departments: the active holders of the leader department role in the
 * nearest department up the tree that has one (the user itself excluded).
 */
export async function departmentLeadersOf(
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
): Promise<string[]> {
  const rows = await sql<{ user_id: string; depth: number }>`
    with recursive up as (
      select d.id, d.parent_id, 0 as depth
      from sys_user_depart ud join sys_depart d on d.id = ud.dep_id
      where ud.user_id = ${userId} and d.tenant_id = ${tenantId}
      union all
      select p.id, p.parent_id, up.depth + 1
      from sys_depart p join up on p.id = up.parent_id
      where up.depth < 20
    )
    select ru.user_id, min(up.depth) as depth
    from up
    join sys_depart_role r on r.depart_id = up.id and r.role_code = ${LEADER_ROLE_CODE}
    join sys_depart_role_user ru on ru.drole_id = r.id
    join sys_user u on u.id = ru.user_id and u.status = 1
    where ru.user_id <> ${userId}
    group by ru.user_id
    order by depth, ru.user_id`.execute(db);
  const nearest = rows.rows[0]?.depth;
  return rows.rows.filter((r) => r.depth === nearest).map((r) => r.user_id);
}
