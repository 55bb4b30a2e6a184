import type { Server as HttpServer } from 'node:http';
import {
  compareCheckpoints,
  START,
  type Checkpoint,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@srm/events';
import { Server, type Socket } from 'socket.io';
import type { RoomAuthorizer, SocketAuthenticator } from './auth';
import {
  PUBLIC_ROOM,
  type ClientToServerEvents,
  type HandshakeAuth,
  type PushedEvent,
  type RoomAck,
  type ServerToClientEvents,
} from '@srm/contracts/realtime';
import { defaultRooms, ROOM_PREFIXES, sessionRoom, type Identity, type SocketData } from './rooms';

/** Which rooms see an event, and what each audience sees of it (most privileged route first). */
export type Route = { rooms: string[]; data: unknown };
export type EventRouter = (event: RecordedEvent) => Route[];

export type GatewayOptions = {
  httpServer: HttpServer;
  /** The store once the database is up (throws before: catch-up then fails and the client retries). */
  store: () => EventStore;
  authenticate: SocketAuthenticator;
  authorizeRoom: RoomAuthorizer;
  route: EventRouter;
  /** Hears each batch read from the log (every process's commits, in order), e.g. to drop caches. */
  observe?: (events: readonly RecordedEvent[]) => void;
  /** The rooms whose sockets an event disconnects (e.g. an ended session's), after it is emitted. */
  disconnects?: (event: RecordedEvent) => string[];
  path?: string;
  log?: { warn(o: unknown, msg?: string): void };
  /** Whether a handshake's Origin may connect (default: any; the app passes same-origin + ALLOWED_ORIGINS). */
  allowOrigin?: (origin: string | undefined, host: string | undefined) => boolean;
};

type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const isRoomName = (r: unknown): r is string =>
  typeof r === 'string' &&
  r.length <= 100 &&
  (r === PUBLIC_ROOM || ROOM_PREFIXES.some((p) => r.startsWith(p) && r.length > p.length));

const pushed = (e: RecordedEvent, data: unknown): PushedEvent => ({
  position: e.globalPosition,
  streamId: e.streamId,
  type: e.type,
  data,
  createdAt: e.createdAt.toISOString(),
});

/**
 * Socket.IO on the API's HTTP server. One subscription tails the event log (in commit order)
 * and emits each event to the rooms its route allows; a socket that reconnects with its last
 * position first gets what it missed from the store, then joins its rooms for live events.
 */
export class RealtimeGateway {
  readonly io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  private subscription: Subscription | undefined;
  /** Everything up to here has been emitted live; catch-up reads up to it, then joins. */
  private delivered: Checkpoint = START;

  constructor(private readonly o: GatewayOptions) {
    const allowOrigin = o.allowOrigin;
    this.io = new Server(o.httpServer, {
      path: o.path ?? '/socket.io',
      serveClient: false,
      // Cross-site WebSocket hijacking: a page of another origin may not open a socket here ([SEC1] 12).
      ...(allowOrigin
        ? {
            allowRequest: (req, done) => done(null, allowOrigin(req.headers.origin, req.headers.host)),
          }
        : {}),
    });
    this.io.use((socket, next) => {
      o.authenticate((socket.handshake.auth ?? {}) as HandshakeAuth).then(
        (identity) => {
          if (!identity) return next(new Error('未授权，请重新登录'));
          socket.data.identity = identity;
          next();
        },
        (e: unknown) => next(e instanceof Error ? e : new Error(String(e))),
      );
    });
    this.io.on('connection', (socket) => void this.onConnection(socket));
  }

  async start(): Promise<void> {
    this.delivered = await this.o.store().head();
    this.subscription = this.o.store().subscribe({
      from: this.delivered,
      handle: async (events) => this.emitLive(events),
      onError: (e) => this.o.log?.warn({ err: e }, 'realtime gateway could not read the event log; retrying'),
    });
  }

  get healthy(): boolean {
    return this.subscription !== undefined && !this.subscription.failing;
  }

  get connections(): number {
    return this.io.engine?.clientsCount ?? 0;
  }

  /** Stops tailing and drops every socket; the HTTP server is closed by its owner. */
  async close(): Promise<void> {
    await this.subscription?.stop();
    this.io.disconnectSockets(true);
    this.io.engine?.close();
  }

  /**
   * Emits a batch read from the log. Consecutive events bound for the same rooms travel in one
   * `events` message per audience, so a gateway that fell behind catches up with one write per
   * socket per run instead of one per event; a change of rooms starts a new message, which keeps
   * every socket's events in commit order.
   */
  private emitLive(events: readonly RecordedEvent[]): void {
    try {
      this.o.observe?.(events);
    } catch (err) {
      this.o.log?.warn({ err }, 'realtime observer failed');
    }
    type Target = { rooms: string[]; except: string[]; items: PushedEvent[] };
    let run: { key: string; targets: Target[] } | undefined;
    const flush = () => {
      for (const t of run?.targets ?? []) {
        if (t.items.length === 0) continue;
        (t.except.length ? this.io.to(t.rooms).except(t.except) : this.io.to(t.rooms)).emit(
          'events',
          t.items,
        );
      }
      run = undefined;
    };
    for (const e of events) {
      const routes = this.routesOf(e);
      // Each audience once: a socket in several rooms gets the first (most privileged) route's view.
      const reached: string[] = [];
      const targets: Array<{ rooms: string[]; except: string[]; data: unknown }> = [];
      for (const r of routes) {
        if (r.rooms.length === 0) continue;
        targets.push({ rooms: r.rooms, except: [...reached], data: r.data });
        reached.push(...r.rooms);
      }
      if (targets.length === 0) continue;
      const key = JSON.stringify(targets.map((t) => [t.rooms, t.except]));
      if (run && run.key !== key) flush();
      run ??= { key, targets: targets.map((t) => ({ rooms: t.rooms, except: t.except, items: [] })) };
      targets.forEach((t, i) => run!.targets[i]!.items.push(pushed(e, t.data)));
    }
    flush();
    const ending = events.flatMap((e) => this.disconnectsOf(e));
    if (ending.length > 0) this.io.in(ending).disconnectSockets(true);
    const last = events[events.length - 1];
    if (last) this.delivered = { txId: last.txId, position: last.globalPosition };
  }

  private disconnectsOf(e: RecordedEvent): string[] {
    try {
      return this.o.disconnects?.(e) ?? [];
    } catch (err) {
      this.o.log?.warn({ err, position: e.globalPosition, type: e.type }, 'realtime disconnect rule failed');
      return [];
    }
  }

  /** A router that throws must not stop the stream for everyone: that event goes nowhere, and is logged. */
  private routesOf(e: RecordedEvent): Route[] {
    try {
      return this.o.route(e);
    } catch (err) {
      this.o.log?.warn(
        { err, position: e.globalPosition, type: e.type },
        'realtime route failed; event not pushed',
      );
      return [];
    }
  }

  private async onConnection(socket: IoSocket): Promise<void> {
    const identity = socket.data.identity;
    const auth = (socket.handshake.auth ?? {}) as HandshakeAuth;
    // At once, before any await: the session's end reaches this socket from now on.
    if (identity.sessionId) void socket.join(sessionRoom(identity.sessionId));
    const rooms = new Set(defaultRooms(identity));
    const joinable = Array.isArray(auth.rooms) ? auth.rooms.slice(0, 20) : [];
    socket.on('room.join', (req, ack) => {
      this.onJoin(socket, req, ack).catch((e: unknown) => {
        this.o.log?.warn({ err: e }, 'realtime room join failed');
        if (typeof ack === 'function') ack({ ok: false, message: '服务暂不可用，请稍后重试' });
      });
    });
    socket.on('room.leave', (req, ack) => {
      if (typeof ack !== 'function') return;
      if (!isRoomName(req?.room)) return ack({ ok: false, message: '房间名称不合法' });
      void socket.leave(req.room);
      ack({ ok: true });
    });
    if (identity.sessionId) {
      // A session that ended between the handshake's check and the join above was not in the room
      // when its end was emitted: ask once more now that it is.
      const still = await this.o.authenticate(auth).catch(() => null);
      if (!still) {
        socket.disconnect(true);
        return;
      }
    }
    for (const room of joinable) {
      if (await this.mayJoin(identity, room)) rooms.add(room);
    }
    await this.catchUpAndJoin(socket, [...rooms], auth.lastPosition).catch((e: unknown) => {
      // The client reconnects and tries again (e.g. while the database is still coming up).
      this.o.log?.warn({ err: e }, 'realtime catch-up failed');
      socket.disconnect(true);
    });
  }

  /** Its own rooms always; any other room only by the authorizer's rule. */
  private async mayJoin(identity: Identity, room: unknown): Promise<boolean> {
    if (!isRoomName(room)) return false;
    return defaultRooms(identity).includes(room) || this.o.authorizeRoom(identity, room);
  }

  private async onJoin(
    socket: IoSocket,
    req: { room: string; lastPosition?: number },
    ack: (r: RoomAck) => void,
  ) {
    if (typeof ack !== 'function') return;
    if (!isRoomName(req?.room)) return ack({ ok: false, message: '房间名称不合法' });
    if (!(await this.mayJoin(socket.data.identity, req.room))) return ack({ ok: false, message: '拒绝访问' });
    await this.catchUpAndJoin(socket, [req.room], req.lastPosition);
    ack({ ok: true });
  }

  /**
   * Sends the socket the events of `rooms` after `lastPosition` up to what was emitted live,
   * then joins the rooms in the same tick as the last check, so no event falls in between.
   * Events that also reach a room the socket is already in were delivered there: not again.
   */
  private async catchUpAndJoin(socket: IoSocket, rooms: string[], lastPosition: unknown): Promise<void> {
    if (!this.subscription) throw new Error('the realtime gateway has not started');
    const position =
      typeof lastPosition === 'number' && Number.isSafeInteger(lastPosition) && lastPosition >= 0
        ? lastPosition
        : undefined;
    const already = new Set(socket.rooms);
    let cursor = position === undefined ? undefined : await this.o.store().checkpointAt(position);
    while (cursor && socket.connected && compareCheckpoints(cursor, this.delivered) < 0) {
      const batch = await this.o.store().readAll(cursor, { upTo: this.delivered, batchSize: 500 });
      if (batch.length === 0) break;
      const missed: PushedEvent[] = [];
      for (const e of batch) {
        const routes = this.routesOf(e);
        if (routes.some((route) => route.rooms.some((room) => already.has(room)))) continue;
        const r = routes.find((route) => route.rooms.some((room) => rooms.includes(room)));
        if (r) missed.push(pushed(e, r.data));
      }
      if (missed.length) socket.emit('events', missed);
      const last = batch[batch.length - 1]!;
      cursor = { txId: last.txId, position: last.globalPosition };
    }
    if (socket.connected) void socket.join(rooms);
  }
}
