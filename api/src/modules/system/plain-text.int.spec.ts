import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { startHarness, type Envelope, type Harness } from '../../testing/harness';
import { CapturingSmsSender } from '../auth/index';

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const MARKUP = /不能包含HTML标签或脚本$/;
const LINK = '链接只能是以/开头的站内路径或http(s)网址';

/** [SEC1] 11: markup in plain-text fields and script links, through the real routes: 400, nothing stored. */
describe('plain-text fields refuse markup (real PostgreSQL)', () => {
  let h: Harness;
  const sink = new CapturingSmsSender();
  const tokens: Record<string, string> = {};
  const login = async (username: string, password: string) => {
    const r = await h.post<{ token: string }>('/sys/login', { username, password });
    expect(r.body.success, `${username}: ${r.body.message}`).toBe(true);
    return r.body.result.token;
  };
  const eventCount = async () =>
    Number(
      (
        await h.tdb.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Refused with 400 and a Chinese message matching `message`, and no event written. */
  const refused = async (
    send: () => Promise<{ status: number; body: Envelope }>,
    message: RegExp | string,
  ) => {
    const before = await eventCount();
    const r = await send();
    expect(r.status, r.body.message).toBe(400);
    expect(r.body.success).toBe(false);
    if (typeof message === 'string') expect(r.body.message).toContain(message);
    else expect(r.body.message).toMatch(message);
    expect(await eventCount()).toBe(before);
  };

  beforeAll(async () => {
    h = await startHarness({ smsSender: sink });
    await seedDemoData(h.services.store());
    tokens.admin = await login('admin', 'Admin@2026');
    tokens.kaolin = await login('sup_kaolin', 'Supplier@2026');
  });
  afterAll(async () => h?.close());

  it('user names (add and edit)', async () => {
    await refused(
      () =>
        h.post('/sys/user/add', { username: 'xss1', realname: SCRIPT, password: 'Xss@20261' }, tokens.admin),
      '用户名称不能包含HTML标签或脚本',
    );
    const buyer = await h.tdb.db
      .selectFrom('sys_user')
      .select(['id', 'realname'])
      .where('username', '=', 'buyer1')
      .executeTakeFirstOrThrow();
    await refused(() => h.put('/sys/user/edit', { id: buyer.id, realname: IMG }, tokens.admin), MARKUP);
    await refused(() => h.put('/sys/user/login/setting/userEdit', { realname: IMG }, tokens.kaolin), MARKUP);
  });

  it("a supplier's company name, contact and address (registration before the code is spent, and submission)", async () => {
    const mobile = '13766660001';
    const sent = await h.app.inject({
      method: 'POST',
      url: '/api/account/sms',
      payload: { mobile, smsmode: '1' },
      remoteAddress: '10.9.0.1',
    });
    expect(sent.statusCode).toBe(200);
    const captcha = sink.lastCodeFor(mobile)!;
    const form = {
      companyName: SCRIPT,
      creditCode: '91350100M000100Y43',
      contact: '林海',
      mobile,
      captcha,
      username: 'xss_supplier',
      password: 'Xss@20261',
      confirmPassword: 'Xss@20261',
      categoryIds: [],
    };
    await refused(() => h.post('/auth/register', form), '企业名称不能包含HTML标签或脚本');
    await refused(
      () => h.post('/auth/register', { ...form, companyName: '福建闽江', contact: IMG }),
      '联系人',
    );
    // The code was not spent on the refusals: the corrected form registers with it.
    const ok = await h.post('/auth/register', { ...form, companyName: '福建闽江石英砂有限公司' });
    expect(ok.body.success, ok.body.message).toBe(true);

    const info = {
      companyName: `山东高岭土${IMG}`,
      creditCode: '91370100MA3C00000E',
      contact: '陈刚',
      phone: '13900000001',
      categoryIds: [],
      attachments: ['supplier/x.pdf'],
    };
    await refused(
      () => h.post('/supplierBaseAPI/submit', info, tokens.kaolin),
      '企业名称不能包含HTML标签或脚本',
    );
    await refused(
      () =>
        h.post('/supplierBaseAPI/submit', { ...info, companyName: '山东', address: SCRIPT }, tokens.kaolin),
      '注册地址不能包含HTML标签或脚本',
    );
  });

  it('announcement titles and javascript: pages', async () => {
    const body = {
      titile: '春节放假通知',
      msgContent: '<p>放假</p>',
      msgCategory: '1',
      priority: 'M',
      msgType: 'ALL',
    };
    await refused(
      () => h.post('/sys/annountCement/add', { ...body, titile: SCRIPT }, tokens.admin),
      '标题不能包含HTML标签或脚本',
    );
    await refused(
      () =>
        h.post(
          '/sys/annountCement/add',
          { ...body, openType: 'url', openPage: 'javascript:alert(1)' },
          tokens.admin,
        ),
      LINK,
    );
    const made = await h.post<{ id: string }>(
      '/sys/annountCement/add',
      { ...body, openType: 'url', openPage: '/portal/news' },
      tokens.admin,
    );
    expect(made.body.success, made.body.message).toBe(true);
    await refused(
      () =>
        h.put(
          '/sys/annountCement/edit',
          { id: made.body.result.id, ...body, openType: 'url', openPage: 'JavaScript:alert(1)' },
          tokens.admin,
        ),
      LINK,
    );
  });

  it('portal news titles and the studio (titles, texts, links)', async () => {
    await refused(
      () =>
        h.post(
          '/portal/news/add',
          { title: IMG, content: '正文', type: 'company', newsDate: '2026-11-22' },
          tokens.admin,
        ),
      '新闻标题不能包含HTML标签或脚本',
    );
    await refused(
      () => h.post('/portal/settings/publish', { hero: { title: { text: SCRIPT } } }, tokens.admin),
      MARKUP,
    );
    await refused(
      () =>
        h.post(
          '/portal/settings/publish',
          { footer: { otherLinks: [{ title: '友情链接', url: 'javascript:alert(1)' }] } },
          tokens.admin,
        ),
      'footer.otherLinks.0.url',
    );
  });
});
