import type { DomainErrorCode } from '@srm/events';
import { isDomainError } from '@srm/events';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { fail } from './envelope';

/** The one table from domain error codes to HTTP statuses (CONVENTIONS 6). */
export const HTTP_STATUS: Record<DomainErrorCode, number> = {
  ValidationFailed: 400,
  Forbidden: 403,
  NotFound: 404,
  IllegalState: 409,
  VersionConflict: 409,
};

/** A part the request needs (database, Temporal) is not reachable yet; the client may retry. */
export class ServiceUnavailableError extends Error {
  constructor(readonly part: string) {
    super(`服务暂不可用（${part}），请稍后重试`);
  }
}

export const NOT_FOUND_MESSAGE = '很抱歉，资源未找到!';
export const UNAUTHORIZED_MESSAGE = '未授权，请重新登录';
/** Spec §8: the web client turns this exact 500 answer into its 登录已过期 dialog. */
export const TOKEN_INVALID_MESSAGE = 'Token失效，请重新登录';

/** An answer with a fixed status and the spec's text (authentication answers, mostly). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function zodIssues(e: ZodError) {
  return e.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

/** Renders every error as the envelope; stack traces go to the log, never to the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ZodError) {
      const issues = zodIssues(error);
      const first = issues[0];
      return reply
        .status(400)
        .send(fail(400, first ? `${first.field}: ${first.message}` : '参数错误', { errors: issues }));
    }
    if (isDomainError(error)) {
      return reply
        .status(HTTP_STATUS[error.code])
        .send(fail(HTTP_STATUS[error.code], error.message, error.details ?? null));
    }
    if (error instanceof HttpError) {
      return reply.status(error.status).send(fail(error.status, error.message));
    }
    if (error instanceof ServiceUnavailableError) {
      return reply.status(503).send(fail(503, error.message));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Fastify's own 4xx (malformed JSON, body too large) carry a safe message.
    return reply.status(status).send(fail(status, status >= 500 ? '服务器内部错误' : error.message));
  });
}
