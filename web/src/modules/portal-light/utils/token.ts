// The storage helpers alone, not the session module's index: that would bring the session machine
// into the portal's entry, which must stay light (issue [P4], < 150 kB).
import { readStored, STORAGE_KEYS, type StorageLike } from '../../storage';

/** The page's localStorage, or none where reading it throws (privacy settings). */
const pageStorage = (): StorageLike | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * Whether the visitor is signed in: a token stored by the back office (`pro__Access-Token`, plain or
 * `{ value, expire }`, expired ones ignored). The portal only chooses 进入工作台 over 登录 with it.
 */
export const portalSignedIn = (storage: StorageLike | null = pageStorage(), now = Date.now()): boolean => {
  if (!storage) return false;
  const token = readStored(storage, STORAGE_KEYS.accessToken, now);
  return (typeof token === 'string' && token !== '') || typeof token === 'number';
};
