import type { HealthCheck, SelfCheckRequest, SelfCheckStarted } from '../types';
import { toHealthReport } from '../utils/health';
import { isRecord } from '../utils/isRecord';
import { ApiError, messageForHttpStatus, request, requestEnvelope } from '../../core';

export { ApiError, REQUEST_TIMEOUT_MS } from '../../core';
export type { ApiEnvelope } from '../../core';

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
