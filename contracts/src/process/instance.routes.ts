import { z } from 'zod';
import { defineRoutes, listQuery, page, timestamp } from '../core/index';
import { isDocumentType } from './constants';

/** The menus and buttons of 流程实例 / 我的任务. */
export const INSTANCE_ACTIONS = {
  list: 'process:instance:list',
  start: 'process:instance:start',
  cancel: 'process:instance:cancel',
} as const;

const id = z.string({ error: '请选择一条记录' }).trim().min(1, '请选择一条记录').max(64);
const comment = z.string().trim().max(1000, '审批意见不能超过1000个字符').optional();
const userId = z.string({ error: '请选择处理人' }).trim().min(1, '请选择处理人').max(64);
const taskId = id;

/** A user named in an answer: the id and the real name (the id when unknown). */
export const namedUser = z.object({ id: z.string(), name: z.string().nullable() });

/** What every answer about one instance starts with (the instance page, a document's approval). */
export const instanceSummary = z.object({
  id: z.string(),
  title: z.string(),
  processName: z.string(),
  version: z.number(),
  documentType: z.string().nullable(),
  businessKey: z.string(),
  initiator: z.string(),
  initiatorName: z.string().nullable(),
  status: z.string(),
  outcome: z.string().nullable(),
  outcome_dictText: z.string().nullable(),
  startTime: timestamp,
  endTime: timestamp.nullable(),
});
export type InstanceSummary = z.infer<typeof instanceSummary>;

/** The path an instance took: nodes passed, nodes waiting, flows taken (the diagram's highlight). */
export const processPath = z.object({
  finished: z.array(z.string()),
  active: z.array(z.string()),
  flows: z.array(z.string()),
});
export type ProcessPath = z.infer<typeof processPath>;

export const instanceTask = z.object({
  id: z.string(),
  nodeId: z.string(),
  name: z.string(),
  status: z.string(),
  assignee: z.string().nullable(),
  assigneeName: z.string().nullable(),
  candidates: z.array(namedUser),
  outcome: z.string().nullable(),
  outcome_dictText: z.string().nullable(),
  comment: z.string().nullable(),
  attachments: z.array(z.string()).nullable(),
  cancelReason: z.string().nullable(),
  createTime: timestamp,
  endTime: timestamp.nullable(),
});
export type InstanceTask = z.infer<typeof instanceTask>;

