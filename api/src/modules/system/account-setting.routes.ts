import { randomUUID } from 'node:crypto';
import { DomainError, system, type Database } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { userInfo } from '../auth/login-result';
import { FORBIDDEN_MESSAGE, requireCaller, type Caller } from '../auth/permissions';
import { SMS_CODE_EXPIRED, SMS_CODE_WRONG } from '../auth/phone-login.routes';
import { sendSmsCode, SMS_SENT } from '../auth/send-sms-code';
import { redeemSmsCode, smsCodeHash } from '../auth/sms-codes';
import type { SmsPurpose, SmsSender } from '../auth/sms-sender';
import { CAS_LOGIN } from '../auth/login-bindings';
import type { SsoIssuer } from '../auth/sso.routes';
import type { TokenService } from '../auth/tokens';

export const PROFILE_SAVED = '修改成功';
export const PHONE_CHANGED = '手机号修改成功';
export const PHONE_TAKEN = '该手机号已存在';
export const PHONE_UNCHANGED = '新手机号不能与当前手机号相同';
export const AVATAR_NOT_FOUND = '头像文件不存在，请重新上传';
export const AVATAR_NOT_IMAGE = '请上传图片';
export const LOGIN_NOT_FOUND = '未找到对应的登录方式';
/** The domain's rule for a user's own phone ([SEC1] 7), said here before anything else is read. */
export const PHONE_FIELD_REFUSED = system.OWN_PHONE_NEEDS_SMS;
export const fieldRefused = (field: string) => `不允许修改的字段：${field.slice(0, 50)}`;
/** The SMS purpose of a phone change (beside the client's smsmode 0 login, 1 register, 2 password). */
export const CHANGE_PHONE_PURPOSE: SmsPurpose = '3';

const mobile = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入正确格式的手机号码!');
const smsBody = z.object({ mobile });
const updateMobileBody = z.object({
  phone: mobile,
  smscode: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(20),
});

/** The fields a user may change on itself (基本设置); everything else is refused by name. */
const EDITABLE = ['id', 'realname', 'avatar', 'sex', 'birthday', 'email'] as const;
const userEditBody = z.object({
  /** JeecgBoot's form sends the user's own id; any other is refused. */
  id: z.string().max(100).optional(),
  realname: z.string().trim().min(1, '请输入用户名称').max(100).optional(),
  avatar: z.string().trim().max(500).nullish(),
  sex: z.union([z.literal(1), z.literal(2)], { error: '性别只能是男或女' }).nullish(),
  birthday: z
    .union([z.literal(''), z.iso.date({ error: '生日格式应为YYYY-MM-DD' })], {
      error: '生日格式应为YYYY-MM-DD',
    })
    .nullish(),
  email: z.union([z.literal(''), z.email('请输入正确格式的电子邮件!')]).nullish(),
});

const notificationBody = system.notificationSettings.partial();
const layoutBody = system.layoutSettings;
const providerQuery = z.object({ name: z.string({ error: LOGIN_NOT_FOUND }).trim().min(1).max(100) });

export type AccountDeps = {
  services: Services;
  tokens: TokenService;
  smsSender: SmsSender;
  secret: string;
  issuers: readonly SsoIssuer[];
  casUrl: string | undefined;
};

/** 138****0000: what a message about the phone shows. */
export const maskPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;

/** The last time the user's password was set (its change, or the account's creation). */
async function passwordTime(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('stream_id', '=', system.userStreamId(userId))
    .where('type', 'in', ['UserPasswordChanged', 'UserCreated'])
    .executeTakeFirst();
  return row?.at ? new Date(row.at).toISOString() : null;
}

/**
 * With 账户安全 on (the default), a change to the account is reported to its owner as a system
 * message of its own (bell and, live, a popup): someone else's change does not go unnoticed.
 */
export async function notifyAccountChange(
  services: Services,
  user: { id: string; tenantId: string },
  what: string,
  log: FastifyRequest['log'],
): Promise<void> {
  try {
    await reportAccountChange(services, user, what);
  } catch (e) {
    // The change itself is written; a report that failed must not make it look failed.
    log.error({ err: e }, 'account change report failed');
  }
}

async function reportAccountChange(services: Services, user: { id: string; tenantId: string }, what: string) {
  const settings = await system.userSettingsOf(services.db(), user.id);
  if (!settings.notification.security) return;
  const now = services.now();
  const id = randomUUID();
  const store = services.store();
  const meta = { metadata: { actor: user.id, tenantId: user.tenantId } };
  const at = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  await system.createAnnouncement(
    store,
    {
      id,
      tenantId: user.tenantId,
      sender: '系统',
      content: {
        titile: '账户安全提醒',
        msgContent: `<p>您的账户于 ${at} ${what}。如非本人操作，请立即修改密码。</p>`,
        msgCategory: '2',
        priority: 'H',
        msgType: 'USER',
        userIds: [user.id],
        openType: null,
        openPage: null,
        busId: null,
        busType: null,
        startTime: null,
        endTime: null,
      },
    },
    meta,
  );
  await system.releaseAnnouncement(store, id, user.tenantId, now, meta);
}

