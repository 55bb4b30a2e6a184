import { DomainError, VersionConflictError } from '../../errors';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata, Trx } from '../../store/types';
import { billCodePeriod, decide, evolve, initialState, type BillCodePeriodPattern } from './bill-code.decide';
import { billCodeStreamId, type BillCodeEvent } from './bill-code.events';

export const FILL_RULE_NOT_FOUND = '填值规则不存在';
export type IssuedBillCode = { code: string; seq: number; period: string; ruleCode: string };

const MAX_ATTEMPTS = 200;
const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

type Db = EventStore['db'] | Trx;

/** The rule's command for `now` (its period), or the refusal of an unknown rule. */
async function commandOf(db: Db, ruleCode: string, now: Date) {
  const rule = await db
    .selectFrom('sys_fill_rule')
    .select(['rule_code', 'prefix', 'date_pattern', 'seq_length'])
    .where('rule_code', '=', ruleCode)
    .executeTakeFirst();
  if (!rule)
    throw new DomainError('ValidationFailed', `${FILL_RULE_NOT_FOUND}：${ruleCode}`, { field: 'ruleCode' });
  const period = billCodePeriod(now, rule.date_pattern as BillCodePeriodPattern);
  return {
    streamId: billCodeStreamId(rule.rule_code, period),
    command: {
      type: 'IssueBillCode' as const,
      ruleCode: rule.rule_code,
      period,
      prefix: rule.prefix,
      seqLength: rule.seq_length,
    },
  };
}

/** Decides on the stream's last event and appends at exactly the version read (a lost race: VersionConflictError). */
async function issueOnce(
  store: EventStore,
  { streamId, command }: Awaited<ReturnType<typeof commandOf>>,
  meta: { metadata?: EventMetadata },
  trx?: Trx,
): Promise<IssuedBillCode> {
  const version = await store.streamVersion(streamId, trx);
  const { events } =
    version > 0
      ? await store.readStream(streamId, { fromVersion: version, ...(trx ? { trx } : {}) })
      : { events: [] };
  const state = events.reduce(
    (s, e) => evolve(s, { type: e.type, data: e.data } as BillCodeEvent),
    initialState(),
  );
  const result = await store.append(streamId, decide(command, state), {
    expectedVersion: events.at(-1)?.streamVersion ?? 0,
    ...(trx ? { trx } : {}),
    ...(meta.metadata ? { metadata: meta.metadata } : {}),
  });
  const issued = result.events[0]!.data as BillCodeEvent['data'];
  return { code: issued.code, seq: issued.seq, period: command.period, ruleCode: command.ruleCode };
}

/**
 * The next document number of a fill rule (`PO-2026-000123`). Reads the rule, then decides on the
 * stream's last event and appends at exactly the version read: of concurrent callers one wins each
 * round and the others decide again on the new last number, so no two callers ever get the same
 * one and the numbers are consecutive. (Only the last event is read: every event is one number, so
 * the stream's version is its last sequence, and a year's stream may be long.)
 */
export async function nextBillCode(
  store: EventStore,
  ruleCode: string,
  now: Date,
  meta: { metadata?: EventMetadata } = {},
): Promise<IssuedBillCode> {
  const issue = await commandOf(store.db, ruleCode, now);
  for (let attempt = 1; ; attempt++) {
    try {
      return await issueOnce(store, issue, meta);
    } catch (e) {
      if (!(e instanceof VersionConflictError) || attempt >= MAX_ATTEMPTS) throw e;
      // Someone else took this number: let the crowd spread out a little, then take the next.
      await pause(Math.floor(Math.random() * Math.min(20, 2 * attempt)));
    }
  }
}

/**
 * The next number inside the caller's transaction, which commits it with the document that carries
 * it: a refused document takes no number, so the numbers stay gapless. A concurrent issuer that
 * commits first makes this append a VersionConflictError; the caller retries its whole
 * transaction (the stream's row waits for the first to commit, so the retry reads its number).
 */
export async function nextBillCodeIn(
  store: EventStore,
  trx: Trx,
  ruleCode: string,
  now: Date,
  meta: { metadata?: EventMetadata } = {},
): Promise<IssuedBillCode> {
  return issueOnce(store, await commandOf(trx, ruleCode, now), meta, trx);
}
