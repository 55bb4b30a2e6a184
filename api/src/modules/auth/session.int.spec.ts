import type { PushedEvent, RoomAck } from '@srm/contracts/realtime';
import { system } from '@srm/events';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

type Session = {
  id: string;
  device: string;
  ip: string | null;
  loginTime: string;
  lastSeen: string;
  current: boolean;
};

const TOKEN_INVALID = { status: 500, body: { success: false, message: 'Token失效，请重新登录' } };
const PASSWORD = 'Harness@2026';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * [SEC1] 1-3 through the real routes and sockets: a password change ends the user's other
 * sessions; freezing, deleting or taking a role away ends all of them (every route, open sockets,
 * new handshakes); 安全设置 lists one's own sessions and ends them, never another user's.
 */
describe('sessions: ended when they should be (real PostgreSQL, real sockets)', () => {
  let h: Harness;
  let url: string;
  let admin: string;
  const sockets: Socket[] = [];

  const login = async (username: string, password = PASSWORD, userAgent = CHROME) => {
    const r = await h.call<{ token: string }>('POST', '/sys/login', {
      body: { username, password },
      headers: { 'user-agent': userAgent },
    });
    expect(r.body.message).toBe('登录成功');
    return r.body.result.token;
  };
  /** Resolves with the connected socket, rejects with the handshake's refusal. */
  const connect = (token: string, extra: { rooms?: string[]; tenantId?: string } = {}) =>
    new Promise<Socket>((resolve, reject) => {
      const s = io(url, {
        auth: { ...(token ? { token } : {}), ...extra },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(s);
      s.once('connect', () => resolve(s)).once('connect_error', reject);
    });
  const disconnected = (s: Socket) =>
    new Promise<string>((resolve) => {
      if (!s.connected) resolve('already');
      s.once('disconnect', (reason) => resolve(reason));
    });
  /** Every way the probe used the old token, refused. */
  const expectDead = async (token: string) => {
    for (const path of ['/user/info', '/process/task/todo', '/sys/loginfo', '/sys/visitInfo']) {
      expect(await h.get(path, token), path).toMatchObject(TOKEN_INVALID);
    }
    const change = await h.post(
      '/sys/user/updatePassword',
      { username: 'x', oldpassword: PASSWORD, password: 'Other@2026x', confirmpassword: 'Other@2026x' },
      token,
    );
    expect(change).toMatchObject(TOKEN_INVALID);
    await expect(connect(token)).rejects.toThrow('未授权，请重新登录');
  };

  beforeAll(async () => {
    h = await startHarness();
    url = await h.app.listen({ port: 0, host: '127.0.0.1' });
    admin = (
      await h.userWith('sadmin', {
        actions: [
          'system:user:list',
          'system:user:edit',
          'system:user:frozen',
          'system:user:delete',
          'system:user:changePassword',
        ],
      })
    ).token;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await h?.close();
  });

  it('a user changing its own password ends its other sessions (routes and socket); the changing one goes on', async () => {
    const { token: old } = await h.userWith('alice', { actions: ['system:user:list'] });
    const current = await login('alice');
    expect((await h.get('/process/task/todo', old)).status).toBe(200);
    const socket = await connect(old);
    const gone = disconnected(socket);

    const r = await h.post(
      '/sys/user/updatePassword',
      { username: 'alice', oldpassword: PASSWORD, password: 'Alice@20261', confirmpassword: 'Alice@20261' },
      current,
    );
    expect(r.body).toMatchObject({ success: true, message: '密码修改成功！' });

    expect(await gone).toBe('io server disconnect');
    await expectDead(old);
    expect((await h.get('/user/info', current)).body).toMatchObject({ success: true });
    expect((await h.get('/process/task/todo', current)).status).toBe(200);
    await expect(connect(current)).resolves.toBeDefined();
  });

  it("an administrator's password change ends every session of that user", async () => {
    const { token } = await h.userWith('bob');
    const second = await login('bob', PASSWORD, IPHONE);
    const socket = await connect(token);
    const gone = disconnected(socket);
    const r = await h.put(
      '/sys/user/changePassword',
      { username: 'bob', password: 'Bob@202611', confirmpassword: 'Bob@202611' },
      admin,
    );
    expect(r.body).toMatchObject({ success: true, message: '密码修改成功！' });
    expect(await gone).toBe('io server disconnect');
    await expectDead(token);
    await expectDead(second);
    // The administrator's own session is untouched; bob signs in with the new password.
    expect((await h.get('/user/info', admin)).status).toBe(200);
    expect((await h.get('/user/info', await login('bob', 'Bob@202611'))).status).toBe(200);
  });

  it('freezing a user stops its tokens on every route and disconnects its sockets at once', async () => {
    const { token } = await h.userWith('carol');
    const socket = await connect(token);
    const gone = disconnected(socket);
    const r = await h.put('/sys/user/frozenBatch', { ids: 'carol', status: 2 }, admin);
    expect(r.body).toMatchObject({ success: true, message: '冻结成功!' });
    expect(await gone).toBe('io server disconnect');
    await expectDead(token);
    expect((await h.post('/sys/login', { username: 'carol', password: PASSWORD })).body.message).toBe(
      '该用户已冻结',
    );
    // Thawing does not bring the old session back.
    await h.put('/sys/user/frozenBatch', { ids: 'carol', status: 1 }, admin);
    expect(await h.get('/user/info', token)).toMatchObject(TOKEN_INVALID);
    expect((await h.get('/user/info', await login('carol'))).status).toBe(200);
  });

  it("a frozen supplier's socket leaves supplier:S001 at once: no live announcements, no new handshake, no way back in", async () => {
    const { token } = await h.userWith('sup_frozen', { supplierId: 'S001' });
    const { token: peerToken } = await h.userWith('sup_peer', { supplierId: 'S001' });
    const { token: announcer } = await h.userWith('announcer', {
      actions: ['system:announcement:add', 'system:announcement:release'],
    });
    const live = async (t: string) => {
      const socket = await connect(t, { rooms: ['supplier:S001'] });
      const titles: string[] = [];
      socket.on('events', (batch: PushedEvent[]) => {
        for (const e of batch)
          if (e.type === 'AnnouncementReleased') titles.push((e.data as { titile: string }).titile);
      });
      return { socket, titles };
    };
    const release = async (titile: string) => {
      const made = await h.post<{ id: string }>(
        '/sys/annountCement/add',
        { titile, msgContent: '<p>x</p>' },
        announcer,
      );
      expect(made.body.success, made.body.message).toBe(true);
      await h.get(`/sys/annountCement/doReleaseData?id=${made.body.result.id}`, announcer);
    };
    const arrived = (titles: string[], titile: string) =>
      expect.poll(() => titles.includes(titile), { timeout: 30_000 }).toBe(true);

    const frozen = await live(token);
    const peer = await live(peerToken);
    await release('冻结前公告');
    await arrived(frozen.titles, '冻结前公告');
    await arrived(peer.titles, '冻结前公告');

    const gone = disconnected(frozen.socket);
    await h.put('/sys/user/frozenBatch', { ids: 'sup_frozen', status: 2 }, admin);
    expect(await gone).toBe('io server disconnect');
    // The probe's handshake (token, asking for supplier:S001) is refused.
    await expect(connect(token, { rooms: ['supplier:S001'] })).rejects.toThrow('未授权，请重新登录');
    // Without the token it is an anonymous visitor, who may not join a supplier's room.
    const visitor = await connect('', { tenantId: '0', rooms: ['supplier:S001'] });
    expect(await visitor.emitWithAck('room.join', { room: 'supplier:S001' })).toEqual<RoomAck>({
      ok: false,
      message: '拒绝访问',
    });
    // The company's other user still hears the next one; the frozen socket stays closed.
    await release('冻结后公告');
    await arrived(peer.titles, '冻结后公告');
    expect(frozen.socket.connected).toBe(false);
    expect(frozen.titles).toEqual(['冻结前公告']);
  });

  it('deleting a user stops its tokens on every route and disconnects its sockets', async () => {
    const { token } = await h.userWith('dave');
    const socket = await connect(token);
    const gone = disconnected(socket);
    expect((await h.del('/sys/user/delete?id=dave', admin)).body).toMatchObject({ success: true });
    expect(await gone).toBe('io server disconnect');
    await expectDead(token);
  });

  it("taking a user's roles away ends its sessions; giving one does not", async () => {
    const { token } = await h.userWith('erin', { actions: ['system:user:list'] });
    expect((await h.get('/sys/user/list', token)).status).toBe(200);
    const roles = (await h.get<string[]>('/sys/user/queryUserRole?userid=erin', admin)).body.result;
    expect(roles).toHaveLength(1);
    // An edit that keeps the roles keeps the session.
    await h.put('/sys/user/edit', { id: 'erin', realname: '艾琳', selectedroles: roles }, admin);
    expect((await h.get('/user/info', token)).status).toBe(200);
    const socket = await connect(token);
    const gone = disconnected(socket);
    const r = await h.put('/sys/user/edit', { id: 'erin', selectedroles: [] }, admin);
    expect(r.body).toMatchObject({ success: true });
    expect(await gone).toBe('io server disconnect');
    await expectDead(token);
  });

  it('lists only its own sessions (device, address, last seen) and ends one of them, never another user’s', async () => {
    const { token: phone } = await h.userWith('frank');
    // userWith logged in with the test client's agent; a second session from a desktop browser.
    const desk = await login('frank', PASSWORD, CHROME);
    const { token: other } = await h.userWith('grace');
    const graceSessions = (await h.get<Session[]>('/sys/user/sessions', other)).body.result;
    expect(graceSessions).toHaveLength(1);

    const mine = (await h.get<Session[]>('/sys/user/sessions', desk)).body.result;
    expect(mine).toHaveLength(2);
    expect(mine.map((s) => s.id)).not.toContain(graceSessions[0]!.id);
    const here = mine.find((s) => s.current)!;
    expect(here).toMatchObject({ device: 'Chrome 120 · Windows', ip: '127.0.0.1' });
    expect(mine.filter((s) => s.current)).toHaveLength(1);

    // Another user's session id: refused, nothing ended (not even one's own in the same call).
    const theirs = await h.post('/sys/user/sessions/end', { ids: [graceSessions[0]!.id] }, desk);
    expect(theirs).toMatchObject({ status: 404, body: { success: false, message: '未找到对应会话' } });
    const mixed = await h.post(
      '/sys/user/sessions/end',
      { ids: [mine.find((s) => !s.current)!.id, graceSessions[0]!.id] },
      desk,
    );
    expect(mixed.status).toBe(404);
    expect((await h.get('/user/info', other)).status).toBe(200);
    expect((await h.get('/user/info', phone)).status).toBe(200);

    // Ending the phone's session from the desktop: that token is dead, its socket dropped.
    const socket = await connect(phone);
    const gone = disconnected(socket);
    const ended = await h.post('/sys/user/sessions/end', { ids: [mine.find((s) => !s.current)!.id] }, desk);
    expect(ended.body).toMatchObject({ success: true, result: { count: 1 } });
    expect(await gone).toBe('io server disconnect');
    await expectDead(phone);
    const left = (await h.get<Session[]>('/sys/user/sessions', desk)).body.result;
    expect(left.map((s) => s.id)).toEqual([here.id]);
    expect((await h.get('/sys/user/sessions')).status).toBe(401);
  });

  it('moves "last seen" on at most once a minute per session', async () => {
    const t0 = new Date();
    h.setClock(t0);
    const { token } = await h.userWith('henry');
    const seen = async () => (await h.get<Session[]>('/sys/user/sessions', token)).body.result[0]!.lastSeen;
    expect(await seen()).toBe(t0.toISOString());
    h.setClock(new Date(t0.getTime() + 30_000));
    expect(await seen()).toBe(t0.toISOString());
    const later = new Date(t0.getTime() + 90_000);
    h.setClock(later);
    await h.get('/user/info', token);
    expect(await seen()).toBe(later.toISOString());
    h.setClock(new Date());
  });

  it('concurrent logins of one account all succeed and leave its user stream alone', async () => {
    await h.userWith('ivan');
    const store = h.services.store();
    const before = await store.streamVersion(system.userStreamId('ivan'));
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        h.call<{ token: string }>('POST', '/sys/login', { body: { username: 'ivan', password: PASSWORD } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const tokens = new Set(answers.map((a) => a.body.result.token));
    expect(tokens.size).toBe(12);
    for (const t of tokens) expect((await h.get('/user/info', t)).status).toBe(200);
    expect(await store.streamVersion(system.userStreamId('ivan'))).toBe(before);
    const sessions = (await h.get<Session[]>('/sys/user/sessions', [...tokens][0]!)).body.result;
    expect(sessions).toHaveLength(13);
  });

  it('a lock needs no read of the user stream: 5 concurrent wrong passwords lock, the count restarts after', async () => {
    await h.userWith('judy');
    const t0 = new Date();
    h.setClock(t0);
    const wrong = await Promise.all(
      Array.from({ length: 5 }, () => h.post('/sys/login', { username: 'judy', password: 'wrong-one' })),
    );
    expect(wrong.map((w) => w.body.message)).toEqual(Array(5).fill('用户名或密码错误'));
    const locked = await h.post('/sys/login', { username: 'judy', password: PASSWORD });
    expect(locked).toMatchObject({
      status: 409,
      body: { message: '密码错误次数过多，账号已锁定，请10分钟后再试' },
    });
    h.setClock(new Date(t0.getTime() + 10 * 60_000));
    expect((await h.post('/sys/login', { username: 'judy', password: PASSWORD })).status).toBe(200);
    // Counting starts again: four failures do not lock.
    for (let i = 0; i < 4; i++) await h.post('/sys/login', { username: 'judy', password: 'wrong-one' });
    expect((await h.post('/sys/login', { username: 'judy', password: PASSWORD })).status).toBe(200);
    h.setClock(new Date());
  });
});
