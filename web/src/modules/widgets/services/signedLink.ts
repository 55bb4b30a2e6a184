import { api, API_BASE_URL } from '../../core';
import { needsSigning } from '../utils/upload';

/** How long a signed link is used before a fresh one is asked for (the server's last 5 minutes). */
export const SIGNED_LINK_REFRESH_MS = 4 * 60_000;

/**
 * A signed link to an API file route ([SEC1] 4): `GET /sys/common/signedLink?url=` answers the route
 * with `expires`, `user` and `signature`, valid for minutes; no session token ever goes into a URL.
 * External and data URLs are returned as they are.
 */
export async function signedLink(url: string): Promise<string> {
  if (!needsSigning(url)) return url;
  const route = url.slice(API_BASE_URL.length);
  const { url: signed } = await api.get('/sys/common/signedLink', { url: route });
  // The server answers below its own prefix; the client may be served under another base.
  return signed.startsWith(API_BASE_URL + '/')
    ? signed
    : `${API_BASE_URL}${signed.replace(/^\/api(?=\/)/, '')}`;
}

/** Opens a file route in a new tab (or downloads it) through a fresh signed link. */
export async function openSignedLink(url: string): Promise<void> {
  const signed = await signedLink(url);
  window.open(signed, '_blank', 'noopener');
}
