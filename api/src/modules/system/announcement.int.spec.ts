import { system } from '@srm/events';
import { eventually } from '@srm/events/testing';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushedEvent } from '@srm/contracts/realtime';
import { startHarness, type Harness } from '../../testing/harness';
import { ANNOUNCEMENT_ACTIONS } from './announcement.routes';

type View = {
  id: string;
  titile: string;
  msgContent: string;
  msgCategory: string;
  sendStatus: number;
  userIds: string[];
};
type Page<T> = { records: T[]; total: number };
type ByUser = { anntMsgList: View[]; anntMsgTotal: number; sysMsgList: View[]; sysMsgTotal: number };
type Mine = { anntId: string; titile: string; readFlag: number };
type User = { id: string; token: string };

const BASE = '/sys/annountCement';

describe('announcements (real PostgreSQL, real sockets)', () => {
  let h: Harness;
  let admin: User;
  let plain: User;
  let u1: User;
  let u2: User;
  let admin2: User;
  let t2user: User;
  let url: string;
  const sockets: Socket[] = [];
  let t = Date.parse('2026-11-22T08:00:00.000Z');
  /** Each release a second later than the one before, so "newest first" is well defined. */
  const tick = () => h.setClock(new Date((t += 1000)));

  const add = async (body: Record<string, unknown>, token = admin.token) => {
    const r = await h.post<{ id: string }>(`${BASE}/add`, { msgContent: '<p>内容</p>', ...body }, token);
    expect(r.body.message).toBe('添加成功！');
    return r.body.result.id;
  };
  const release = async (id: string, token = admin.token) => {
    tick();
    return h.get(`${BASE}/doReleaseData?id=${id}`, token);
  };
  const published = async (body: Record<string, unknown>, token = admin.token) => {
    const id = await add(body, token);
    expect((await release(id, token)).body.message).toBe('该系统通知发布成功');
    return id;
  };
  const byUser = async (u: User) => (await h.get<ByUser>(`${BASE}/listByUser`, u.token)).body.result;
  const markRead = (u: User, anntId: string, method: 'PUT' | 'POST' = 'PUT') =>
    h.call(method, '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: u.token, body: { anntId } });
  const adminList = async (query = '', token = admin.token) =>
    (await h.get<Page<View>>(`${BASE}/list?pageSize=100${query}`, token)).body.result;

  beforeAll(async () => {
    h = await startHarness();
    const actions = [...ANNOUNCEMENT_ACTIONS];
    admin = await h.userWith('annt-admin', { tenantId: '1', actions });
    plain = await h.userWith('annt-plain', { tenantId: '1', actions: ['something:else'] });
    u1 = await h.userWith('annt-u1', { tenantId: '1' });
    u2 = await h.userWith('annt-u2', { tenantId: '1' });
    admin2 = await h.userWith('annt-admin2', { tenantId: '2', actions });
    t2user = await h.userWith('annt-t2user', { tenantId: '2' });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const a = h.app.server.address();
    url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await h?.close();
  });

  it('an admin creates, edits, releases, revokes and deletes; a user without the action gets 拒绝访问', async () => {
    const refusedAdd = await h.post(`${BASE}/add`, { titile: '无权限' }, plain.token);
    expect(refusedAdd.status).toBe(403);
    expect(refusedAdd.body.message).toBe('拒绝访问');

    const id = await add({ titile: '设备检修通知', priority: 'H' });
    for (const r of [
      await h.put(`${BASE}/edit`, { id, titile: 'x' }, plain.token),
      await h.get(`${BASE}/list`, plain.token),
      await h.get(`${BASE}/doReleaseData?id=${id}`, plain.token),
      await h.get(`${BASE}/doReovkeData?id=${id}`, plain.token),
      await h.del(`${BASE}/delete?id=${id}`, plain.token),
      await h.del(`${BASE}/deleteBatch?ids=${id}`, plain.token),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('拒绝访问');
    }
    expect((await adminList()).records.filter((a) => a.titile === '无权限')).toEqual([]);
    const nul = await h.post(`${BASE}/add`, { titile: 'a\u0000b' }, admin.token);
    expect(nul.status).toBe(400);

    const edited = await h.put(`${BASE}/edit`, { id, titile: '设备检修通知（更新）' }, admin.token);
    expect(edited.body.message).toBe('编辑成功!');
    const row = () => adminList().then((p) => p.records.find((a) => a.id === id));
    expect(await row()).toMatchObject({ titile: '设备检修通知（更新）', sendStatus: 0 });

    expect((await release(id)).body.message).toBe('该系统通知发布成功');
    expect(await row()).toMatchObject({ sendStatus: 1 });
    const late = await h.put(`${BASE}/edit`, { id, titile: '太晚了' }, admin.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('只有未发布的公告可以编辑');
    expect((await release(id)).status).toBe(409);

    const revoked = await h.get(`${BASE}/doReovkeData?id=${id}`, admin.token);
    expect(revoked.body.message).toBe('该系统通知撤销成功');
    expect(await row()).toMatchObject({ sendStatus: 2 });
    expect((await h.get(`${BASE}/doReovkeData?id=${id}`, admin.token)).status).toBe(409);

    expect((await h.del(`${BASE}/delete?id=${id}`, admin.token)).body.message).toBe('删除成功!');
    expect(await row()).toBeUndefined();
    expect((await h.get(`${BASE}/queryById?id=${id}`, admin.token)).status).toBe(404);

    const a = await add({ titile: '批量一' });
    const b = await add({ titile: '批量二' });
    expect((await h.del(`${BASE}/deleteBatch?ids=${a},${b}`, admin.token)).body.message).toBe(
      '批量删除成功!',
    );
    expect((await adminList(`&titile=${encodeURIComponent('批量*')}`)).total).toBe(0);
  });

  it('keeps formatting, links and images of msgContent and strips scripts, handlers and javascript: URLs', async () => {
    const id = await add({
      titile: '富文本',
      msgContent:
        '<p style="color: red" onclick="steal()">你好<script>alert(1)</script>' +
        '<a href="javascript:alert(2)">坏链接</a> <a href="https://example.com/a" target="_blank">好链接</a>' +
        '<img src="/sys/common/static/a.png" onerror="x()"><iframe src="https://evil"></iframe></p>',
    });
    const html = (await h.get<View>(`${BASE}/queryById?id=${id}`, admin.token)).body.result.msgContent;
    expect(html).toBe(
      '<p style="color:red">你好<a>坏链接</a> ' +
        '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">好链接</a>' +
        '<img src="/sys/common/static/a.png" /></p>',
    );
    const edited = await h.put(
      `${BASE}/edit`,
      { id, msgContent: '<b>ok</b><script>x()</script>' },
      admin.token,
    );
    expect(edited.status).toBe(200);
    expect((await h.get<View>(`${BASE}/queryById?id=${id}`, admin.token)).body.result.msgContent).toBe(
      '<b>ok</b>',
    );
  });

  it('listByUser answers the unread released announcements addressed to the caller, notices and system apart, newest first', async () => {
    const notice = await published({ titile: '通知一', msgCategory: '1' });
    const sys = await published({ titile: '系统一', msgCategory: '2', priority: 'H' });
    const forU1 = await published({ titile: '给u1', msgCategory: '1', msgType: 'USER', userIds: u1.id });
    await add({ titile: '草稿', msgCategory: '1' });
    const gone = await published({ titile: '已撤销', msgCategory: '2' });
    await h.get(`${BASE}/doReovkeData?id=${gone}`, admin.token);
    const expired = await published({ titile: '已过期', endTime: '2026-01-01 00:00:00' });

    const mine = await byUser(u1);
    expect(mine.anntMsgList.map((a) => a.titile)).toEqual(['给u1', '通知一']);
    expect(mine.anntMsgTotal).toBe(2);
    expect(mine.sysMsgList.map((a) => a.id)).toEqual([sys]);
    expect(mine.sysMsgTotal).toBe(1);
    expect(mine.anntMsgList[1]).toMatchObject({ id: notice, msgCategory: '1', msgContent: '<p>内容</p>' });

    const capped = (await h.get<ByUser>(`${BASE}/listByUser?pageSize=1`, u1.token)).body.result;
    expect(capped.anntMsgList.map((a) => a.titile)).toEqual(['给u1']);
    expect(capped.anntMsgTotal).toBe(2);
    expect((await h.get(`${BASE}/listByUser?pageSize=51`, u1.token)).status).toBe(400);

    const theirs = await byUser(u2);
    expect(theirs.anntMsgList.map((a) => a.id)).toEqual([notice]);
    expect(theirs.sysMsgList.map((a) => a.id)).toEqual([sys]);

    // Only what is addressed to the caller opens by id; the admin who may list opens anything of the tenant.
    expect((await h.get(`${BASE}/queryById?id=${forU1}`, u1.token)).status).toBe(200);
    expect((await h.get(`${BASE}/queryById?id=${forU1}`, u2.token)).status).toBe(404);
    expect((await h.get(`${BASE}/queryById?id=${gone}`, u1.token)).status).toBe(404);
    expect((await h.get(`${BASE}/queryById?id=${expired}`, u1.token)).status).toBe(200);
    expect((await h.get(`${BASE}/queryById?id=${gone}`, admin.token)).status).toBe(200);
    expect((await h.get(`${BASE}/queryById?id=${forU1}`)).status).toBe(401);

    // A recipient never learns who else got a USER announcement; the admin sees them all.
    const forBoth = await published({ titile: '给两人', msgType: 'USER', userIds: [u1.id, u2.id] });
    const seen = (await byUser(u2)).anntMsgList.find((a) => a.id === forBoth);
    expect(seen?.userIds).toEqual([u2.id]);
    expect((await h.get<View>(`${BASE}/queryById?id=${forBoth}`, u1.token)).body.result.userIds).toEqual([
      u1.id,
    ]);
    expect(
      [...(await h.get<View>(`${BASE}/queryById?id=${forBoth}`, admin.token)).body.result.userIds].sort(),
    ).toEqual([u1.id, u2.id].sort());

    // A USER announcement may only name users of the admin's own tenant.
    const foreign = await h.post(
      `${BASE}/add`,
      { titile: 'x', msgType: 'USER', userIds: [t2user.id] },
      admin.token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('指定用户不存在');
    const none = await h.post(`${BASE}/add`, { titile: 'x', msgType: 'USER', userIds: '' }, admin.token);
    expect(none.body.message).toBe('请选择指定用户');
  });

  it('marking read takes it out of listByUser, once however often it is marked; my messages keep it with its read flag', async () => {
    const id = await published({ titile: '读一下', msgCategory: '1' });
    expect((await byUser(u2)).anntMsgList.map((a) => a.id)).toContain(id);

    expect((await markRead(u2, id)).body.success).toBe(true);
    expect((await markRead(u2, id, 'POST')).body.success).toBe(true);
    expect((await byUser(u2)).anntMsgList.map((a) => a.id)).not.toContain(id);
    const marks = await h.services.store().readStream(system.announcementReadStreamId(id, u2.id));
    expect(marks.events.map((e) => e.type)).toEqual(['AnnouncementRead']);
    // Someone else's read mark is theirs: u1 still has it unread.
    expect((await byUser(u1)).anntMsgList.map((a) => a.id)).toContain(id);

    const page = (
      await h.get<Page<Mine>>('/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=100', u2.token)
    ).body.result;
    expect(page.records.find((r) => r.anntId === id)?.readFlag).toBe(1);
    expect(page.records.some((r) => r.readFlag === 0)).toBe(true);
    const unread = (
      await h.get<Page<Mine>>(
        `/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=0&titile=${encodeURIComponent('*读*')}`,
        u2.token,
      )
    ).body.result;
    expect(unread.total).toBe(0);

    // Not addressed to u2: nothing to mark.
    const forU1 = await published({ titile: '只给u1', msgType: 'USER', userIds: [u1.id] });
    expect((await markRead(u2, forU1)).status).toBe(404);

    const all = await h.put<{ count: number }>('/sys/sysAnnouncementSend/readAll', {}, u1.token);
    expect(all.body.result.count).toBeGreaterThan(0);
    expect(await byUser(u1)).toMatchObject({
      anntMsgTotal: 0,
      sysMsgTotal: 0,
      anntMsgList: [],
      sysMsgList: [],
    });
  });

  it('tenant 2 sees nothing of tenant 1, even by id', async () => {
    const id = await published({ titile: '租户一公告' });
    expect((await adminList('', admin2.token)).records.map((a) => a.id)).not.toContain(id);
    for (const r of [
      await h.get(`${BASE}/queryById?id=${id}`, admin2.token),
      await h.get(`${BASE}/queryById?id=${id}`, t2user.token),
      await h.get(`${BASE}/doReovkeData?id=${id}`, admin2.token),
      await h.put(`${BASE}/edit`, { id, titile: 'x' }, admin2.token),
      await h.del(`${BASE}/delete?id=${id}`, admin2.token),
      await markRead(t2user, id),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('未找到对应公告');
    }
    expect(await byUser(t2user)).toEqual({
      anntMsgList: [],
      anntMsgTotal: 0,
      sysMsgList: [],
      sysMsgTotal: 0,
    });
    expect((await byUser(u2)).anntMsgList.map((a) => a.id)).toContain(id);
  });

  it('pushes a release live to its recipients only, and the revoke after it', async () => {
    const connect = async (u: User) => {
      const received: PushedEvent[] = [];
      const socket = io(url, {
        auth: { token: u.token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      socket.on('events', (batch: PushedEvent[]) => received.push(...batch));
      await new Promise<void>((resolve, reject) =>
        socket.once('connect', resolve).once('connect_error', reject),
      );
      return received;
    };
    const [atU1, atU2, atT2] = await Promise.all([connect(u1), connect(u2), connect(t2user)]);
    const releases = (r: PushedEvent[]) => r.filter((e) => e.type === 'AnnouncementReleased');

    const forU1 = await published({
      titile: '实时给u1',
      msgCategory: '2',
      priority: 'H',
      msgType: 'USER',
      userIds: [u1.id],
    });
    const forAll = await published({ titile: '实时全员' });
    const t2Marker = await published({ titile: '租户二' }, admin2.token);

    const got = await eventually(async () => (releases(atU1).length >= 2 ? releases(atU1) : undefined));
    expect(got.map((e) => e.data)).toEqual([
      { id: forU1, titile: '实时给u1', msgCategory: '2', priority: 'H' },
      { id: forAll, titile: '实时全员', msgCategory: '1', priority: 'L' },
    ]);
    expect(got[0]!.position).toBeGreaterThan(0);
    // Events reach a socket in commit order: once the later ones are there, the earlier ones were not for it.
    await eventually(async () => (releases(atU2).length >= 1 ? true : undefined));
    expect(releases(atU2).map((e) => (e.data as { id: string }).id)).toEqual([forAll]);
    await eventually(async () => (releases(atT2).length >= 1 ? true : undefined));
    expect(releases(atT2).map((e) => (e.data as { id: string }).id)).toEqual([t2Marker]);

    await h.get(`${BASE}/doReovkeData?id=${forU1}`, admin.token);
    const revoke = await eventually(async () => atU1.find((e) => e.type === 'AnnouncementRevoked'));
    expect(revoke.data).toEqual({ id: forU1 });
    // The reader's other tabs hear of the read mark.
    await markRead(u2, forAll);
    const read = await eventually(async () => atU2.find((e) => e.type === 'AnnouncementRead'));
    expect(read.data).toEqual({ anntId: forAll });
    expect(atU1.some((e) => e.type === 'AnnouncementRead')).toBe(false);
  });

  it('a batch delete is all or nothing: one id of another tenant deletes none of the batch', async () => {
    const mine = await add({ titile: '批量本租户一' });
    const released = await published({ titile: '批量本租户二' });
    const theirs = await add({ titile: '批量外租户' }, admin2.token);
    const r = await h.del(`${BASE}/deleteBatch?ids=${mine},${released},${theirs}`, admin.token);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('未找到对应公告');
    // Nothing of the batch is gone: not the drafts, not the released one (still on u1's bell), not tenant 2's.
    expect((await adminList()).records.map((a) => a.id)).toEqual(expect.arrayContaining([mine, released]));
    expect((await byUser(u1)).anntMsgList.map((a) => a.id)).toContain(released);
    expect((await adminList('', admin2.token)).records.map((a) => a.id)).toContain(theirs);
    const deletions = await h.services
      .store()
      .db.selectFrom('events')
      .select('stream_id')
      .where('type', '=', 'AnnouncementDeleted')
      .where('stream_id', 'in', [mine, released, theirs].map(system.announcementStreamId))
      .execute();
    expect(deletions).toEqual([]);

    expect((await h.del(`${BASE}/deleteBatch?ids=${mine},${released}`, admin.token)).body.message).toBe(
      '批量删除成功!',
    );
    expect((await adminList()).records.map((a) => a.id)).not.toContain(mine);
    expect((await h.del(`${BASE}/deleteBatch?ids=,,`, admin.token)).body.message).toBe('请选择一条记录！');
  });
});
