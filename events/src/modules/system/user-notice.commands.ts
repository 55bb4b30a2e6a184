import { createHash } from 'node:crypto';
import type { EventStore } from '../../store/event-store';
import type { Trx } from '../../store/types';
import { createAnnouncement, releaseAnnouncement } from './announcement.commands';

/** A UUID derived from a key: the same key always names the same announcement. */
export function uuidFromKey(key: string): string {
  const h = createHash('sha1').update(key).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type UserNotice = {
  tenantId: string;
  users: string[];
  title: string;
  /** Plain text (escaped here); a blank line starts a new paragraph. */
  content: string;
  /** The page its 处理 button opens. */
  openPage: string | null;
  /** What the notice is about (the announcement's busType), and the correlation of its events. */
  busType: string;
  correlationId?: string;
  now: Date;
};

/**
 * A system message to some users (a process's 抄送, a qualification's expiry reminder): a USER
 * announcement, released at once, so it rings their bell. Idempotent: the announcement's id is
 * `id` and both commands' idempotency keys come from `key`, so a retry sends nothing twice.
 */
export async function sendUserNotice(
  store: EventStore,
  notice: UserNotice,
  ids: { id: string; key: string; trx?: Trx },
): Promise<string | null> {
  const users = [...new Set(notice.users)];
  if (users.length === 0) return null;
  const { id, key, trx } = ids;
  const meta = {
    ...(trx ? { trx } : {}),
    metadata: {
      actor: 'system',
      tenantId: notice.tenantId,
      ...(notice.correlationId ? { correlationId: notice.correlationId } : {}),
    },
  };
  const html = notice.content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br/>')}</p>`)
    .join('');
  await createAnnouncement(
    store,
    {
      id,
      tenantId: notice.tenantId,
      sender: '系统',
      content: {
        titile: notice.title.slice(0, 200),
        msgContent: html || `<p>${escapeHtml(notice.title)}</p>`,
        msgCategory: '2',
        priority: 'L',
        msgType: 'USER',
        userIds: users,
        openType: notice.openPage ? 'url' : null,
        openPage: notice.openPage,
        // Not busId: the dialog links a busId to the purchase order list (spec §2).
        busId: null,
        busType: notice.busType,
        startTime: null,
        endTime: null,
      },
    },
    { ...meta, idempotencyKey: `${key}#create` },
  );
  await releaseAnnouncement(store, id, notice.tenantId, notice.now, {
    ...meta,
    idempotencyKey: `${key}#release`,
  });
  return id;
}
