import { layoutSettings, notificationSettings } from '@srm/contracts/system';
import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

// The settings' shapes are the contract's (the web edits them, the API checks them, events store them).
export { layoutSettings, notificationSettings };
export type { LayoutSettings, NotificationSettings } from '@srm/contracts/system';

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
