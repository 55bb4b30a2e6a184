import { process as contract } from '@srm/contracts';
import { process as proc, type Database } from '@srm/events';
import { approvalMessages, approvalRefusal, approvalWorkflowId } from '@srm/workflow';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { parseListQuery, runListQuery, type ListSpec } from '../../http/list-query';
import { notVisible, requireCaller, requirePermission, type AuthDeps, type Caller } from '../auth/index';
import { visibleInstance } from './instance-access';
import { instanceSummary, labelOf, userNames } from './instance-view';
import { startApproval } from './start-approval';

/** The menus and buttons of 流程实例 / 我的任务 (api/src/seed-data.ts). */
export const INSTANCE_ACTIONS = contract.INSTANCE_ACTIONS;
const routes = contract.instanceRoutes;
export const SUBMITTED = '提交成功';
export const DONE = '办理成功';

/** 我的任务 / 历史任务 (a task joined with its instance `i` and the initiator `u`): the list contract's fields. */
const taskFields: ListSpec['fields'] = {
  id: { column: 'process_task.id', type: 'string' },
  name: { column: 'process_task.name', type: 'string' },
  nodeId: { column: 'process_task.node_id', type: 'string' },
  outcome: { column: 'process_task.outcome', type: 'string' },
  comment: { column: 'process_task.comment', type: 'string' },
  createTime: { column: 'process_task.created_at', type: 'date' },
  endTime: { column: 'process_task.closed_at', type: 'date' },
  instanceId: { column: 'i.id', type: 'string' },
  title: { column: 'i.title', type: 'string' },
  processName: { column: 'i.definition_name', type: 'string' },
  documentType: { column: 'i.document_type', type: 'string' },
  businessKey: { column: 'i.business_key', type: 'string' },
  initiator: { column: 'i.initiator', type: 'string' },
  initiatorName: { column: 'u.realname', type: 'string' },
  startTime: { column: 'i.started_at', type: 'date' },
};
/** 我的任务: the newest arrival first. */
export const todoTaskList: ListSpec = {
  fields: taskFields,
  defaultSort: { field: 'createTime', order: 'desc' },
};
/** 历史任务: the latest handled first. */
export const doneTaskList: ListSpec = {
  fields: taskFields,
  defaultSort: { field: 'endTime', order: 'desc' },
};

/** 流程实例 (an instance joined with its initiator `u`). */
export const instanceList: ListSpec = {
  fields: {
    id: { column: 'process_instance.id', type: 'string' },
    title: { column: 'process_instance.title', type: 'string' },
    processName: { column: 'process_instance.definition_name', type: 'string' },
    version: { column: 'process_instance.version', type: 'number' },
    documentType: { column: 'process_instance.document_type', type: 'string' },
    businessKey: { column: 'process_instance.business_key', type: 'string' },
    initiator: { column: 'process_instance.initiator', type: 'string' },
    initiatorName: { column: 'u.realname', type: 'string' },
    status: { column: 'process_instance.status', type: 'string' },
    outcome: { column: 'process_instance.outcome', type: 'string' },
    startTime: { column: 'process_instance.started_at', type: 'date' },
    endTime: { column: 'process_instance.ended_at', type: 'date' },
  },
  defaultSort: { field: 'startTime', order: 'desc' },
};

/**
 * 流程实例 and 我的任务: start a process for a document, the caller's tasks (to do and done), an
 * instance's page (diagram path, tasks, timeline), and the task operations, which are the
 * workflow's updates (refusals answered at once in Chinese).
 */
