import type { BodyIn, HttpMethod, ParamsIn, QueryIn, ResultOf, RouteContract, Routes } from '@srm/contracts';
import {
  API_BASE_URL,
  ApiError,
  messageForHttpStatus,
  queryString,
  requestEnvelope,
  type ApiEnvelope,
} from './http';

/**
 * The web's typed client (CONVENTIONS 2a): a call names a route of `@srm/contracts` by method and
 * path, its query/body/params and its answer are typed from that contract, and a path that is not
 * in the contract does not compile. Development builds also check each answer against the
 * contract and report a mismatch in the console.
 */
type AnyRoute = Routes[keyof Routes];
export type PathOf<M extends HttpMethod> = Extract<AnyRoute, { method: M }>['path'];
export type RouteAt<M extends HttpMethod, P extends string> = Extract<AnyRoute, { method: M; path: P }>;

/** Path parameters are required exactly when the route has them. */
type ParamsOption<C extends RouteContract> = C extends { params: object }
  ? { params: ParamsIn<C> }
  : { params?: never };
export type CallOptions<C extends RouteContract> = {
  query?: QueryIn<C>;
  body?: BodyIn<C>;
  signal?: AbortSignal;
} & ParamsOption<C>;

/**
 * `/process/task/:which` with `{ which: 'todo' }` -> `/process/task/todo`. A trailing `*` takes the
 * rest of the path as given (its segments encoded by the caller; it may be empty, as Fastify's is).
 */
export const fillPath = (path: string, params: Record<string, unknown> | undefined): string => {
  const value = (name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || (v === '' && name !== '*'))
      throw new Error(`missing path parameter ${name} of ${path}`);
    return String(v);
  };
  return path
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name)))
    .replace(/\*$/, () => value('*'));
};

/** Development only: the answer is checked against its route's contract (the contracts load lazily, never in production). */
async function checkAnswer(method: HttpMethod, path: string, result: unknown): Promise<void> {
  const { routes } = await import('@srm/contracts');
  const contract = Object.values(routes).find((r) => r.method === method && r.path === path);
  const checked = contract?.result.safeParse(result);
  if (checked && !checked.success)
    console.error(
      `[contract] ${method} ${path}: the answer does not match @srm/contracts`,
      checked.error.issues,
    );
}

type UrlOptions<C extends RouteContract> = { query?: Record<string, unknown> } & ParamsOption<C>;

/**
 * The URL of a contract route, for what the browser requests itself: downloads, multipart uploads,
 * the unload beacon, links. Path and parameters are checked by the compiler as with `callRoute`.
 */
export function routeUrl<M extends HttpMethod, P extends PathOf<M>>(
  _method: M,
  path: P,
  options: UrlOptions<RouteAt<M, P>> = {} as UrlOptions<RouteAt<M, P>>,
  base: string = API_BASE_URL,
): string {
  const { query, params } = options as { query?: Record<string, unknown>; params?: Record<string, unknown> };
  return `${base}${fillPath(path, params)}${queryString(query)}`;
}

/**
 * Calls a contract route and hands back its envelope whatever the status (the logins read its
 * `code`, the health page a 503's report); no envelope at all is an ApiError.
 */
export async function callEnvelope<M extends HttpMethod, P extends PathOf<M>>(
  method: M,
  path: P,
  options: CallOptions<RouteAt<M, P>> = {} as CallOptions<RouteAt<M, P>>,
): Promise<{ status: number; envelope: ApiEnvelope<ResultOf<RouteAt<M, P>>> }> {
  const { query, body, signal, params } = options as {
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    params?: Record<string, unknown>;
  };
  const answer = await requestEnvelope<ResultOf<RouteAt<M, P>>>(method, fillPath(path, params), {
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : method === 'POST' || method === 'PUT' ? { body: {} } : {}),
    ...(signal ? { signal } : {}),
  });
  if (import.meta.env?.DEV && answer.envelope.success) void checkAnswer(method, path, answer.envelope.result);
  return answer;
}

/** Calls a contract route; the envelope's `result` and `message`, or an ApiError with the server's words. */
export async function callRoute<M extends HttpMethod, P extends PathOf<M>>(
  method: M,
  path: P,
  options: CallOptions<RouteAt<M, P>> = {} as CallOptions<RouteAt<M, P>>,
): Promise<{ result: ResultOf<RouteAt<M, P>>; message: string }> {
  const { status, envelope } = await (callEnvelope as unknown as UntypedEnvelope)(method, path, options);
  if (!envelope.success)
    throw new ApiError(envelope.message || messageForHttpStatus(status), status, envelope);
  return { result: envelope.result as ResultOf<RouteAt<M, P>>, message: envelope.message };
}

/** callEnvelope over any path (see untypedCall). */
type UntypedEnvelope = (
  method: HttpMethod,
  path: string,
  options: unknown,
) => Promise<{ status: number; envelope: ApiEnvelope<unknown> }>;

/**
 * callRoute without its generic signature: the helpers below are typed by their own parameters, and
 * instantiating callRoute's over a generic path made the compiler expand every route (TS2590).
 */
const untypedCall = callRoute as unknown as (
  method: HttpMethod,
  path: string,
  options: unknown,
) => Promise<{ result: unknown; message: string }>;

/**
 * A helper's further options: the signal, and the path parameters of a route that has them (not
 * `Omit<CallOptions>`: over a generic path that distributes into a union too complex for the compiler).
 */
type HelperOptions<C extends RouteContract> = { signal?: AbortSignal; params?: ParamsIn<C> };

/** The common shapes: `result` of a GET/DELETE by query, of a POST/PUT by body. */
export const api = {
  get: async <P extends PathOf<'GET'>>(
    path: P,
    query?: QueryIn<RouteAt<'GET', P>>,
    options: HelperOptions<RouteAt<'GET', P>> = {},
  ) =>
    (await untypedCall('GET', path, { ...(options as object), ...(query ? { query } : {}) }))
      .result as ResultOf<RouteAt<'GET', P>>,
  post: async <P extends PathOf<'POST'>>(
    path: P,
    body?: BodyIn<RouteAt<'POST', P>>,
    options: HelperOptions<RouteAt<'POST', P>> = {},
  ) =>
    (await untypedCall('POST', path, { ...(options as object), body })).result as ResultOf<
      RouteAt<'POST', P>
    >,
  put: async <P extends PathOf<'PUT'>>(
    path: P,
    body?: BodyIn<RouteAt<'PUT', P>>,
    options: HelperOptions<RouteAt<'PUT', P>> = {},
  ) =>
    (await untypedCall('PUT', path, { ...(options as object), body })).result as ResultOf<RouteAt<'PUT', P>>,
  delete: async <P extends PathOf<'DELETE'>>(
    path: P,
    query?: QueryIn<RouteAt<'DELETE', P>>,
    options: HelperOptions<RouteAt<'DELETE', P>> = {},
  ) =>
    (await untypedCall('DELETE', path, { ...(options as object), ...(query ? { query } : {}) }))
      .result as ResultOf<RouteAt<'DELETE', P>>,
  /** A command whose success message is shown (保存成功, 部署成功，版本 V2). */
  message: async <M extends Exclude<HttpMethod, 'GET'>, P extends PathOf<M>>(
    method: M,
    path: P,
    options?: CallOptions<RouteAt<M, P>>,
  ): Promise<string> => (await untypedCall(method, path, options)).message,
};
