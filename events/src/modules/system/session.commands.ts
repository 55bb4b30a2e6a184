import { DomainError, VersionConflictError } from '../../errors';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, Trx } from '../../store/types';
import { LoginRoundEnded, loginAttemptDecider, sessionDecider, type SessionCommand } from './session.decide';
import { loginAttemptStreamId, sessionStreamId, type SessionEndReason } from './session.events';
import { activeSessionsOf } from './session.projection';
import { WRONG_CREDENTIALS } from './user.decide';

type Meta = { metadata?: EventMetadata; idempotencyKey?: string };

/**
 * A new session for a user who proved who it is: its own stream, so concurrent logins never
 * conflict. The token id is fresh, so the stream is decided as new without reading it; the append
 * expects no stream (an existing one is a version conflict, never a second start). It wakes no
 * subscriber (no live reader acts on a start: pushes and disconnects follow other events; its rows
 * are written in the append): they read it at their next poll, not one read per login each.
 */
export const startSession = (
  store: EventStore,
  tokenId: string,
  start: Omit<Extract<SessionCommand, { type: 'StartSession' }>, 'type'>,
  meta: Meta = {},
) =>
  store.append(
    sessionStreamId(tokenId),
    sessionDecider.decide({ type: 'StartSession', ...start }, sessionDecider.initialState()),
    { ...meta, expectedVersion: 0, announce: false },
  );

/** Ends one session (logout: `byUserId` is the token's own user). An ended one stays ended. */
export const endSession = (
  store: EventStore,
  tokenId: string,
  end: { reason: SessionEndReason; byUserId?: string; now: Date },
  meta: Meta & { trx?: Trx } = {},
) => handleCommand(store, sessionStreamId(tokenId), sessionDecider, { type: 'EndSession', ...end }, meta);

/** Logout: ends the token's own session; one already ended (or unknown) is simply logged out. */
export async function recordLogout(
  store: EventStore,
  userId: string,
  logout: { tokenId: string; now: Date },
  meta: Meta = {},
): Promise<void> {
  try {
    await endSession(store, logout.tokenId, { reason: 'logout', byUserId: userId, now: logout.now }, meta);
  } catch (e) {
    if (!(e instanceof DomainError && e.code === 'NotFound')) throw e;
  }
}

/**
 * A user ends some of its own sessions (安全设置): all of them or none. A session that is not the
 * user's (or does not exist) is 未找到对应会话 and nothing is ended.
 */
export async function endOwnSessions(
  store: EventStore,
  userId: string,
  tokenIds: readonly string[],
  now: Date,
  meta: Meta = {},
): Promise<number> {
  const ids = [...new Set(tokenIds)];
  return inTransaction(store, async (trx) => {
    let ended = 0;
    for (const id of ids) {
      const r = await endSession(
        store,
        id,
        { reason: 'endedByUser', byUserId: userId, now },
        { ...meta, trx },
      );
      if (r.appended) ended++;
    }
    return ended;
  });
}

/**
 * Ends every live session of a user but `exceptTokenId`, inside the caller's transaction (the
 * account change that calls for it commits with these ends, or neither does). Bounded by the user's
 * unexpired sessions.
 */
export async function endSessionsOfUser(
  store: EventStore,
  trx: Trx,
  userId: string,
  end: { reason: SessionEndReason; now: Date; exceptTokenId?: string },
  meta: Meta = {},
): Promise<number> {
  const live = await activeSessionsOf(trx, userId, end.now);
  let ended = 0;
  for (const s of live) {
    if (s.token_id === end.exceptTokenId) continue;
    const r = await endSession(
      store,
      s.token_id,
      { reason: end.reason, now: end.now },
      { metadata: meta.metadata, trx },
    );
    if (r.appended) ended++;
  }
  return ended;
}

/** Runs `fn` in one transaction; a version conflict (a concurrent writer) runs it once more. */
export async function inTransaction<T>(store: EventStore, fn: (trx: Trx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await store.db.transaction().execute(fn);
      return result;
    } catch (e) {
      if (e instanceof VersionConflictError && attempt < 3) continue;
      throw e;
    }
  }
}

/** What the lock check needs of the user row (`sys_user`, the projection of the login rounds). */
export type LoginGuard = {
  id: string;
  status: number;
  failed_logins: number;
  locked_until: Date | null;
  login_round: number;
};

/**
 * Records one login attempt against the lock (5 failures lock 10 minutes; a success clears the
 * count). Reads only the current round's stream (at most 6 events) and only when it can hold
 * something: a success while the user row shows no failures and no lock decides on the empty round
 * without a read, so concurrent logins of one account write nothing here. Throws the lock's or the frozen
 * account's DomainError.
 */
export async function recordLoginAttempt(
  store: EventStore,
  guard: LoginGuard,
  attempt: { passwordMatches: boolean; frozen: boolean; now: Date },
  meta: Meta = {},
  readGuard: () => Promise<LoginGuard | undefined> = async () => guard,
): Promise<void> {
  let current: LoginGuard = guard;
  for (let round = 1; ; round++) {
    const command = {
      type: 'RecordLoginAttempt' as const,
      userId: current.id,
      lockedUntil: current.locked_until?.toISOString() ?? null,
      ...attempt,
    };
    if (attempt.passwordMatches && current.failed_logins === 0 && current.locked_until === null) {
      // Nothing to clear: the lock and frozen checks only (the empty round's decision).
      loginAttemptDecider.decide(command, loginAttemptDecider.initialState());
      return;
    }
    try {
      await handleCommand(
        store,
        loginAttemptStreamId(current.id, current.login_round),
        loginAttemptDecider,
        command,
        { ...meta, maxAttempts: 6 },
      );
      return;
    } catch (e) {
      if (!(e instanceof LoginRoundEnded) || round >= 5) throw e;
      const fresh = await readGuard();
      if (!fresh) throw new DomainError('NotFound', WRONG_CREDENTIALS);
      current = fresh;
    }
  }
}
