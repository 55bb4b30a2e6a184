import { useSyncExternalStore } from 'react';
import { portalSignedIn } from '../utils/token';

/** Another tab signing in or out changes the stored token. */
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * Whether a back-office session is stored, read outside render's server pass: the server (and the
 * hydration that follows it) renders the signed-out view, then React re-renders with the browser's
 * answer; no mismatch, no localStorage on the server.
 */
export const useSignedIn = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => portalSignedIn(),
    () => false,
  );
