import { createServer, type Server } from 'node:http';
import { EventRegistry, EventStore, type RecordedEvent } from '@srm/events';
import { createTestDatabase, eventually, sleep, type TestDatabase } from '@srm/events/testing';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staticTokenAuthenticator, type RoomAuthorizer } from './auth';
import { PUBLIC_ROOM, type PushedEvent, type RoomAck } from '@srm/contracts/realtime';
import type { Identity } from './rooms';
import { RealtimeGateway, type Route } from './gateway';

const registry = new EventRegistry([
  {
    streamType: 'auction',
    events: {
      AuctionBidPlaced: z.object({ supplierId: z.string(), price: z.number() }),
      AuctionNoted: z.object({ note: z.string() }),
    },
  },
]);

/** A supplier sees its own bid in full; the other bidders see that a bid came, never its price or bidder. */
function route(e: RecordedEvent): Route[] {
  const auction = e.streamId.slice('auction-'.length);
  if (e.type === 'AuctionBidPlaced') {
    const d = e.data as { supplierId: string; price: number };
    return [
      { rooms: [`supplier:${d.supplierId}`], data: d },
      { rooms: [`auction:${auction}`], data: { bid: true } },
    ];
  }
  return [{ rooms: [PUBLIC_ROOM], data: e.data }];
}

const identities: Record<string, Identity> = {
  tokA: { userId: 'uA', tenantId: '1', supplierId: 'A' },
  tokB: { userId: 'uB', tenantId: '1', supplierId: 'B' },
  tokViewer: { userId: 'uV', tenantId: '1', supplierId: null },
};
/** Only suppliers may watch an auction. */
const authorizeRoom: RoomAuthorizer = async (identity, room) =>
  room.startsWith('auction:') && identity.supplierId !== null;

