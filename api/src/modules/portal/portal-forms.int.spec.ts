import { hash } from '@node-rs/argon2';
import { portal, supplier } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Envelope, type Harness } from '../../testing/harness';
import { CapturingSmsSender } from '../auth/index';

const DAY = 86_400_000;
/** A valid unified social credit code (GB 32100-2015) from 17 characters. */
const code = (first17: string) => first17 + supplier.creditCodeCheckChar(first17)!;
const badCheck = (first17: string) => first17 + (supplier.creditCodeCheckChar(first17) === '0' ? '1' : '0');
const CODES = {
  a: code('91320400MA1M00001'),
  b: code('91320400MA1M00002'),
  c: code('91320400MA1M00003'),
};
type Mine = { signedUp: boolean; supplier: boolean; signedUpAt: string | null };
type ListPage<T> = { records: T[]; total: number };
type PlanRow = {
  id: string;
  companyName: string;
  status: string;
  statusText: string;
  projectTitle: string | null;
};

describe('portal forms: 报名 and 信息征集 (real PostgreSQL)', () => {
  let h: Harness;
  const sink = new CapturingSmsSender();
  const now = new Date('2026-11-25T02:00:00.000Z');
  let ip = 0;
  const tokens: Record<string, string> = {};

  const publish = (projectId: string, title: string, deadlineDays: number, tenantId = '1') =>
    portal.publishSourcingAnnouncement(h.services.store(), {
      projectId,
      tenantId,
      kind: 'tender',
      bidCode: `BC-${projectId}`,
      title,
      subtitle: '',
      companyName: '华东玻纤集团',
      info: [],
      content: '<p>正文</p>',
      invitation: `<p>诚邀参加${title}</p><script>alert(1)</script>`,
      deadline: new Date(now.getTime() + deadlineDays * DAY).toISOString(),
      publishedAt: new Date(now.getTime() - 2 * DAY).toISOString(),
    });
  const eventCount = async () =>
    Number(
      (
        await h.services
          .db()
          .selectFrom('events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const info = (name: string, creditCode: string, phone: string) => ({
    companyName: name,
    creditCode,
    contact: '联系人',
    phone,
    email: null,
    address: null,
    legalPerson: null,
    categoryIds: [],
    attachments: [],
  });
  /** A supplier company with one user; `admitted` false leaves it 待完善 with its user confined (isShow 2). */
  const supplierUser = async (id: string, username: string, creditCode: string, admitted: boolean) => {
    const phone = `1390000${String(++ip).padStart(4, '0')}`;
    if (admitted) {
      await supplier.admitSupplier(h.services.store(), {
        supplierId: id,
        tenantId: '1',
        info: info(`${username}公司`, creditCode, phone),
        by: 'seed',
        now,
      });
      return (await h.userWith(username, { tenantId: '1', supplierId: id })).token;
    }
    await supplier.registerSupplier(h.services.store(), {
      supplierId: id,
      tenantId: '1',
      info: info(`${username}公司`, creditCode, phone),
      user: {
        id: username,
        username,
        realname: username,
        passwordHash: await hash('Harness@2026'),
        phone,
        roleIds: [],
      },
      now,
    });
    const r = await h.post<{ token: string }>('/sys/login', { username, password: 'Harness@2026' });
    return r.body.result.token;
  };
  const sms = async (mobile: string, from = `10.9.0.${++ip}`) => {
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/portal/planCollect/sms',
      payload: { mobile },
      remoteAddress: from,
    });
    return r.json<Envelope>();
  };
  const submit = async (body: Record<string, unknown>, from = `10.8.0.${++ip}`) => {
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/portal/planCollect/submit',
      payload: body,
      remoteAddress: from,
    });
    return { status: r.statusCode, body: r.json<Envelope<{ id: string }>>() };
  };
  const form = (over: Record<string, unknown> = {}) => ({
    projectId: 'p-open',
    companyName: '常州新材料有限公司',
    creditCode: CODES.c,
    contact: '王五',
    mobile: '13700000001',
    email: 'wang@example.com',
    description: '可供应玻纤增强材料',
    ...over,
  });
  const withCode = async (body: Record<string, unknown>) => {
    expect((await sms(String(body.mobile))).message).toBe('验证码发送成功');
    return { ...body, captcha: sink.lastCodeFor(String(body.mobile)) };
  };

  beforeAll(async () => {
    h = await startHarness({ smsSender: sink });
    h.setClock(now);
    await publish('p-open', '高岭土原料采购招标', 10);
    await publish('p-closed', '已截止的石英砂招标', 1);
    await publish('p-other', '其他租户的招标', 10, '2');
    tokens.supA = await supplierUser('S101', 'sup_a', CODES.a, true);
    tokens.supB = await supplierUser('S102', 'sup_b', CODES.b, true);
    tokens.draft = await supplierUser('S103', 'sup_draft', code('91320400MA1M00004'), false);
    tokens.buyer = (await h.userWith('buyer_a', { tenantId: '1', actions: ['sourcing:signUp:list'] })).token;
    tokens.buyerOther = (
      await h.userWith('buyer_other', { tenantId: '2', actions: ['sourcing:signUp:list'] })
    ).token;
    tokens.plain = (await h.userWith('plain_a', { tenantId: '1' })).token;
    tokens.staff = (
      await h.userWith('staff_a', {
        tenantId: '1',
        actions: ['portal:planInfo:list', 'portal:planInfo:handle', 'portal:planInfo:invite'],
      })
    ).token;
    tokens.staffOther = (
      await h.userWith('staff_other', {
        tenantId: '2',
        actions: ['portal:planInfo:list', 'portal:planInfo:handle', 'portal:planInfo:invite'],
      })
    ).token;
  });
  afterAll(async () => h?.close());

  it('shows the invitation letter of a portal project by id, sanitised; another tenant’s is 404', async () => {
    const r = await h.get<{ project: { title: string; bidCode: string }; content: string }>(
      '/portal/view/invitationLetter?id=p-open',
    );
    expect(r.status).toBe(200);
    expect(r.body.result.project).toMatchObject({ title: '高岭土原料采购招标', bidCode: 'BC-p-open' });
    expect(r.body.result.content).toBe('<p>诚邀参加高岭土原料采购招标</p>');
    expect((await h.get('/portal/view/invitationLetter?id=p-other')).status).toBe(404);
    expect((await h.get('/portal/view/invitationLetter')).status).toBe(400);
  });

  it('signs an admitted supplier up once; refuses visitors, buyers, confined suppliers and closed projects, writing nothing', async () => {
    const before = await eventCount();
    const anonymous = await h.post('/portal/signUp', { projectId: 'p-open' });
    expect(anonymous.status).toBe(401);
    const buyer = await h.post('/portal/signUp', { projectId: 'p-open' }, tokens.buyer);
    expect([buyer.status, buyer.body.message]).toEqual([403, '只有供应商账号可以报名']);
    const draft = await h.post('/portal/signUp', { projectId: 'p-open' }, tokens.draft);
    expect([draft.status, draft.body.message]).toEqual([403, portal.SIGN_UP_NOT_ADMITTED]);
    const closedLater = new Date(now.getTime() + 2 * DAY);
    h.setClock(closedLater);
    const closed = await h.post('/portal/signUp', { projectId: 'p-closed' }, tokens.supA);
    h.setClock(now);
    expect([closed.status, closed.body.message]).toEqual([409, '该项目报名已截止']);
    const other = await h.post('/portal/signUp', { projectId: 'p-other' }, tokens.supA);
    expect([other.status, other.body.message]).toEqual([404, '未找到对应项目']);
    const bad = await h.post('/portal/signUp', { projectId: '' }, tokens.supA);
    expect(bad.status).toBe(400);
    expect(await eventCount()).toBe(before);

    const first = await h.post<{ signedUp: boolean }>('/portal/signUp', { projectId: 'p-open' }, tokens.supA);
    expect([first.status, first.body.message, first.body.result.signedUp]).toEqual([200, '报名成功', true]);
    const again = await h.post('/portal/signUp', { projectId: 'p-open' }, tokens.supA);
    expect([again.status, again.body.message]).toEqual([409, '您已报名该项目']);
    expect(await eventCount()).toBe(before + 1);

    // The list's 邀请函 dialog names the project by title and type.
    const byName = await h.post(
      '/portal/signUp',
      { name: '高岭土原料采购招标', type: 'tender' },
      tokens.supB,
    );
    expect(byName.status).toBe(200);
  });

  it('tells a supplier whether its own company signed up, never another’s', async () => {
    const a = await h.get<Mine>('/portal/signUp/mine?projectId=p-open', tokens.supA);
    expect(a.body.result).toMatchObject({ signedUp: true, supplier: true });
    const draft = await h.get<Mine>('/portal/signUp/mine?projectId=p-open', tokens.draft);
    expect(draft.body.result).toMatchObject({ signedUp: false, supplier: true });
    const buyer = await h.get<Mine>('/portal/signUp/mine?projectId=p-open', tokens.buyer);
    expect(buyer.body.result).toMatchObject({ signedUp: false, supplier: false });
    expect((await h.get('/portal/signUp/mine?projectId=p-open')).status).toBe(401);
  });

  it('lists the sign-ups of a project to buyers of its tenant with the permission only', async () => {
    type Row = { supplierName: string; contactName: string };
    const list = await h.get<ListPage<Row>>('/portal/signUp/list?projectId=p-open', tokens.buyer);
    expect(list.status).toBe(200);
    expect(list.body.result.records.map((r) => r.supplierName)).toEqual(['sup_a公司', 'sup_b公司']);
    const other = await h.get<ListPage<Row>>('/portal/signUp/list?projectId=p-open', tokens.buyerOther);
    expect(other.body.result.total).toBe(0);
    expect((await h.get('/portal/signUp/list?projectId=p-open', tokens.plain)).status).toBe(403);
    expect((await h.get('/portal/signUp/list?projectId=p-open', tokens.supA)).status).toBe(403);
    expect((await h.get('/portal/signUp/list?projectId=p-open')).status).toBe(401);
    expect((await h.get('/portal/signUp/list', tokens.buyer)).status).toBe(400);
  });

  it('collects 信息征集 with the SMS code; refuses bad input, a wrong code, unknown plans and duplicates, writing nothing', async () => {
    const before = await eventCount();
    const badCode = await submit(
      await withCode(form({ mobile: '13700000010', creditCode: badCheck('91320400MA1M00003') })),
    );
    expect([badCode.status, badCode.body.message]).toEqual([400, '统一社会信用代码校验位不正确']);
    const long = await submit(await withCode(form({ mobile: '13700000002', description: '长'.repeat(501) })));
    expect([long.status, long.body.message]).toEqual([400, 'description: 需求描述不能超过500个字符']);
    const noName = await submit(form({ companyName: '', captcha: '123456' }));
    expect([noName.status, noName.body.message]).toEqual([400, 'companyName: 请输入企业名称']);
    const unknownPlan = await submit(await withCode(form({ mobile: '13700000003', projectId: 'p-other' })));
    expect([unknownPlan.status, unknownPlan.body.message]).toEqual([404, '未找到对应项目']);
    const wrong = await submit(form({ mobile: '13700000004', captcha: '000000' }));
    expect(wrong.status).toBe(400);
    expect(['验证码错误', '验证码已失效']).toContain(wrong.body.message);
    expect(await eventCount()).toBe(before);

    const ok = await submit(await withCode(form()));
    expect([ok.status, ok.body.message]).toEqual([200, '提交成功，我们会尽快与您联系']);
    const dup = await submit(await withCode(form({ mobile: '13700000005' })));
    expect([dup.status, dup.body.message]).toEqual([409, '该企业已提交过该采购计划的信息，请勿重复提交']);
    // The same company may leave its information in general (no plan) once.
    const general = await submit(await withCode(form({ mobile: '13700000006', projectId: null })));
    expect(general.status).toBe(200);
    expect(await eventCount()).toBe(before + 2);
  });

  it('limits submissions per address', async () => {
    const from = '10.7.7.7';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = await withCode(
        form({ mobile: `1360000000${i}`, creditCode: code(`9132040000000010${i}`), projectId: null }),
      );
      answers.push((await submit(body, from)).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('lists 信息征集 to its tenant’s staff, marks 已处理 once and sends the registration link by SMS', async () => {
    expect((await h.get('/portal/planInfo/list')).status).toBe(401);
    expect((await h.get('/portal/planInfo/list', tokens.plain)).status).toBe(403);
    const other = await h.get<ListPage<PlanRow>>('/portal/planInfo/list', tokens.staffOther);
    expect(other.body.result.total).toBe(0);
    const list = await h.get<ListPage<PlanRow>>(
      `/portal/planInfo/list?companyName=${encodeURIComponent('*常州*')}&column=createTime&order=asc`,
      tokens.staff,
    );
    expect(list.status).toBe(200);
    const [forPlan] = list.body.result.records;
    expect(forPlan).toMatchObject({
      projectTitle: '高岭土原料采购招标',
      status: 'pending',
      statusText: '未处理',
    });

    const before = await eventCount();
    expect((await h.post('/portal/planInfo/handle', { id: forPlan!.id }, tokens.plain)).status).toBe(403);
    const foreign = await h.post('/portal/planInfo/handle', { id: forPlan!.id }, tokens.staffOther);
    expect([foreign.status, foreign.body.message]).toEqual([404, '未找到对应数据']);
    const foreignInvite = await h.post('/portal/planInfo/invite', { id: forPlan!.id }, tokens.staffOther);
    expect(foreignInvite.status).toBe(404);
    expect(sink.notices).toHaveLength(0);
    expect(await eventCount()).toBe(before);

    const handled = await h.post('/portal/planInfo/handle', { id: forPlan!.id }, tokens.staff);
    expect([handled.status, handled.body.message]).toEqual([200, '已标记为已处理']);
    const twice = await h.post('/portal/planInfo/handle', { id: forPlan!.id }, tokens.staff);
    expect([twice.status, twice.body.message]).toEqual([409, '该信息已处理']);
    const after = await h.get<ListPage<PlanRow>>(`/portal/planInfo/list?status=handled`, tokens.staff);
    expect(after.body.result.records.map((r) => [r.id, r.statusText])).toEqual([[forPlan!.id, '已处理']]);

    const invited = await h.post('/portal/planInfo/invite', { id: forPlan!.id }, tokens.staff);
    expect([invited.status, invited.body.message]).toEqual([200, '邀请注册短信已发送']);
    expect(sink.notices).toHaveLength(1);
    expect(sink.notices[0]!.mobile).toBe('13700000001');
    expect(sink.notices[0]!.text).toContain('/supplierRegister');
  });
});
