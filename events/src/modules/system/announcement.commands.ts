import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import {
  announcementDecider,
  announcementReadDecider,
  type AnnouncementCommand,
} from './announcement.decide';
import {
  announcementReadStreamId,
  announcementStreamId,
  type AnnouncementContent,
} from './announcement.events';

type Meta = { metadata?: EventMetadata; idempotencyKey?: string };
const run = (store: EventStore, id: string, command: AnnouncementCommand, meta: Meta = {}) =>
  handleCommand(store, announcementStreamId(id), announcementDecider, command, meta);

export const createAnnouncement = (
  store: EventStore,
  command: { id: string; tenantId: string; sender: string; content: AnnouncementContent },
  meta: Meta = {},
) => run(store, command.id, { type: 'CreateAnnouncement', ...command }, meta);

export const editAnnouncement = (
  store: EventStore,
  id: string,
  tenantId: string,
  changes: Partial<AnnouncementContent>,
  meta: Meta = {},
) => run(store, id, { type: 'EditAnnouncement', tenantId, changes }, meta);

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

/** The caller's read mark; a second mark writes nothing (`appended` false). */
export const markAnnouncementRead = (
  store: EventStore,
  mark: { anntId: string; userId: string; tenantId: string; now: Date },
  meta: Meta = {},
) =>
  handleCommand(
    store,
    announcementReadStreamId(mark.anntId, mark.userId),
    announcementReadDecider,
    { type: 'MarkAnnouncementRead', ...mark },
    meta,
  );
