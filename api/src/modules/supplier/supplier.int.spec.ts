import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { system } from '@srm/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Envelope, type Harness } from '../../testing/harness';
import { CapturingSmsSender } from '../auth/index';

type Login = { token: string; userInfo: { isShow: number; supplierId: string | null } };
type View = {
  id: string;
  companyName: string;
  status: string;
  statusText: string;
  rejectReason: string | null;
  categoryNames: string[];
  files: { path: string; fileName: string }[];
};
type Page = { records: { id: string; companyName: string; status: string }[]; total: number };

const TENANT = '1';
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64), Buffer.from('\n%%EOF\n')]);

describe('supplier registration and onboarding (real PostgreSQL)', () => {
  let h: Harness;
  let dir: string;
  const sink = new CapturingSmsSender();
  let admin: { token: string };
  let ip = 0;

  const sms = async (mobile: string, smsmode = '1') => {
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/account/sms',
      payload: { mobile, smsmode },
      // Each send from its own address: the per-address limit is not under test here.
      remoteAddress: `10.1.0.${++ip}`,
    });
    return r.json<Envelope>();
  };
  const form = (over: Record<string, unknown> = {}) => ({
    companyName: '福建闽江石英砂有限公司',
    creditCode: '91350100M000100Y43',
    contact: '林海',
    mobile: '13700000001',
    username: 'minjiang',
    password: 'Minjiang@2026',
    confirmPassword: 'Minjiang@2026',
    categoryIds: ['cat-k'],
    ...over,
  });
  const register = async (over: Record<string, unknown> = {}, withCode = true) => {
    const body = form(over);
    let captcha = '000000';
    if (withCode) {
      expect((await sms(String(body.mobile))).message).toBe('验证码发送成功');
      captcha = sink.lastCodeFor(String(body.mobile))!;
    }
    return h.post<{ supplierId: string; username: string }>('/auth/register', { ...body, captcha, ...over });
  };
  const login = async (username: string, password: string) => {
    const r = await h.post<Login>('/sys/login', { username, password });
    expect(r.body.success).toBe(true);
    return r.body.result;
  };
  const upload = async (token: string) => {
    const f = new FormData();
    f.append('file', new Blob([pdf()]), '营业执照.pdf');
    f.append('biz', 'supplier');
    const encoded = new Response(f);
    const r = await h.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'x-access-token': token },
    });
    return r.json<Envelope<{ path: string }>>().result.path;
  };
  const info = (path: string, over: Record<string, unknown> = {}) => ({
    companyName: '福建闽江石英砂有限公司',
    creditCode: '91350100M000100Y43',
    contact: '林海',
    phone: '13700000001',
    email: 'lin@minjiang.example.com',
    address: '福州市闽侯县',
    legalPerson: '林江',
    categoryIds: ['cat-k'],
    attachments: [path],
    ...over,
  });
  const events = async () =>
    Number(
      (
        await h.services
          .db()
          .selectFrom('events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'srm-supplier-'));
    h = await startHarness({
      smsSender: sink,
      upload: { dir },
      supplierRegistration: { tenantId: TENANT, roleCode: 'supplier' },
    });
    const db = h.services.db();
    await db
      .insertInto('sys_category')
      .values({
        id: 'cat-k',
        tenant_id: '0',
        pid: '0',
        name: '石英砂',
        code: 'A01',
        created_by: null,
        updated_at: null,
        updated_by: null,
      })
      .execute();
    // The tenant's supplier role, holding one supplier action (子账号管理's list).
    const holder = await h.userWith('role-holder', { tenantId: TENANT, actions: ['system:user:list'] });
    const perm = await db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', '=', 'system:user:list')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sys_role')
      .values({
        id: 'role-sup',
        tenant_id: TENANT,
        role_name: '供应商',
        role_code: 'supplier',
        description: null,
        created_by: null,
        updated_at: null,
        updated_by: null,
      })
      .execute();
    await db
      .insertInto('sys_role_permission')
      .values({ role_id: 'role-sup', permission_id: perm.id })
      .execute();
    expect(holder.token).toBeTruthy();
    admin = await h.userWith('access-admin', {
      tenantId: TENANT,
      actions: ['supplier:access:list', 'supplier:access:approve', 'supplier:access:reject'],
    });
  });
  afterAll(async () => {
    await h?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('registration codes go only to phones no account has', async () => {
    await system.createUser(h.services.store(), {
      id: 'has-phone',
      tenantId: TENANT,
      username: 'has-phone',
      realname: 'x',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
      supplierId: null,
      isShow: 1,
      phone: '13700009999',
    });
    expect((await sms('13700009999')).message).toBe('该手机号已注册');
    expect(sink.lastCodeFor('13700009999')).toBeUndefined();
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const before = await events();
    expect((await register({ creditCode: '91350100M000100Y44' }, false)).body.message).toBe(
      '统一社会信用代码校验位不正确',
    );
    expect((await register({ creditCode: '9135' }, false)).body.message).toBe('统一社会信用代码应为18位');
    expect((await register({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, false)).body.message).toBe(
      '密码安全等级不够！',
    );
    expect((await register({ confirmPassword: 'Other@2026x' }, false)).body.message).toBe(
      '两次输入的密码不一致！',
    );
    expect((await register({ categoryIds: ['nope'] }, false)).body.message).toBe('供应品类不存在');
    expect((await register({ mobile: '123' }, false)).body.message).toContain('请输入正确格式的手机号码!');
    // No code was ever sent to this phone, then a wrong one.
    expect((await register({}, false)).body.message).toBe('验证码已失效');
    await sms('13700000001');
    const wrong = await h.post('/auth/register', {
      ...form(),
      captcha: '999999' === sink.lastCodeFor('13700000001') ? '999998' : '999999',
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: '验证码错误' } });
    expect(await events()).toBe(before);
    expect(await h.services.db().selectFrom('srm_supplier').selectAll().execute()).toEqual([]);
  });

  let supplierId = '';
  let token = '';

  it('registers with the SMS code: the company (待完善) and its first user, confined (isShow 2)', async () => {
    h.setClock(new Date(Date.now() + 61_000)); // past the one-a-minute limit of the previous test's code
    const r = await register();
    expect(r).toMatchObject({
      status: 200,
      body: { success: true, message: '注册成功', result: { username: 'minjiang' } },
    });
    supplierId = r.body.result.supplierId;
    expect(supplierId).toMatch(/^S\d{3,}$/);
    const me = await login('minjiang', 'Minjiang@2026');
    expect(me.userInfo).toMatchObject({ isShow: 2, supplierId });
    token = me.token;
    const own = await h.get<View>('/supplierBaseAPI/getSupplier', token);
    expect(own.body.result).toMatchObject({
      id: supplierId,
      status: 'draft',
      statusText: '待完善',
      categoryNames: ['石英砂'],
    });
  });

  it('refuses duplicates with their own message', async () => {
    h.setClock(new Date(Date.now() + 5 * 61_000));
    const dup = async (over: Record<string, unknown>) => (await register(over, false)).body.message;
    expect(await dup({})).toBe('该企业名称已注册');
    expect(await dup({ companyName: '另一家公司' })).toBe('该统一社会信用代码已注册');
    expect(await dup({ companyName: '另一家公司', creditCode: '91110000802100433B' })).toBe('用户账号已存在');
    expect(
      await dup({ companyName: '另一家公司', creditCode: '91110000802100433B', username: 'other1' }),
    ).toBe('该手机号已注册');
  });

  it('isShow 2 confinement holds on the API: the role grants the action, but not yet', async () => {
    expect((await h.get('/sys/user/list', token)).status).toBe(403);
    // Reviewing is nobody's business but the back office's.
    expect((await h.post('/supplier/access/approve', { id: supplierId }, token)).status).toBe(403);
  });

  it('completion needs the licence; submitted, it is 待审核 and listed for the back office', async () => {
    expect(
      (await h.post('/supplierBaseAPI/submit', info('x', { attachments: [] }), token)).body.message,
    ).toBe('请上传营业执照');
    expect((await h.post('/supplierBaseAPI/submit', info('supplier/none.pdf'), token)).body.message).toBe(
      '附件不存在，请重新上传',
    );
    const path = await upload(token);
    const done = await h.post<View>('/supplierBaseAPI/submit', info(path), token);
    expect(done.body).toMatchObject({
      success: true,
      message: '提交成功，请等待审核',
      result: { status: 'pending' },
    });
    expect(done.body.result.files).toEqual([{ path, fileName: '营业执照.pdf' }]);
    expect((await h.post('/supplierBaseAPI/submit', info(path), token)).body.message).toBe(
      '资料审核中，请等待审核结果',
    );

    const list = await h.get<Page>('/supplier/access/list?status=pending', admin.token);
    expect(list.body.result.records.map((r) => r.companyName)).toEqual(['福建闽江石英砂有限公司']);
    const detail = await h.get<View>(`/supplier/access/queryById?id=${supplierId}`, admin.token);
    expect(detail.body.result).toMatchObject({ statusText: '待审核', files: [{ fileName: '营业执照.pdf' }] });
    // The list refuses a super query on a field it does not know.
    const q = encodeURIComponent(
      JSON.stringify([{ field: 'reject_reason; drop table x', rule: 'eq', val: '1' }]),
    );
    expect((await h.get(`/supplier/access/list?superQueryParams=${q}`, admin.token)).status).toBe(400);
  });

  it('a rejection needs a reason, which the supplier reads; it alters and submits again', async () => {
    expect(
      (await h.post('/supplier/access/reject', { id: supplierId, reason: ' ' }, admin.token)).body.message,
    ).toContain('请填写驳回原因');
    expect(
      (await h.post('/supplier/access/reject', { id: supplierId, reason: '营业执照已过期' }, admin.token))
        .body.message,
    ).toBe('已驳回');
    const own = await h.get<View>('/supplierBaseAPI/getSupplier', token);
    expect(own.body.result).toMatchObject({ status: 'rejected', rejectReason: '营业执照已过期' });
    expect((await login('minjiang', 'Minjiang@2026')).userInfo.isShow).toBe(2);
    const path = await upload(token);
    expect(
      (await h.post('/supplierBaseAPI/submit', info(path, { contact: '林海洋' }), token)).body.success,
    ).toBe(true);
  });

  it('approval releases the user: isShow 1, and the role grants its actions now', async () => {
    expect(
      (await h.post('/supplier/access/approve', { id: supplierId, comment: '资料齐全' }, admin.token)).body
        .message,
    ).toBe('审核通过');
    expect((await h.post('/supplier/access/approve', { id: supplierId }, admin.token)).body.message).toBe(
      '只有待审核的供应商可以审核',
    );
    const me = await login('minjiang', 'Minjiang@2026');
    expect(me.userInfo.isShow).toBe(1);
    expect((await h.get('/user/info', me.token)).body).toMatchObject({ result: { isShow: 1 } });
    expect((await h.get('/sys/user/list', me.token)).status).toBe(200);
    const own = await h.get<View>('/supplierBaseAPI/getSupplier', me.token);
    expect(own.body.result).toMatchObject({ status: 'approved', statusText: '已准入', rejectReason: null });
    // Every step is an event on the supplier's stream.
    const types = await h.services
      .db()
      .selectFrom('events')
      .select('type')
      .where('stream_id', '=', `supplier-${supplierId}`)
      .orderBy('stream_version')
      .execute();
    expect(types.map((t) => t.type)).toEqual([
      'SupplierRegistered',
      'SupplierInfoSubmitted',
      'SupplierRejected',
      'SupplierInfoSubmitted',
      'SupplierApproved',
    ]);
  });

  it('another supplier never reads or changes it; another tenant does not find it', async () => {
    const other = await h.userWith('other-sup', { tenantId: TENANT, supplierId: 'S777' });
    expect((await h.get('/supplierBaseAPI/getSupplier', other.token)).body.result).toBeNull();
    expect((await h.post('/supplierBaseAPI/submit', info('x'), other.token)).status).toBe(403);
    expect((await h.get(`/supplier/access/queryById?id=${supplierId}`, other.token)).status).toBe(403);
    const foreign = await h.userWith('foreign-admin', { tenantId: 't2', actions: ['supplier:access:list'] });
    expect((await h.get(`/supplier/access/queryById?id=${supplierId}`, foreign.token)).status).toBe(404);
    expect((await h.get<Page>('/supplier/access/list', foreign.token)).body.result.total).toBe(0);
    // Staff have no supplier of their own.
    expect((await h.get('/supplierBaseAPI/getSupplier', admin.token)).body.result).toBeNull();
  });
});
