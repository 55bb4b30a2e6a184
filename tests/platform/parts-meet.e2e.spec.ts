import type { PushedEvent } from '@srm/contracts/realtime';
import type { RunningApi } from '@srm/api';
import { createTestDatabase, eventually, type TestDatabase } from '@srm/events/testing';
import type { DevServer } from '@srm/workflow';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_ADMIN_PASSWORD } from '../support/api';
import { killStartedProcesses, startNodeProcess, waitForExit } from '../support/processes';
import { startTestDevServer } from '../support/temporal';

type Envelope<T> = { success: boolean; message: string; code: number; result: T };
type Check = { id: string; status: string; delayMs: number; elapsedMs: number | null };

/**
 * The proof that the parts meet (issue P1 §5): real PostgreSQL, a real Temporal dev server, a
 * worker in its own process, and a real socket.io-client.
 */
describe('API command -> event -> workflow timer -> activity event -> socket', () => {
  let tdb: TestDatabase;
  let temporal: DevServer;
  let api: RunningApi;
  const workerEnv = () => ({
    DATABASE_URL: tdb.url!,
    TEMPORAL_ADDRESS: temporal.address,
    WORKER_TASK_QUEUES: 'platform',
  });
  const startWorker = () => startNodeProcess('workflow/src/worker-main.ts', workerEnv(), /worker polling/);
  const sockets: Socket[] = [];

  const connect = (auth: Record<string, unknown> = {}) => {
    const received: PushedEvent[] = [];
    const socket = io(api.url, { auth, transports: ['websocket'], reconnection: false });
    socket.on('events', (batch: PushedEvent[]) => received.push(...batch));
    sockets.push(socket);
    return {
      socket,
      received,
      connected: new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      }),
    };
  };
  /** Starting a self-check needs a login and platform:selfCheck:run ([SEC1] 5): the seeded admin. */
  let adminToken: string | undefined;
  const admin = async () => {
    if (adminToken) return adminToken;
    const r = await fetch(`${api.url}/api/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }),
    });
    adminToken = ((await r.json()) as Envelope<{ token: string }>).result.token;
    return adminToken;
  };
  const post = async <T>(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: Envelope<T> }> => {
    const r = await fetch(`${api.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-access-token': await admin(), ...headers },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as Envelope<T> };
  };

  beforeAll(async () => {
    [tdb, temporal] = await Promise.all([createTestDatabase('postgres'), startTestDevServer()]);
    api = await startTestApi({ databaseUrl: tdb.url!, temporalAddress: temporal.address, runWorker: false });
  });
  afterAll(async () => {
    await killStartedProcesses();
    sockets.forEach((s) => s.disconnect());
    await api?.close();
    await temporal?.stop();
    await tdb?.close();
  });

  it('delivers both events in order with positions, and survives the worker being killed mid-timer', async () => {
    const client = connect();
    await client.connected;
    let worker = await startWorker();

    const started = await post<Check>('/platform/self-checks', { delayMs: 3000 });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, result: { status: 'running', delayMs: 3000 } });
    const id = started.body.result.id;

    await eventually(async () =>
      client.received.some((e) => e.type === 'SelfCheckRequested') ? true : undefined,
    );
    // The workflow is asleep on its timer: kill its worker outright, then start a new one.
    await eventually(async () => {
      const r = await fetch(`${api.url}/api/platform/self-checks/${id}`);
      return r.ok ? true : undefined;
    });
    worker.child.kill('SIGKILL');
    await waitForExit(worker.child);
    worker = await startWorker();

    const completed = await eventually(
      async () => client.received.find((e) => e.type === 'SelfCheckCompleted'),
      45_000,
      'SelfCheckCompleted over the socket',
    );
    const mine = client.received.filter((e) => e.streamId === `selfCheck-${id}`);
    expect(mine.map((e) => e.type)).toEqual(['SelfCheckRequested', 'SelfCheckCompleted']);
    expect(mine[0]!.position).toBeLessThan(mine[1]!.position);
    expect(completed.data).toMatchObject({ id });
    expect((completed.data as { elapsedMs: number }).elapsedMs).toBeGreaterThanOrEqual(3000);

    const after = await fetch(`${api.url}/api/platform/self-checks/${id}`).then(
      (r) => r.json() as Promise<Envelope<Check>>,
    );
    expect(after.result).toMatchObject({ status: 'completed' });
    // Exactly one completion despite the kill (the activity's retry would have been a no-op).
    const stream = await api.services.store().readStream(`selfCheck-${id}`);
    expect(stream.events.map((e) => e.type)).toEqual(['SelfCheckRequested', 'SelfCheckCompleted']);

    worker.child.kill('SIGTERM');
    await waitForExit(worker.child);
  });

  it('gives a client that reconnects with its last position exactly the events it missed, then live ones', async () => {
    const worker = await startWorker();
    const first = connect();
    await first.connected;
    const a = await post<Check>('/platform/self-checks', { delayMs: 0 });
    await eventually(async () =>
      first.received.filter((e) => e.streamId === `selfCheck-${a.body.result.id}`).length === 2
        ? true
        : undefined,
    );
    const lastPosition = first.received[first.received.length - 1]!.position;
    first.socket.disconnect();

    // While it is away: two more checks complete.
    const missed = [
      await post<Check>('/platform/self-checks', { delayMs: 0 }),
      await post<Check>('/platform/self-checks', { delayMs: 0 }),
    ];
    const missedIds = missed.map((m) => m.body.result.id);
    await eventually(async () => {
      const rows = await Promise.all(
        missedIds.map((id) =>
          fetch(`${api.url}/api/platform/self-checks/${id}`).then(
            (r) => r.json() as Promise<Envelope<Check>>,
          ),
        ),
      );
      return rows.every((r) => r.result.status === 'completed') ? true : undefined;
    });

    const again = connect({ lastPosition });
    await again.connected;
    await eventually(
      async () => (again.received.length >= 4 ? true : undefined),
      10_000,
      'the missed events',
    );
    // Exactly the log after its position, in the log's commit order.
    const store = api.services.store();
    const expected = await store.readAll(await store.checkpointAt(lastPosition));
    expect(expected).toHaveLength(4);
    expect(again.received.slice(0, 4).map((e) => e.position)).toEqual(expected.map((e) => e.globalPosition));
    expect(new Set(again.received.slice(0, 4).map((e) => e.streamId))).toEqual(
      new Set(missedIds.map((id) => `selfCheck-${id}`)),
    );
    expect(again.received.every((e) => e.position > lastPosition)).toBe(true);
    // Then live.
    const live = await post<Check>('/platform/self-checks', { delayMs: 0 });
    await eventually(
      async () => (again.received.length === 6 ? true : undefined),
      15_000,
      'live events after catch-up',
    );
    expect(again.received.slice(4).map((e) => e.streamId)).toEqual([
      `selfCheck-${live.body.result.id}`,
      `selfCheck-${live.body.result.id}`,
    ]);
    expect(new Set(again.received.map((e) => e.position)).size).toBe(6);
    worker.child.kill('SIGTERM');
    await waitForExit(worker.child);
  });

  it('answers a retried request (same Idempotency-Key) with the first self-check', async () => {
    const token = await admin();
    const send = (delayMs: number) =>
      fetch(`${api.url}/api/platform/self-checks`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': 'retry-me-0001',
          'x-access-token': token,
        },
        body: JSON.stringify({ delayMs }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Envelope<Check> }));
    const first = await send(0);
    const retry = await send(0);
    expect(retry.body.success).toBe(true);
    expect(retry.body.result.id).toBe(first.body.result.id);
    // The same key for another request is refused.
    expect((await send(5)).status).toBe(422);
  });

  it('refuses an anonymous start (no anonymous writes)', async () => {
    const r = await fetch(`${api.url}/api/platform/self-checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ delayMs: 0 }),
    });
    expect(r.status).toBe(401);
  });

  it('refuses bad input in the envelope and writes nothing', async () => {
    const before = await api.services.store().head();
    for (const body of [
      { delayMs: -1 },
      { delayMs: 'soon' },
      { delayMs: 1.5 },
      { delayMs: 100, extra: true },
    ]) {
      const r = await post('/platform/self-checks', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toMatch(/delayMs|extra|Unrecognized/);
    }
    const notFound = await fetch(`${api.url}/api/platform/self-checks/${crypto.randomUUID()}`);
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as Envelope<null>).message).toBe('自检不存在');
    const unknown = await fetch(`${api.url}/api/nope`);
    expect(((await unknown.json()) as Envelope<null>).message).toBe('很抱歉，资源未找到!');
    expect(await api.services.store().head()).toEqual(before);
  });

  it('bounds how many self-checks may run at once, even for a burst with fresh keys and tenant headers (no worker runs now, so none completes)', async () => {
    // The probe's attack ([SEC1] 5): 30 at once, each with its own Idempotency-Key, and 10 more
    // with another tenant's header (refused outright: 拒绝访问).
    const fresh = () => ({ 'idempotency-key': crypto.randomUUID() });
    const [burst, spoofed] = await Promise.all([
      Promise.all(
        Array.from({ length: 30 }, () => post('/platform/self-checks', { delayMs: 60_000 }, fresh())),
      ),
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post('/platform/self-checks', { delayMs: 60_000 }, { ...fresh(), tenant_id: `spoof${i}` }),
        ),
      ),
    ]);
    for (const r of spoofed) expect(r.status).toBe(403);
    const refused = burst.filter((r) => r.status !== 200);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused)
      expect(r).toMatchObject({ status: 429, body: { success: false, message: '自检过于频繁，请稍后再试' } });
    const running = await api.services
      .db()
      .selectFrom('self_checks')
      .select('id')
      .where('status', '=', 'running')
      .execute();
    expect(running.length).toBe(20);
    const before = await api.services.store().head();
    expect((await post('/platform/self-checks', { delayMs: 0 })).status).toBe(429);
    expect(await api.services.store().head()).toEqual(before);
  });
});
