import { system } from '@srm/events';
import type { FastifyRequest } from 'fastify';
import { sql, type CompiledQuery } from 'kysely';
import { HttpError, tokenInvalid, UNAUTHORIZED_MESSAGE } from '../../http/errors';
import type { DataRule, DataRuleContext } from './data-rules';
import type { Services } from '../../services';
import { tokenOf } from './authenticate';
import type { TokenClaims, TokenService } from './tokens';

export type AuthDeps = { services: Services; tokens: TokenService };

/** The signed-in caller as every route sees it: claims, the user row, and its tenant (spec §6 `tenant_id`). */
export type Caller = TokenClaims & {
  user: system.UserRow;
  /** The tenant every tenant-owned query is scoped to. */
  tenantId: string;
  /** Non-null for a supplier's user: it only ever sees its own company's rows. */
  supplierId: string | null;
};

export const FORBIDDEN_MESSAGE = '拒绝访问';

/**
 * The caller, or the spec's answers: 401 without a token, 500 `Token失效，请重新登录` for a bad,
 * revoked or expired token or a user deleted or frozen since. The `tenant_id` header (spec §6, 0 if
 * none) may only name the caller's own tenant.
 */
export async function requireCaller(deps: AuthDeps, req: FastifyRequest): Promise<Caller> {
  return (await callerOf(deps, req, undefined)).caller;
}

type RowOf<Q> = Q extends CompiledQuery<infer R> ? R : never;

/**
 * The caller statement's names, one per text (its shapes: with or without an action, a menu, a
 * stream; at most 8). Named, PostgreSQL plans it once per connection: planning it (the permission
 * view's joins) cost the database ~1.6 ms of CPU per request, more than running it.
 */
const callerNames = new Map<string, string>();
const callerStatementName = (text: string): string | undefined => {
  let name = callerNames.get(text);
  if (!name && callerNames.size < 16) callerNames.set(text, (name = `srm_caller_${callerNames.size + 1}`));
  return name;
};

/**
 * The token's signature is checked here; its session (live, not ended), the user row, (with `action`) the
 * permission and (with `menuId`) the caller's data rules of that menu in ONE query, read in the same
 * snapshot: an ended session, a frozen user or a removed grant is refused on the very next request
 * (nothing is cached). The answers and their order are those of the separate checks: revoked/bad
 * token 500, deleted/frozen user 500, header 403, action 403.
 *
 * A permission is held through the user's roles or its department roles (the view
 * `sys_user_permission`, migration 001000). Data rules come from the user's roles only, and count
 * while the role still holds the rule's menu.
 */
async function callerOf(
  deps: AuthDeps,
  req: FastifyRequest,
  action: string | undefined,
  menuId?: string,
  streamId?: string,
): Promise<{ caller: Caller; granted: boolean; dataRules: DataRule[]; streamVersion: number | null }> {
  const token = tokenOf(req);
  if (!token) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  const claims = await deps.tokens.verifySignature(token);
  if (!claims) throw tokenInvalid();
  const query = deps.services
    .db()
    .selectFrom('sys_user as u')
    .selectAll('u')
    .select((eb) => [
      // The token's live session (null: logged out, ended, or never started): its last sighting.
      eb
        .selectFrom('auth_session as s')
        .select('s.last_seen_at')
        .where('s.token_id', '=', claims.tokenId)
        .whereRef('s.user_id', '=', 'u.id')
        .where('s.ended_at', 'is', null)
        .as('session_seen'),
      action === undefined
        ? sql<boolean>`true`.as('granted')
        : eb
            .exists(
              eb
                .selectFrom('sys_permission as p')
                .select('p.id')
                .where(sql<boolean>`${action} = any(string_to_array(p.perms, ','))`)
                .where((p) =>
                  p.or([
                    p('p.status', '=', '0'),
                    p.exists(
                      p
                        .selectFrom('sys_user_permission as up')
                        .select('up.permission_id')
                        .whereRef('up.permission_id', '=', 'p.id')
                        .where('up.user_id', '=', claims.userId),
                    ),
                  ]),
                ),
            )
            .as('granted'),
      menuId === undefined
        ? sql<DataRule[]>`'[]'::json`.as('data_rules')
        : sql<DataRule[]>`(
            select coalesce(json_agg(json_build_object(
                'column', r.rule_column, 'condition', r.rule_conditions, 'value', r.rule_value
              ) order by r.id), '[]'::json)
            from sys_permission_data_rule r
            where r.permission_id = ${menuId} and r.status = '1'
              and exists (
                select 1 from sys_role_data_rule rr
                join sys_user_role ur on ur.role_id = rr.role_id
                join sys_role_permission rp on rp.role_id = rr.role_id and rp.permission_id = r.permission_id
                where rr.data_rule_id = r.id and ur.user_id = ${claims.userId}
              )
          )`.as('data_rules'),
      streamId === undefined
        ? sql<number | null>`null::int`.as('stream_version')
        : eb
            .selectFrom('events as e')
            .select((e) => e.fn.max('e.stream_version').as('v'))
            .where('e.stream_id', '=', streamId)
            .as('stream_version'),
    ])
    .where('u.id', '=', claims.userId)
    .compile();
  const prepared = deps.services.databaseHandle?.prepared;
  const name = prepared && callerStatementName(query.sql);
  const [row] = name
    ? ((await prepared!(name, query.sql, query.parameters)) as RowOf<typeof query>[])
    : (await deps.services.db().executeQuery(query)).rows;
  if (!row || !row.session_seen) throw tokenInvalid();
  const { session_seen: seen, granted, data_rules: dataRules, stream_version: streamVersion, ...user } = row;
  if (user.status === system.USER_STATUS.frozen) throw tokenInvalid();
  // 安全设置's "last seen": a write at most once a minute per session, never an event.
  await system.touchSession(deps.services.db(), claims.tokenId, new Date(seen), deps.services.now());
  const header = req.headers['tenant_id'];
  const asked = typeof header === 'string' ? header.trim() : '';
  if (asked !== '' && asked !== '0' && asked !== user.tenant_id) throw new HttpError(403, FORBIDDEN_MESSAGE);
  return {
    caller: { ...claims, user, tenantId: user.tenant_id, supplierId: user.supplier_id },
    // Spec §6: a supplier whose isShow is 2 is confined to completing its information: no action yet.
    granted: Boolean(granted) && user.is_show !== 2,
    dataRules: typeof dataRules === 'string' ? (JSON.parse(dataRules) as DataRule[]) : dataRules,
    streamVersion: streamVersion ?? null,
  };
}

