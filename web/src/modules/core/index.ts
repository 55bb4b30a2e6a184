export {
  API_BASE_URL,
  ApiError,
  apiHeaders,
  BUILD_ENCRYPT_BODY_KEY,
  encodeBody,
  reportSessionAnswer,
  configureHttp,
  errorText,
  isApiEnvelope,
  messageForHttpStatus,
  queryString,
  REQUEST_TIMEOUT_MS,
  sessionReaction,
} from './services/http';
export type { ApiEnvelope, HttpHooks, HttpMethod, RequestOptions } from './services/http';
export { api, callEnvelope, callRoute, fillPath, routeUrl } from './services/api';
export type { CallOptions, PathOf, RouteAt } from './services/api';
export { chunkFailed, withChunkTimeout } from './utils/chunkTimeout';
