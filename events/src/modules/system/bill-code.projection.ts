import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { InlineProjection, RecordedEvent, Trx } from '../../store/types';
import type { BillCodeEvent } from './bill-code.events';

export type BillCodeSeqRow = { ruleCode: string; period: string; lastValue: number };

/** `sys_fill_rule_seq`: the last number issued per rule and period (what an admin reads; issuing reads the stream). */
export const billCodeProjection: InlineProjection = {
  name: 'billCodes',
  tables: ['sys_fill_rule_seq'],
  handles: ['BillCodeIssued'],
  async apply(trx: Trx, events: readonly RecordedEvent[]) {
    for (const recorded of events) {
      const e = { type: recorded.type, data: recorded.data } as BillCodeEvent;
      const { ruleCode, period, seq } = e.data;
      await trx
        .insertInto('sys_fill_rule_seq')
        .values({ rule_code: ruleCode, period, last_value: seq })
        .onConflict((oc) =>
          oc.columns(['rule_code', 'period']).doUpdateSet((eb) => ({
            last_value: eb.fn('greatest', [
              eb.ref('sys_fill_rule_seq.last_value'),
              eb.ref('excluded.last_value'),
            ]),
          })),
        )
        .execute();
    }
  },
};

/** The last numbers issued under a rule, newest period first. */
export async function billCodeSequences(db: Kysely<Database>, ruleCode: string): Promise<BillCodeSeqRow[]> {
  const rows = await db
    .selectFrom('sys_fill_rule_seq')
    .selectAll()
    .where('rule_code', '=', ruleCode)
    .orderBy('period', 'desc')
    .execute();
  return rows.map((r) => ({ ruleCode: r.rule_code, period: r.period, lastValue: r.last_value }));
}
