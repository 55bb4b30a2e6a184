import type { RecordedEvent } from '@srm/events';
import { describe, expect, it } from 'vitest';
import { sourcingEventRoutes } from './sourcing.realtime';

const event = (streamId: string, type: string, data: unknown): RecordedEvent => ({
  globalPosition: 1,
  txId: '1',
  streamId,
  streamVersion: 1,
  type,
  data,
  metadata: {},
  createdAt: new Date(),
});

describe("a tender's stream on the project's rooms", () => {
  it('a sealed bid reaches the buyer room and its own supplier only, as a bare signal', () => {
    const routes = sourcingEventRoutes(
      event('tender-p1', 'TenderBidSealed', {
        supplierId: 'S1',
        supplierName: '甲公司',
        version: 2,
        wrappedKey: 'k',
        technical: { iv: 'a', tag: 'b', data: 'c' },
      }),
    );
    expect(routes).toEqual([
      { rooms: ['sourcing:p1:buyer'], data: { projectId: 'p1' } },
      { rooms: ['supplier:S1'], data: { projectId: 'p1' } },
    ]);
    expect(routes.flatMap((r) => r.rooms)).not.toContain('sourcing:p1');
  });

  it("the committee's confirmations and the experts' scores reach the buyer room only", () => {
    for (const type of ['TenderOpeningConfirmed', 'TenderBidScored', 'TenderExpertsAssigned'])
      expect(sourcingEventRoutes(event('tender-p1', type, { userId: 'u1' }))).toEqual([
        { rooms: ['sourcing:p1:buyer'], data: { projectId: 'p1' } },
      ]);
  });
});
