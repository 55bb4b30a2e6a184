export {
  API_BASE_URL,
  ApiError,
  apiHeaders,
  BUILD_ENCRYPT_BODY_KEY,
  encodeBody,
  reportSessionAnswer,
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
export { api, callEnvelope, callRoute, fillPath } from './services/api';
export type { CallOptions, PathOf, RouteAt } from './services/api';
