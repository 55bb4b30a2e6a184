import { SELF_CHECK_ERRORS, type SelfCheckErrorReason } from '@srm/contracts/platform';
import { sql } from 'kysely';
import { DomainError } from '../../errors';
import { handleCommand } from '../../store/command';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { selfCheckDecider } from './selfcheck.decide';
import { selfCheckStreamId } from './selfcheck.events';
import { countRunningSelfChecks } from './selfcheck.projection';

type Meta = { metadata?: EventMetadata; idempotencyKey?: string };

/** [SEC1] 5: at most this many self-checks run at once (each holds a Temporal workflow). */
export const MAX_RUNNING_SELF_CHECKS = 20;

/**
 * Requests a self-check while fewer than `MAX_RUNNING_SELF_CHECKS` run, else `SelfChecksBusy`. The
 * count and the append share one transaction under one lock: concurrent requests decide one by one,
 * so a burst cannot all see room (each would have counted the same running checks).
 */
export const requestSelfCheck = (
  store: EventStore,
  id: string,
  delayMs: number,
  now: Date,
  meta: Meta = {},
) =>
  store.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${'srm.selfCheck.request'}))`.execute(trx);
    // A retry of an accepted request (same key) is answered with it, bound or not.
    const retry = meta.idempotencyKey ? await store.findIdempotent(meta.idempotencyKey, trx) : undefined;
    if (!retry && (await countRunningSelfChecks(trx)) >= MAX_RUNNING_SELF_CHECKS) {
      throw new DomainError(
        'IllegalState',
        SELF_CHECK_ERRORS.SelfChecksBusy,
        undefined,
        'SelfChecksBusy' satisfies SelfCheckErrorReason,
      );
    }
    return handleCommand(
      store,
      selfCheckStreamId(id),
      selfCheckDecider,
      { type: 'RequestSelfCheck', id, delayMs, now },
      { ...meta, trx },
    );
  });

export const completeSelfCheck = (store: EventStore, id: string, now: Date, meta: Meta = {}) =>
  handleCommand(store, selfCheckStreamId(id), selfCheckDecider, { type: 'CompleteSelfCheck', now }, meta);
