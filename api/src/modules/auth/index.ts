/** The auth module's surface (other modules import only this file). */
export { notifyAccountChange } from './account-change';
export { authRoutes } from './auth.routes';
export { tokenOf } from './authenticate';
export { casRoutes } from './cas.routes';
export { CAS_LOGIN, loginUnbound } from './login-bindings';
export { loginMethodsRoutes } from './login-methods.routes';
export { REFUSED_LOGIN_FLOOR_MS, userInfo, type LoginDeps, type LoginMethod } from './login-result';
export { withDataRules, type DataRule, type DataRuleContext } from './data-rules';
export {
  callerAtStream,
  dataRuleContext,
  FORBIDDEN_MESSAGE,
  requireCaller,
  requireListPermission,
  requirePermission,
  userActions,
  userPermissionIds,
  type AuthDeps,
  type Caller,
} from './permissions';
export { phoneLoginRoutes, SMS_CODE_EXPIRED, SMS_CODE_WRONG } from './phone-login.routes';
export {
  sendSmsCode,
  SILENT,
  SMS_SEND_FAILED,
  SMS_SENT,
  SMS_TOO_MANY_FROM_ADDRESS,
  SMS_TOO_MANY_TODAY,
  type SmsRefusal,
} from './send-sms-code';
export { sessionDisconnects } from './session.realtime';
export { sessionRoutes } from './session.routes';
export { accessRefused, notVisible, smsCodeRefused } from './refusals';
export { redeemSmsCode, smsCodeHash } from './sms-codes';
export {
  CapturingSmsSender,
  consoleSmsSender,
  disabledSmsSender,
  SMS_OFF,
  type SmsPurpose,
  type SmsSender,
} from './sms-sender';
export { tokenSocketAuthenticator } from './socket-auth';
export { ssoRoutes, type SsoIssuer } from './sso.routes';
export { TokenService, type TokenClaims } from './tokens';
