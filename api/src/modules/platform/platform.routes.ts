import { randomUUID } from 'node:crypto';
import { selfCheck } from '@srm/events';
import { selfCheckWorkflowId, TASK_QUEUES } from '@srm/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { requirePermission, type AuthDeps } from '../auth/index';

export const MAX_RUNNING_SELF_CHECKS = 20;
const startBody = z
  .object({ delayMs: z.number().int('delayMs 必须是整数').min(0).max(60_000).default(1000) })
  .strict();
const byId = z.object({ id: z.string().uuid('自检编号不合法') });
const idempotencyKey = z.string().min(8).max(100).optional();
/** Who may start a self-check (it starts a Temporal workflow): the seed gives it to the admin role. */
export const SELF_CHECK_ACTION = 'platform:selfCheck:run';

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
    app.get('/health', async (_req, reply) => {
      const report = await services.health();
      return reply.status(report.status === 'ok' ? 200 : 503).send({
        success: report.status === 'ok',
        message: report.status === 'ok' ? '运行正常' : '部分服务不可用',
        code: report.status === 'ok' ? 200 : 503,
        result: report,
        timestamp: Date.now(),
      });
    });

    app.post('/platform/self-checks', async (req) => {
      // No anonymous writes ([SEC1] 5): a signed-in operator with the permission.
      const caller = await requirePermission({ services, tokens }, req, SELF_CHECK_ACTION);
      const { delayMs } = startBody.parse(req.body ?? {});
      const key = idempotencyKey.parse(req.headers['idempotency-key']);
      const store = services.store();
      const temporal = services.temporal();
      // A bound keeps it from being a load tool, whatever the key (a replayed key is answered before
      // this handler, by the idempotency hook).
      if ((await selfCheck.countRunningSelfChecks(store.db)) >= MAX_RUNNING_SELF_CHECKS) {
        throw new HttpError(429, '自检过于频繁，请稍后再试');
      }
      const id = randomUUID();
      const tenantId = caller.tenantId;
      const result = await selfCheck.requestSelfCheck(store, id, delayMs, services.now(), {
        metadata: { tenantId, actor: caller.userId },
        // Keys are the client's: scoped to tenant and command, one client cannot read another's result.
        ...(key ? { idempotencyKey: `${tenantId}:selfCheck.request:${key}` } : {}),
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
    });

    app.get('/platform/self-checks', async () => {
      const rows = await selfCheck.listSelfChecks(services.db(), 20);
      return ok(rows.map(view));
    });

    app.get('/platform/self-checks/:id', async (req) => {
      const { id } = byId.parse(req.params);
      return ok(view(await selfCheck.selfCheckById(services.db(), id)));
    });
  };
