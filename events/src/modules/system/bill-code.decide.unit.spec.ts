import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors';
import {
  billCodePeriod,
  decide,
  evolve,
  formatBillCode,
  initialState,
  type BillCodeCommand,
} from './bill-code.decide';
import type { BillCodeEvent } from './bill-code.events';

const issue = (over: Partial<BillCodeCommand> = {}): BillCodeCommand => ({
  type: 'IssueBillCode',
  ruleCode: 'purchase_order',
  period: '2026',
  prefix: 'PO',
  seqLength: 6,
  ...over,
});
const issued = (seq: number, code: string, period = '2026'): BillCodeEvent => ({
  type: 'BillCodeIssued',
  data: { ruleCode: 'purchase_order', period, seq, code },
});

const given = (events: BillCodeEvent[]) => ({
  when: (command: BillCodeCommand) => () => decide(command, events.reduce(evolve, initialState())),
});

describe('billCode decider', () => {
  it('given nothing issued, when a number is asked for, then the first of the period', () => {
    expect(given([]).when(issue())()).toEqual([issued(1, 'PO-2026-000001')]);
  });

  it('given 122 numbers issued, when one more is asked for, then PO-2026-000123', () => {
    const earlier = Array.from({ length: 122 }, (_, i) =>
      issued(i + 1, formatBillCode('PO', '2026', i + 1, 6)),
    );
    expect(given(earlier).when(issue())()).toEqual([issued(123, 'PO-2026-000123')]);
  });

  it('given a number issued, when asked with the rule changed to another prefix, then the sequence goes on', () => {
    expect(given([issued(7, 'PO-2026-000007')]).when(issue({ prefix: 'CG', seqLength: 4 }))()).toEqual([
      issued(8, 'CG-2026-0008'),
    ]);
  });

  it('given a stream of one period, when asked for another period, then refused (a stream is one period)', () => {
    const run = given([issued(1, 'PO-2026-000001')]).when(issue({ period: '2027' }));
    expect(run).toThrow(DomainError);
    expect(run).toThrow('编号规则或期间与编号序列不符');
  });
});

describe('bill code format and period', () => {
  it('pads the sequence to the rule width and never cuts a longer one', () => {
    expect(formatBillCode('PO', '2026', 123, 6)).toBe('PO-2026-000123');
    expect(formatBillCode('PO', '202611', 1234567, 6)).toBe('PO-202611-1234567');
  });

  it('reads the period in China Standard Time', () => {
    // 16:30 UTC on 31 December is already 1 January in Beijing.
    const now = new Date('2026-12-31T16:30:00.000Z');
    expect(billCodePeriod(now, 'YYYY')).toBe('2027');
    expect(billCodePeriod(now, 'YYYYMM')).toBe('202701');
    expect(billCodePeriod(now, 'YYYYMMDD')).toBe('20270101');
    expect(billCodePeriod(new Date('2026-11-22T03:00:00.000Z'), 'YYYYMMDD')).toBe('20261122');
  });
});
