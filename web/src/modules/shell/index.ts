export { PLATFORM_NAME } from './utils/guard';
export { ChangePasswordModal } from './components/ChangePasswordModal';
export { ExceptionResult } from './components/ExceptionResult';
export type { ExceptionKind, ExceptionResultProps } from './components/ExceptionResult';
export { ExternalLogin } from './components/ExternalLogin';
export type { ExternalLoginProps } from './components/ExternalLogin';
export { SessionDialogs } from './components/SessionDialogs';
export { SessionEffects } from './components/SessionEffects';
export { SessionGate } from './components/SessionGate';
export { LayoutChoice } from './components/LayoutChoice';
export { ThemeColorPicker } from './components/ThemeColorPicker';
export { SessionActor, sessionStore, setSessionNavigate } from './services/session';
export { sessionApi } from './services/sessionApi';
export { publishRouteLocation } from './services/routeLocations';
export type { LoginMethods } from './services/sessionApi';
export { chunkFailed, withChunkTimeout } from './utils/chunkTimeout';
export { casLoginHref } from './utils/externalLogin';
export {
  COMPLETE_SUP_INFO_PATH,
  defaultHome,
  guard,
  HOME_PATH,
  isPublicPath,
  LOGIN_PATH,
  safeRedirect,
} from './utils/guard';
export { greeting } from './utils/greeting';
export {
  DEFAULT_LAYOUT_SETTINGS,
  LAYOUT_CHOICES,
  LAYOUT_SETTINGS_KEY,
  LAYOUT_SWITCHES,
  parseLayoutSettings,
  THEME_COLORS,
} from './utils/layoutSettings';
export type { LayoutSettings } from './utils/layoutSettings';
export { PASSWORD_HINT, PASSWORD_STRENGTH_LABEL, passwordStrength } from './utils/passwordStrength';
export type { PasswordStrength } from './utils/passwordStrength';
