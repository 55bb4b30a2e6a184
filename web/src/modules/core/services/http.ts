import { TOKEN_INVALID } from '@srm/contracts/auth';
import {
  ENCRYPT_BODY_FIELD,
  encryptBodyText,
  cstDate,
  NO_TOKEN_HEADER,
  noTokenHeaderValue,
  subtleCrypto,
} from '../utils/encryptBody';

/**
 * The transport under the typed client (api.ts) (spec §7 "Calls", §8 "Error catalogue"): the envelope,
 * `X-Access-Token` when a token is stored, `tenant_id` (0 if none), 300000 ms timeout, and the
 * catalogue's answers: 401 and the `Token失效，请重新登录` 500 are reported to the session (which
 * shows 登录已过期 or logs out), every other failure becomes an ApiError carrying the text to show.
 * With a build key (ENCRYPT_BODY_KEY at build time) POST/PUT bodies go as `{ encryptBody }` and calls
 * without a token carry `No-Token-Request-Encryption` (docs/auth.md).
 */
export type ApiEnvelope<T> = {
  success: boolean;
  message: string;
  code: number | string;
  result: T;
  timestamp: number;
  /** A refusal's reason from the contract (e.g. `TokenInvalid`): compared, never the message. */
  reason?: string;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RequestOptions = { body?: unknown; signal?: AbortSignal; query?: Record<string, unknown> };

export const API_BASE_URL: string = import.meta.env?.VITE_API_BASE_URL ?? '/api';
export const REQUEST_TIMEOUT_MS = 300_000;
const TOKEN_INVALID_REASON: string = TOKEN_INVALID.reason;
/** The envelope key the build was given (vite `define`); '' when none: plain JSON, no header. */
export const BUILD_ENCRYPT_BODY_KEY: string =
  typeof __ENCRYPT_BODY_KEY__ === 'string' ? __ENCRYPT_BODY_KEY__ : '';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly code: number | string | null;
  readonly envelope: ApiEnvelope<unknown> | null;
  /** The refusal's reason from the contract, when the answer names one. */
  readonly reason: string | null;

  constructor(message: string, status: number | null, envelope: ApiEnvelope<unknown> | null = null) {
    super(message);
    this.status = status;
    this.code = envelope?.code ?? null;
    this.envelope = envelope;
    this.reason = envelope?.reason ?? null;
  }
}

/** The text to show for a failed call: the server's message, else the caller's fallback. */
export const errorText = (e: unknown, fallback: string): string =>
  e instanceof ApiError && e.message ? e.message : fallback;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
export const isApiEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  isRecord(value) && typeof value['success'] === 'boolean';

/** Spec §8: texts for answers that carry no message of their own. */
export const messageForHttpStatus = (status: number): string => {
  switch (status) {
    case 401:
      return '未授权，请重新登录';
    case 403:
      return '拒绝访问';
    case 404:
      return '很抱歉，资源未找到!';
    case 504:
      return '网络超时';
    default:
      return `请求失败（HTTP ${status}）`;
  }
};

export type HttpHooks = {
  token: () => string | null;
  tenantId: () => string | null;
  /** 401: the session logs out and reloads after 1.5 s. */
  onUnauthorized: () => void;
  /** 500 `Token失效，请重新登录` while a token is stored: the session's 登录已过期 dialog. */
  onTokenInvalid: () => void;
  /** Key of the request envelope; '' sends plain JSON. */
  encryptBodyKey: string;
};

let hooks: HttpHooks = {
  token: () => null,
  tenantId: () => null,
  onUnauthorized: () => undefined,
  onTokenInvalid: () => undefined,
  encryptBodyKey: BUILD_ENCRYPT_BODY_KEY,
};

/** The session wires its storage and reactions in once at start. */
export const configureHttp = (h: Partial<HttpHooks>): void => {
  hooks = { ...hooks, ...h };
};

export const queryString = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** What the catalogue asks of the session for this answer (pure, tested). */
export const sessionReaction = (
  status: number,
  reason: string | undefined,
  hasToken: boolean,
): 'unauthorized' | 'tokenInvalid' | null => {
  if (status === 401) return 'unauthorized';
  if (status === 500 && reason === TOKEN_INVALID_REASON && hasToken) return 'tokenInvalid';
  return null;
};

/**
 * Tells the session what an answer means for it (one path for JSON, multipart and blob calls):
 * 401 logs out, the `Token失效` 500 shows 登录已过期.
 */
export const reportSessionAnswer = (status: number, reason: string | undefined, hadToken: boolean): void => {
  const reaction = sessionReaction(status, reason, hadToken);
  if (reaction === 'unauthorized') hooks.onUnauthorized();
  if (reaction === 'tokenInvalid') hooks.onTokenInvalid();
};

