import { DomainError, VersionConflictError } from '../../errors';
import type { EventStore } from '../../store/event-store';
import type { EventMetadata } from '../../store/types';
import { billCodePeriod, decide, evolve, initialState, type BillCodePeriodPattern } from './bill-code.decide';
import { billCodeStreamId, type BillCodeEvent } from './bill-code.events';

export const FILL_RULE_NOT_FOUND = '填值规则不存在';
export type IssuedBillCode = { code: string; seq: number; period: string; ruleCode: string };

const MAX_ATTEMPTS = 200;
const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

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
  const rule = await store.db
    .selectFrom('sys_fill_rule')
    .select(['rule_code', 'prefix', 'date_pattern', 'seq_length'])
    .where('rule_code', '=', ruleCode)
    .executeTakeFirst();
  if (!rule)
    throw new DomainError('ValidationFailed', `${FILL_RULE_NOT_FOUND}：${ruleCode}`, { field: 'ruleCode' });
  const period = billCodePeriod(now, rule.date_pattern as BillCodePeriodPattern);
  const streamId = billCodeStreamId(rule.rule_code, period);
  const command = {
    type: 'IssueBillCode' as const,
    ruleCode: rule.rule_code,
    period,
    prefix: rule.prefix,
    seqLength: rule.seq_length,
  };
  for (let attempt = 1; ; attempt++) {
    const version = await store.streamVersion(streamId);
    const { events } =
      version > 0 ? await store.readStream(streamId, { fromVersion: version }) : { events: [] };
    const state = events.reduce(
      (s, e) => evolve(s, { type: e.type, data: e.data } as BillCodeEvent),
      initialState(),
    );
    const decided = decide(command, state);
    try {
      const result = await store.append(streamId, decided, {
        expectedVersion: events.at(-1)?.streamVersion ?? 0,
        ...(meta.metadata ? { metadata: meta.metadata } : {}),
      });
      const issued = result.events[0]!.data as BillCodeEvent['data'];
      return { code: issued.code, seq: issued.seq, period, ruleCode: rule.rule_code };
    } catch (e) {
      if (!(e instanceof VersionConflictError) || attempt >= MAX_ATTEMPTS) throw e;
      // Someone else took this number: let the crowd spread out a little, then take the next.
      await pause(Math.floor(Math.random() * Math.min(20, 2 * attempt)));
    }
  }
}
