import { z } from 'zod';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP route, declared once (CONVENTIONS 2a): the API registers its handler against it and
 * validates with it, the web's client is typed from it, the OpenAPI document is generated from it.
 * `path` is relative to the API prefix; path parameters are written `:name` (Fastify's syntax).
 * `result` is the envelope's `result`; `file: true` marks an answer that is a download, not an envelope.
 */
export type RouteContract = {
  readonly method: HttpMethod;
  readonly path: string;
  /** Chinese, shown in the OpenAPI document. */
  readonly summary: string;
  /** The module (OpenAPI tag). */
  readonly tag: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly params?: z.ZodType;
  readonly result: z.ZodType;
  readonly file?: true;
  /** Who may call it, for the document: `public` (no token), `user` (any signed-in user) or a permission code. */
  readonly access?: string;
};

type RouteInput = Omit<RouteContract, 'tag'>;

/** A module's routes, each tagged with the module. */
export const defineRoutes = <const R extends Record<string, RouteInput>>(
  tag: string,
  routes: R,
): { readonly [K in keyof R]: R[K] & { readonly tag: string } } =>
  Object.fromEntries(Object.entries(routes).map(([k, r]) => [k, { ...r, tag }])) as {
    readonly [K in keyof R]: R[K] & { readonly tag: string };
  };

/** The spec's answer envelope around a result schema. */
export const envelope = <T extends z.ZodType>(result: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number(),
    result,
    timestamp: z.number(),
    /** A refusal's machine-readable reason (e.g. `TokenInvalid`), where it has one: compare this, never the text. */
    reason: z.string().optional(),
  });

/** Spec §7 list answer: `{ records, total, current, size, pages }`. */
export const page = <T extends z.ZodType>(row: T) =>
  z.object({
    records: z.array(row),
    total: z.number(),
    current: z.number(),
    size: z.number(),
    pages: z.number(),
    /** The total is an estimate (a list over a large table matching many rows counts only so far). */
    totalEstimated: z.literal(true).optional(),
  });

/** The answer of a download route (documented as a binary body). */
export const fileResult = z.string().meta({ format: 'binary' });

/** Any JSON (answers whose shape is the caller's own data, e.g. a stored form definition). */
export const json = z.unknown();

/**
 * A list route's query: paging, sorting and the super query by name, plus one filter per list
 * field (`<field>=x`, `*x*`, `<field>_begin`...) that the API checks against the list's whitelist.
 */
export const listQuery = z.looseObject({
  pageNo: z.union([z.string(), z.number()]).optional(),
  pageSize: z.union([z.string(), z.number()]).optional(),
  column: z.string().optional(),
  order: z.string().optional(),
  superQueryParams: z.string().optional(),
  superQueryMatchType: z.string().optional(),
});

/** What a route's parts are on the wire and after parsing. */
export type QueryIn<C extends RouteContract> = C['query'] extends z.ZodType ? z.input<C['query']> : undefined;
export type BodyIn<C extends RouteContract> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
export type ParamsIn<C extends RouteContract> = C['params'] extends z.ZodType
  ? z.input<C['params']>
  : undefined;
export type QueryOf<C extends RouteContract> = C['query'] extends z.ZodType
  ? z.output<C['query']>
  : undefined;
export type BodyOf<C extends RouteContract> = C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
export type ParamsOf<C extends RouteContract> = C['params'] extends z.ZodType
  ? z.output<C['params']>
  : undefined;
/** The result as the web receives it (and the API must produce). */
export type ResultOf<C extends RouteContract> = z.output<C['result']>;

/**
 * A point in time in an answer: an ISO string on the wire. The API may hand a `Date` (JSON writes
 * it as that string), so handlers need no conversion.
 */
export const timestamp = z.codec(z.union([z.string(), z.date()]), z.string(), {
  decode: (v) => (typeof v === 'string' ? v : v.toISOString()),
  encode: (v) => v,
});