let noTokenHeader: { key: string; date: string; value: Promise<string> } | null = null;

/**
 * The headers every call carries: the token if one is stored, `tenant_id`, and, without a token and
 * with a key, `No-Token-Request-Encryption` (left out where WebCrypto is missing: it is never required).
 */
export async function apiHeaders(): Promise<{ headers: Headers; token: string | null }> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = hooks.token();
  if (token) headers.set('X-Access-Token', token);
  headers.set('tenant_id', hooks.tenantId() || '0');
  const subtle = subtleCrypto();
  if (!token && hooks.encryptBodyKey && subtle) {
    const now = new Date();
    const key = hooks.encryptBodyKey;
    if (noTokenHeader?.date !== cstDate(now) || noTokenHeader.key !== key) {
      noTokenHeader = { key, date: cstDate(now), value: noTokenHeaderValue(subtle, key, now) };
    }
    headers.set(NO_TOKEN_HEADER, await noTokenHeader.value);
  }
  return { headers, token };
}

/** How long an identical command (method, path, query, body) reuses its Idempotency-Key after a lost answer. */
export const IDEMPOTENCY_REUSE_MS = 10_000;
const COMMANDS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'DELETE']);
const commandKeys = new Map<string, { key: string; until: number }>();

const randomKey = (): string => {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * The `Idempotency-Key` of a command ([SEC1] 13): the same key for the same command while it is in
 * flight and for IDEMPOTENCY_REUSE_MS after a lost answer (none, or a 5xx), so a doubled click or a
 * retry of a command whose outcome is unknown is one effect on the server (which replays the first
 * answer). An answer the user saw (2xx, 4xx) frees the key: the next click is a new command that
 * the server decides anew (a second 报名 is told 您已报名该项目, not shown the first success again).
 */
export const idempotencyKeyFor = (signature: string, now: number = Date.now()): string => {
  for (const [k, v] of commandKeys) if (v.until < now) commandKeys.delete(k);
  const known = commandKeys.get(signature);
  if (known) {
    known.until = Number.POSITIVE_INFINITY;
    return known.key;
  }
  const key = randomKey();
  commandKeys.set(signature, { key, until: Number.POSITIVE_INFINITY });
  return key;
};

/** The command's answer arrived (`status`) or was lost (null): free the key, or keep it a little. */
export const settleIdempotencyKey = (signature: string, status: number | null, now: number = Date.now()) => {
  const known = commandKeys.get(signature);
  if (!known) return;
  if (status !== null && status < 500) commandKeys.delete(signature);
  else known.until = now + IDEMPOTENCY_REUSE_MS;
};

/** A JSON body as sent: sealed in `{ encryptBody }` for POST/PUT when there is a key and WebCrypto. */
export async function encodeBody(method: HttpMethod, body: unknown): Promise<string> {
  const json = JSON.stringify(body);
  const subtle = subtleCrypto();
  if (!hooks.encryptBodyKey || !subtle || (method !== 'POST' && method !== 'PUT')) return json;
  return JSON.stringify({ [ENCRYPT_BODY_FIELD]: await encryptBodyText(subtle, hooks.encryptBodyKey, json) });
}

/** Calls the API and returns the envelope whatever the status, as long as there is one. */
export const requestEnvelope = async <T>(
  method: HttpMethod,
  path: string,
  { body, signal, query }: RequestOptions = {},
): Promise<{ status: number; envelope: ApiEnvelope<T> }> => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abortFromCaller = (): void => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  let command: string | null = null;
  let answered: number | null = null;
  try {
    const { headers, token } = await apiHeaders();
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (token && COMMANDS.has(method)) {
      command = `${token}\n${method} ${path}${queryString(query)}\n${JSON.stringify(body ?? null)}`;
      headers.set('Idempotency-Key', idempotencyKeyFor(command));
    }
    const response = await fetch(`${API_BASE_URL}${path}${queryString(query)}`, {
      method,
      headers,
      body: body === undefined ? null : await encodeBody(method, body),
      signal: controller.signal,
    });
    answered = response.status;
    const payload = await readJson(response);
    reportSessionAnswer(response.status, isApiEnvelope(payload) ? payload.reason : undefined, token !== null);
    if (!isApiEnvelope(payload)) throw new ApiError(messageForHttpStatus(response.status), response.status);
    return { status: response.status, envelope: payload as ApiEnvelope<T> };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError('网络超时', null);
    if (controller.signal.aborted) throw error;
    throw new ApiError('网络异常，请检查网络连接', null);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
    if (command) settleIdempotencyKey(command, answered);
  }
};
