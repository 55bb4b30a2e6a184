export {
  API_BASE_URL,
  ApiError,
  configureHttp,
  errorText,
  http,
  isApiEnvelope,
  messageForHttpStatus,
  queryString,
  request,
  requestEnvelope,
  REQUEST_TIMEOUT_MS,
  sessionReaction,
  TOKEN_INVALID_MESSAGE,
} from './services/http';
export type { ApiEnvelope, HttpHooks, HttpMethod, RequestOptions } from './services/http';
