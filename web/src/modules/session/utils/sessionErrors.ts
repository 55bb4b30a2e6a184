import { TOKEN_INVALID } from '@srm/contracts/auth';

/** What a permission answer without a usable menu is refused with (spec §8). */
export const EMPTY_MENU_MESSAGE = 'permissions must be a non-null array';

/** How the session reacts to a failed call: expiry dialog, 401 logout, or the call's own failure. */
export type SessionErrorKind = 'tokenInvalid' | 'unauthorized' | 'other';

const field = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null && name in error
    ? (error as Record<string, unknown>)[name]
    : undefined;

/** The text to show for a failed call: its message, else `fallback`. */
export const errorMessage = (error: unknown, fallback: string): string => {
  const message = typeof error === 'string' ? error : field(error, 'message');
  return typeof message === 'string' && message !== '' ? message : fallback;
};

/**
 * Reads an error the way the API client reports it (an `ApiError`-like object with `status` and
 * `reason`): HTTP 500 with the reason `TokenInvalid` is an invalid token, HTTP 401 is unauthorized.
 */
export const classifySessionError = (error: unknown): SessionErrorKind => {
  const status = field(error, 'status');
  if (
    field(error, 'reason') === TOKEN_INVALID.reason &&
    (status === 500 || status === undefined || status === null)
  )
    return 'tokenInvalid';
  if (status === 401) return 'unauthorized';
  return 'other';
};
