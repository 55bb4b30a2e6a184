import { z } from 'zod';
import { defineRoutes } from '../core/index';

/** Who may start a self-check (it starts a Temporal workflow): the seed gives it to the admin role. */
export const SELF_CHECK_ACTION = 'platform:selfCheck:run';

/** Refusals a caller tells apart by `reason` (never by the text). */
export const SELF_CHECK_ERRORS = {
  /** [SEC1] 5: the bound of running self-checks is reached (whoever asks, whatever the key). */
  SelfChecksBusy: '自检过于频繁，请稍后再试',
} as const;
export type SelfCheckErrorReason = keyof typeof SELF_CHECK_ERRORS;

/** `GET /health`: each part of the platform. Answered with HTTP 503 and `success: false` when one is down. */
export const healthReport = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['postgres', 'pglite']) }),
  temporal: z.object({ ok: z.boolean(), address: z.string() }),
  realtime: z.object({ ok: z.boolean(), connections: z.number() }),
  version: z.string(),
});
export type HealthReport = z.infer<typeof healthReport>;

/** A self-check: requested, then completed by its workflow (SelfCheckCompleted). */
export const selfCheckRow = z.object({
  id: z.string(),
  /** running, completed. */
  status: z.string(),
  delayMs: z.number(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  elapsedMs: z.number().nullable(),
});
export type SelfCheckRow = z.infer<typeof selfCheckRow>;

const startBody = z
  .object({ delayMs: z.number().int('delayMs 必须是整数').min(0).max(60_000).default(1000) })
  .strict();

/** The platform's own routes: health and the self-check (an operator's proof that the parts work together). */
export const platformRoutes = defineRoutes('platform', {
  platformHealth: {
    method: 'GET',
    path: '/health',
    summary: '平台健康状况（数据库、流程引擎、实时推送；部分不可用时 HTTP 503）',
    access: 'public',
    result: healthReport,
  },
  platformSelfCheckStart: {
    method: 'POST',
    path: '/platform/self-checks',
    summary: '发起自检（启动流程，完成事件经实时推送到达）',
    access: SELF_CHECK_ACTION,
    // A bodiless (or null) POST starts the default check.
    body: startBody.nullish().transform((v) => v ?? startBody.parse({})),
    result: selfCheckRow,
  },
  platformSelfCheckList: {
    method: 'GET',
    path: '/platform/self-checks',
    summary: '最近的自检',
    access: 'public',
    result: z.array(selfCheckRow),
  },
  platformSelfCheckById: {
    method: 'GET',
    path: '/platform/self-checks/:id',
    summary: '自检详情',
    access: 'public',
    params: z.object({ id: z.string().uuid('自检编号不合法') }),
    result: selfCheckRow,
  },
});