/** The permission ids a user holds through its roles and its department roles. */
export async function userPermissionIds(
  db: ReturnType<Services['db']>,
  userId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sys_user_permission')
    .select('permission_id')
    .distinct()
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.permission_id));
}

/** The button/route actions (`perms`) the user holds through its roles and its department roles. */
export async function userActions(db: ReturnType<Services['db']>, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sys_user_permission as up')
    .innerJoin('sys_permission as p', 'p.id', 'up.permission_id')
    .select('p.perms')
    .distinct()
    .where('up.user_id', '=', userId)
    .where('p.perms', 'is not', null)
    .execute();
  return new Set(
    rows.flatMap((r) =>
      (r.perms ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  );
}

/**
 * Server-side button permission (spec §6): allowed when one of the caller's roles or department
 * roles grants `action`, or the action's rule is switched off (status '0'). An action nobody defined
 * is refused: fail closed.
 */
export async function requirePermission(
  deps: AuthDeps,
  req: FastifyRequest,
  action: string,
): Promise<Caller> {
  const { caller, granted } = await callerOf(deps, req, action);
  if (!granted) throw new HttpError(403, FORBIDDEN_MESSAGE);
  return caller;
}

/**
 * The caller, whether it holds `action` (when given), and in the same query the version of an event
 * stream (null: no such stream): a route keeps what it derived from that stream while the version
 * stands, and spends no round trip to learn whether it moved. The caller answers as requireCaller's.
 */
export async function callerAtStream(
  deps: AuthDeps,
  req: FastifyRequest,
  action: string | undefined,
  streamId: string,
): Promise<{ caller: Caller; granted: boolean; streamVersion: number | null }> {
  const { caller, granted, streamVersion } = await callerOf(deps, req, action, undefined, streamId);
  return { caller, granted: action !== undefined && granted, streamVersion };
}

/**
 * A list's permission check: `requirePermission(action)` and, for a list bound to a menu, the
 * caller's active data rules of that menu, read in the same query.
 */
export async function requireListPermission(
  deps: AuthDeps,
  req: FastifyRequest,
  action: string,
  menuId: string | undefined,
): Promise<{ caller: Caller; dataRules: DataRule[] }> {
  const { caller, granted, dataRules } = await callerOf(deps, req, action, menuId);
  if (!granted) throw new HttpError(403, FORBIDDEN_MESSAGE);
  return { caller, dataRules };
}

/** What a data rule's variables mean for this caller: its username, its current department, today. */
export const dataRuleContext = (caller: Caller, now: Date): DataRuleContext => ({
  username: caller.user.username,
  orgCode: caller.user.org_code,
  now,
});
