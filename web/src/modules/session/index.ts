/** The session module's public surface: the shell, the API client and pages import from here only. */
export {
  BEACON_MAX_GAP_MS,
  EXPIRED_DIALOG,
  LOGOUT_CONFIRM,
  narrowLogin,
  sessionMachine,
  toUserPermissions,
  UNAUTHORIZED_RELOAD_DELAY_MS,
} from './machines/session.machine';
export type {
  LoginInput,
  SelectDepartInput,
  SelectDepartResult,
  SessionContext,
  SessionEvent,
  SessionInput,
  TokenInput,
} from './machines/session.machine';
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
export {
  DEPART_MODAL_TITLE,
  DEPART_SELECT_PLACEHOLDER,
  departModalTitle,
  NO_DEPARTS_WARNING,
} from './utils/departs';
export {
  classifySessionError,
  EMPTY_MENU_MESSAGE,
  errorMessage,
  TOKEN_INVALID_MESSAGE,
  UNAUTHORIZED_MESSAGE,
} from './utils/sessionErrors';
export type { SessionErrorKind } from './utils/sessionErrors';
export type {
  Depart,
  DictItem,
  DictItems,
  LoginMethod,
  LoginRequest,
  LoginResult,
  LogoutReason,
  MenuItem,
  PermissionRule,
  SessionNotice,
  UserDeparts,
  UserInfo,
  UserPermissions,
} from './types';
