import { randomUUID } from 'node:crypto';
import { system } from '@srm/events';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';
import { CapturingSmsSender, loginUnbound, type SsoIssuer } from '../auth/index';
import {
  AVATAR_NOT_FOUND,
  AVATAR_NOT_IMAGE,
  fieldRefused,
  LOGIN_NOT_FOUND,
  PHONE_FIELD_REFUSED,
  PHONE_TAKEN,
  PHONE_UNCHANGED,
} from './account-setting.routes';

type Profile = {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  sex: number | null;
  birthday: string | null;
  email: string | null;
  phone: string | null;
  passwordTime: string | null;
};
type Provider = { name: string; type: string; bound: boolean; lastLoginTime: string | null };
type Unread = { sysMsgList: { titile: string }[]; sysMsgTotal: number };

const portal: SsoIssuer = { name: 'portal', secret: 'portal-sso-secret-portal-sso-secret-0123' };
const otherTenantIdp: SsoIssuer = {
  name: 'idp-t2',
  secret: 'idp-t2-sso-secret-idp-t2-sso-secret-0123',
  tenantId: 't2',
};

describe('账户设置: the signed-in user edits only itself (real PostgreSQL)', () => {
  let h: Harness;
  const sink = new CapturingSmsSender();
  let me: { id: string; token: string };
  let other: { id: string; token: string };

  const row = (id: string) => system.findUserById(h.services.db(), id);
  const eventCount = async () =>
    Number(
      (
        await h.services
          .db()
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const file = async (o: { tenantId: string; mime: string; path: string }) => {
    await system.recordFileUpload(
      h.services.store(),
      {
        id: randomUUID(),
        tenantId: o.tenantId,
        supplierId: null,
        uploadedBy: 'someone',
        biz: 'avatar',
        fileName: o.path,
        path: o.path,
        storageKey: `k/${randomUUID()}`,
        size: 10,
        mime: o.mime,
      },
      new Date(),
    );
    return o.path;
  };
  const unread = async (token: string) =>
    (await h.get<Unread>('/sys/annountCement/listByUser', token)).body.result;
  const mint = (sub: string) => {
    const iat = Math.floor(Date.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(portal.name)
      .setSubject(sub)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + 120)
      .sign(new TextEncoder().encode(portal.secret));
  };

  beforeAll(async () => {
    h = await startHarness({ smsSender: sink, ssoIssuers: [portal, otherTenantIdp] });
    me = await h.userWith('settings-me', { tenantId: 't1' });
    other = await h.userWith('settings-other', { tenantId: 't1' });
  });
  afterAll(async () => h?.close());

  it('needs a token', async () => {
    expect((await h.get('/sys/user/login/setting/getUserData')).status).toBe(401);
    expect((await h.put('/sys/user/login/setting/notification', { system: false })).status).toBe(401);
  });

  it('基本设置: edits its own name, sex, birthday and email, as an event, and answers the new userInfo', async () => {
    const before = await h.get<Profile>('/sys/user/login/setting/getUserData', me.token);
    expect(before.body.result).toMatchObject({ username: 'settings-me', realname: 'settings-me', sex: null });
    expect(before.body.result.passwordTime).not.toBeNull();

    const saved = await h.post<Profile>(
      '/sys/user/login/setting/userEdit',
      { id: me.id, realname: '张三', sex: 2, birthday: '1990-05-17', email: 'zs@example.com' },
      me.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: '修改成功',
      result: { realname: '张三', sex: 2, birthday: '1990-05-17', email: 'zs@example.com', tenantId: 't1' },
    });
    expect(await row(me.id)).toMatchObject({ realname: '张三', sex: 2, birthday: '1990-05-17' });
    const { events } = await h.services.store().readStream(system.userStreamId(me.id));
    const updated = events.findLast((e) => e.type === 'UserUpdated')!;
    expect(updated.metadata).toMatchObject({ actor: me.id });
    expect(updated.data).toMatchObject({ changes: { realname: { from: 'settings-me', to: '张三' } } });
    // The account centre's /user/info shows the same.
    expect((await h.get<{ realname: string }>('/user/info', me.token)).body.result.realname).toBe('张三');
    // Changing the email is reported to the owner (账户安全 is on by default).
    const notices = await unread(me.token);
    expect(notices.sysMsgList.map((m) => m.titile)).toContain('账户安全提醒');
  });

  it('refuses other fields and other users, with the reason, and changes nothing', async () => {
    const before = await row(me.id);
    const otherBefore = await row(other.id);
    const count = await eventCount();
    const refused = async (body: unknown, status: number, message: string) => {
      const r = await h.post('/sys/user/login/setting/userEdit', body, me.token);
      expect({ status: r.status, message: r.body.message, success: r.body.success }).toEqual({
        status,
        message,
        success: false,
      });
    };
    await refused({ phone: '13900000000' }, 400, PHONE_FIELD_REFUSED);
    await refused({ realname: 'x', status: 2 }, 400, fieldRefused('status'));
    await refused({ selectedroles: 'role-admin' }, 400, fieldRefused('selectedroles'));
    await refused({ username: 'admin' }, 400, fieldRefused('username'));
    await refused({ id: other.id, realname: '冒名' }, 403, '拒绝访问');
    await refused({ email: 'not-an-email' }, 400, 'email: 请输入正确格式的电子邮件!');
    await refused({ birthday: '1990/05/17' }, 400, 'birthday: 生日格式应为YYYY-MM-DD');
    await refused({ sex: 3 }, 400, 'sex: 性别只能是男或女');
    await refused({ realname: '  ' }, 400, 'realname: 请输入用户名称');
    expect(await row(me.id)).toEqual(before);
    expect(await row(other.id)).toEqual(otherBefore);
    expect(await eventCount()).toBe(count);
  });

  it('takes as avatar only an image uploaded in its own tenant', async () => {
    const mine = await file({ tenantId: 't1', mime: 'image/png', path: 'avatar/me.png' });
    const foreign = await file({ tenantId: 't9', mime: 'image/png', path: 'avatar/foreign.png' });
    const pdf = await file({ tenantId: 't1', mime: 'application/pdf', path: 'avatar/doc.pdf' });
    const edit = (avatar: string) => h.post('/sys/user/login/setting/userEdit', { avatar }, me.token);
    expect((await edit(foreign)).body).toMatchObject({ success: false, message: AVATAR_NOT_FOUND });
    expect((await edit('javascript:alert(1)')).body).toMatchObject({ message: AVATAR_NOT_FOUND });
    expect((await edit(pdf)).body).toMatchObject({ success: false, message: AVATAR_NOT_IMAGE });
    expect((await row(me.id))?.avatar).toBeNull();
    expect((await edit(mine)).body).toMatchObject({ success: true, result: { avatar: mine } });
    expect((await row(me.id))?.avatar).toBe(mine);
  });

  it('安全设置: changes the phone with the code sent to the new phone', async () => {
    await system.updateUser(h.services.store(), other.id, { phone: '13700000002' });
    const sms = (mobile: string) => h.post('/sys/user/updateMobile/sms', { mobile }, me.token);
    const update = (phone: string, smscode: string) =>
      h.put('/sys/user/updateMobile', { phone, smscode }, me.token);

    // Another account's phone: refused, nothing sent.
    expect((await sms('13700000002')).body).toMatchObject({ success: false, message: PHONE_TAKEN });
    expect(sink.lastCodeFor('13700000002')).toBeUndefined();
    expect((await sms('12345')).body).toMatchObject({
      success: false,
      message: 'mobile: 请输入正确格式的手机号码!',
    });

    expect((await sms('13600000001')).body).toMatchObject({ success: true, message: '验证码发送成功' });
    const code = sink.lastCodeFor('13600000001')!;
    expect(sink.sent.at(-1)).toMatchObject({ purpose: '3' });
    // A wrong code, and a code for another phone, change nothing.
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await update('13600000001', wrong)).body).toMatchObject({ message: '验证码错误' });
    expect((await update('13600000009', code)).body).toMatchObject({ message: '验证码已失效' });
    expect((await row(me.id))?.phone).toBeNull();

    const done = await update('13600000001', code);
    expect(done.body).toMatchObject({
      success: true,
      message: '手机号修改成功',
      result: { phone: '13600000001' },
    });
    expect((await row(me.id))?.phone).toBe('13600000001');
    // Used once; the new phone now logs in by SMS code like any other.
    expect((await update('13600000001', code)).body).toMatchObject({ message: PHONE_UNCHANGED });
    expect((await unread(me.token)).sysMsgList.length).toBeGreaterThanOrEqual(2);
    // Codes for a phone change are not login codes.
    expect((await h.post('/sys/phoneLogin', { mobile: '13600000001', captcha: code })).body).toMatchObject({
      success: false,
    });
  });

  it('新消息通知: preferences round-trip, bad input changes nothing, 账户安全 off means no report', async () => {
    const get = async () =>
      (await h.get<Record<string, boolean>>('/sys/user/login/setting/notification', me.token)).body.result;
    expect(await get()).toEqual({ system: true, notice: true, security: true });
    const saved = await h.put(
      '/sys/user/login/setting/notification',
      { notice: false, security: false },
      me.token,
    );
    expect(saved.body).toMatchObject({
      success: true,
      result: { system: true, notice: false, security: false },
    });
    expect(await get()).toEqual({ system: true, notice: false, security: false });
    // The other user's settings are its own.
    expect(
      (await h.get<Record<string, boolean>>('/sys/user/login/setting/notification', other.token)).body.result,
    ).toEqual({ system: true, notice: true, security: true });

    const count = await eventCount();
    const bad = await h.put('/sys/user/login/setting/notification', { system: 'yes' }, me.token);
    expect(bad.status).toBe(400);
    expect(await get()).toEqual({ system: true, notice: false, security: false });
    // Saving the same again writes no event either.
    await h.put('/sys/user/login/setting/notification', { notice: false }, me.token);
    expect(await eventCount()).toBe(count);

    const total = (await unread(me.token)).sysMsgTotal;
    await h.post('/sys/user/login/setting/userEdit', { email: 'new@example.com' }, me.token);
    expect((await unread(me.token)).sysMsgTotal).toBe(total);
  });

  it('个性化: the layout is kept per user; a bad colour or theme is refused', async () => {
    const get = async (token: string) =>
      (await h.get<Record<string, unknown> | null>('/sys/user/login/setting/layout', token)).body.result;
    expect(await get(me.token)).toBeNull();
    const layout = {
      theme: 'dark',
      layout: 'topmenu',
      menuStyle: 'old',
      contentWidth: 'Fluid',
      fixedHeader: true,
      fixSiderbar: true,
      autoHideHeader: false,
      color: '#722ed1',
      weak: false,
      multipage: true,
      watermark: false,
    };
    expect((await h.put('/sys/user/login/setting/layout', layout, me.token)).body).toMatchObject({
      success: true,
    });
    expect(await get(me.token)).toEqual(layout);
    expect(await get(other.token)).toBeNull();
    for (const bad of [
      { ...layout, color: 'red;background:url(x)' },
      { ...layout, theme: 'neon' },
      { ...layout, menuStyle: 'retro' },
      {},
    ]) {
      expect((await h.put('/sys/user/login/setting/layout', bad, me.token)).status).toBe(400);
    }
    expect(await get(me.token)).toEqual(layout);
  });

  it('账号绑定: lists the providers open to its tenant; an unbound one cannot log it in until bound again', async () => {
    const list = async () =>
      (await h.get<Provider[]>('/sys/thirdApp/getThirdAccountByUserId', me.token)).body.result;
    expect(await list()).toEqual([{ name: 'portal', type: 'sso', bound: true, lastLoginTime: null }]);
    const sso = async () => h.post('/sys/ssoLogin', { token: await mint('settings-me') });
    expect((await sso()).body).toMatchObject({ success: true });
    expect((await list())[0]!.lastLoginTime).not.toBeNull();

    expect((await h.del('/sys/thirdApp/deleteThirdAccount?name=portal', me.token)).body).toMatchObject({
      success: true,
      message: '解绑成功',
    });
    expect((await list())[0]).toMatchObject({ name: 'portal', bound: false });
    expect((await sso()).body).toMatchObject({ success: false, message: loginUnbound('portal') });
    // Only its own binding: the other user of the tenant still logs in through the portal.
    const otherSso = await h.post('/sys/ssoLogin', { token: await mint('settings-other') });
    expect(otherSso.body).toMatchObject({ success: true });

    // Another tenant's issuer and made-up names are not the user's to touch.
    for (const name of ['idp-t2', 'github']) {
      const r = await h.del(`/sys/thirdApp/deleteThirdAccount?name=${name}`, me.token);
      expect(r.body).toMatchObject({ success: false, message: LOGIN_NOT_FOUND });
    }
    expect((await h.post('/sys/thirdApp/bindThirdAppAccount?name=portal', {}, me.token)).body).toMatchObject({
      success: true,
      message: '绑定成功',
    });
    expect((await sso()).body).toMatchObject({ success: true });
  });
});
