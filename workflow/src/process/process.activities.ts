import type { ProcessGraph } from '@srm/bpmn';
import { process as proc, type EventStore } from '@srm/events';
import { ApplicationFailure } from '@temporalio/activity';
import { sql } from 'kysely';

export type ProcessActivityDeps = {
  store: EventStore;
  /** Where a service task's `webhook` posts (tests point it at a local server). */
  fetch?: typeof fetch;
};

/** The department role whose holders lead a department (部门负责人; 部门角色 on the department page). */
export const LEADER_ROLE_CODE = 'leader';

/** A definition version a child process runs (call activity) or a new instance starts with. */
export type DeployedProcess = {
  definition: { id: string; key: string; name: string; version: number };
  graph: ProcessGraph;
};

/**
 * The approval workflow's activities: its record (every state change is an event on the instance's
 * stream), resolving roles and department leaders to users, and the named service activities.
 */
export function createProcessActivities({ store, fetch: doFetch = fetch }: ProcessActivityDeps) {
  const db = store.db;

  /** Leaders of the user's departments, the nearest department up the tree that has one. */
  const leadersOf = async (tenantId: string, userId: string): Promise<string[]> => {
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
  };

  return {
    async recordProcessEvents(input: {
      instanceId: string;
      tenantId: string;
      events: proc.ProcessInstanceEvent[];
      idempotencyKey: string;
    }): Promise<void> {
      await proc.recordProcessEvents(store, input.instanceId, input.events, {
        idempotencyKey: input.idempotencyKey,
        metadata: { actor: 'system', tenantId: input.tenantId, correlationId: input.instanceId },
      });
    },

    /** Users holding the roles (by role code) plus the initiator's department leader(s), active only. */
    async resolveAssignees(input: {
      tenantId: string;
      candidateRoles: string[];
      deptLeaderOf?: string;
    }): Promise<string[]> {
      const users = new Set<string>();
      if (input.candidateRoles.length > 0) {
        const rows = await db
          .selectFrom('sys_user_role as ur')
          .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
          .innerJoin('sys_user as u', 'u.id', 'ur.user_id')
          .select('u.id')
          .where('r.role_code', 'in', input.candidateRoles)
          .where('u.tenant_id', '=', input.tenantId)
          .where('u.status', '=', 1)
          .orderBy('u.id')
          .execute();
        rows.forEach((r) => users.add(r.id));
      }
      if (input.deptLeaderOf)
        (await leadersOf(input.tenantId, input.deptLeaderOf)).forEach((u) => users.add(u));
      return [...users];
    },

    /** The manager a task escalates to: the holder's department leader (null when there is none). */
    async managerOf(input: { tenantId: string; userId: string }): Promise<string | null> {
      return (await leadersOf(input.tenantId, input.userId))[0] ?? null;
    },

    /** The latest deployed version of a process key (call activities start the current version). */
    async deployedProcess(input: { tenantId: string; key: string }): Promise<DeployedProcess> {
      const def = await proc.findProcessDefinitionByKey(db, input.tenantId, input.key);
      if (!def || def.version === 0) {
        throw ApplicationFailure.nonRetryable(`被调用的流程「${input.key}」未部署`, 'NotDeployed');
      }
      const v = await proc.findDefinitionVersion(db, input.tenantId, def.id, def.version);
      if (!v) throw ApplicationFailure.nonRetryable(`被调用的流程「${input.key}」未部署`, 'NotDeployed');
      return {
        definition: { id: def.id, key: def.key, name: def.name, version: v.version },
        graph: v.graph as unknown as ProcessGraph,
      };
    },

    /**
     * A service task. `webhook` posts the instance and variables to `params.url` and merges a JSON
     * object answer into the variables; `notify` and `setDocumentStatus` are recorded on the instance
     * (their document modules subscribe to those facts as they arrive).
     */
    async runService(input: {
      tenantId: string;
      instanceId: string;
      activity: string;
      params: Record<string, unknown>;
      variables: Record<string, unknown>;
    }): Promise<Record<string, unknown>> {
      if (input.activity === 'webhook') {
        const url = String(input.params['url'] ?? '');
        if (!/^https?:\/\//.test(url)) {
          throw ApplicationFailure.nonRetryable(`Webhook 地址不正确：${url}`, 'BadWebhook');
        }
        const r = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            instanceId: input.instanceId,
            variables: input.variables,
            params: input.params,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        const text = await r.text();
        if (!r.ok) {
          // The incident shows this text: the status and what the server answered.
          const answer = text.trim().slice(0, 500);
          throw new Error(`Webhook ${url} 返回 ${r.status}${answer ? `：${answer}` : ''}`);
        }
        try {
          const body: unknown = text ? JSON.parse(text) : {};
          return body && typeof body === 'object' && !Array.isArray(body)
            ? (body as Record<string, unknown>)
            : {};
        } catch {
          return {};
        }
      }
      return {};
    },
  };
}

export type ProcessActivities = ReturnType<typeof createProcessActivities>;
