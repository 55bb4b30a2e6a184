import type { portal, RecordedEvent } from '@srm/events';
import { PUBLIC_ROOM } from '@srm/contracts/realtime';
import type { EventRouter, Route } from '../../realtime/gateway';

const PROJECT = 'sourcingProject-';

/**
 * The portal tenant's announcements and awards reach every visitor (the public room) as a small
 * notice, so open portal pages refresh their lists; another tenant's never leave the server.
 */
export const portalEventRoutes =
  (portalTenantId: string): EventRouter =>
  (e: RecordedEvent): Route[] => {
    if (!e.streamId.startsWith(PROJECT)) return [];
    const event = { type: e.type, data: e.data } as portal.SourcingNoticeEvent;
    if (event.data.tenantId !== portalTenantId) return [];
    switch (event.type) {
      case 'SourcingAnnouncementPublished':
        return [{ rooms: [PUBLIC_ROOM], data: { projectId: event.data.projectId, kind: event.data.kind } }];
      case 'SourcingResultAnnounced':
        return [{ rooms: [PUBLIC_ROOM], data: { projectId: event.data.projectId } }];
      default:
        return [];
    }
  };
