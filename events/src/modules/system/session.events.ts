import { z } from 'zod';
import type { StreamDefinition } from '../../store/registry';

const iso = z.iso.datetime();

/** Why a session ended: the user logged out or ended it in 安全设置, or an account change ended it. */
export const SESSION_END_REASONS = [
  'logout',
  'endedByUser',
  'passwordChanged',
  'frozen',
  'deleted',
  'rolesRemoved',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * One signed-in session: the life of one token (`session-<tokenId>`). At most two events, so a
 * command never reads more than that; the user aggregate no longer hears of logins.
 */
export const sessionStream = {
  streamType: 'session',
  events: {
    SessionStarted: z.object({
      userId: z.string().min(1),
      tenantId: z.string().min(1),
      /** The request's address and User-Agent (shown in 安全设置, kept short). */
      ip: z.string().max(100).nullable(),
      userAgent: z.string().max(500).nullable(),
      loginMethod: z.string().max(20),
      at: iso,
      expiresAt: iso,
    }),
    SessionEnded: z.object({
      userId: z.string().min(1),
      at: iso,
      reason: z.enum(SESSION_END_REASONS),
    }),
  },
} satisfies StreamDefinition;

type Schemas = (typeof sessionStream)['events'];
export type SessionEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];

export const sessionStreamId = (tokenId: string) => `session-${tokenId}`;

/**
 * Failed logins of one user, one short stream per round (`loginAttempts-<userId>.<round>`): a round
 * holds at most MAX_FAILED_LOGINS failures and ends with the lock or with the success that clears
 * them; the next round is a new stream (the round number is projected into `sys_user.login_round`).
 */
export const loginAttemptStream = {
  streamType: 'loginAttempts',
  events: {
    LoginFailed: z.object({ userId: z.string().min(1), at: iso, failedCount: z.number().int().min(1) }),
    /** Ends the round; the lock carries into the next round through `sys_user.locked_until`. */
    LoginLocked: z.object({ userId: z.string().min(1), at: iso, until: iso }),
    /** A success after failures: the count restarts (ends the round). */
    LoginFailuresCleared: z.object({ userId: z.string().min(1), at: iso }),
  },
} satisfies StreamDefinition;

type AttemptSchemas = (typeof loginAttemptStream)['events'];
export type LoginAttemptEvent = {
  [K in keyof AttemptSchemas]: { type: K; data: z.infer<AttemptSchemas[K]> };
}[keyof AttemptSchemas];

export const loginAttemptStreamId = (userId: string, round: number) => `loginAttempts-${userId}.${round}`;
