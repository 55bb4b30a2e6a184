import type { HealthCheck, SelfCheckRequest, SelfCheckStarted } from '../types';
import { toHealthReport } from '../utils/health';
import { isRecord } from '../utils/isRecord';

/** The server's answer envelope, on success and on error alike. */
export type ApiEnvelope<T> = {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
};

export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '/api';
export const REQUEST_TIMEOUT_MS = 300_000;
export const ACCESS_TOKEN_STORAGE_KEY = 'pro__Access-Token';

/** A failed call. `message` is what the user should read (the server's own message when there is one). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly code: number | null;
  readonly envelope: ApiEnvelope<unknown> | null;

  constructor(message: string, status: number | null, envelope: ApiEnvelope<unknown> | null = null) {
    super(message);
    this.status = status;
    this.code = envelope?.code ?? null;
    this.envelope = envelope;
  }
}

export const isApiEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  isRecord(value) && typeof value['success'] === 'boolean';

/** Texts of the spec's error catalogue for answers that carry no envelope. */
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

/**
 * The stored token, either a plain string or the `{ value, expire }` record the old
 * front end's storage wrapper writes under `pro__Access-Token`. Expired or empty: none.
 */
export const parseStoredAccessToken = (raw: string | null, now: number): string | null => {
  if (raw === null || raw.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (typeof parsed === 'string') return parsed === '' ? null : parsed;
  if (isRecord(parsed)) {
    const { value, expire } = parsed;
    if (typeof expire === 'number' && expire <= now) return null;
    return typeof value === 'string' && value !== '' ? value : null;
  }
  return raw;
};

const readAccessToken = (): string | null => {
  try {
    return parseStoredAccessToken(globalThis.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY), Date.now());
  } catch {
    return null; // storage unavailable (privacy mode, no window)
  }
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

/**
 * Calls the API and returns its envelope whatever the HTTP status, as long as the body is an
 * envelope (the health endpoint answers 503 with a full report). No envelope: throws ApiError.
 */
export const requestEnvelope = async <T>(
  method: HttpMethod,
  path: string,
  { body, signal }: RequestOptions = {},
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

  const headers = new Headers({ Accept: 'application/json' });
  const token = readAccessToken();
  if (token !== null) headers.set('X-Access-Token', token);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  try {
    const response = await fetch(`${API_BASE_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: controller.signal,
    });
    const payload = await readJson(response);
    if (!isApiEnvelope(payload)) throw new ApiError(messageForHttpStatus(response.status), response.status);
    // The envelope's result is trusted to be T here; callers that render it normalise it first.
    return { status: response.status, envelope: payload as ApiEnvelope<T> };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError('网络超时', null);
    if (controller.signal.aborted) throw error; // cancelled by the caller: let it propagate as an abort
    throw new ApiError('网络异常，请检查网络连接', null);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
};

/** Calls the API and unwraps `result`; `success: false` becomes an ApiError with the server's message. */
export const request = async <T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> => {
  const { status, envelope } = await requestEnvelope<T>(method, path, options);
  if (!envelope.success) {
    throw new ApiError(envelope.message || messageForHttpStatus(status), status, envelope);
  }
  return envelope.result;
};

/** `GET /health`: a degraded platform (HTTP 503, `success: false`) is an answer, not an error. */
export const getHealth = async (signal?: AbortSignal): Promise<HealthCheck> => {
  const { status, envelope } = await requestEnvelope<unknown>('GET', '/health', { signal });
  if (!isRecord(envelope.result)) {
    throw new ApiError(envelope.message || messageForHttpStatus(status), status, envelope);
  }
  return { success: envelope.success, message: envelope.message, report: toHealthReport(envelope.result) };
};

/** `POST /platform/self-checks`: starts a self-check; its end arrives as a SelfCheckCompleted event. */
export const startSelfCheck = (input: SelfCheckRequest): Promise<SelfCheckStarted> =>
  request<SelfCheckStarted>('POST', '/platform/self-checks', { body: input });
