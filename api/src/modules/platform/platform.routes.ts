import { randomUUID } from 'node:crypto';
import { DomainError, selfCheck } from '@srm/events';
import { selfCheckWorkflowId, TASK_QUEUES } from '@srm/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';

export const MAX_RUNNING_SELF_CHECKS = 20;
const startBody = z
  .object({ delayMs: z.number().int('delayMs 必须是整数').min(0).max(60_000).default(1000) })
  .strict();
const byId = z.object({ id: z.string().uuid('自检编号不合法') });
const idempotencyKey = z.string().min(8).max(100).optional();
const tenantOf = (header: unknown) =>
  typeof header === 'string' && /^\w{1,32}$/.test(header) ? header : '0';

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
  ({ services }: { services: Services }): FastifyPluginAsync =>
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
      const { delayMs } = startBody.parse(req.body ?? {});
      const key = idempotencyKey.parse(req.headers['idempotency-key']);
      const store = services.store();
      const temporal = services.temporal();
      // Anyone may run one (no login yet on the status page): a bound keeps it from being a load tool.
      if (!key && (await selfCheck.countRunningSelfChecks(store.db)) >= MAX_RUNNING_SELF_CHECKS) {
        throw new HttpError(429, '自检过于频繁，请稍后再试');
      }
      const id = randomUUID();
      const tenantId = tenantOf(req.headers['tenant_id']);
      const result = await selfCheck.requestSelfCheck(store, id, delayMs, services.now(), {
        metadata: { tenantId },
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
      const row = await selfCheck.getSelfCheck(services.db(), id);
      if (!row) throw new DomainError('NotFound', '自检不存在');
      return ok(view(row));
    });
  };
