import { randomUUID } from 'node:crypto';
import { platform as contract } from '@srm/contracts';
import { isDomainError, selfCheck } from '@srm/events';
import { selfCheckWorkflowId, TASK_QUEUES } from '@srm/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { requirePermission, type AuthDeps } from '../auth/index';

const idempotencyKey = z.string().min(8).max(100).optional();
const routes = contract.platformRoutes;

const view = (r: selfCheck.SelfCheckRow) => ({
  id: r.id,
  status: r.status,
  delayMs: r.delay_ms,
  requestedAt: r.requested_at.toISOString(),
  completedAt: r.completed_at?.toISOString() ?? null,
  elapsedMs: r.elapsed_ms,
});

/**
 * Health and the self-check: an operator's proof that database, event log, Temporal and the
 * realtime push all work together (POST starts one; its two events arrive over Socket.IO).
 */
export const platformRoutes =
  ({ services, tokens }: AuthDeps): FastifyPluginAsync =>
  async (app) => {
    contractRoute(app, routes.platformHealth, {
      handler: async ({ reply }) => {
        const report = await services.health();
        return reply.status(report.status === 'ok' ? 200 : 503).send({
          success: report.status === 'ok',
          message: report.status === 'ok' ? '运行正常' : '部分服务不可用',
          code: report.status === 'ok' ? 200 : 503,
          result: report,
          timestamp: Date.now(),
        });
      },
    });

    contractRoute(app, routes.platformSelfCheckStart, {
      // No anonymous writes ([SEC1] 5): a signed-in operator with the permission.
      auth: (req) => requirePermission({ services, tokens }, req, contract.SELF_CHECK_ACTION),
      handler: async ({ caller, body: { delayMs }, req }) => {
        const key = idempotencyKey.parse(req.headers['idempotency-key']);
        const store = services.store();
        const temporal = services.temporal();
        const id = randomUUID();
        const tenantId = caller.tenantId;
        // The domain bounds the running checks, whatever the key (a replayed key is answered before
        // this handler, by the idempotency hook); too many at once is a 429, as a rate limit is.
        const result = await selfCheck
          .requestSelfCheck(store, id, delayMs, services.now(), {
            metadata: { tenantId, actor: caller.userId },
            // Keys are the client's: scoped to tenant and command, one client cannot read another's result.
            ...(key ? { idempotencyKey: `${tenantId}:selfCheck.request:${key}` } : {}),
          })
          .catch((e: unknown) => {
            if (isDomainError(e) && e.reason === 'SelfChecksBusy') throw new HttpError(429, e.message);
            throw e;
          });
        // A retried request (same key) gets the first check back; its workflow id makes the start idempotent.
        const checkId = result.appended ? id : String((result.events[0]?.data as { id: string }).id);
        await temporal.workflow
          .start('selfCheck', {
            taskQueue: TASK_QUEUES.platform,
            workflowId: selfCheckWorkflowId(checkId),
            args: [{ id: checkId, delayMs }],
          })
          .catch((e: unknown) => {
            if (!(e instanceof WorkflowExecutionAlreadyStartedError)) throw e;
          });
        const row = await selfCheck.getSelfCheck(store.db, checkId);
        return ok(view(row!), '自检已开始');
      },
    });

    contractRoute(app, routes.platformSelfCheckList, {
      handler: async () => ok((await selfCheck.listSelfChecks(services.db(), 20)).map(view)),
    });

    contractRoute(app, routes.platformSelfCheckById, {
      handler: async ({ params: { id } }) => {
        return ok(view(await selfCheck.selfCheckById(services.db(), id)));
      },
    });
  };
