import { SOURCING_ACTIONS } from '../sourcing/index';

/** Permission codes of 保证金 (`/finance/deposit`) and 履约保证金 (`/finance/performanceBond`). */
export const FINANCE_ACTIONS = {
  depositList: 'finance:deposit:list',
  depositConfirm: 'finance:deposit:confirm',
  depositRefund: 'finance:deposit:refund',
  depositDeduct: 'finance:deposit:deduct',
  bondList: 'finance:bond:list',
  bondAdd: 'finance:bond:add',
} as const;

/** The deposit rule is part of drafting a sourcing project: whoever may create one sets it. */
export const FINANCE_RULE_ACTION = SOURCING_ACTIONS.projectAdd;

export const DEPOSIT_STATUSES = [
  'paid',
  'confirmed',
  'rejected',
  'refunded',
  'converted',
  'deducted',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const DEPOSIT_STATUS_TEXT: Record<DepositStatus, string> = {
  paid: '待确认',
  confirmed: '已确认',
  rejected: '已驳回',
  refunded: '已退还',
  converted: '已转履约保证金',
  deducted: '已扣除',
};
export const LEDGER_KINDS = ['receipt', 'refund', 'conversion', 'deduction'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_TEXT: Record<LedgerKind, string> = {
  receipt: '收款',
  refund: '退还',
  conversion: '转履约保证金',
  deduction: '扣除',
};
