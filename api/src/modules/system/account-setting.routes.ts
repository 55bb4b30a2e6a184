import { system as contract } from '@srm/contracts';
import { system, type Database, type DomainError } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError, tokenInvalid } from '../../http/errors';
import type { Services } from '../../services';
import {
  CAS_LOGIN,
  FORBIDDEN_MESSAGE,
  notifyAccountChange,
  redeemSmsCode,
  requireCaller,
  sendSmsCode,
  SMS_SENT,
  smsCodeHash,
  smsCodeRefused,
  userInfo,
  type Caller,
  type SmsPurpose,
  type SmsSender,
  type SsoIssuer,
  type TokenService,
} from '../auth/index';

export const PROFILE_SAVED = '修改成功';
export const PHONE_CHANGED = '手机号修改成功';
export const PHONE_TAKEN = system.PHONE_TAKEN;
export const PHONE_UNCHANGED = system.PHONE_UNCHANGED;
export const AVATAR_NOT_FOUND = system.AVATAR_NOT_FOUND;
export const AVATAR_NOT_IMAGE = system.AVATAR_NOT_IMAGE;
export const LOGIN_NOT_FOUND = system.LOGIN_NOT_FOUND;
/** The domain's rule for a user's own phone ([SEC1] 7), said here before anything else is read. */
export const PHONE_FIELD_REFUSED = system.OWN_PHONE_NEEDS_SMS;
export const fieldRefused = system.fieldRefused;
/** The SMS purpose of a phone change (beside the client's smsmode 0 login, 1 register, 2 password). */
export const CHANGE_PHONE_PURPOSE: SmsPurpose = '3';

