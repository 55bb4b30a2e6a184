import { createHash } from 'node:crypto';
import { DomainError } from '../../errors';
import { handleCommand, type Decider } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { createAnnouncement, releaseAnnouncement } from '../system/index';
import { processCcReadStreamId, type ProcessCcReadEvent } from './cc.events';

type ReadState = { read: boolean };
type MarkRead = { ccId: string; userId: string; tenantId: string; now: Date };

/** A second mark of the same 抄送 writes nothing. */
export const ccReadDecider: Decider<ReadState, MarkRead, ProcessCcReadEvent> = {
  initialState: () => ({ read: false }),
  evolve: () => ({ read: true }),
  decide: (c, s) =>
    s.read
      ? []
      : [
          {
            type: 'ProcessCarbonCopyRead',
            data: { ccId: c.ccId, userId: c.userId, tenantId: c.tenantId, at: c.now.toISOString() },
          },
        ],
};

/** Marks one of the caller's 抄送 read (the caller checks that the row is theirs). */
export const markCarbonCopyRead = (store: EventStore, mark: MarkRead, metadata?: EventMetadata) =>
  handleCommand(
    store,
    processCcReadStreamId(mark.ccId, mark.userId),
    ccReadDecider,
    mark,
    metadata ? { metadata } : {},
  );

export const CC_NOT_FOUND = '未找到对应抄送';
/** 全部已读 marks at most this many in one call. */
export const READ_ALL_MAX = 1000;

/** Marking chosen copies read: every one must be the caller's own (someone else's id is 未找到对应抄送). */
export function refuseForeignCopies(requested: readonly string[], own: readonly string[]): void {
  const mine = new Set(own);
  if (new Set(requested).size !== mine.size || requested.some((id) => !mine.has(id)))
    throw new DomainError('NotFound', CC_NOT_FOUND);
}

/** 已读 of the caller's chosen copies, or of all unread ones (at most READ_ALL_MAX); the count marked. */
export async function markCarbonCopiesRead(
  store: EventStore,
  m: { tenantId: string; userId: string; now: Date; which: { ids: string[] } | { all: true } },
  metadata?: EventMetadata,
): Promise<number> {
  const own = store.db
    .selectFrom('process_cc')
    .select('id')
    .where('tenant_id', '=', m.tenantId)
    .where('user_id', '=', m.userId);
  const rows =
    'ids' in m.which
      ? await own.where('id', 'in', [...new Set(m.which.ids)]).execute()
      : await own.where('read_at', 'is', null).orderBy('created_at').limit(READ_ALL_MAX).execute();
  if ('ids' in m.which)
    refuseForeignCopies(
      m.which.ids,
      rows.map((r) => r.id),
    );
  for (const { id } of rows) {
    await markCarbonCopyRead(
      store,
      { ccId: id, userId: m.userId, tenantId: m.tenantId, now: m.now },
      metadata,
    );
  }
  return rows.length;
}

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

export type ProcessNotice = {
  tenantId: string;
  users: string[];
  title: string;
  /** Plain text (escaped here); a blank line starts a new paragraph. */
  content: string;
  /** The instance the notice is about (its correlation), and the page its 处理 button opens. */
  instanceId: string;
  openPage: string | null;
  now: Date;
};

/**
 * A process's message to users (抄送, a `notify` service task): a USER system announcement, released at
 * once, so it rings their bell. Idempotent per `key`: a retried activity sends nothing twice (the
 * announcement's id and both commands' idempotency keys come from it).
 */
export async function sendProcessNotice(store: EventStore, notice: ProcessNotice, key: string) {
  const users = [...new Set(notice.users)];
  if (users.length === 0) return null;
  const id = uuidFromKey(`process-notice:${key}`);
  const meta = { metadata: { actor: 'system', tenantId: notice.tenantId, correlationId: notice.instanceId } };
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
        busType: 'process',
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
