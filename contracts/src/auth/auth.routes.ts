import { z } from 'zod';
import { defineRoutes, timestamp } from '../core/index';

/** `userInfo` of every login answer and of `POST /sys/selectDepart` (spec §3 "Login result"). isShow 2: a supplier confined to /completeSupInfo. */
export const userInfo = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  isShow: z.number(),
  orgCode: z.string().nullable(),
  tenantId: z.string(),
  supplierId: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** One dictionary option of `sysAllDictItems`. */
export const dictItem = z.object({
  value: z.string(),
  text: z.string(),
  title: z.string().optional(),
  label: z.string().optional(),
  color: z.string().nullable().optional(),
});
export type DictItem = z.infer<typeof dictItem>;
export type DictItems = Readonly<Record<string, readonly DictItem[]>>;

/** What every login call answers (`{ token, userInfo, sysAllDictItems }`, code 200, 登录成功). */
export const loginResult = z.object({
  token: z.string(),
  userInfo,
  /** Every dictionary's items by dictionary code, as the client caches them at login. */
  sysAllDictItems: z.record(z.string(), z.array(dictItem)),
});
export type LoginResult = z.infer<typeof loginResult>;

/** `GET /user/info`: the login's userInfo plus the contact details the account centre shows. */
export const currentUser = userInfo.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  sex: z.number().nullable(),
  createTime: timestamp,
});
export type CurrentUser = z.infer<typeof currentUser>;

const loginBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(100),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(200),
  captcha: z.string().max(20).optional(),
  checkKey: z.string().max(100).optional(),
  remember_me: z.boolean().optional(),
});

/** A phone number as the login and registration forms send it. */
export const loginMobile = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^\+?\d{5,20}$/, '手机号格式不正确');

/** A one-time login token of a trusted issuer (`/sys/ssoLogin` takes it from the body or the query). */
export const ssoToken = z.string({ error: '缺少登录凭证' }).trim().min(1, '缺少登录凭证').max(4000);

/** What the login page may offer besides password and phone. */
export const loginMethods = z.object({
  /** CAS: the server's login page; the client adds `service`. null: CAS is off. */
  cas: z.object({ loginUrl: z.string() }).nullable(),
  /** Issuers a user can start a login at (those with a `loginUrl`); never their secrets. */
  issuers: z.array(z.object({ name: z.string(), title: z.string(), loginUrl: z.string() })),
});
export type LoginMethods = z.infer<typeof loginMethods>;

/** The SMS kinds of `POST /account/sms`: '0' login, '1' register, '2' forgotten password. */
export const smsMode = z.preprocess(
  (v) => (v === undefined || v === null ? '0' : typeof v === 'number' ? String(v) : v),
  z.enum(['0', '1', '2'], { error: '不支持的短信类型' }),
);

/**
 * The unload beacon's body: `{ token }` as JSON, or as text (sendBeacon sends text/plain). Anything
 * else is no token: the beacon is never refused.
 */
const beaconBody = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return undefined;
    }
  },
  z
    .object({ token: z.string().min(1).max(2000) })
    .partial()
    .optional()
    .catch(undefined),
);

/** Spec §7 "Session": the login methods, logout, the signed-in user's info and password. */
export const authRoutes = defineRoutes('auth', {
  authLogin: {
    method: 'POST',
    path: '/sys/login',
    summary: '账号密码登录',
    access: 'public',
    body: loginBody,
    result: loginResult,
  },
  authOnlineLogin: {
    method: 'POST',
    path: '/sys/onlineLogin',
    summary: '在线登录（同账号密码登录）',
    access: 'public',
    body: loginBody,
    result: loginResult,
  },
  authLogout: {
    method: 'POST',
    path: '/sys/logout',
    summary: '退出登录（请求头中的令牌）',
    access: 'public',
    result: z.null(),
  },
  authLogoutBeacon: {
    method: 'POST',
    path: '/sys/logoutV2',
    summary: '退出登录（页面关闭时的 sendBeacon：令牌在请求头或请求体中，绝不在网址中）',
    access: 'public',
    body: beaconBody,
    result: z.null(),
  },
  authSendSms: {
    method: 'POST',
    path: '/account/sms',
    summary: '发送短信验证码（登录、注册、找回密码）',
    access: 'public',
    body: z.object({ mobile: loginMobile, smsmode: smsMode }),
    result: z.null(),
  },
  authPhoneLogin: {
    method: 'POST',
    path: '/sys/phoneLogin',
    summary: '手机验证码登录',
    access: 'public',
    body: z.object({
      mobile: loginMobile,
      captcha: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(20),
    }),
    result: loginResult,
  },
  authSsoLogin: {
    method: 'POST',
    path: '/sys/ssoLogin',
    summary: '单点登录（一次性登录凭证）',
    access: 'public',
    body: z.object({ token: ssoToken.optional() }).nullish(),
    query: z.object({ token: ssoToken.optional() }),
    result: loginResult,
  },
  authThirdLogin: {
    method: 'GET',
    path: '/thirdLogin/getLoginUser/:token',
    summary: '第三方登录（一次性登录凭证）',
    access: 'public',
    params: z.object({ token: ssoToken }),
    result: loginResult,
  },
  authCasLogin: {
    method: 'GET',
    path: '/cas/client/validateLogin',
    summary: 'CAS票据登录',
    access: 'public',
    query: z.object({
      ticket: z.string({ error: '缺少CAS票据' }).trim().min(1, '缺少CAS票据').max(2000),
      service: z.url({ error: 'service参数不正确' }).max(2000),
    }),
    result: loginResult,
  },
  authLoginMethods: {
    method: 'GET',
    path: '/sys/loginMethods',
    summary: '登录页可用的登录方式',
    access: 'public',
    result: loginMethods,
  },
  authUpdatePassword: {
    method: 'POST',
    path: '/sys/user/updatePassword',
    summary: '修改本人密码',
    access: 'user',
    body: z.object({
      username: z.string().trim().min(1).max(100),
      oldpassword: z.string({ error: '请输入旧密码!' }).min(1, '请输入旧密码!').max(200),
      password: z.string({ error: '请输入新密码!' }).min(1, '请输入新密码!').max(200),
      confirmpassword: z.string({ error: '请确认新密码!' }).min(1, '请确认新密码!').max(200),
    }),
    result: z.null(),
  },
  authLoginInfo: {
    method: 'GET',
    path: '/sys/loginfo',
    summary: '本租户登录次数（累计、今日）与今日IP数',
    access: 'user',
    result: z.object({ totalVisitCount: z.number(), todayVisitCount: z.number(), todayIp: z.number() }),
  },
  authVisitInfo: {
    method: 'GET',
    path: '/sys/visitInfo',
    summary: '本租户近7日访问量',
    access: 'user',
    result: z.array(z.object({ tian: z.string(), type: z.string(), visit: z.number(), ip: z.number() })),
  },
  authUserInfo: {
    method: 'GET',
    path: '/user/info',
    summary: '当前登录用户信息',
    access: 'user',
    result: currentUser,
  },
});
