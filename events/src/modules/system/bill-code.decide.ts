import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import type { BillCodeEvent } from './bill-code.events';
import { BUSINESS_UTC_OFFSET_MINUTES } from './user.projection';

/** How a fill rule's period reads: a year, a month or a day (China Standard Time, as business days). */
export type BillCodePeriodPattern = 'YYYY' | 'YYYYMM' | 'YYYYMMDD';

/** The period `now` falls in, e.g. 2026, 202611, 20261122 (UTC+8: a number made at 07:00 on 1 Jan in Beijing belongs to the new year). */
export function billCodePeriod(now: Date, pattern: BillCodePeriodPattern): string {
  const local = new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString();
  const [y, m, d] = [local.slice(0, 4), local.slice(5, 7), local.slice(8, 10)];
  switch (pattern) {
    case 'YYYY':
      return y;
    case 'YYYYMM':
      return y + m;
    case 'YYYYMMDD':
      return y + m + d;
    default: {
      const never: never = pattern;
      return never;
    }
  }
}

/** `PO`, `2026`, 123, 6 -> `PO-2026-000123`. A sequence longer than the width is written in full, never cut. */
export const formatBillCode = (prefix: string, period: string, seq: number, seqLength: number) =>
  `${prefix}-${period}-${String(seq).padStart(seqLength, '0')}`;

export type BillCodeState =
  { status: 'none' } | { status: 'issuing'; ruleCode: string; period: string; last: number };

/** The rule's format comes in the command (read from the rule by the caller), with the period for `now`. */
export type BillCodeCommand = {
  type: 'IssueBillCode';
  ruleCode: string;
  period: string;
  prefix: string;
  seqLength: number;
};

export const initialState = (): BillCodeState => ({ status: 'none' });

export function evolve(state: BillCodeState, event: BillCodeEvent): BillCodeState {
  switch (event.type) {
    case 'BillCodeIssued':
      return {
        status: 'issuing',
        ruleCode: event.data.ruleCode,
        period: event.data.period,
        last: Math.max(event.data.seq, state.status === 'issuing' ? state.last : 0),
      };
    default: {
      const never: never = event.type;
      return never;
    }
  }
}

export function decide(command: BillCodeCommand, state: BillCodeState): BillCodeEvent[] {
  switch (command.type) {
    case 'IssueBillCode': {
      const { ruleCode, period, prefix, seqLength } = command;
      if (state.status === 'issuing' && (state.ruleCode !== ruleCode || state.period !== period)) {
        throw new DomainError('IllegalState', '编号规则或期间与编号序列不符');
      }
      const seq = (state.status === 'issuing' ? state.last : 0) + 1;
      return [
        {
          type: 'BillCodeIssued',
          data: { ruleCode, period, seq, code: formatBillCode(prefix, period, seq, seqLength) },
        },
      ];
    }
    default: {
      const never: never = command.type;
      return never;
    }
  }
}

export const billCodeDecider: Decider<BillCodeState, BillCodeCommand, BillCodeEvent> = {
  initialState,
  evolve,
  decide,
};