/** One event of the instance's history, with its actor's and named users' names. */
export const timelineEntry = z.object({
  type: z.string(),
  at: timestamp,
  actor: z.string().nullable(),
  actorName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  toName: z.string().nullable().optional(),
  signerName: z.string().nullable().optional(),
  /** ProcessCarbonCopied: the copied users' names. */
  ccNames: z.array(z.string().nullable()).optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const instanceDetail = instanceSummary.extend({
  variables: z.record(z.string(), z.unknown()),
  xml: z.string().nullable(),
  path: processPath,
  tasks: z.array(instanceTask),
  timeline: z.array(timelineEntry),
});
export type InstanceDetail = z.infer<typeof instanceDetail>;

/** 我的任务 / 历史任务: a task with its instance. */
export const taskRow = z.object({
  id: z.string(),
  name: z.string(),
  nodeId: z.string(),
  claimed: z.boolean(),
  outcome: z.string().nullable(),
  outcome_dictText: z.string().nullable(),
  comment: z.string().nullable(),
  createTime: timestamp,
  endTime: timestamp.nullable(),
  instanceId: z.string(),
  title: z.string(),
  processName: z.string(),
  documentType: z.string().nullable(),
  businessKey: z.string(),
  initiator: z.string(),
  initiatorName: z.string().nullable(),
  startTime: timestamp,
});
export type TaskRow = z.infer<typeof taskRow>;

/** 流程实例: one instance of the tenant. */
export const instanceRow = z.object({
  id: z.string(),
  title: z.string(),
  processName: z.string(),
  version: z.number(),
  documentType: z.string().nullable(),
  businessKey: z.string(),
  initiator: z.string(),
  initiatorName: z.string().nullable(),
  status: z.string(),
  outcome: z.string().nullable(),
  outcome_dictText: z.string().nullable(),
  currentNodes: z.array(z.string()),
  /** Open 异常 (incidents). */
  incidents: z.number(),
  startTime: timestamp,
  endTime: timestamp.nullable(),
});
export type InstanceRow = z.infer<typeof instanceRow>;

/** 流程实例 and 我的任务 (docs/process.md): start, lists, the instance page, the task operations. */
export const instanceRoutes = defineRoutes('process', {
  instanceStart: {
    method: 'POST',
    path: '/process/instance/start',
    summary: '为单据发起审批',
    access: INSTANCE_ACTIONS.start,
    body: z.object({
      documentType: z.string({ error: '请选择单据类型' }).refine(isDocumentType, '单据类型不正确'),
      businessKey: z.string({ error: '请输入单据编号' }).trim().min(1, '请输入单据编号').max(100),
      title: z.string({ error: '请输入标题' }).trim().min(1, '请输入标题').max(200),
      variables: z.record(z.string(), z.unknown()).default({}),
    }),
    result: z.object({ instanceId: z.string() }),
  },
  taskList: {
    method: 'GET',
    path: '/process/task/:which',
    summary: '我的任务（todo 待办 / done 已办）',
    access: 'user',
    params: z.object({ which: z.enum(['todo', 'done'], { error: '任务类别不正确' }) }),
    query: listQuery,
    result: page(taskRow),
  },
  instanceList: {
    method: 'GET',
    path: '/process/instance/list',
    summary: '流程实例列表',
    access: INSTANCE_ACTIONS.list,
    query: listQuery.extend({
      /** `1`: only instances with an open 异常. */
      incident: z.enum(['1'], { error: '异常筛选不正确' }).optional(),
    }),
    result: page(instanceRow),
  },
  instanceById: {
    method: 'GET',
    path: '/process/instance/queryById',
    summary: '流程实例详情（流程图路径、任务、时间线）',
    access: 'user',
    query: z.object({ id }),
    result: instanceDetail,
  },
  taskComplete: {
    method: 'POST',
    path: '/process/task/complete',
    summary: '办理任务（同意 / 驳回）',
    access: 'user',
    body: z.object({
      taskId,
      decision: z.enum(['approve', 'reject'], { error: '请选择审批结果' }),
      comment,
      attachments: z.array(z.string().min(1).max(500)).max(10, '附件最多10个').optional(),
    }),
    result: z.null(),
  },
  taskClaim: {
    method: 'POST',
    path: '/process/task/claim',
    summary: '签收任务',
    access: 'user',
    body: z.object({ taskId }),
    result: z.null(),
  },
  taskDelegate: {
    method: 'POST',
    path: '/process/task/delegate',
    summary: '转办任务',
    access: 'user',
    body: z.object({ taskId, to: userId, comment }),
    result: z.null(),
  },
  taskAddSigner: {
    method: 'POST',
    path: '/process/task/addSigner',
    summary: '加签',
    access: 'user',
    body: z.object({ taskId, signer: userId, comment }),
    result: z.null(),
  },
  taskReturn: {
    method: 'POST',
    path: '/process/task/return',
    summary: '驳回到已处理节点或发起人',
    access: 'user',
    body: z.object({
      taskId,
      target: z.string({ error: '请选择驳回节点' }).trim().min(1, '请选择驳回节点').max(100),
      comment,
    }),
    result: z.null(),
  },
  instanceWithdraw: {
    method: 'POST',
    path: '/process/instance/withdraw',
    summary: '发起人撤回',
    access: 'user',
    body: z.object({ id, comment }),
    result: z.null(),
  },
  instanceCancel: {
    method: 'POST',
    path: '/process/instance/cancel',
    summary: '作废流程实例',
    access: INSTANCE_ACTIONS.cancel,
    body: z.object({ id, comment }),
    result: z.null(),
  },
});
