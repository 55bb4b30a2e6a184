import { DomainError } from '../../errors';
import { handleCommand, type Decider } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { sendUserNotice, uuidFromKey } from '../system/index';
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
export function sendProcessNotice(store: EventStore, notice: ProcessNotice, key: string) {
  const { instanceId, ...rest } = notice;
  return sendUserNotice(
    store,
    { ...rest, busType: 'process', correlationId: instanceId },
    { id: uuidFromKey(`process-notice:${key}`), key },
  );
}
