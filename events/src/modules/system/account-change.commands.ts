import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { EventStore } from '../../store/event-store';
import { createAnnouncement, releaseAnnouncement } from './announcement.commands';
import { userSettingsOf } from './user-setting.projection';

/**
 * With 账户安全 on (the default), a change to the account (password, phone, email) is reported to its
 * owner as a system message of its own (bell and, live, a popup): someone else's change does not go
 * unnoticed. `id` is the message's id; `what` says what changed (修改了登录密码).
 */
export async function reportAccountChange(
  store: EventStore,
  db: Kysely<Database>,
  o: { id: string; user: { id: string; tenantId: string }; what: string; now: Date },
): Promise<void> {
  const { id, user, what, now } = o;
  const settings = await userSettingsOf(db, user.id);
  if (!settings.notification.security) return;
  const meta = { metadata: { actor: user.id, tenantId: user.tenantId } };
  // China Standard Time, as the users read it.
  const at = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  await createAnnouncement(
    store,
    {
      id,
      tenantId: user.tenantId,
      sender: '系统',
      content: {
        titile: '账户安全提醒',
        msgContent: `<p>您的账户于 ${at} ${what}。如非本人操作，请立即修改密码。</p>`,
        msgCategory: '2',
        priority: 'H',
        msgType: 'USER',
        userIds: [user.id],
        openType: null,
        openPage: null,
        busId: null,
        busType: null,
        startTime: null,
        endTime: null,
      },
    },
    meta,
  );
  await releaseAnnouncement(store, id, user.tenantId, now, meta);
}
