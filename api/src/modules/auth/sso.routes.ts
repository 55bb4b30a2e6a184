import { auth as contract } from '@srm/contracts';
import { auth as errors } from '@srm/contracts';
import { system, type Database } from '@srm/events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import { contractRoute } from '../../http/contract-route';
import { HttpError } from '../../http/errors';
import { refuseUnboundLogin } from './login-bindings';
import { loginResult, type LoginDeps, type LoginMethod } from './login-result';
import { notAuthenticated } from './refusals';

/**
 * A system trusted to log its users in here (config `SSO_ISSUERS`): it signs one-time login tokens
 * (HS256) with `secret`; `tenantId`, when set, confines it to that tenant's users; `loginUrl` (and
 * `title`) make the login page offer it.
 */
export type SsoIssuer = {
  name: string;
  secret: string;
  tenantId?: string | undefined;
  loginUrl?: string | undefined;
  title?: string | undefined;
};

/** A one-time login token may live at most this long (exp - iat), and is refused once older. */
export const SSO_TOKEN_MAX_AGE_S = 300;
const CLOCK_TOLERANCE_S = 30;

export const SSO_DISABLED = '系统未启用单点登录';
export const SSO_TOKEN_INVALID = errors.AUTH_ERRORS.SsoTokenInvalid;
export const SSO_ISSUER_UNTRUSTED = errors.AUTH_ERRORS.SsoIssuerUntrusted;
export const SSO_TOKEN_USED = errors.AUTH_ERRORS.SsoTokenUsed;

/**
 * The user a one-time login token names, once: signed by a trusted issuer, unexpired, short-lived,
 * and its `jti` never seen before (the use is recorded, so a replay is refused).
 */
export async function redeemLoginToken(
  db: Kysely<Database>,
  issuers: readonly SsoIssuer[],
  token: string,
  now: Date,
): Promise<system.UserRow> {
  if (issuers.length === 0) throw new HttpError(501, SSO_DISABLED);
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(token);
  } catch {
    throw notAuthenticated('SsoTokenInvalid');
  }
  const issuer = issuers.find((i) => i.name === unverified.iss);
  if (!issuer) throw notAuthenticated('SsoIssuerUntrusted');
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, new TextEncoder().encode(issuer.secret), {
      algorithms: ['HS256'],
      issuer: issuer.name,
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_S,
      maxTokenAge: SSO_TOKEN_MAX_AGE_S,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    }));
  } catch {
    throw notAuthenticated('SsoTokenInvalid');
  }
  const { sub, jti, iat, exp } = claims as Required<Pick<JWTPayload, 'sub' | 'jti' | 'iat' | 'exp'>>;
  if (exp - iat > SSO_TOKEN_MAX_AGE_S || jti.length > 200 || sub.length > 100) {
    throw notAuthenticated('SsoTokenInvalid');
  }
  // Uses older than any token that could still verify are of no more use.
  await db
    .deleteFrom('auth_login_token_use')
    .where('expires_at', '<', new Date(now.getTime() - 2 * CLOCK_TOLERANCE_S * 1000))
    .execute();
  const first = await db
    .insertInto('auth_login_token_use')
    .values({ issuer: issuer.name, jti, username: sub, used_at: now, expires_at: new Date(exp * 1000) })
    .onConflict((oc) => oc.columns(['issuer', 'jti']).doNothing())
    .returning('jti')
    .executeTakeFirst();
  if (!first) throw notAuthenticated('SsoTokenUsed');
  const user = await system.findUserByUsername(db, sub);
  if (!user || (issuer.tenantId !== undefined && user.tenant_id !== issuer.tenantId)) {
    throw notAuthenticated('UnknownUser');
  }
  await refuseUnboundLogin(db, user.id, issuer.name);
  return user;
}

/**
 * Spec §7 "Session": `POST /sys/ssoLogin` (`{ token }` or `?token=`) and
 * `GET /thirdLogin/getLoginUser/{token}` exchange a one-time token of a trusted issuer for the
 * login result. See docs/auth.md for the token's claims.
 */
export const ssoRoutes =
  (deps: LoginDeps & { issuers: readonly SsoIssuer[] }): FastifyPluginAsync =>
  async (app) => {
    const login = async (req: FastifyRequest, token: string, method: LoginMethod) => {
      const user = await redeemLoginToken(deps.services.db(), deps.issuers, token, deps.services.now());
      return loginResult(deps, user, req, method);
    };

    contractRoute(app, contract.authRoutes.authSsoLogin, {
      // The token comes in the body or the query: one of the two is required (the contract's words).
      handler: async ({ req, body, query }) =>
        login(req, contract.ssoToken.parse(body?.token ?? query.token), 'sso'),
    });

    contractRoute(app, contract.authRoutes.authThirdLogin, {
      handler: async ({ req, params: { token } }) => login(req, token, 'third'),
    });
  };
