import type { ProjectStatus } from '@srm/contracts/sourcing';
import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { canonical, Decimal, isPositive } from '../sourcing/index';
import type { PerformanceBondEvent } from './performance-bond.events';

export const BOND_NOT_FOUND = '未找到对应履约保证金';
export const BOND_NOT_AWARDED = '只有已定标的项目可以登记履约保证金';
export const BOND_NOT_WINNER = '只能为中标供应商登记履约保证金';
export const BOND_AMOUNT_NOT_POSITIVE = '履约保证金金额必须大于0';
export const BOND_EXPIRY_PASSED = '到期日必须晚于今天';
export const BOND_DUE_AFTER_EXPIRY = '缴纳截止日不能晚于到期日';
export const BOND_ALREADY = '该供应商的履约保证金已登记';
export const BOND_CONVERSION_TOO_LARGE = '转入的投标保证金不能超过履约保证金金额';

export type BondState =
  | { status: 'none' }
  | { status: 'required'; tenantId: string; supplierId: string; expiresOn: string; reminded: string[] };

export type BondCommand =
  | {
      type: 'RequirePerformanceBond';
      bondId: string;
      project: {
        tenantId: string;
        projectId: string;
        code: string;
        title: string;
        status: ProjectStatus;
        currency: string;
        /** Winners by supplier id: their names. */
        winners: Record<string, string>;
      };
      supplierId: string;
      amount: string;
      dueDate: string;
      expiresOn: string;
      /** The winner's confirmed bid deposit converted into the bond, or null. */
      convertedDeposit: string | null;
      /** Today in China Standard Time. */
      today: string;
      by: string;
      now: Date;
    }
  | { type: 'RemindBondExpiry'; now: Date };

export const initialBondState = (): BondState => ({ status: 'none' });

export function evolveBond(state: BondState, event: PerformanceBondEvent): BondState {
  switch (event.type) {
    case 'PerformanceBondRequired':
      return {
        status: 'required',
        tenantId: event.data.tenantId,
        supplierId: event.data.supplierId,
        expiresOn: event.data.expiresOn,
        reminded: [],
      };
    case 'PerformanceBondExpiryReminded':
      return state.status === 'none'
        ? state
        : { ...state, reminded: [...state.reminded, event.data.expiresOn] };
    default: {
      const never: never = event;
      return never;
    }
  }
}

const refuse = (code: 'ValidationFailed' | 'IllegalState', message: string, field?: string): never => {
  throw new DomainError(code, message, field ? { field } : undefined);
};

export function decideBond(command: BondCommand, state: BondState): PerformanceBondEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'RequirePerformanceBond': {
      const c = command;
      const p = c.project;
      if (state.status !== 'none') refuse('IllegalState', BOND_ALREADY);
      if (p.status !== 'awarded' && p.status !== 'resultPublished') refuse('IllegalState', BOND_NOT_AWARDED);
      const supplierName = p.winners[c.supplierId];
      if (supplierName === undefined) return refuse('ValidationFailed', BOND_NOT_WINNER, 'supplierId');
      if (!isPositive(c.amount)) refuse('ValidationFailed', BOND_AMOUNT_NOT_POSITIVE, 'amount');
      if (c.expiresOn <= c.today) refuse('ValidationFailed', BOND_EXPIRY_PASSED, 'expiresOn');
      if (c.dueDate > c.expiresOn) refuse('ValidationFailed', BOND_DUE_AFTER_EXPIRY, 'dueDate');
      if (c.convertedDeposit !== null && new Decimal(c.convertedDeposit).greaterThan(c.amount)) {
        refuse('ValidationFailed', BOND_CONVERSION_TOO_LARGE, 'amount');
      }
      return [
        {
          type: 'PerformanceBondRequired',
          data: {
            bondId: c.bondId,
            tenantId: p.tenantId,
            projectId: p.projectId,
            projectCode: p.code,
            projectTitle: p.title,
            supplierId: c.supplierId,
            supplierName,
            amount: canonical(c.amount, 'amount'),
            currency: p.currency,
            dueDate: c.dueDate,
            expiresOn: c.expiresOn,
            convertedDeposit: c.convertedDeposit === null ? null : canonical(c.convertedDeposit, 'amount'),
            by: c.by,
            at,
          },
        },
      ];
    }
    case 'RemindBondExpiry': {
      if (state.status === 'none') throw new DomainError('NotFound', BOND_NOT_FOUND);
      // Once per expiry date: the workflow's retries and replays send nothing twice.
      if (state.reminded.includes(state.expiresOn)) return [];
      return [{ type: 'PerformanceBondExpiryReminded', data: { expiresOn: state.expiresOn, at } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const performanceBondDecider: Decider<BondState, BondCommand, PerformanceBondEvent> = {
  initialState: initialBondState,
  evolve: evolveBond,
  decide: decideBond,
};

/** When the expiry reminder goes out: `leadMs` before the start of the expiry day (China Standard Time). */
export const bondReminderAt = (expiresOn: string, leadMs: number): Date =>
  new Date(Date.parse(`${expiresOn}T00:00:00+08:00`) - leadMs);

/** Seven days ahead of expiry by default. */
export const BOND_REMINDER_LEAD_MS = 7 * 24 * 3_600_000;