describe('realtime gateway (real PostgreSQL, real socket.io-client)', () => {
  let tdb: TestDatabase;
  let store: EventStore;
  let http: Server;
  let gateway: RealtimeGateway;
  let url: string;
  const sockets: Socket[] = [];

  const connect = (auth: Record<string, unknown>) => {
    const received: PushedEvent[] = [];
    const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.on('events', (batch: PushedEvent[]) => received.push(...batch));
    const ready = new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, received, ready };
  };
  const join = (socket: Socket, room: string, lastPosition?: number) =>
    socket.emitWithAck('room.join', {
      room,
      ...(lastPosition === undefined ? {} : { lastPosition }),
    }) as Promise<RoomAck>;
  const bid = (auction: string, supplierId: string, price: number) =>
    store.append(`auction-${auction}`, [{ type: 'AuctionBidPlaced', data: { supplierId, price } }]);
  const note = (auction: string, text: string) =>
    store.append(`auction-${auction}`, [{ type: 'AuctionNoted', data: { note: text } }]);

  beforeAll(async () => {
    tdb = await createTestDatabase('postgres', { poolSize: 30 });
    store = new EventStore({ db: tdb.db, notifier: tdb.notifier, prepared: tdb.prepared, registry });
    http = createServer();
    gateway = new RealtimeGateway({
      httpServer: http,
      store: () => store,
      authenticate: staticTokenAuthenticator(identities),
      authorizeRoom,
      route,
    });
    await gateway.start();
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const a = http.address();
    url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await gateway?.close();
    await new Promise((r) => http?.close(r));
    await tdb?.close();
  });

  it('refuses a connection without a valid token', async () => {
    const c = connect({ token: 'forged' });
    await expect(c.ready).rejects.toThrow('未授权，请重新登录');
  });

  it('never lets a client into a room it may not see', async () => {
    const viewer = connect({ token: 'tokViewer' });
    await viewer.ready;
    expect(await join(viewer.socket, 'auction:1')).toEqual({ ok: false, message: '拒绝访问' });
    expect(await join(viewer.socket, 'user:uA')).toEqual({ ok: false, message: '拒绝访问' });
    expect(await join(viewer.socket, 'supplier:A')).toEqual({ ok: false, message: '拒绝访问' });
    expect(await join(viewer.socket, 'anything')).toEqual({ ok: false, message: '房间名称不合法' });
    expect(await join(viewer.socket, 'user:uV')).toEqual({ ok: true });
  });

  it('answers malformed joins and lives on', async () => {
    const viewer = connect({ token: 'tokViewer' });
    await viewer.ready;
    // A position no database can parse, and a bogus payload: answered, and the server lives on.
    expect(await join(viewer.socket, 'user:uV', 1e300)).toEqual({ ok: true });
    expect(await (viewer.socket.emitWithAck('room.join', null) as Promise<RoomAck>)).toEqual({
      ok: false,
      message: '房间名称不合法',
    });
    const marker = await note('3', 'still alive');
    await eventually(async () =>
      viewer.received.some((e) => e.position === marker.firstPosition) ? true : undefined,
    );
  });

  it('does not repeat, on joining a room, events the socket already had through another room', async () => {
    const a = connect({ token: 'tokA' });
    await a.ready;
    const start = await note('5', 'before');
    const placed = await bid('5', 'A', 42); // reaches A live through supplier:A
    await eventually(async () =>
      a.received.some((e) => e.position === placed.firstPosition) ? true : undefined,
    );
    expect(await join(a.socket, 'auction:5', start.firstPosition)).toEqual({ ok: true });
    const end = await note('5', 'after');
    await eventually(async () =>
      a.received.some((e) => e.position === end.firstPosition) ? true : undefined,
    );
    expect(a.received.filter((e) => e.position === placed.firstPosition).map((e) => e.data)).toEqual([
      { supplierId: 'A', price: 42 },
    ]);
  });

  it('sends each audience its own view of an event, and nothing to others', async () => {
    const a = connect({ token: 'tokA' });
    const b = connect({ token: 'tokB' });
    const viewer = connect({ token: 'tokViewer' });
    await Promise.all([a.ready, b.ready, viewer.ready]);
    expect(await join(a.socket, 'auction:7')).toEqual({ ok: true });
    expect(await join(b.socket, 'auction:7')).toEqual({ ok: true });
    const placed = await bid('7', 'A', 100);
    const barrier = await note('7', 'after the bid');
    for (const c of [a, b, viewer]) {
      await eventually(async () =>
        c.received.some((e) => e.position === barrier.firstPosition) ? true : undefined,
      );
    }
    const bidFor = (c: { received: PushedEvent[] }) =>
      c.received.filter((e) => e.position === placed.firstPosition);
    expect(bidFor(a).map((e) => e.data)).toEqual([{ supplierId: 'A', price: 100 }]);
    expect(bidFor(b).map((e) => e.data)).toEqual([{ bid: true }]);
    expect(bidFor(viewer)).toEqual([]);
  });

  it('gives a reconnecting client exactly the events it missed while writers keep appending', async () => {
    const first = connect({ token: 'tokA', rooms: ['auction:9'] });
    await first.ready;
    const mine = new Set<number>();
    let writing = true;
    // Concurrent writers; some transactions stay open a while, so commit order differs from position order.
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; writing && i < 60; i++) {
        if (i % 7 === 3) {
          await store.db.transaction().execute(async (trx) => {
            const r = await store.append(
              `auction-9`,
              [{ type: 'AuctionBidPlaced', data: { supplierId: w % 2 ? 'A' : 'B', price: i } }],
              { trx },
            );
            r.events.forEach((e) => mine.add(e.globalPosition));
            await sleep(40);
          });
        } else {
          const r = await bid('9', w % 2 ? 'A' : 'B', i);
          r.events.forEach((e) => mine.add(e.globalPosition));
        }
        await sleep(Math.random() * 10);
      }
    });
    await eventually(
      async () => (first.received.length >= 20 ? true : undefined),
      10_000,
      'some live events',
    );
    first.socket.disconnect();
    const lastPosition = first.received[first.received.length - 1]!.position;
    const appendedBefore = mine.size;
    await sleep(150);
    expect(mine.size).toBeGreaterThan(appendedBefore); // events committed while it was away
    const second = connect({ token: 'tokA', rooms: ['auction:9'], lastPosition });
    await second.ready;
    writing = false;
    await Promise.all(writers);
    const end = await note('9', 'end');
    await eventually(
      async () => (second.received.some((e) => e.position === end.firstPosition) ? true : undefined),
      15_000,
      'the end marker',
    );

    const got = [...first.received, ...second.received].filter((e) => mine.has(e.position));
    expect(new Set(got.map((e) => e.position)).size).toBe(got.length); // nothing twice
    const inOrder = (await store.readAll(undefined, { batchSize: 100_000 })).filter((e) =>
      mine.has(e.globalPosition),
    );
    expect(got.map((e) => e.position)).toEqual(inOrder.map((e) => e.globalPosition)); // nothing lost, commit order
    expect(second.received[0]!.position).not.toBe(lastPosition);
  });
});
