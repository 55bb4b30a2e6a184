import { setTimeout as delay } from 'node:timers/promises';
import { system } from '@srm/events';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import type { TokenService } from './tokens';

export type LoginDeps = { services: Services; tokens: TokenService };

/** How the user proved who it is; kept in the login event's metadata for the audit trail. */
export type LoginMethod = 'password' | 'online' | 'phone' | 'sso' | 'third' | 'cas';

/** Spec §3 "Login result" userInfo (username, realname, avatar, isShow) plus the ids the client keeps. */
export const userInfo = (u: system.UserRow) => ({
  id: u.id,
  username: u.username,
  realname: u.realname,
  avatar: u.avatar,
  isShow: u.is_show,
  orgCode: u.org_code,
  tenantId: u.tenant_id,
  supplierId: u.supplier_id,
});

const metadata = (user: system.UserRow, req: FastifyRequest, method: LoginMethod) => ({
  metadata: { actor: user.id, tenantId: user.tenant_id, ip: req.ip, loginMethod: method },
});

/**
 * [SEC1] 8: a refused login is answered no sooner than this after it arrived. Every path runs argon2
 * once (an unknown username against a decoy hash), but a wrong password of a real account also records
 * the failure (a write, about 20 ms more under load: `npm run bench -- login-timing`), so without a
 * floor the answer's time told a real username from an unknown one, and an unlocked account from a
 * locked one. Refusals only: a right password answers at once.
 */
export const REFUSED_LOGIN_FLOOR_MS = 300;

/** Runs a login; when it is refused, the refusal waits until the floor has passed (monotonic clock). */
export async function withRefusalFloor<T>(run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } catch (e) {
    const wait = started + REFUSED_LOGIN_FLOOR_MS - performance.now();
    if (wait > 0) await delay(wait);
    throw e;
  }
}

/** The lock check and count (session.commands.ts): the login's user row, re-read after a round ends. */
const recordAttempt = (
  deps: LoginDeps,
  user: system.UserRow,
  req: FastifyRequest,
  method: LoginMethod,
  passwordMatches: boolean,
) =>
  system.recordLoginAttempt(
    deps.services.store(),
    user,
    { passwordMatches, frozen: user.status === system.USER_STATUS.frozen, now: deps.services.now() },
    metadata(user, req, method),
    () => system.findUserById(deps.services.db(), user.id),
  );

/**
 * A failed proof (wrong password or SMS code): counts towards the lock. Throws the lock's own
 * answer when the account is locked already; the caller then throws its own message.
 */
export async function recordFailedLogin(
  deps: LoginDeps,
  user: system.UserRow,
  req: FastifyRequest,
  method: LoginMethod,
): Promise<void> {
  await recordAttempt(deps, user, req, method, false);
}

const USER_AGENT_MAX = 500;

/**
 * The answer every login route gives once the user has proved who it is: the login is recorded
 * (a locked or frozen account is refused there), a 7-day token issued, and
 * `{ token, userInfo, sysAllDictItems }` returned with code 200 and 登录成功.
 */
export async function loginResult(
  deps: LoginDeps,
  user: system.UserRow,
  req: FastifyRequest,
  method: LoginMethod,
) {
  const { services, tokens } = deps;
  const tokenId = tokens.newTokenId();
  const now = services.now();
  // A locked or frozen account is refused here; otherwise a session of its own (no write to the user).
  await recordAttempt(deps, user, req, method, true);
  const ua = req.headers['user-agent'];
  await system.startSession(
    services.store(),
    tokenId,
    {
      userId: user.id,
      tenantId: user.tenant_id,
      ip: req.ip ? req.ip.slice(0, 100) : null,
      userAgent: typeof ua === 'string' && ua !== '' ? ua.slice(0, USER_AGENT_MAX) : null,
      loginMethod: method,
      now,
    },
    metadata(user, req, method),
  );
  const expiresAt = new Date(now.getTime() + system.TOKEN_LIFETIME_MS);
  const token = await tokens.issue({ userId: user.id, tenantId: user.tenant_id, tokenId, expiresAt });
  // Every dictionary's items by code, as the client caches them at login (spec §3).
  const sysAllDictItems = await services.dictItems.get(services.db());
  return { ...ok({ token, userInfo: userInfo(user), sysAllDictItems }, '登录成功'), code: 200 };
}
