import type { HealthCheck } from '../types';
import { isRecord } from '../utils/isRecord';
import { api, ApiError, callEnvelope, messageForHttpStatus } from '../../core';

export { ApiError, REQUEST_TIMEOUT_MS } from '../../core';
export type { ApiEnvelope } from '../../core';

/** `GET /health`: a degraded platform (HTTP 503, `success: false`) is an answer, not an error. */
export const getHealth = async (signal?: AbortSignal): Promise<HealthCheck> => {
  const { status, envelope } = await callEnvelope('GET', '/health', signal ? { signal } : {});
  if (!isRecord(envelope.result)) {
    throw new ApiError(envelope.message || messageForHttpStatus(status), status, envelope);
  }
  return { success: envelope.success, message: envelope.message, report: envelope.result };
};

/** `POST /platform/self-checks`: starts a self-check; its end arrives as a SelfCheckCompleted event. */
export const startSelfCheck = (delayMs: number) => api.post('/platform/self-checks', { delayMs });
