import { VersionConflictError } from '../errors';
import type { EventStore } from './event-store';
import type { AppendResult, EventMetadata, NewEvent, RecordedEvent, Trx } from './types';

/** An aggregate's pure functions. `decide` throws a DomainError to refuse. */
export type Decider<S, C, E extends NewEvent> = {
  initialState(): S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): E[];
};

export type HandleResult<S> = AppendResult & { state: S };

/**
 * Load, decide, append with the loaded version. A concurrent writer makes the append conflict:
 * decide again on fresh state (once by default; `maxAttempts` for streams many write at once, such
 * as a shared account's logins), then give up with VersionConflictError (409).
 * A decision with no events writes nothing (a retried, already applied command).
 * With `trx` it reads and appends inside the caller's transaction and does not retry (a conflict
 * aborts that transaction: the caller retries the whole of it).
 */
export async function handleCommand<S, C, E extends NewEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  options: { metadata?: EventMetadata; idempotencyKey?: string; maxAttempts?: number; trx?: Trx } = {},
): Promise<HandleResult<S>> {
  const { maxAttempts: asked = 2, trx, ...appendOptions } = options;
  const maxAttempts = trx ? 1 : asked;
  const fold = (s: S, e: RecordedEvent | E) => decider.evolve(s, { type: e.type, data: e.data } as E);
  for (let attempt = 1; ; attempt++) {
    const { version, events } = await store.readStream(streamId, trx ? { trx } : {});
    const state = events.reduce(fold, decider.initialState());
    // A retried command answers with its first result, before deciding again on newer state.
    if (options.idempotencyKey) {
      const earlier = await store.findIdempotent(options.idempotencyKey, trx);
      if (earlier) {
        const upTo = events.filter((e) => e.streamVersion <= earlier.nextExpectedVersion);
        return { ...earlier, state: upTo.reduce(fold, decider.initialState()) };
      }
    }
    const decided = decider.decide(command, state);
    if (decided.length === 0) {
      const last = events[events.length - 1]?.globalPosition ?? 0;
      return {
        streamId,
        appended: false,
        nextExpectedVersion: version,
        firstPosition: last,
        lastPosition: last,
        events: [],
        state,
      };
    }
    try {
      const result = await store.append(streamId, decided, {
        ...appendOptions,
        ...(trx ? { trx } : {}),
        expectedVersion: version,
      });
      return { ...result, state: result.events.reduce(fold, state) };
    } catch (e) {
      if (e instanceof VersionConflictError && attempt < maxAttempts) {
        // Many writers on one stream: a random pause keeps them from colliding again in lockstep.
        if (attempt > 1) await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
        continue;
      }
      throw e;
    }
  }
}
