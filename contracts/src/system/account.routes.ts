import { z } from 'zod';
import { userInfo } from '../auth/index';
import { defineRoutes, timestamp } from '../core/index';

/**
 * 新消息通知: which kinds of message pop up when they arrive live (系统公告, 通知公告) and whether
 * account changes (password, phone, email) are reported to the user as a message (账户安全).
 */
export const notificationSettings = z.object({
  system: z.boolean(),
  notice: z.boolean(),
  security: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** 个性化: spec §3 "Store settings" as the settings drawer edits them (web layoutSettings.ts). */
export const layoutSettings = z.object({
  theme: z.enum(['light', 'dark']),
  layout: z.enum(['sidemenu', 'topmenu']),
  /** The side menu's style; settings saved before it existed read as the default. */
  menuStyle: z.enum(['new', 'old']).default('new'),
  contentWidth: z.enum(['Fixed', 'Fluid']),
  fixedHeader: z.boolean(),
  fixSiderbar: z.boolean(),
  autoHideHeader: z.boolean(),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  weak: z.boolean(),
  multipage: z.boolean(),
  watermark: z.boolean(),
});
export type LayoutSettings = z.infer<typeof layoutSettings>;

/** `GET /sys/user/login/setting/getUserData`: the login's userInfo plus the editable details. */
export const accountProfile = userInfo.extend({
  sex: z.number().nullable(),
  birthday: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createTime: timestamp,
  /** When the password was last set (changed, or the account made). */
  passwordTime: timestamp.nullable(),
});
export type AccountProfile = z.infer<typeof accountProfile>;

/** 账号绑定: one login provider that can log the user in. */
export const loginProvider = z.object({
  name: z.string(),
  type: z.enum(['sso', 'cas']),
  bound: z.boolean(),
  lastLoginTime: timestamp.nullable(),
});
export type LoginProvider = z.infer<typeof loginProvider>;

/**
 * What 基本设置 saves. Other fields pass the schema and are refused by the domain, by name
 * (`ownProfileChanges`: the phone has its own way, through an SMS code).
 */
export const profileChanges = z.looseObject({
  /** JeecgBoot's form sends the user's own id; any other is refused. */
  id: z.string().max(100).optional(),
  realname: z.string().trim().min(1, '请输入用户名称').max(100).optional(),
  avatar: z.string().trim().max(500).nullish(),
  sex: z.union([z.literal(1), z.literal(2)], { error: '性别只能是男或女' }).nullish(),
  birthday: z
    .union([z.literal(''), z.iso.date({ error: '生日格式应为YYYY-MM-DD' })], {
      error: '生日格式应为YYYY-MM-DD',
    })
    .nullish(),
  email: z.union([z.literal(''), z.email('请输入正确格式的电子邮件!')]).nullish(),
});
export type ProfileChanges = z.input<typeof profileChanges>;

const accountMobile = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入正确格式的手机号码!');
const updateMobileBody = z.object({
  phone: accountMobile,
  smscode: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(20),
});
export const LOGIN_NOT_FOUND = '未找到对应的登录方式';
const providerName = z.object({
  name: z.string({ error: LOGIN_NOT_FOUND }).trim().min(1, LOGIN_NOT_FOUND).max(100),
});

const SETTING = '/sys/user/login/setting';

/**
 * 账户设置 (spec §2 "account centre and settings"): the signed-in user's own profile, phone,
 * notification and layout settings and login bindings. Every route acts on the caller only.
 */
export const accountRoutes = defineRoutes('system', {
  accountProfile: {
    method: 'GET',
    path: `${SETTING}/getUserData`,
    summary: '账户设置：本人资料',
    access: 'user',
    result: accountProfile,
  },
  accountProfileSave: {
    method: 'POST',
    path: `${SETTING}/userEdit`,
    summary: '账户设置：保存基本设置',
    access: 'user',
    body: profileChanges,
    result: accountProfile,
  },
  accountProfileSavePut: {
    method: 'PUT',
    path: `${SETTING}/userEdit`,
    summary: '账户设置：保存基本设置（PUT）',
    access: 'user',
    body: profileChanges,
    result: accountProfile,
  },
  accountPhoneCode: {
    method: 'POST',
    path: '/sys/user/updateMobile/sms',
    summary: '安全设置：向新手机号发送验证码',
    access: 'user',
    body: z.object({ mobile: accountMobile }),
    result: z.null(),
  },
  accountPhoneChange: {
    method: 'PUT',
    path: '/sys/user/updateMobile',
    summary: '安全设置：修改手机号',
    access: 'user',
    body: updateMobileBody,
    result: accountProfile,
  },
  accountPhoneChangePost: {
    method: 'POST',
    path: '/sys/user/updateMobile',
    summary: '安全设置：修改手机号（POST）',
    access: 'user',
    body: updateMobileBody,
    result: accountProfile,
  },
  accountNotification: {
    method: 'GET',
    path: `${SETTING}/notification`,
    summary: '新消息通知设置',
    access: 'user',
    result: notificationSettings,
  },
  accountNotificationSave: {
    method: 'PUT',
    path: `${SETTING}/notification`,
    summary: '保存新消息通知设置',
    access: 'user',
    body: notificationSettings.partial(),
    result: notificationSettings,
  },
  accountLayout: {
    method: 'GET',
    path: `${SETTING}/layout`,
    summary: '个性化布局设置（null：从未保存）',
    access: 'user',
    result: layoutSettings.nullable(),
  },
  accountLayoutSave: {
    method: 'PUT',
    path: `${SETTING}/layout`,
    summary: '保存个性化布局设置',
    access: 'user',
    body: layoutSettings,
    result: layoutSettings,
  },
  accountProviders: {
    method: 'GET',
    path: '/sys/thirdApp/getThirdAccountByUserId',
    summary: '账号绑定：可登录本人的登录方式',
    access: 'user',
    result: z.array(loginProvider),
  },
  accountProviderUnbind: {
    method: 'DELETE',
    path: '/sys/thirdApp/deleteThirdAccount',
    summary: '账号绑定：解绑（该方式不能再登录本人）',
    access: 'user',
    query: providerName,
    result: z.null(),
  },
  accountProviderBind: {
    method: 'POST',
    path: '/sys/thirdApp/bindThirdAppAccount',
    summary: '账号绑定：重新绑定',
    access: 'user',
    query: providerName,
    result: z.null(),
  },
});
