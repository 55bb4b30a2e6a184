import type { PushedEvent, RoomAck } from '@srm/contracts/realtime';
import { SOURCING_ACTIONS, sourcingBuyerRoom, sourcingRoom } from '@srm/contracts/sourcing';
import { sourcing } from '@srm/events';
import { eventually } from '@srm/events/testing';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

type User = { id: string; token: string };
const P = 'rt-p1';
const S1_NAME = '泰山玻纤实时';
const S1_PRICE = '5123.4567';

describe('sourcing live updates (real PostgreSQL, real Socket.IO connections)', () => {
  let h: Harness;
  let url = '';
  const u: Record<string, User> = {};
  const sockets: Socket[] = [];
  const got: Record<string, PushedEvent[]> = {};
  const socketOf: Record<string, Socket> = {};
  const at = new Date().toISOString();
  const deadline = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000).toISOString();
  const append = (events: sourcing.SourcingProjectEvent[]) =>
    h.services.store().append(sourcing.sourcingProjectStreamId(P), events);
  const join = (who: string, room: string) =>
    new Promise<RoomAck>((resolve) => socketOf[who]!.emit('room.join', { room }, resolve));
  const ofProject = (who: string) => got[who]!.filter((e) => e.streamId === `sourcing-${P}`);

  beforeAll(async () => {
    h = await startHarness();
    const buyerActions = Object.values(SOURCING_ACTIONS);
    u.buyer = await h.userWith('rt-buyer', { tenantId: '1', actions: buyerActions });
    u.plain = await h.userWith('rt-plain', { tenantId: '1' });
    u.other = await h.userWith('rt-other', { tenantId: '2', actions: buyerActions });
    for (const s of ['S1', 'S2', 'S3']) u[s] = await h.userWith(`rt-${s}`, { tenantId: '1', supplierId: s });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const a = h.app.server.address();
    url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    // The project's history up to its submission, written as the commands would (the commands and
    // their approvals are sourcing.int.spec.ts's subject): S1 and S2 invited, S3 not.
    await append([
      {
        type: 'SourcingProjectDrafted',
        data: {
          id: P,
          tenantId: '1',
          code: 'XJ-2026-900001',
          title: '实时询价',
          kind: 'inquiry',
          participation: 'invited',
          currency: 'CNY',
          quoteDeadline: deadline,
          registrationDeadline: null,
          lines: [
            {
              lineId: 'l1',
              materialId: 'm1',
              materialCode: 'RV01.0001',
              materialName: '无碱玻璃纤维直接纱',
              categoryId: null,
              quantity: '100.000',
              unit: '吨',
              deliveryDate: '2027-01-15',
              deliveryPlace: '桐乡',
              ceilingPrice: '6500.0000',
            },
          ].map((l) => ({ ...l, requisitionId: null, requisitionLineId: null })),
          by: u.buyer.id,
          at,
        },
      },
      { type: 'SourcingSupplierInvited', data: { supplierId: 'S1', supplierName: S1_NAME, by: 'b', at } },
      { type: 'SourcingSupplierInvited', data: { supplierId: 'S2', supplierName: '巨石实时', by: 'b', at } },
      { type: 'SourcingProjectSubmitted', data: { instanceId: 'i-rt', by: 'b', at } },
    ]);
    for (const who of ['buyer', 'plain', 'other', 'S1', 'S2', 'S3']) {
      got[who] = [];
      const socket = io(url, {
        auth: { token: u[who]!.token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      socketOf[who] = socket;
      socket.on('events', (batch: PushedEvent[]) => got[who]!.push(...batch));
      await new Promise<void>((resolve, reject) =>
        socket.once('connect', resolve).once('connect_error', reject),
      );
    }
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await h?.close();
  });

  it('a room is joined only by who may see the project; the buyer room by its buyers only', async () => {
    // Before publication a supplier does not see it; a buyer of the tenant does.
    expect(await join('S1', sourcingRoom(P))).toEqual({ ok: false, message: '拒绝访问' });
    expect(await join('buyer', sourcingRoom(P))).toEqual({ ok: true });
    expect(await join('buyer', sourcingBuyerRoom(P))).toEqual({ ok: true });
    // Without the action, or of another tenant: refused.
    expect((await join('plain', sourcingRoom(P))).ok).toBe(false);
    expect((await join('other', sourcingRoom(P))).ok).toBe(false);
    expect((await join('other', sourcingBuyerRoom(P))).ok).toBe(false);
  });

  it('the publication reaches the invited suppliers at once; then they may join, S3 may not', async () => {
    await append([
      { type: 'SourcingProjectPublished', data: { instanceId: 'i-rt', suppliers: ['S1', 'S2'], at } },
      { type: 'SourcingBiddingOpened', data: { round: 1, deadline, at } },
    ]);
    // The suppliers are not in the project's room yet: the publication names them (their lists reload
    // and find the project bidding, both events being one commit); the buyer's room hears both.
    await eventually(async () =>
      ofProject('buyer').some((e) => e.type === 'SourcingBiddingOpened') ? true : undefined,
    );
    for (const who of ['S1', 'S2'])
      await eventually(async () => (ofProject(who).length > 0 ? true : undefined));
    expect(ofProject('S1').map((e) => [e.type, e.data])).toEqual([
      ['SourcingProjectPublished', { projectId: P }],
    ]);
    expect(await join('S1', sourcingRoom(P))).toEqual({ ok: true });
    expect(await join('S2', sourcingRoom(P))).toEqual({ ok: true });
    expect(await join('S2', sourcingBuyerRoom(P))).toEqual({ ok: false, message: '拒绝访问' });
    expect(await join('S3', sourcingRoom(P))).toEqual({ ok: false, message: '拒绝访问' });
  });

  it("S1's quote reaches the buyer and S1 as a signal; S2 and S3 hear nothing of it, nothing names S1", async () => {
    const quoted = await h.post(
      '/sup/sourcing/quote',
      {
        projectId: P,
        lines: [{ lineId: 'l1', price: S1_PRICE, taxRate: '13', leadTimeDays: 10, validUntil: '2027-06-30' }],
        attachments: ['sourcing/s1-quote.pdf'],
      },
      u.S1!.token,
    );
    expect(quoted.body.success).toBe(true);
    const quote = await eventually(async () =>
      ofProject('buyer').find((e) => e.type === 'SourcingQuoteSubmitted'),
    );
    expect(quote.data).toEqual({ projectId: P });
    await eventually(async () => ofProject('S1').find((e) => e.type === 'SourcingQuoteSubmitted'));
    // A status change after it: pushes keep commit order, so once S2 has it, the quote was not for S2.
    expect(
      (await h.post('/sourcing/project/cancel', { id: P, reason: '需求取消' }, u.buyer!.token)).body.success,
    ).toBe(true);
    for (const who of ['S1', 'S2', 'buyer'])
      await eventually(async () =>
        ofProject(who).some((e) => e.type === 'SourcingProjectCancelled') ? true : undefined,
      );
    expect(ofProject('S2').map((e) => e.type)).toEqual([
      'SourcingProjectPublished',
      'SourcingProjectCancelled',
    ]);
    const heardByS2 = JSON.stringify(got.S2);
    for (const secret of [S1_PRICE, '5123', S1_NAME, 'S1', 's1-quote'])
      expect(heardByS2).not.toContain(secret);
    expect(JSON.stringify(got.S3)).not.toContain(P);
    expect(ofProject('other')).toEqual([]);
  });
});
