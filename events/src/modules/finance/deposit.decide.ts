import type { DepositStatus } from '@srm/contracts/finance';
import type { ProjectStatus } from '@srm/contracts/sourcing';
import { DomainError } from '../../errors';
import type { Decider } from '../../store/command';
import { canonical, Decimal } from '../sourcing/index';
import type { DepositEvent } from './deposit.events';

export const DEPOSIT_NOT_FOUND = '未找到对应保证金';
export const DEPOSIT_NOT_REQUIRED = '该项目无需缴纳保证金';
export const DEPOSIT_PROJECT_CLOSED = '项目当前不接受保证金缴纳';
export const DEPOSIT_SIGN_UP_FIRST = '请先在门户报名该项目，再缴纳保证金';
export const DEPOSIT_AMOUNT_MISMATCH = (amount: string, currency: string) =>
  `保证金金额应为 ${amount} ${currency}`;
export const DEPOSIT_PROOF_REQUIRED = '请上传缴款凭证';
export const DEPOSIT_PENDING = '保证金已登记，请等待采购方确认';
export const DEPOSIT_ALREADY_CONFIRMED = '保证金已确认，无需重复缴纳';
export const DEPOSIT_NOT_PENDING = '只有待确认的保证金可以确认或驳回';
export const DEPOSIT_NOT_HELD = '只有已确认且尚未退还、转换或扣除的保证金可以退还、转换或扣除';

export type DepositState =
  | { status: 'none' }
  | {
      status: DepositStatus;
      tenantId: string;
      projectId: string;
      supplierId: string;
      amount: string;
      currency: string;
    };
export type Deposit = Exclude<DepositState, { status: 'none' }>;

/** What the handler read of the project and the supplier's part in it. */
export type DepositProjectFacts = {
  tenantId: string;
  projectId: string;
  code: string;
  title: string;
  status: ProjectStatus;
  rule: { amount: string; currency: string } | null;
  /** Invited, or (public) signed up on the portal. */
  mayTakePart: boolean;
};

type Act = { by: string; now: Date };
export type DepositCommand =
  | ({
      type: 'RecordDepositPayment';
      depositId: string;
      project: DepositProjectFacts;
      supplier: { id: string; name: string };
      amount: string;
      paidOn: string;
      reference: string;
      proof: string[];
    } & Act)
  | ({ type: 'ConfirmDeposit' } & Act)
  | ({ type: 'RejectDeposit'; reason: string } & Act)
  | ({ type: 'RefundDeposit'; reason: string } & Act)
  | ({ type: 'DeductDeposit'; reason: string } & Act)
  | ({ type: 'ConvertDeposit'; bondId: string } & Act);

export const initialDepositState = (): DepositState => ({ status: 'none' });

export function evolveDeposit(state: DepositState, event: DepositEvent): DepositState {
  if (event.type === 'DepositPaymentRecorded') {
    const d = event.data;
    return {
      status: 'paid',
      tenantId: d.tenantId,
      projectId: d.projectId,
      supplierId: d.supplierId,
      amount: d.amount,
      currency: d.currency,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DepositConfirmed':
      return { ...state, status: 'confirmed' };
    case 'DepositRejected':
      return { ...state, status: 'rejected' };
    case 'DepositRefunded':
      return { ...state, status: 'refunded' };
    case 'DepositConverted':
      return { ...state, status: 'converted' };
    case 'DepositDeducted':
      return { ...state, status: 'deducted' };
    default: {
      const never: never = event;
      return never;
    }
  }
}

const refuse = (code: 'ValidationFailed' | 'IllegalState', message: string, field?: string): never => {
  throw new DomainError(code, message, field ? { field } : undefined);
};
const openStatuses: readonly ProjectStatus[] = ['published', 'registration', 'bidding'];

function held(state: DepositState): Deposit {
  if (state.status === 'none') throw new DomainError('NotFound', DEPOSIT_NOT_FOUND);
  if (state.status !== 'confirmed') refuse('IllegalState', DEPOSIT_NOT_HELD);
  return state;
}

export function decideDeposit(command: DepositCommand, state: DepositState): DepositEvent[] {
  const at = command.now.toISOString();
  const by = command.by;
  switch (command.type) {
    case 'RecordDepositPayment': {
      const { project: p, supplier: s } = command;
      if (state.status === 'paid') refuse('IllegalState', DEPOSIT_PENDING);
      if (state.status !== 'none' && state.status !== 'rejected')
        refuse('IllegalState', DEPOSIT_ALREADY_CONFIRMED);
      if (!p.rule) return refuse('IllegalState', DEPOSIT_NOT_REQUIRED);
      if (!openStatuses.includes(p.status)) refuse('IllegalState', DEPOSIT_PROJECT_CLOSED);
      if (!p.mayTakePart) refuse('IllegalState', DEPOSIT_SIGN_UP_FIRST);
      if (!new Decimal(command.amount).equals(p.rule.amount)) {
        refuse('ValidationFailed', DEPOSIT_AMOUNT_MISMATCH(p.rule.amount, p.rule.currency), 'amount');
      }
      if (command.proof.length === 0) refuse('ValidationFailed', DEPOSIT_PROOF_REQUIRED, 'proof');
      return [
        {
          type: 'DepositPaymentRecorded',
          data: {
            depositId: command.depositId,
            tenantId: p.tenantId,
            projectId: p.projectId,
            projectCode: p.code,
            projectTitle: p.title,
            supplierId: s.id,
            supplierName: s.name,
            amount: canonical(command.amount, 'amount'),
            currency: p.rule.currency,
            paidOn: command.paidOn,
            reference: command.reference,
            proof: command.proof,
            by,
            at,
          },
        },
      ];
    }
    case 'ConfirmDeposit':
    case 'RejectDeposit': {
      if (state.status === 'none') throw new DomainError('NotFound', DEPOSIT_NOT_FOUND);
      if (state.status !== 'paid') refuse('IllegalState', DEPOSIT_NOT_PENDING);
      return command.type === 'ConfirmDeposit'
        ? [{ type: 'DepositConfirmed', data: { by, at } }]
        : [{ type: 'DepositRejected', data: { reason: command.reason, by, at } }];
    }
    case 'RefundDeposit': {
      const d = held(state);
      return [{ type: 'DepositRefunded', data: { amount: d.amount, reason: command.reason, by, at } }];
    }
    case 'DeductDeposit': {
      const d = held(state);
      return [{ type: 'DepositDeducted', data: { amount: d.amount, reason: command.reason, by, at } }];
    }
    case 'ConvertDeposit': {
      const d = held(state);
      return [{ type: 'DepositConverted', data: { amount: d.amount, bondId: command.bondId, by, at } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const depositDecider: Decider<DepositState, DepositCommand, DepositEvent> = {
  initialState: initialDepositState,
  evolve: evolveDeposit,
  decide: decideDeposit,
};

export const REFUND_LOSER_REASON = '未中标，退还投标保证金';

/**
 * After the award: every confirmed deposit of a supplier that won nothing is refunded; the winners'
 * stay held until the buyer converts them into the performance bond or deducts them.
 */
export function refundsOnAward(
  deposits: ReadonlyArray<{ depositId: string; supplierId: string; status: DepositStatus }>,
  winners: readonly string[],
): string[] {
  return deposits
    .filter((d) => d.status === 'confirmed' && !winners.includes(d.supplierId))
    .map((d) => d.depositId);
}
