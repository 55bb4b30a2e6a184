import type { RecordedEvent } from '@srm/events';
import { describe, expect, it } from 'vitest';
import { portalEventRoutes } from './portal.realtime';

const recorded = (streamId: string, type: string, data: unknown) =>
  ({
    streamId,
    type,
    data,
    globalPosition: 1,
    streamVersion: 1,
    metadata: {},
    createdAt: new Date(),
  }) as unknown as RecordedEvent;
const route = portalEventRoutes('1');

describe('portal pushes', () => {
  it("push the portal tenant's publications and awards to the public room, as small notices", () => {
    const published = recorded('sourcingProject-p1', 'SourcingAnnouncementPublished', {
      projectId: 'p1',
      tenantId: '1',
      kind: 'tender',
      invitation: '<p>secret-ish</p>',
    });
    expect(route(published)).toEqual([{ rooms: ['public'], data: { projectId: 'p1', kind: 'tender' } }]);
    const awarded = recorded('sourcingProject-p1', 'SourcingResultAnnounced', {
      projectId: 'p1',
      tenantId: '1',
    });
    expect(route(awarded)).toEqual([{ rooms: ['public'], data: { projectId: 'p1' } }]);
  });

  it("never push another tenant's projects, nor other streams", () => {
    const other = recorded('sourcingProject-x1', 'SourcingAnnouncementPublished', {
      projectId: 'x1',
      tenantId: '2',
      kind: 'tender',
    });
    expect(route(other)).toEqual([]);
    expect(route(recorded('record-portalNews.n1', 'RecordCreated', { tenantId: '1' }))).toEqual([]);
  });
});
