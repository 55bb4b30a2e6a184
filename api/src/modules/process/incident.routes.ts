import { process as contract } from '@srm/contracts';
import { process as proc } from '@srm/events';
import { approvalMessages, approvalRefusal, approvalWorkflowId } from '@srm/workflow';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { notVisible, requireCaller, requirePermission, type AuthDeps } from '../auth/index';
import { visibleInstance } from './instance-access';
import { INSTANCE_ACTIONS } from './instance.routes';

export const RETRIED = '已重试';
const routes = contract.incidentRoutes;

/**
 * 异常 of a process instance: the list on the instance page (who may see the instance sees them) and 重试,
 * which asks the workflow to run the failed work again (a service, finding the handlers, starting a child).
 * 重试 is an administrator's act like 作废 (the same button permission); refusals are the workflow's words.
 */
export const incidentRoutes =
  (deps: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    const { services } = deps;
    const db = () => services.db();

    contractRoute(app, routes.instanceIncidents, {
      auth: (req: FastifyRequest) => requireCaller(deps, req),
      handler: async ({ caller, query: q }) => {
        const instance = await visibleInstance(db(), caller.tenantId, caller.userId, q.id);
        if (!instance) throw notVisible(proc.INSTANCE_NOT_FOUND);
        const rows = await proc.listInstanceIncidents(db(), caller.tenantId, instance.id);
        return ok(
          rows.map((r) => ({
            id: r.id,
            nodeId: r.node_id,
            nodeName: r.node_name,
            message: r.message,
            raisedAt: r.raised_at,
            resolvedAt: r.resolved_at,
            resolvedBy: r.resolved_by,
            resolution: r.resolution,
          })),
        );
      },
    });

    contractRoute(app, routes.instanceRetryIncident, {
      auth: (req: FastifyRequest) => requirePermission(deps, req, INSTANCE_ACTIONS.cancel),
      handler: async ({ caller, body }) => {
        const instance = await proc.getProcessInstance(db(), caller.tenantId, body.id);
        proc.refuseIfEnded(instance);
        try {
          await services
            .temporal()
            .workflow.getHandle(approvalWorkflowId(instance.id))
            .executeUpdate(approvalMessages.retryIncidentUpdate, {
              args: [{ incidentId: body.incidentId, by: caller.userId }],
            });
        } catch (e) {
          approvalRefusal(e);
        }
        return ok(null, RETRIED);
      },
    });
  };
