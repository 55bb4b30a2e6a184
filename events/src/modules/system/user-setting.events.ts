import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

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

/** One user's own settings; `layout` null: never saved (the browser's own or the defaults apply). */
export const userSettings = z.object({
  notification: notificationSettings,
  layout: layoutSettings.nullable(),
  /** 账号绑定: login providers (SSO issuer names, `cas`) the user unbound: they may not log it in. */
  disabledLogins: z.array(z.string().min(1).max(100)).max(50),
});
export type UserSettings = z.infer<typeof userSettings>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  notification: { system: true, notice: true, security: true },
  layout: null,
  disabledLogins: [],
};

/** Per-user settings of 账户设置, a stream per user (`userSetting-<userId>`), apart from the busy login stream. */
export const userSettingStream = {
  streamType: 'userSetting',
  events: {
    /** Each changed setting with its old and new value. */
    UserSettingsChanged: z.object({
      userId: z.string().min(1),
      tenantId: z.string().min(1),
      changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof userSettingStream)['events'];
export type UserSettingEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const userSettingStreamId = (userId: string) => `userSetting-${userId}`;
