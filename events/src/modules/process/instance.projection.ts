import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  Database,
  ProcessDocumentStatusTable,
  ProcessInstanceTable,
  ProcessTaskTable,
} from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { ProcessInstanceEvent } from './instance.events';

export type ProcessInstanceRow = Selectable<ProcessInstanceTable>;
export type ProcessTaskRow = Selectable<ProcessTaskTable>;
export type ProcessDocumentStatusRow = Selectable<ProcessDocumentStatusTable>;

const PREFIX = 'processInstance-';

/** 当前节点: the distinct names of the instance's open tasks, in creation order. */
const refreshCurrentNodes = async (trx: Trx, instanceId: string, at: string) => {
  const open = await trx
    .selectFrom('process_task')
    .select('name')
    .where('instance_id', '=', instanceId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const names = [...new Set(open.map((t) => t.name))];
  await trx
    .updateTable('process_instance')
    .set({ current_nodes: JSON.stringify(names), updated_at: at })
    .where('id', '=', instanceId)
    .execute();
};

/** process_instance and process_task, written with the instance's events. */
export const processInstanceProjection: InlineProjection = {
  name: 'processInstance',
  tables: ['process_instance', 'process_task', 'process_document_status', 'process_incident'],
  handles: [
    'ProcessStarted',
    'TaskCreated',
    'TaskClaimed',
    'TaskDelegated',
    'TaskEscalated',
    'TaskCompleted',
    'TaskCancelled',
    'ProcessEnded',
    'DocumentStatusSet',
    'ProcessIncidentRaised',
    'ProcessIncidentResolved',
  ],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    // 当前节点 is refreshed once per instance and append, after all its task changes.
    const openTasksChanged = new Map<string, string>();
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as ProcessInstanceEvent;
      const instanceId = recorded.streamId.slice(PREFIX.length);
      switch (e.type) {
        case 'ProcessStarted': {
          const d = e.data;
          await trx
            .insertInto('process_instance')
            .values({
              id: d.instanceId,
              tenant_id: d.tenantId,
              definition_id: d.definitionId,
              definition_key: d.definitionKey,
              definition_name: d.definitionName,
              version: d.version,
              document_type: d.documentType,
              business_key: d.businessKey,
              title: d.title,
              initiator: d.initiator,
              variables: JSON.stringify(d.variables),
              status: 'running',
              outcome: null,
              current_nodes: '[]',
              started_at: d.at,
              ended_at: null,
              updated_at: d.at,
            })
            .execute();
          break;
        }
        case 'TaskCreated': {
          const d = e.data;
          await trx
            .insertInto('process_task')
            .values((eb) => ({
              id: d.taskId,
              instance_id: instanceId,
              tenant_id: eb.selectFrom('process_instance').select('tenant_id').where('id', '=', instanceId),
              node_id: d.nodeId,
              name: d.name,
              assignee: d.assignee,
              candidates: d.candidates,
              status: 'open',
              outcome: null,
              comment: null,
              attachments: '[]',
              cancel_reason: null,
              delegated_from: null,
              completed_by: null,
              created_at: d.at,
              claimed_at: null,
              due_at: d.dueAt,
              closed_at: null,
            }))
            .execute();
          openTasksChanged.set(instanceId, d.at);
          break;
        }
        case 'TaskClaimed':
          await trx
            .updateTable('process_task')
            .set({ assignee: e.data.by, claimed_at: e.data.at })
            .where('id', '=', e.data.taskId)
            .execute();
          break;
        case 'TaskDelegated':
          await trx
            .updateTable('process_task')
            .set({ assignee: e.data.to, delegated_from: e.data.from })
            .where('id', '=', e.data.taskId)
            .execute();
          break;
        case 'TaskEscalated':
          await trx
            .updateTable('process_task')
            .set((eb) => ({ assignee: e.data.to, delegated_from: eb.ref('assignee') }))
            .where('id', '=', e.data.taskId)
            .execute();
          break;
        case 'TaskCompleted':
          await trx
            .updateTable('process_task')
            .set({
              status: 'completed',
              outcome: e.data.outcome,
              comment: e.data.comment,
              attachments: JSON.stringify(e.data.attachments),
              completed_by: e.data.by,
              assignee: e.data.by,
              closed_at: e.data.at,
            })
            .where('id', '=', e.data.taskId)
            .execute();
          openTasksChanged.set(instanceId, e.data.at);
          break;
        case 'TaskCancelled':
          await trx
            .updateTable('process_task')
            .set({ status: 'cancelled', cancel_reason: e.data.reason, closed_at: e.data.at })
            .where('id', '=', e.data.taskId)
            .execute();
          openTasksChanged.set(instanceId, e.data.at);
          break;
        case 'ProcessEnded':
          await trx
            .updateTable('process_instance')
            .set({ status: 'ended', outcome: e.data.outcome, ended_at: e.data.at, updated_at: e.data.at })
            .where('id', '=', instanceId)
            .execute();
          break;
        case 'DocumentStatusSet': {
          const d = e.data;
          if (!d.documentType) break;
          const instance = await trx
            .selectFrom('process_instance')
            .select('tenant_id')
            .where('id', '=', instanceId)
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('process_document_status')
            .values({
              tenant_id: instance.tenant_id,
              document_type: d.documentType,
              business_key: d.businessKey,
              status: d.status,
              instance_id: instanceId,
              updated_at: d.at,
            })
            .onConflict((oc) =>
              oc.columns(['tenant_id', 'document_type', 'business_key']).doUpdateSet({
                status: d.status,
                instance_id: instanceId,
                updated_at: d.at,
              }),
            )
            .execute();
          break;
        }
        case 'ProcessIncidentRaised': {
          const d = e.data;
          await trx
            .insertInto('process_incident')
            .values((eb) => ({
              id: d.incidentId,
              instance_id: instanceId,
              tenant_id: eb.selectFrom('process_instance').select('tenant_id').where('id', '=', instanceId),
              node_id: d.nodeId,
              node_name: d.nodeName,
              message: d.message,
              raised_at: d.at,
              resolved_at: null,
              resolved_by: null,
              resolution: null,
            }))
            .execute();
          break;
        }
        case 'ProcessIncidentResolved':
          await trx
            .updateTable('process_incident')
            .set({ resolved_at: e.data.at, resolved_by: e.data.by, resolution: e.data.how })
            .where('id', '=', e.data.incidentId)
            .execute();
          break;
        default:
          break;
      }
    }
    for (const [instanceId, at] of openTasksChanged) await refreshCurrentNodes(trx, instanceId, at);
  },
};

