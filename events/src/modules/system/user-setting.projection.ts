import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import {
  DEFAULT_USER_SETTINGS,
  layoutSettings,
  notificationSettings,
  userSettings,
  type UserSettingEvent,
  type UserSettings,
} from './user-setting.events';

/** sys_user_setting: one row per user who changed a setting; each change merges its fields in. */
export const userSettingProjection: InlineProjection = {
  name: 'sysUserSetting',
  tables: ['sys_user_setting'],
  handles: ['UserSettingsChanged'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as UserSettingEvent;
      const set = Object.fromEntries(Object.entries(e.data.changes).map(([k, { to }]) => [k, to]));
      await trx
        .insertInto('sys_user_setting')
        .values({
          user_id: e.data.userId,
          tenant_id: e.data.tenantId,
          settings: JSON.stringify(set),
          updated_at: recorded.createdAt,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            settings: sql`sys_user_setting.settings || excluded.settings`,
            updated_at: recorded.createdAt,
          }),
        )
        .execute();
    }
  },
};

/** A stored setting that no longer fits its schema falls back to its default, never to an error. */
const fit = <T>(schema: z.ZodType<T>, v: unknown, fallback: T): T => {
  const r = schema.safeParse(v);
  return r.success ? r.data : fallback;
};

/** The user's settings, the defaults for what was never saved. */
export async function userSettingsOf(db: Kysely<Database>, userId: string): Promise<UserSettings> {
  const row = await db
    .selectFrom('sys_user_setting')
    .select('settings')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const raw = (
    typeof row?.settings === 'string' ? JSON.parse(row.settings) : (row?.settings ?? {})
  ) as Record<string, unknown>;
  return {
    notification: fit(notificationSettings, raw.notification, DEFAULT_USER_SETTINGS.notification),
    layout: fit(layoutSettings.nullable(), raw.layout ?? null, null),
    disabledLogins: fit(userSettings.shape.disabledLogins, raw.disabledLogins, []),
  };
}
