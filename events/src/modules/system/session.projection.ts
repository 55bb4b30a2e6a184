import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuthSessionTable, Database } from '../../db/database';
import type { InlineProjection, PendingEvent, RecordedEvent, Trx } from '../../store/types';
import type { LoginAttemptEvent, SessionEvent } from './session.events';
import { USER_STATUS } from './user.events';

export type SessionRow = Selectable<AuthSessionTable>;

const tokenIdOf = (e: RecordedEvent | PendingEvent) => e.streamId.slice('session-'.length);

/** "Last seen" is written at most this often per session (a column, not an event per request). */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * `auth_session` (the revocation check: a token counts while its session row is not ended), the
 * login log `sys_login_log`, and the lock columns of `sys_user` (failed_logins, locked_until,
 * login_round), written in the appending transaction.
 */
export const sessionProjection: InlineProjection = {
  name: 'authSession',
  tables: ['auth_session'],
  // Old login events (on user streams) are the user projection's; the login log and the lock columns are shared.
  alsoWrites: ['sys_login_log', 'sys_user'],
  handles: ['SessionStarted', 'SessionEnded', 'LoginFailed', 'LoginLocked', 'LoginFailuresCleared'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as SessionEvent | LoginAttemptEvent;
      switch (e.type) {
        case 'SessionStarted': {
          const at = new Date(e.data.at);
          await trx
            .insertInto('auth_session')
            .values({
              token_id: tokenIdOf(recorded),
              user_id: e.data.userId,
              tenant_id: e.data.tenantId,
              ip: e.data.ip,
              user_agent: e.data.userAgent,
              login_method: e.data.loginMethod,
              started_at: at,
              last_seen_at: at,
              expires_at: new Date(e.data.expiresAt),
              ended_at: null,
              ended_reason: null,
            })
            .execute();
          await trx
            .insertInto('sys_login_log')
            .values({
              position: recorded.globalPosition,
              tenant_id: e.data.tenantId,
              user_id: e.data.userId,
              ip: e.data.ip,
              success: true,
              at,
            })
            .execute();
          break;
        }
        case 'SessionEnded':
          await trx
            .updateTable('auth_session')
            .set({ ended_at: new Date(e.data.at), ended_reason: e.data.reason })
            .where('token_id', '=', tokenIdOf(recorded))
            .where('ended_at', 'is', null)
            .execute();
          break;
        case 'LoginFailed': {
          const tenantId =
            typeof recorded.metadata.tenantId === 'string'
              ? recorded.metadata.tenantId
              : (
                  await trx
                    .selectFrom('sys_user')
                    .select('tenant_id')
                    .where('id', '=', e.data.userId)
                    .executeTakeFirst()
                )?.tenant_id;
          await trx
            .insertInto('sys_login_log')
            .values({
              position: recorded.globalPosition,
              tenant_id: tenantId ?? '0',
              user_id: e.data.userId,
              ip: typeof recorded.metadata.ip === 'string' ? recorded.metadata.ip : null,
              success: false,
              at: new Date(e.data.at),
            })
            .execute();
          await trx
            .updateTable('sys_user')
            .set({ failed_logins: e.data.failedCount })
            .where('id', '=', e.data.userId)
            .execute();
          break;
        }
        case 'LoginLocked':
        case 'LoginFailuresCleared':
          // The round is over: the next attempt writes to the next round's stream.
          await trx
            .updateTable('sys_user')
            .set((eb) => ({
              failed_logins: 0,
              locked_until: e.type === 'LoginLocked' ? new Date(e.data.until) : null,
              login_round: eb('login_round', '+', 1),
            }))
            .where('id', '=', e.data.userId)
            .execute();
          break;
        default: {
          const never: never = e;
          return never;
        }
      }
    }
  },
  // A login's session row and log line go in its append's statement (one round trip); the same
  // rows as `apply` writes above.
  statementsFor(e) {
    if (e.type !== 'SessionStarted') return undefined;
    const d = (e as PendingEvent & Extract<SessionEvent, { type: 'SessionStarted' }>).data;
    const at = new Date(d.at);
    return [
      sql`insert into auth_session (token_id, user_id, tenant_id, ip, user_agent, login_method,
          started_at, last_seen_at, expires_at)
        select ${tokenIdOf(e)}, ${d.userId}, ${d.tenantId}, ${d.ip}::text, ${d.userAgent}::text,
          ${d.loginMethod}, ${at}::timestamptz, ${at}::timestamptz, ${new Date(d.expiresAt)}::timestamptz
        from appended`,
      sql`insert into sys_login_log (position, tenant_id, user_id, ip, success, at)
        select global_position, ${d.tenantId}, ${d.userId}, ${d.ip}::text, true, ${at}::timestamptz
        from appended`,
    ];
  },
};

/** A user's sessions that still count (not ended, not expired), most recently seen first. */
export const activeSessionsOf = (db: Kysely<Database> | Trx, userId: string, now: Date) =>
  db
    .selectFrom('auth_session')
    .selectAll()
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('token_id')
    .execute();

/** Whether a token's session still counts (the check TokenService.verify makes). */
export const isSessionActive = async (db: Kysely<Database>, tokenId: string, userId: string) =>
  (await db
    .selectFrom('auth_session')
    .select('token_id')
    .where('token_id', '=', tokenId)
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst()) !== undefined;

/**
 * Moves "last seen" on, at most once per LAST_SEEN_EVERY_MS per session: the caller passes what it
 * read, and only a stale value costs a write (the where clause keeps concurrent requests to one).
 */
export async function touchSession(db: Kysely<Database>, tokenId: string, lastSeen: Date, now: Date) {
  if (now.getTime() - lastSeen.getTime() < LAST_SEEN_EVERY_MS) return;
  await db
    .updateTable('auth_session')
    .set({ last_seen_at: now })
    .where('token_id', '=', tokenId)
    .where('last_seen_at', '<', sql<Date>`${new Date(now.getTime() - LAST_SEEN_EVERY_MS)}`)
    .execute();
}

/** The user of a token whose session is live, unless the user is frozen (the socket handshake's check). */
export const liveSessionUser = (db: Kysely<Database>, tokenId: string, userId: string) =>
  db
    .selectFrom('sys_user as u')
    .innerJoin('auth_session as s', (j) =>
      j.onRef('s.user_id', '=', 'u.id').on('s.token_id', '=', tokenId).on('s.ended_at', 'is', null),
    )
    .selectAll('u')
    .where('u.id', '=', userId)
    .where('u.status', '<>', USER_STATUS.frozen)
    .executeTakeFirst();