/**
 * 账户设置 (spec §2 "account centre and settings"): the signed-in user's own profile, phone,
 * notification and layout settings and login bindings, in JeecgBoot's paths. Every route acts on
 * the caller only; nothing here takes another user's id.
 */
export const accountSettingRoutes =
  (deps: AccountDeps): FastifyPluginAsync =>
  async (app) => {
    const { services, tokens } = deps;
    const auth = { services, tokens };
    const db = () => services.db();
    const meta = (c: Caller) => ({ metadata: { actor: c.userId, tenantId: c.tenantId } });
    const me = async (c: Caller) => {
      const u = await system.findUserById(db(), c.userId);
      if (!u) throw new HttpError(500, 'Token失效，请重新登录');
      return u;
    };
    const profileOf = async (u: system.UserRow) => ({
      ...userInfo(u),
      sex: u.sex,
      birthday: u.birthday,
      email: u.email,
      phone: u.phone,
      createTime: u.created_at.toISOString(),
      passwordTime: await passwordTime(db(), u.id),
    });

    app.get('/sys/user/login/setting/getUserData', async (req) => {
      const caller = await requireCaller(auth, req);
      return ok(await profileOf(caller.user));
    });

    /** 基本设置: realname, avatar, sex, birthday, email; answers the new userInfo for the session. */
    const userEdit = async (req: FastifyRequest) => {
      const caller = await requireCaller(auth, req);
      const raw = (req.body ?? {}) as Record<string, unknown>;
      if (typeof raw !== 'object' || Array.isArray(raw))
        throw new DomainError('ValidationFailed', '参数错误');
      const extra = Object.keys(raw).filter((k) => !(EDITABLE as readonly string[]).includes(k));
      if (extra.includes('phone')) throw new DomainError('ValidationFailed', PHONE_FIELD_REFUSED);
      if (extra.length > 0) throw new DomainError('ValidationFailed', fieldRefused(extra[0]!));
      const body = userEditBody.parse(raw);
      if (body.id !== undefined && body.id !== caller.userId) throw new HttpError(403, FORBIDDEN_MESSAGE);
      const changes: Partial<system.UserProfile> = {};
      if (body.realname !== undefined) changes.realname = body.realname;
      if (body.sex !== undefined) changes.sex = body.sex;
      if (body.birthday !== undefined) changes.birthday = body.birthday || null;
      if (body.email !== undefined) changes.email = body.email || null;
      if (body.avatar !== undefined) {
        const avatar = body.avatar || null;
        if (avatar !== null && avatar !== caller.user.avatar) {
          // Only an image the user's own side uploaded (the file route's reading rule) becomes an avatar.
          const file = await system.findFileByPath(db(), avatar);
          if (
            !file ||
            file.tenant_id !== caller.tenantId ||
            (caller.supplierId !== null && file.supplier_id !== caller.supplierId)
          ) {
            throw new DomainError('ValidationFailed', AVATAR_NOT_FOUND, { field: 'avatar' });
          }
          if (!file.mime.startsWith('image/')) {
            throw new DomainError('ValidationFailed', AVATAR_NOT_IMAGE, { field: 'avatar' });
          }
        }
        changes.avatar = avatar;
      }
      const emailBefore = caller.user.email;
      await system.updateUser(services.store(), caller.userId, changes, meta(caller));
      const after = await me(caller);
      if (after.email !== emailBefore) {
        await notifyAccountChange(
          services,
          { id: caller.userId, tenantId: caller.tenantId },
          after.email ? `将邮箱修改为 ${after.email}` : '解除了邮箱',
          req.log,
        );
      }
      return ok(await profileOf(after), PROFILE_SAVED);
    };
    app.post('/sys/user/login/setting/userEdit', userEdit);
    app.put('/sys/user/login/setting/userEdit', userEdit);

    /** 安全设置 手机号: a code to the new phone (it must be free), with the login codes' limits. */
    app.post('/sys/user/updateMobile/sms', async (req) => {
      const caller = await requireCaller(auth, req);
      const { mobile: phone } = smsBody.parse(req.body ?? {});
      await sendSmsCode({
        db: db(),
        now: services.now(),
        secret: deps.secret,
        smsSender: deps.smsSender,
        log: req.log,
        phone,
        purpose: CHANGE_PHONE_PURPOSE,
        ip: req.ip,
        check: async () => {
          if (phone === caller.user.phone)
            return { error: new DomainError('ValidationFailed', PHONE_UNCHANGED), record: false };
          if (await system.findUserByPhone(db(), phone))
            return {
              error: new DomainError('ValidationFailed', PHONE_TAKEN, { field: 'mobile' }),
              record: true,
            };
          return null;
        },
      });
      return ok(null, SMS_SENT);
    });

    /** The new phone with the code sent to it; 5 wrong codes spend it. */
    const updateMobile = async (req: FastifyRequest) => {
      const caller = await requireCaller(auth, req);
      const { phone, smscode } = updateMobileBody.parse(req.body ?? {});
      if (phone === caller.user.phone) throw new DomainError('ValidationFailed', PHONE_UNCHANGED);
      const verdict = await redeemSmsCode(db(), {
        phone,
        purpose: CHANGE_PHONE_PURPOSE,
        now: services.now(),
        codeHash: smsCodeHash(deps.secret, phone, CHANGE_PHONE_PURPOSE, smscode),
      });
      if (verdict === 'expired') throw new DomainError('ValidationFailed', SMS_CODE_EXPIRED);
      if (verdict === 'wrong') throw new DomainError('ValidationFailed', SMS_CODE_WRONG);
      // A phone taken since the code was sent: updateUser answers 该手机号已存在 (the unique key).
      // The code sent to the new phone was right: the domain's own-phone rule is met.
      await system.updateUser(
        services.store(),
        caller.userId,
        { phone },
        { ...meta(caller), phoneVerified: true },
      );
      await notifyAccountChange(
        services,
        { id: caller.userId, tenantId: caller.tenantId },
        `将手机号修改为 ${maskPhone(phone)}`,
        req.log,
      );
      return ok(await profileOf(await me(caller)), PHONE_CHANGED);
    };
    app.put('/sys/user/updateMobile', updateMobile);
    app.post('/sys/user/updateMobile', updateMobile);

    /** 新消息通知: which messages pop up live, and whether account changes are reported. */
    app.get('/sys/user/login/setting/notification', async (req) => {
      const caller = await requireCaller(auth, req);
      return ok((await system.userSettingsOf(db(), caller.userId)).notification);
    });
    app.put('/sys/user/login/setting/notification', async (req) => {
      const caller = await requireCaller(auth, req);
      const body = notificationBody.parse(req.body ?? {});
      const current = (await system.userSettingsOf(db(), caller.userId)).notification;
      const notification = { ...current, ...body };
      await system.changeUserSettings(services.store(), caller, { notification }, meta(caller));
      return ok(notification, '保存成功');
    });

    /** 个性化: the layout settings follow the user to any browser (null: never saved). */
    app.get('/sys/user/login/setting/layout', async (req) => {
      const caller = await requireCaller(auth, req);
      return ok((await system.userSettingsOf(db(), caller.userId)).layout);
    });
    app.put('/sys/user/login/setting/layout', async (req) => {
      const caller = await requireCaller(auth, req);
      const layout = layoutBody.parse(req.body ?? {});
      await system.changeUserSettings(services.store(), caller, { layout }, meta(caller));
      return ok(layout, '保存成功');
    });

    /** The login providers that can log this user in: SSO issuers open to its tenant, and CAS. */
    const providersOf = (c: Caller) => [
      ...deps.issuers
        .filter((i) => i.tenantId === undefined || i.tenantId === c.tenantId)
        .map((i) => ({ name: i.name, type: 'sso' as const })),
      ...(deps.casUrl ? [{ name: CAS_LOGIN, type: 'cas' as const }] : []),
    ];
    const providerOf = (c: Caller, name: string) => {
      const p = providersOf(c).find((x) => x.name === name);
      if (!p) throw new DomainError('ValidationFailed', LOGIN_NOT_FOUND, { field: 'name' });
      return p;
    };

    /** 账号绑定: each provider, whether it may log the user in, and when it last did. */
    app.get('/sys/thirdApp/getThirdAccountByUserId', async (req) => {
      const caller = await requireCaller(auth, req);
      const { disabledLogins } = await system.userSettingsOf(db(), caller.userId);
      const ssoUses = await db()
        .selectFrom('auth_login_token_use')
        .select(['issuer', (eb) => eb.fn.max('used_at').as('at')])
        .where('username', '=', caller.user.username)
        .groupBy('issuer')
        .execute();
      const casUse = await db()
        .selectFrom('events')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .where('stream_id', '=', system.userStreamId(caller.userId))
        .where('type', '=', 'UserLoginSucceeded')
        .where(sql<boolean>`metadata->>'loginMethod' = 'cas'`)
        .executeTakeFirst();
      const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
      return ok(
        providersOf(caller).map((p) => ({
          ...p,
          bound: !disabledLogins.includes(p.name),
          lastLoginTime:
            p.type === 'cas' ? iso(casUse?.at) : iso(ssoUses.find((u) => u.issuer === p.name)?.at),
        })),
      );
    });

    const setBound = (bound: boolean) => async (req: FastifyRequest) => {
      const caller = await requireCaller(auth, req);
      const { name } = providerQuery.parse({ ...(req.query as object), ...(req.body as object) });
      providerOf(caller, name);
      const { disabledLogins } = await system.userSettingsOf(db(), caller.userId);
      const next = bound ? disabledLogins.filter((n) => n !== name) : [...disabledLogins, name];
      await system.changeUserSettings(services.store(), caller, { disabledLogins: next }, meta(caller));
      return ok(null, bound ? '绑定成功' : '解绑成功');
    };
    app.delete('/sys/thirdApp/deleteThirdAccount', setBound(false));
    app.post('/sys/thirdApp/bindThirdAppAccount', setBound(true));
  };
