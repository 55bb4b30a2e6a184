/**
 * The session (spec §3, §7 "Session"): the machine, the page's running session (`SessionActor`, the
 * stored `sessionStore`), its calls and the route guard. Modules that read the user or the
 * permissions import it from here; the shell shows it. Its storage format is the `storage` module.
 */
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
export { useAdmissionReload } from './hooks/useAdmissionReload';
export { SessionActor, sessionStore, setSessionNavigate, wireHttp } from './services/appSession';
export { sessionApi } from './services/sessionApi';
export type { LoginMethods } from './services/sessionApi';
export {
  DEPART_MODAL_TITLE,
  DEPART_SELECT_PLACEHOLDER,
  departModalTitle,
  NO_DEPARTS_WARNING,
} from './utils/departs';
export { classifySessionError, EMPTY_MENU_MESSAGE, errorMessage } from './utils/sessionErrors';
export type { SessionErrorKind } from './utils/sessionErrors';
export {
  COMPLETE_SUP_INFO_PATH,
  defaultHome,
  guard,
  HOME_PATH,
  isPublicPath,
  LOGIN_PATH,
  safeRedirect,
} from './utils/guard';
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
