import { hash, verify } from '@node-rs/argon2';
import { auth as contract } from '@srm/contracts';
import { system } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import type { Services } from '../../services';
import { notifyAccountChange } from './account-change';
import { tokenOf } from './authenticate';
import { requireCaller } from './permissions';
import { loginResult, recordFailedLogin, userInfo, withRefusalFloor, type LoginMethod } from './login-result';
import { notAuthenticated } from './refusals';
import type { TokenService } from './tokens';

const routes = contract.authRoutes;

/** Verifying against a throwaway hash keeps an unknown username as slow as a wrong password. */
const decoy = hash('decoy-password-for-timing');

/** Spec §7 "Session": password login, logout and the unload beacon; the current user's info. */
export const authRoutes =
  ({ services, tokens }: { services: Services; tokens: TokenService }): FastifyPluginAsync =>
  async (app) => {
    const passwordLogin =
      (method: LoginMethod) =>
      async ({
        req,
        body: { username, password },
      }: {
        req: FastifyRequest;
        body: { username: string; password: string };
      }) =>
        // [SEC1] 8: unknown, wrong, locked and frozen answer alike in words and in time.
        withRefusalFloor(async () => {
          const user = await system.findUserForLogin(services.store(), username);
          const matches = await verify(user?.password_hash ?? (await decoy), password);
          if (!user) throw notAuthenticated('WrongCredentials');
          // Failures are recorded too (they count towards the lock); a locked account is refused there.
          if (!matches) {
            await recordFailedLogin({ services, tokens }, user, req, method);
            throw notAuthenticated('WrongCredentials');
          }
          return loginResult({ services, tokens }, user, req, method);
        });
    contractRoute(app, routes.authLogin, { handler: passwordLogin('password') });
    // The spec names it beside the password login and gives it no shape of its own: the same body and
    // answer as /sys/login, recorded with its own login method.
    contractRoute(app, routes.authOnlineLogin, { handler: passwordLogin('online') });

    /** Revokes the token server-side; an already invalid token is simply logged out. */
    const logout = async (token: string | undefined) => {
      const claims = token ? await tokens.verify(token) : null;
      if (claims) {
        await system.recordLogout(services.store(), claims.userId, {
          tokenId: claims.tokenId,
          now: services.now(),
        });
      }
      return ok(null, '退出登录成功！');
    };
    contractRoute(app, routes.authLogout, { handler: async ({ req }) => logout(tokenOf(req)) });
    // navigator.sendBeacon cannot set headers: the token comes in the body, never the query ([SEC1] 4).
    contractRoute(app, routes.authLogoutBeacon, {
      handler: async ({ req, body }) => logout(tokenOf(req) ?? body?.token),
    });

    const signedIn = (req: FastifyRequest) => requireCaller({ services, tokens }, req);

    /** Spec §4 "Password": the signed-in user changes its own password (old, new, confirm). */
    contractRoute(app, routes.authUpdatePassword, {
      auth: signedIn,
      handler: async ({ caller, body, req }) => {
        const user = caller.user;
        if (user.username !== body.username) throw new HttpError(403, '拒绝访问');
        system.checkOwnPasswordChange({
          oldPasswordMatches: await verify(user.password_hash, body.oldpassword),
          password: body.password,
          confirm: body.confirmpassword,
        });
        // Every other session of the user ends with it; this one goes on.
        await system.changePassword(services.store(), user.id, await hash(body.password), {
          metadata: { actor: user.id, tenantId: user.tenant_id },
          keepTokenId: caller.tokenId,
        });
        await notifyAccountChange(
          services,
          { id: user.id, tenantId: user.tenant_id },
          '修改了登录密码',
          req.log,
        );
        return ok(null, '密码修改成功！');
      },
    });

    /** Dashboard figures of the caller's tenant: logins all time and today, today's addresses. */
    contractRoute(app, routes.authLoginInfo, {
      auth: signedIn,
      handler: async ({ caller }) =>
        ok(await system.loginInfo(services.db(), caller.tenantId, services.now())),
    });
    contractRoute(app, routes.authVisitInfo, {
      auth: signedIn,
      handler: async ({ caller }) =>
        ok(await system.visitInfo(services.db(), caller.tenantId, services.now())),
    });

    /** A deleted or frozen user's token stops working here too (requireCaller). */
    contractRoute(app, routes.authUserInfo, {
      auth: signedIn,
      handler: async ({ caller: { user: u } }) =>
        // The account centre shows the contact details too (the login answer keeps the spec's fields).
        ok({ ...userInfo(u), phone: u.phone, email: u.email, sex: u.sex, createTime: u.created_at }),
    });
  };
