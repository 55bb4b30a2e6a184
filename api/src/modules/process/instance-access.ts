import { process as proc } from '@srm/events';
import { sql } from 'kysely';
import type { Services } from '../../services';
import { userActions } from '../auth/index';
import type { RoomAuthorizer } from '../../realtime/auth';

export const INSTANCE_LIST_ACTION = 'process:instance:list';

/**
 * Who may see an instance (its page, its live room): its initiator, anyone who holds, held or is
 * offered one of its tasks, anyone it was copied to (抄送), and staff of 流程实例. Another tenant's
 * instance is never found.
 */
export async function visibleInstance(
  db: ReturnType<Services['db']>,
  tenantId: string,
  userId: string,
  instanceId: string,
): Promise<proc.ProcessInstanceRow | undefined> {
  const instance = await proc.findProcessInstance(db, tenantId, instanceId);
  if (!instance) return undefined;
  if (instance.initiator === userId) return instance;
  const involved = await db
    .selectFrom('process_task')
    .select('id')
    .where('instance_id', '=', instanceId)
    .where((eb) =>
      eb.or([
        eb('assignee', '=', userId),
        eb('completed_by', '=', userId),
        eb('delegated_from', '=', userId),
        sql<boolean>`${userId} = any(candidates)`,
      ]),
    )
    .executeTakeFirst();
  if (involved) return instance;
  const copied = await db
    .selectFrom('process_cc')
    .select('id')
    .where('instance_id', '=', instanceId)
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (copied) return instance;
  return (await userActions(db, userId)).has(INSTANCE_LIST_ACTION) ? instance : undefined;
}

/** `instance:<id>` rooms: joined by those who may see the instance. */
export const instanceRoomAuthorizer =
  (services: Services): RoomAuthorizer =>
  async (identity, room) => {
    if (!room.startsWith('instance:') || !identity.userId) return false;
    const id = room.slice('instance:'.length);
    return !!(await visibleInstance(services.db(), identity.tenantId, identity.userId, id));
  };
