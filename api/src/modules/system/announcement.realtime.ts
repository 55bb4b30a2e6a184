import type { AnnouncementPush } from '@srm/contracts/system';
import type { RecordedEvent } from '@srm/events';
import type { system } from '@srm/events';
import type { Route } from '../../realtime/gateway';

const ANNOUNCEMENT = 'announcement-';
const READ = 'announcementRead-';

/** The whole tenant's room, or each recipient's own room (a user of another tenant is never reached). */
const roomsOf = (a: system.AnnouncementAudience): string[] =>
  a.msgType === 'ALL' ? [`tenant:${a.tenantId}`] : a.userIds.map((u) => `user:${u}`);

/** The payload of a push, typed by the contract's `announcementPushes` (what the bell checks). */
const pushed = <T extends AnnouncementPush['type']>(
  _type: T,
  data: Extract<AnnouncementPush, { type: T }>['data'],
) => data;

/**
 * A release reaches its recipients live (a small notice: the client loads the rest by id); a revoke,
 * or the deletion of a live announcement, reaches them too, so clients drop it. A read mark goes to
 * the reader's other tabs. Drafts and edits are the admin's business: not pushed.
 */
export function announcementEventRoutes(e: RecordedEvent): Route[] {
  if (e.streamId.startsWith(READ) && e.type === 'AnnouncementRead') {
    const d = e.data as Extract<system.AnnouncementReadEvent, { type: 'AnnouncementRead' }>['data'];
    return [{ rooms: [`user:${d.userId}`], data: pushed('AnnouncementRead', { anntId: d.anntId }) }];
  }
  if (!e.streamId.startsWith(ANNOUNCEMENT)) return [];
  const id = e.streamId.slice(ANNOUNCEMENT.length);
  const event = { type: e.type, data: e.data } as system.AnnouncementEvent;
  switch (event.type) {
    case 'AnnouncementReleased': {
      const { audience, titile, msgCategory, priority } = event.data;
      return [{ rooms: roomsOf(audience), data: pushed(event.type, { id, titile, msgCategory, priority }) }];
    }
    case 'AnnouncementRevoked':
      return [{ rooms: roomsOf(event.data.audience), data: pushed(event.type, { id }) }];
    case 'AnnouncementDeleted':
      return event.data.audience
        ? [{ rooms: roomsOf(event.data.audience), data: pushed(event.type, { id }) }]
        : [];
    default:
      return [];
  }
}
