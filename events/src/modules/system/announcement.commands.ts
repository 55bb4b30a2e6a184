import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, Trx } from '../../store/types';
import {
  announcementDecider,
  announcementReadDecider,
  checkDeleteBatch,
  type AnnouncementCommand,
} from './announcement.decide';
import {
  announcementReadStreamId,
  announcementStreamId,
  type AnnouncementContent,
} from './announcement.events';
import { isAnnouncementFor, unreadAnnouncementIds } from './announcement.projection';
import { inTransaction } from './session.commands';

/** `trx`: inside the caller's transaction (a notice that commits with the fact it tells of). */
type Meta = { metadata?: EventMetadata; idempotencyKey?: string; trx?: Trx };
const run = (store: EventStore, id: string, command: AnnouncementCommand, meta: Meta = {}) =>
  handleCommand(store, announcementStreamId(id), announcementDecider, command, meta);

/** Which of `ids` are users of the tenant (what the decider lets a USER announcement name). */
/** In the caller's transaction when there is one (PGlite has one connection: a read beside it would wait). */
async function usersOfTenant(
  store: EventStore,
  tenantId: string,
  ids: readonly string[] | undefined,
  meta: Meta = {},
) {
  const unique = [...new Set(ids ?? [])];
  if (unique.length === 0) return [];
  const rows = await (meta.trx ?? store.db)
    .selectFrom('sys_user')
    .select('id')
    .where('id', 'in', unique)
    .where('tenant_id', '=', tenantId)
    .execute();
  return rows.map((r) => r.id);
}

export const createAnnouncement = async (
  store: EventStore,
  command: { id: string; tenantId: string; sender: string; content: AnnouncementContent },
  meta: Meta = {},
) => {
  const named = command.content.msgType === 'USER' ? command.content.userIds : [];
  const knownUsers = await usersOfTenant(store, command.tenantId, named, meta);
  return run(store, command.id, { type: 'CreateAnnouncement', ...command, knownUsers }, meta);
};

export const editAnnouncement = async (
  store: EventStore,
  id: string,
  tenantId: string,
  changes: Partial<AnnouncementContent>,
  meta: Meta = {},
) => {
  const knownUsers = await usersOfTenant(store, tenantId, changes.userIds, meta);
  return run(store, id, { type: 'EditAnnouncement', tenantId, changes, knownUsers }, meta);
};

export const releaseAnnouncement = (
  store: EventStore,
  id: string,
  tenantId: string,
  now: Date,
  meta: Meta = {},
) => run(store, id, { type: 'ReleaseAnnouncement', tenantId, now }, meta);

export const revokeAnnouncement = (
  store: EventStore,
  id: string,
  tenantId: string,
  now: Date,
  meta: Meta = {},
) => run(store, id, { type: 'RevokeAnnouncement', tenantId, now }, meta);

export const deleteAnnouncement = (store: EventStore, id: string, tenantId: string, meta: Meta = {}) =>
  run(store, id, { type: 'DeleteAnnouncement', tenantId }, meta);

/**
 * Deletes the tenant's announcements `ids` in one transaction: all or none. One that is not the
 * tenant's (or not there) refuses the whole batch with 未找到对应公告 and nothing is deleted.
 */
export async function deleteAnnouncements(
  store: EventStore,
  command: { ids: readonly string[]; tenantId: string },
  meta: { metadata?: EventMetadata } = {},
): Promise<number> {
  const ids = [...new Set(command.ids)];
  checkDeleteBatch(ids);
  return inTransaction(store, async (trx) => {
    for (const id of ids) {
      await handleCommand(
        store,
        announcementStreamId(id),
        announcementDecider,
        { type: 'DeleteAnnouncement', tenantId: command.tenantId },
        { ...meta, trx },
      );
    }
    return ids.length;
  });
}

/** The caller's read mark of an announcement released to them; a second mark writes nothing (`appended` false). */
export const markAnnouncementRead = async (
  store: EventStore,
  mark: { anntId: string; userId: string; tenantId: string; now: Date },
  meta: Meta = {},
) => {
  const addressed = await isAnnouncementFor(store.db, mark.tenantId, mark.userId, mark.anntId);
  return handleCommand(
    store,
    announcementReadStreamId(mark.anntId, mark.userId),
    announcementReadDecider,
    { type: 'MarkAnnouncementRead', ...mark, addressed },
    meta,
  );
};

/** Marks the user's unread released announcements read, at most `limit` per call; answers how many. */
export async function markAllAnnouncementsRead(
  store: EventStore,
  o: { userId: string; tenantId: string; now: Date; limit: number },
  meta: Meta = {},
): Promise<number> {
  const ids = await unreadAnnouncementIds(store.db, o);
  for (const anntId of ids) {
    await handleCommand(
      store,
      announcementReadStreamId(anntId, o.userId),
      announcementReadDecider,
      {
        type: 'MarkAnnouncementRead',
        anntId,
        userId: o.userId,
        tenantId: o.tenantId,
        now: o.now,
        addressed: true,
      },
      { metadata: meta.metadata },
    );
  }
  return ids.length;
}
