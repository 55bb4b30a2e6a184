import type { ProcessGraph } from '@srm/bpmn';
import { DomainError, process as proc, system, type EventStore } from '@srm/events';
import { ApplicationFailure, Context } from '@temporalio/activity';

export type ProcessActivityDeps = {
  store: EventStore;
  /** Where a service task's `webhook` posts (tests point it at a local server). */
  fetch?: typeof fetch;
};

/** The page a 抄送 opens: 抄送我的, showing that instance. */
export const ccPage = (instanceId: string) => `/process/ccTask?instanceId=${encodeURIComponent(instanceId)}`;

/** A `notify` parameter naming users or roles: a comma list, or FEEL giving a string or a list. */
const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);

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

  // Roles and department leaders are the system module's data: asked through its functions.
  const leadersOf = (tenantId: string, userId: string) => system.departmentLeadersOf(db, tenantId, userId);

  /**
   * setDocumentStatus: the document is the instance's (its type and business key as started). Once
   * per activity: the engine's activity id when the workflow passes it, else this Temporal activity
   * execution (its retries share the id). After the process ended nothing is recorded.
   */
  const setDocumentStatus = async (input: {
    tenantId: string;
    instanceId: string;
    params: Record<string, unknown>;
    activityId?: string;
    nodeId?: string;
  }): Promise<void> => {
    const status = input.params['status'];
    if (typeof status !== 'string' || !status.trim() || status.trim().length > 50) {
      throw ApplicationFailure.nonRetryable(`单据状态不正确：${String(status)}`, 'BadDocumentStatus');
    }
    // The document is the one the instance started for (its first event, the record's own word).
    const { events } = await store.readStream(proc.processInstanceStreamId(input.instanceId), {
      maxCount: 1,
    });
    const first = events[0];
    const started =
      first?.type === 'ProcessStarted'
        ? (first.data as { tenantId: string; documentType: proc.DocumentType | null; businessKey: string })
        : undefined;
    if (!started || started.tenantId !== input.tenantId) {
      throw ApplicationFailure.nonRetryable(proc.INSTANCE_NOT_FOUND, 'InstanceNotFound');
    }
    let once = input.activityId;
    if (!once) {
      const { workflowExecution: run, activityId } = Context.current().info;
      once = `${run?.workflowId ?? ''}/${run?.runId ?? ''}/${activityId}`;
    }
    try {
      await proc.recordProcessEvents(
        store,
        input.instanceId,
        [
          {
            type: 'DocumentStatusSet',
            data: {
              documentType: started.documentType,
              businessKey: started.businessKey,
              status: status.trim(),
              nodeId: input.nodeId ?? null,
              at: new Date().toISOString(),
            },
          },
        ],
        {
          idempotencyKey: `documentStatus:${input.instanceId}:${once}`,
          metadata: { actor: 'system', tenantId: input.tenantId, correlationId: input.instanceId },
        },
      );
    } catch (e) {
      // Withdrawn, cancelled or terminated meanwhile: the document's status is no longer the process's.
      if (e instanceof DomainError && e.message === proc.PROCESS_ENDED) return;
      throw e;
    }
  };

  /** Users holding the roles (by role code) plus the initiator's department leader(s), active only. */
  const resolveAssignees = async (input: {
    tenantId: string;
    candidateRoles: string[];
    deptLeaderOf?: string;
  }): Promise<string[]> => {
    const users = new Set<string>();
    (await system.activeUsersWithRoles(db, input.tenantId, input.candidateRoles)).forEach((u) =>
      users.add(u),
    );
    if (input.deptLeaderOf)
      (await leadersOf(input.tenantId, input.deptLeaderOf)).forEach((u) => users.add(u));
    return [...users];
  };

  /**
   * 抄送 as the step decided it names users and roles: the roles' active holders join the users
   * (de-duplicated, the initiator kept); a copy that finds nobody is left out of the record.
   */
  const resolveCarbonCopies = async (
    tenantId: string,
    events: proc.ProcessInstanceEvent[],
  ): Promise<proc.ProcessInstanceEvent[]> => {
    const out: proc.ProcessInstanceEvent[] = [];
    for (const e of events) {
      if (e.type !== 'ProcessCarbonCopied') {
        out.push(e);
        continue;
      }
      const roles = e.data.roles ?? [];
      const byRole = roles.length ? await resolveAssignees({ tenantId, candidateRoles: roles }) : [];
      const users = [...new Set([...e.data.users, ...byRole])];
      if (users.length > 0) out.push({ ...e, data: { ...e.data, users, roles } });
    }
    return out;
  };

  /** 抄送 recorded in `events`: each rings its users' bells once (keyed by the record's own key). */
  const announceCarbonCopies = async (input: {
    instanceId: string;
    tenantId: string;
    events: proc.ProcessInstanceEvent[];
    idempotencyKey: string;
  }) => {
    const copies = input.events.flatMap((e, i) => (e.type === 'ProcessCarbonCopied' ? [{ e, i }] : []));
    if (copies.length === 0) return;
    const instance = await proc.findProcessInstance(db, input.tenantId, input.instanceId);
    if (!instance) return;
    for (const { e, i } of copies) {
      await proc.sendProcessNotice(
        store,
        {
          tenantId: input.tenantId,
          users: e.data.users,
          title: `抄送：${instance.title}`,
          content: `流程「${instance.definition_name}」的「${instance.title}」在「${e.data.nodeName}」抄送给您，请知悉。`,
          instanceId: input.instanceId,
          openPage: ccPage(input.instanceId),
          now: new Date(e.data.at),
        },
        `${input.idempotencyKey}#cc${i}`,
      );
    }
  };

  return {
    async recordProcessEvents(input: {
      instanceId: string;
      tenantId: string;
      events: proc.ProcessInstanceEvent[];
      idempotencyKey: string;
    }): Promise<void> {
      const events = await resolveCarbonCopies(input.tenantId, input.events);
      await proc.recordProcessEvents(store, input.instanceId, events, {
        idempotencyKey: input.idempotencyKey,
        metadata: { actor: 'system', tenantId: input.tenantId, correlationId: input.instanceId },
      });
      await announceCarbonCopies({ ...input, events });
    },

    resolveAssignees,

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
     * object answer into the variables; `setDocumentStatus` records DocumentStatusSet on the instance
     * (projected into process_document_status, which document pages read); `notify` sends a USER announcement.
     */
    async runService(input: {
      tenantId: string;
      instanceId: string;
      activity: string;
      params: Record<string, unknown>;
      variables: Record<string, unknown>;
      /** The engine's activity id (`<instance>/a<n>`): one DocumentStatusSet / notify per activity, retries included. */
      activityId?: string;
      /** The service task's node id, kept on the record. */
      nodeId?: string;
    }): Promise<Record<string, unknown>> {
      if (input.activity === 'setDocumentStatus') {
        await setDocumentStatus(input);
        return {};
      }
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
      if (input.activity === 'notify') {
        const p = input.params;
        const byRole = idsOf(p['roles']);
        const users = [
          ...new Set([
            ...idsOf(p['users']),
            ...(byRole.length
              ? await resolveAssignees({ tenantId: input.tenantId, candidateRoles: byRole })
              : []),
          ]),
        ];
        if (users.length === 0) {
          throw ApplicationFailure.nonRetryable('通知没有找到接收人', 'NoRecipients');
        }
        const instance = await proc.findProcessInstance(db, input.tenantId, input.instanceId);
        const title = textOf(p['title']).trim() || (instance ? `流程通知：${instance.title}` : '流程通知');
        await proc.sendProcessNotice(
          store,
          {
            tenantId: input.tenantId,
            users,
            title,
            content: textOf(p['content']) || title,
            instanceId: input.instanceId,
            openPage: null,
            now: new Date(),
          },
          `notify:${input.instanceId}:${input.activityId ?? JSON.stringify(p)}`,
        );
        return {};
      }
      return {};
    },
  };
}

export type ProcessActivities = ReturnType<typeof createProcessActivities>;
