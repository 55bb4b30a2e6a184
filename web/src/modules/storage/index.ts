/**
 * The page's local storage under `pro__` (spec §3 "Stored locally"): the stored session's format and
 * an in-memory stand-in. Light on purpose: the public portal reads the token through it without the
 * session machine.
 */
export {
  createSessionStore,
  readStored,
  removeStored,
  SESSION_LIFETIME_MS,
  STORAGE_KEYS,
  STORAGE_NAMESPACE,
  storageName,
  writeStored,
} from './services/storage';
export type {
  Clock,
  SessionStore,
  StorageKey,
  StorageLike,
  StoredSession,
  StoredValue,
} from './services/storage';
export { createMemoryStorage } from './services/memoryStorage';
export type { MemoryStorage } from './services/memoryStorage';
