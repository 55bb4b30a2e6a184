import { TOKEN_INVALID } from '@srm/contracts/auth';
import { ApiError } from '../../core';

/**
 * The text to show for a failed notice call, or null when the session already reacts to it
 * (401 logs out, the reason `TokenInvalid` opens 登录已过期) or the call was cancelled.
 */
export const noticeErrorToShow = (error: unknown): string | null => {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.reason === TOKEN_INVALID.reason) return null;
    return error.message;
  }
  if (error instanceof Error) return error.name === 'AbortError' ? null : error.message;
  return null;
};