/** A document's status as its approval process last set it (null: no setDocumentStatus ran yet). */
export const findDocumentStatus = (
  db: Kysely<Database>,
  tenantId: string,
  documentType: string,
  businessKey: string,
) =>
  db
    .selectFrom('process_document_status')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('document_type', '=', documentType)
    .where('business_key', '=', businessKey)
    .executeTakeFirst();

/**
 * A document's latest approval (the last one started; a call activity's child process, whose id
 * carries its parent's, is not the document's own approval).
 */
export const findLatestDocumentInstance = (
  db: Kysely<Database>,
  tenantId: string,
  documentType: string,
  businessKey: string,
) =>
  db
    .selectFrom('process_instance')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('document_type', '=', documentType)
    .where('business_key', '=', businessKey)
    .where('id', 'not like', '%.%')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findProcessInstance = (db: Kysely<Database>, tenantId: string, id: string) =>
  db
    .selectFrom('process_instance')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();

export const findProcessTask = (db: Kysely<Database>, tenantId: string, id: string) =>
  db
    .selectFrom('process_task')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();

/** The instance's tasks, oldest first (the task list of the instance page). */
export const listInstanceTasks = (db: Kysely<Database>, tenantId: string, instanceId: string) =>
  db
    .selectFrom('process_task')
    .selectAll()
    .where('instance_id', '=', instanceId)
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The instance's incidents (异常), oldest first, open and resolved. */
export const listInstanceIncidents = (db: Kysely<Database>, tenantId: string, instanceId: string) =>
  db
    .selectFrom('process_incident')
    .selectAll()
    .where('instance_id', '=', instanceId)
    .where('tenant_id', '=', tenantId)
    .orderBy('raised_at')
    .orderBy('id')
    .execute();

/**
 * 我的任务: `todo` = open tasks assigned to the user or offered to it as a candidate (unclaimed);
 * `done` = tasks it completed (历史任务).
 */
export const myTasksQuery = (
  db: Kysely<Database>,
  tenantId: string,
  userId: string,
  which: 'todo' | 'done',
) => {
  const base = db.selectFrom('process_task').where('process_task.tenant_id', '=', tenantId);
  return which === 'todo'
    ? base
        .where('process_task.status', '=', 'open')
        .where((eb) =>
          eb.or([
            eb('process_task.assignee', '=', userId),
            eb.and([
              eb('process_task.assignee', 'is', null),
              sql<boolean>`${userId} = any(process_task.candidates)`,
            ]),
          ]),
        )
    : base.where('process_task.status', '=', 'completed').where('process_task.completed_by', '=', userId);
};
