import type { DomainErrorCode } from '@srm/events';
import { isDomainError } from '@srm/events';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { auth as authContract } from '@srm/contracts';
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
export const METHOD_NOT_ALLOWED_MESSAGE = '不支持该请求方法';
export const INVALID_JSON_MESSAGE = '请求体不是有效的JSON';
export const BODY_TOO_LARGE_MESSAGE = '请求体过大';
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = '不支持的请求内容类型';

/** Fastify's own refusals (English in the framework) in the user's language, by error code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON_MESSAGE,
  FST_ERR_CTP_EMPTY_JSON_BODY: INVALID_JSON_MESSAGE,
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE_MESSAGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_MEDIA_TYPE_MESSAGE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与Content-Length不一致',
  FST_ERR_NOT_FOUND: NOT_FOUND_MESSAGE,
};
/** Any other framework refusal, by status. */
const STATUS_MESSAGES: Record<number, string> = {
  400: '请求无效',
  404: NOT_FOUND_MESSAGE,
  405: METHOD_NOT_ALLOWED_MESSAGE,
  408: '请求超时',
  413: BODY_TOO_LARGE_MESSAGE,
  414: '请求地址过长',
  415: UNSUPPORTED_MEDIA_TYPE_MESSAGE,
  431: '请求头过大',
};
const frameworkMessage = (code: unknown, status: number): string | undefined => {
  if (typeof code !== 'string' || !code.startsWith('FST_')) return undefined;
  if (Object.hasOwn(FRAMEWORK_MESSAGES, code)) return FRAMEWORK_MESSAGES[code];
  return Object.hasOwn(STATUS_MESSAGES, status) ? STATUS_MESSAGES[status] : '请求无效';
};
export const UNAUTHORIZED_MESSAGE = '未授权，请重新登录';
/** The token no longer counts (spec §8): 500 with the spec's text and the contract's reason; the web shows 登录已过期. */
export const tokenInvalid = () =>
  new HttpError(500, authContract.TOKEN_INVALID.message, authContract.TOKEN_INVALID.reason);

/** An answer with a fixed status and the spec's text (authentication answers, mostly). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The contract's reason, where the answer has one. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

/**
 * The parse step's 400 for what no contract schema reads (a multipart upload, a spreadsheet): the
 * request cannot be read as the route's input. Rendered as a refused field is: the spec's text, and
 * the field when there is one. A refusal of what the request says is the domain's.
 */
export class UnreadableRequest extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function zodIssues(e: ZodError) {
  return e.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

/** The registered routes by method, as patterns: an unknown path (404) and a known path with another method (405). */
const routeTables = new WeakMap<FastifyInstance, Array<{ method: string; pattern: RegExp }>>();
const patternOf = (url: string) =>
  new RegExp(
    '^' +
      url
        .split(/(:\w+|\*)/)
        .map((part) =>
          part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('') +
      '$',
  );

/**
 * The envelope for a request no route takes: 405 with `Allow` when the path exists for other
 * methods, else 404 (the web app's fallback calls this for API paths).
 */
export function notFound(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const path = req.url.split('?')[0] ?? '';
  const allowed = new Set(
    (routeTables.get(app) ?? []).filter((r) => r.pattern.test(path)).map((r) => r.method),
  );
  if (allowed.size > 0 && !allowed.has(req.method)) {
    return reply
      .status(405)
      .header('allow', [...allowed].join(', '))
      .send(fail(405, METHOD_NOT_ALLOWED_MESSAGE));
  }
  return reply.status(404).send(fail(404, NOT_FOUND_MESSAGE));
}

/**
 * JSON bodies: an empty one counts as `{}` (axios and fetch send `content-type: application/json`
 * with no body for a bodiless POST); otherwise Fastify's own parser (prototype poisoning refused).
 */
function registerJsonParser(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void json(req, text, done);
  });
}

/**
 * Renders every error as the envelope; stack traces go to the log, never to the client. Also the
 * JSON parser (empty body = `{}`) and the route table behind `notFound`'s 405. Call before any route.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  const table: Array<{ method: string; pattern: RegExp }> = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (r) => {
    for (const method of Array.isArray(r.method) ? r.method : [r.method])
      table.push({ method, pattern: patternOf(r.url) });
  });
  registerJsonParser(app);
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
        .send(fail(HTTP_STATUS[error.code], error.message, error.details ?? null, error.reason));
    }
    if (error instanceof UnreadableRequest) {
      return reply.status(400).send(fail(400, error.message, error.field ? { field: error.field } : null));
    }
    if (error instanceof HttpError) {
      return reply.status(error.status).send(fail(error.status, error.message, null, error.reason));
    }
    if (error instanceof ServiceUnavailableError) {
      return reply.status(503).send(fail(503, error.message));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status >= 500) return reply.status(status).send(fail(status, '服务器内部错误'));
    // Fastify's own 4xx (malformed JSON, body too large, media type) in Chinese; a plugin's 4xx carries a safe message.
    const message = frameworkMessage('code' in error ? error.code : undefined, status) ?? error.message;
    return reply.status(status).send(fail(status, message));
  });
}