const routes = contract.accountRoutes;

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
      if (!u) throw tokenInvalid();
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

    const signedIn = (req: FastifyRequest) => requireCaller(auth, req);

    contractRoute(app, routes.accountProfile, {
      auth: signedIn,
      handler: async ({ caller }) => ok(await profileOf(caller.user)),
    });

    /** 基本设置: realname, avatar, sex, birthday, email; answers the new userInfo for the session. */
    const userEdit = async ({
      req,
      caller,
      body,
    }: {
      req: FastifyRequest;
      caller: Caller;
      body: contract.ProfileChanges;
    }) => {
      // Any other field is refused by name (the phone has its own way): the domain's rule.
      system.checkOwnProfileFields(Object.keys(body));
      if (body.id !== undefined && body.id !== caller.userId) throw new HttpError(403, FORBIDDEN_MESSAGE);
      const changes: Partial<system.UserProfile> = {};
      if (body.realname !== undefined) changes.realname = body.realname;
      if (body.sex !== undefined) changes.sex = body.sex;
      if (body.birthday !== undefined) changes.birthday = body.birthday || null;
      if (body.email !== undefined) changes.email = body.email || null;
      // Only an image the user's own side uploaded becomes an avatar (the domain's rule).
      if (body.avatar !== undefined) changes.avatar = body.avatar || null;
      const emailBefore = caller.user.email;
      await system.updateOwnProfile(
        services.store(),
        {
          id: caller.userId,
          tenantId: caller.tenantId,
          supplierId: caller.supplierId,
          avatar: caller.user.avatar,
        },
        changes,
        meta(caller),
      );
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
    contractRoute(app, routes.accountProfileSave, { auth: signedIn, handler: userEdit });
    contractRoute(app, routes.accountProfileSavePut, { auth: signedIn, handler: userEdit });

    /** 安全设置 手机号: a code to the new phone (it must be free), with the login codes' limits. */
    contractRoute(app, routes.accountPhoneCode, {
      auth: signedIn,
      handler: async ({ req, caller, body: { mobile: phone } }) => {
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
            const holder = phone === caller.user.phone ? null : await system.findUserByPhone(db(), phone);
            try {
              system.checkPhoneChange({ phone, current: caller.user.phone, takenBy: holder?.id ?? null });
              return null;
            } catch (error) {
              // A taken phone counts against the address (probing stays slow); one's own does not.
              return { error: error as DomainError, record: holder != null };
            }
          },
        });
        return ok(null, SMS_SENT);
      },
    });

    /** The new phone with the code sent to it; 5 wrong codes spend it. */
    const updateMobile = async ({
      req,
      caller,
      body: { phone, smscode },
    }: {
      req: FastifyRequest;
      caller: Caller;
      body: { phone: string; smscode: string };
    }) => {
      // A phone taken since the code was sent: updateUser answers 该手机号已存在 (the unique key).
      system.checkPhoneChange({ phone, current: caller.user.phone, takenBy: null });
      const verdict = await redeemSmsCode(db(), {
        phone,
        purpose: CHANGE_PHONE_PURPOSE,
        now: services.now(),
        codeHash: smsCodeHash(deps.secret, phone, CHANGE_PHONE_PURPOSE, smscode),
      });
      // The code proves the user holds the new phone (authentication of the phone, not a business rule).
      if (verdict !== 'ok') throw smsCodeRefused(verdict);
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
    contractRoute(app, routes.accountPhoneChange, { auth: signedIn, handler: updateMobile });
    contractRoute(app, routes.accountPhoneChangePost, { auth: signedIn, handler: updateMobile });

    /** 新消息通知: which messages pop up live, and whether account changes are reported. */
    contractRoute(app, routes.accountNotification, {
      auth: signedIn,
      handler: async ({ caller }) => ok((await system.userSettingsOf(db(), caller.userId)).notification),
    });
    contractRoute(app, routes.accountNotificationSave, {
      auth: signedIn,
      handler: async ({ caller, body }) => {
        const current = (await system.userSettingsOf(db(), caller.userId)).notification;
        const notification = { ...current, ...body };
        await system.changeUserSettings(services.store(), caller, { notification }, meta(caller));
        return ok(notification, '保存成功');
      },
    });

    /** 个性化: the layout settings follow the user to any browser (null: never saved). */
    contractRoute(app, routes.accountLayout, {
      auth: signedIn,
      handler: async ({ caller }) => ok((await system.userSettingsOf(db(), caller.userId)).layout),
    });
    contractRoute(app, routes.accountLayoutSave, {
      auth: signedIn,
      handler: async ({ caller, body: layout }) => {
        await system.changeUserSettings(services.store(), caller, { layout }, meta(caller));
        return ok(layout, '保存成功');
      },
    });

    /** The login providers that can log this user in: SSO issuers open to its tenant, and CAS. */
    const providersOf = (c: Caller) => [
      ...deps.issuers
        .filter((i) => i.tenantId === undefined || i.tenantId === c.tenantId)
        .map((i) => ({ name: i.name, type: 'sso' as const })),
      ...(deps.casUrl ? [{ name: CAS_LOGIN, type: 'cas' as const }] : []),
    ];

    /** 账号绑定: each provider, whether it may log the user in, and when it last did. */
    contractRoute(app, routes.accountProviders, {
      auth: signedIn,
      handler: async ({ caller }) => {
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
      },
    });

    const setBound =
      (bound: boolean) =>
      async ({ caller, query: { name } }: { caller: Caller; query: { name: string } }) => {
        system.loginProviderOf(providersOf(caller), name);
        const { disabledLogins } = await system.userSettingsOf(db(), caller.userId);
        const next = bound ? disabledLogins.filter((n) => n !== name) : [...disabledLogins, name];
        await system.changeUserSettings(services.store(), caller, { disabledLogins: next }, meta(caller));
        return ok(null, bound ? '绑定成功' : '解绑成功');
      };
    contractRoute(app, routes.accountProviderUnbind, { auth: signedIn, handler: setBound(false) });
    contractRoute(app, routes.accountProviderBind, { auth: signedIn, handler: setBound(true) });
  };
