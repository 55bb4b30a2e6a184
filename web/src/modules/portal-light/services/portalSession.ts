import { configureHttp } from '../../core';
// The storage helpers alone, not the session module's index (which carries the session machine).
import { createSessionStore, type StorageLike } from '../../storage';

const pageStorage = (): StorageLike | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The back office's stored session as the portal sees it (the same `pro__` keys): the portal has no
 * session machine, so it reads and writes them with the storage helpers only.
 */
export const portalSessionStore = () => {
  const storage = pageStorage();
  return storage ? createSessionStore(storage, () => Date.now()) : null;
};

let wired = false;

/**
 * Lets the portal's signed-in calls (报名) carry the stored token and tenant. 401 and `Token失效` are
 * not the portal's to act on (no session to log out here): the caller shows the message.
 */
export const wirePortalHttp = () => {
  if (wired) return;
  wired = true;
  configureHttp({
    token: () => portalSessionStore()?.readToken() ?? null,
    tenantId: () => portalSessionStore()?.load().tenantId ?? null,
  });
};
