import { z } from 'zod';
import { defineRoutes, timestamp } from '../core/index';
import { INSTANCE_ACTIONS } from './instance.routes';

const id = z.string({ error: '请选择一条记录' }).trim().min(1, '请选择一条记录').max(64);

/** 异常 of an instance: a service failing, nobody to act, a child that cannot start. */
export const incidentRow = z.object({
  id: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  message: z.string(),
  raisedAt: timestamp,
  resolvedAt: timestamp.nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type IncidentRow = z.infer<typeof incidentRow>;

/** 异常 on the instance page, and 重试 (an administrator's act, like 作废). */
export const incidentRoutes = defineRoutes('process', {
  instanceIncidents: {
    method: 'GET',
    path: '/process/instance/incidents',
    summary: '流程实例的异常',
    access: 'user',
    query: z.object({ id }),
    result: z.array(incidentRow),
  },
  instanceRetryIncident: {
    method: 'POST',
    path: '/process/instance/retryIncident',
    summary: '重试流程异常',
    access: INSTANCE_ACTIONS.cancel,
    body: z.object({
      id,
      incidentId: z.string({ error: '请选择异常' }).trim().min(1, '请选择异常').max(200),
    }),
    result: z.null(),
  },
});
