/**
 * The refusals the API makes itself (issue [ARCH] 4, CONVENTIONS 6): authentication (the caller did not
 * prove who it is, or the account it proved may not log in) and authorization (what the caller may
 * touch). Every other refusal is a module's own. A machine-readable reason with its Chinese message,
 * one definition each: code compares the reason, never the text.
 */
export const AUTH_ERRORS = {
  WrongCredentials: '用户名或密码错误',
  AccountLocked: '密码错误次数过多，账号已锁定，请10分钟后再试',
  /** A login token or CAS ticket names no user (of the issuer's tenant). */
  UnknownUser: '未找到对应用户',
  SmsCodeWrong: '验证码错误',
  SmsCodeExpired: '验证码已失效',
  SsoTokenInvalid: '登录凭证无效或已过期',
  SsoIssuerUntrusted: '登录凭证的签发方不受信任',
  SsoTokenUsed: '登录凭证已使用，请重新登录',
} as const;

/** The CAS server refused the ticket (its own code, e.g. INVALID_TICKET). */
export const casTicketRefused = (code: string) => `CAS票据校验失败：${code}`;
/** 账号绑定: the user unbound the provider it logs in through. */
export const loginUnbound = (provider: string) => `该账号已解除与${provider}的绑定，请使用其他方式登录`;

/**
 * Spec §8: an answer of HTTP 500 with this message means the caller's token no longer counts (the web
 * shows 登录已过期). The envelope carries `reason: 'TokenInvalid'`: clients compare the reason.
 */
export const TOKEN_INVALID = { reason: 'TokenInvalid', message: 'Token失效，请重新登录' } as const;

export type AuthErrorReason = keyof typeof AUTH_ERRORS | 'CasTicketRefused' | 'LoginUnbound';

export const ACCESS_ERRORS = {
  PortalOfOtherTenant: '只能管理门户所属租户的门户设置',
  /** A data rule (数据权限) of the caller's that no longer fits its list: the list is refused, not shown unlimited. */
  DataRuleInvalid: '数据权限规则配置有误，请联系管理员',
} as const;
/** `NotVisible`: a row outside the caller's reach is answered as a missing one, in its module's words. */
export type AccessErrorReason = keyof typeof ACCESS_ERRORS | 'NotVisible';