export const instanceRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const { services } = deps;
    const db = () => services.db();
    const handle = (instanceId: string) =>
      services.temporal().workflow.getHandle(approvalWorkflowId(instanceId));
    const taskOf = (caller: Caller, taskId: string) => proc.getProcessTask(db(), caller.tenantId, taskId);
    const visible = async (caller: Caller, instanceId: string) => {
      const instance = await visibleInstance(db(), caller.tenantId, caller.userId, instanceId);
      if (!instance) throw notVisible(proc.INSTANCE_NOT_FOUND);
      return instance;
    };

    const user = (req: FastifyRequest) => requireCaller(deps, req);
    const may = (action: string) => (req: FastifyRequest) => requirePermission(deps, req, action);

    contractRoute(app, routes.instanceStart, {
      auth: may(INSTANCE_ACTIONS.start),
      handler: async ({ caller, body }) => {
        const started = await startApproval(services, {
          tenantId: caller.tenantId,
          initiator: caller.userId,
          documentType: body.documentType as proc.DocumentType,
          businessKey: body.businessKey,
          title: body.title,
          variables: body.variables,
        });
        return ok(started, SUBMITTED);
      },
    });

    contractRoute(app, routes.taskList, {
      auth: user,
      handler: async ({ caller, params: { which }, query: raw }) => {
        const spec = which === 'todo' ? todoTaskList : doneTaskList;
        const query = parseListQuery(raw, spec);
        const base = proc
          .myTasksQuery(db(), caller.tenantId, caller.userId, which)
          .innerJoin('process_instance as i', 'i.id', 'process_task.instance_id')
          .leftJoin('sys_user as u', 'u.id', 'i.initiator')
          .select([
            'process_task.id',
            'process_task.name',
            'process_task.node_id',
            'process_task.assignee',
            'process_task.outcome',
            'process_task.comment',
            'process_task.created_at',
            'process_task.closed_at',
            'i.id as instance_id',
            'i.title',
            'i.definition_name',
            'i.document_type',
            'i.business_key',
            'i.initiator',
            'i.started_at',
            'u.realname as initiator_name',
          ]);
        const page = await runListQuery(base, spec, query);
        return ok({
          ...page,
          records: page.records.map((r) => ({
            id: r.id,
            name: r.name,
            nodeId: r.node_id,
            claimed: r.assignee !== null,
            outcome: r.outcome,
            outcome_dictText: labelOf(proc.TASK_OUTCOME_TEXT, r.outcome),
            comment: r.comment,
            createTime: r.created_at,
            endTime: r.closed_at,
            instanceId: r.instance_id,
            title: r.title,
            processName: r.definition_name,
            documentType: r.document_type,
            businessKey: r.business_key,
            initiator: r.initiator,
            initiatorName: r.initiator_name ?? r.initiator,
            startTime: r.started_at,
          })),
        });
      },
    });

    contractRoute(app, routes.instanceList, {
      auth: may(INSTANCE_ACTIONS.list),
      handler: async ({ caller, query: raw }) => {
        const { incident, ...rest } = raw;
        const query = parseListQuery(rest, instanceList);
        /** Open 异常 (incidents) of the row's instance. */
        const openIncidents = (eb: ExpressionBuilder<Database, 'process_instance'>) =>
          eb
            .selectFrom('process_incident')
            .whereRef('process_incident.instance_id', '=', 'process_instance.id')
            .where('process_incident.resolved_at', 'is', null);
        let base = db()
          .selectFrom('process_instance')
          .leftJoin('sys_user as u', 'u.id', 'process_instance.initiator')
          .selectAll('process_instance')
          .select('u.realname as initiator_name')
          .select((eb) =>
            openIncidents(eb)
              .select((x) => x.fn.countAll<string>().as('n'))
              .as('incidents'),
          )
          .where('process_instance.tenant_id', '=', caller.tenantId);
        if (incident) base = base.where((eb) => eb.exists(openIncidents(eb).select('process_incident.id')));
        const page = await runListQuery(base, instanceList, query);
        return ok({
          ...page,
          records: page.records.map((r) => ({
            id: r.id,
            title: r.title,
            processName: r.definition_name,
            version: r.version,
            documentType: r.document_type,
            businessKey: r.business_key,
            initiator: r.initiator,
            initiatorName: r.initiator_name ?? r.initiator,
            status: r.status,
            outcome: r.outcome,
            outcome_dictText: labelOf(proc.PROCESS_OUTCOME_TEXT, r.outcome),
            currentNodes: r.current_nodes,
            /** Open 异常 (incidents). */
            incidents: Number(r.incidents ?? 0),
            startTime: r.started_at,
            endTime: r.ended_at,
          })),
        });
      },
    });

    /** The instance page: the pinned version's diagram with the path, the tasks, the timeline with actors. */
    contractRoute(app, routes.instanceById, {
      auth: user,
      handler: async ({ caller, query }) => {
        const instance = await visible(caller, query.id);
        const [tasks, version, stream] = await Promise.all([
          proc.listInstanceTasks(db(), caller.tenantId, instance.id),
          proc.findDefinitionVersion(db(), caller.tenantId, instance.definition_id, instance.version),
          services.store().readStream(proc.processInstanceStreamId(instance.id)),
        ]);
        const events = stream.events.map(
          (e) => ({ type: e.type, data: e.data }) as proc.ProcessInstanceEvent,
        );
        const actorOf = (e: proc.ProcessInstanceEvent): string | null =>
          'by' in e.data ? e.data.by : e.type === 'ProcessStarted' ? e.data.initiator : null;
        const name = await userNames(db(), caller.tenantId, [
          instance.initiator,
          ...tasks.flatMap((t) => [t.assignee ?? '', t.completed_by ?? '', ...t.candidates]),
          ...events.map((e) => actorOf(e) ?? ''),
          ...events.flatMap((e) =>
            'to' in e.data ? [e.data.to] : 'signer' in e.data ? [e.data.signer] : [],
          ),
          ...events.flatMap((e) => (e.type === 'ProcessCarbonCopied' ? e.data.users : [])),
        ]);
        const passed = new Set<string>();
        const flows = new Set<string>();
        for (const e of events) {
          if (e.type === 'ProcessPathTaken') {
            e.data.nodeIds.forEach((n) => passed.add(n));
            e.data.flowIds.forEach((f) => flows.add(f));
          }
        }
        const active = [...new Set(tasks.filter((t) => t.status === 'open').map((t) => t.node_id))];
        return ok({
          ...instanceSummary(instance, name),
          variables: instance.variables,
          xml: version?.xml ?? null,
          path: { finished: [...passed], active, flows: [...flows] },
          tasks: tasks.map((t) => ({
            id: t.id,
            nodeId: t.node_id,
            name: t.name,
            status: t.status,
            assignee: t.assignee,
            assigneeName: name(t.assignee),
            candidates: t.candidates.map((c) => ({ id: c, name: name(c) })),
            outcome: t.outcome,
            outcome_dictText: labelOf(proc.TASK_OUTCOME_TEXT, t.outcome),
            comment: t.comment,
            attachments: t.attachments,
            cancelReason: t.cancel_reason,
            createTime: t.created_at,
            endTime: t.closed_at,
          })),
          timeline: stream.events.map((e, i) => {
            const event = events[i]!;
            const actor = actorOf(event);
            return {
              type: e.type,
              at: e.createdAt,
              actor,
              actorName: name(actor),
              data: event.data,
              ...('to' in event.data ? { toName: name(event.data.to) } : {}),
              ...('signer' in event.data ? { signerName: name(event.data.signer) } : {}),
              ...(event.type === 'ProcessCarbonCopied'
                ? { ccNames: event.data.users.map((u) => name(u)) }
                : {}),
            };
          }),
        });
      },
    });

    const operate = async <A>(run: () => Promise<A>) => {
      try {
        return await run();
      } catch (e) {
        return approvalRefusal(e);
      }
    };

    contractRoute(app, routes.taskComplete, {
      auth: user,
      handler: async ({ caller, body }) => {
        const task = await taskOf(caller, body.taskId);
        await operate(() =>
          handle(task.instance_id).executeUpdate(approvalMessages.completeTaskUpdate, {
            args: [
              {
                taskId: task.id,
                actor: caller.userId,
                decision: body.decision,
                ...(body.comment ? { comment: body.comment } : {}),
                ...(body.attachments ? { attachments: body.attachments } : {}),
              },
            ],
          }),
        );
        return ok(null, DONE);
      },
    });

    contractRoute(app, routes.taskClaim, {
      auth: user,
      handler: async ({ caller, body }) => {
        const task = await taskOf(caller, body.taskId);
        await operate(() =>
          handle(task.instance_id).executeUpdate(approvalMessages.claimTaskUpdate, {
            args: [{ taskId: task.id, actor: caller.userId }],
          }),
        );
        return ok(null, '签收成功');
      },
    });

    /** The new holder: an active staff user of the caller's tenant (the domain's rule). */
    const colleague = (caller: Caller, user: string, field: string) =>
      proc.checkHolder(db(), caller.tenantId, user, field);

    contractRoute(app, routes.taskDelegate, {
      auth: user,
      handler: async ({ caller, body }) => {
        const task = await taskOf(caller, body.taskId);
        const to = await colleague(caller, body.to, 'to');
        await operate(() =>
          handle(task.instance_id).executeUpdate(approvalMessages.delegateTaskUpdate, {
            args: [
              {
                taskId: task.id,
                actor: caller.userId,
                to,
                ...(body.comment ? { comment: body.comment } : {}),
              },
            ],
          }),
        );
        return ok(null, '转办成功');
      },
    });

    contractRoute(app, routes.taskAddSigner, {
      auth: user,
      handler: async ({ caller, body }) => {
        const task = await taskOf(caller, body.taskId);
        const signer = await colleague(caller, body.signer, 'signer');
        await operate(() =>
          handle(task.instance_id).executeUpdate(approvalMessages.addSignerUpdate, {
            args: [
              {
                taskId: task.id,
                actor: caller.userId,
                signer,
                ...(body.comment ? { comment: body.comment } : {}),
              },
            ],
          }),
        );
        return ok(null, '加签成功');
      },
    });

    contractRoute(app, routes.taskReturn, {
      auth: user,
      handler: async ({ caller, body }) => {
        const task = await taskOf(caller, body.taskId);
        await operate(() =>
          handle(task.instance_id).executeUpdate(approvalMessages.returnTaskUpdate, {
            args: [
              {
                taskId: task.id,
                actor: caller.userId,
                target: body.target,
                ...(body.comment ? { comment: body.comment } : {}),
              },
            ],
          }),
        );
        return ok(null, '驳回成功');
      },
    });

    contractRoute(app, routes.instanceWithdraw, {
      auth: user,
      handler: async ({ caller, body }) => {
        const instance = await visible(caller, body.id);
        await operate(() =>
          handle(instance.id).executeUpdate(approvalMessages.withdrawUpdate, {
            args: [{ actor: caller.userId, ...(body.comment ? { comment: body.comment } : {}) }],
          }),
        );
        return ok(null, '撤回成功');
      },
    });

    contractRoute(app, routes.instanceCancel, {
      auth: may(INSTANCE_ACTIONS.cancel),
      handler: async ({ caller, body }) => {
        const instance = await proc.getProcessInstance(db(), caller.tenantId, body.id);
        await operate(() =>
          handle(instance.id).executeUpdate(approvalMessages.cancelProcessUpdate, {
            args: [{ actor: caller.userId, ...(body.comment ? { comment: body.comment } : {}) }],
          }),
        );
        return ok(null, '已作废');
      },
    });
  };
