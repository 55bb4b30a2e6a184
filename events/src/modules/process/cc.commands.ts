import { createHash } from 'node:crypto';
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
