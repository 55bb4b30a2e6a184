export { depositIdOf, depositStream, depositStreamId } from './deposit.events';
export type { DepositEvent } from './deposit.events';
export { performanceBondStream, performanceBondStreamId } from './performance-bond.events';
export type { PerformanceBondEvent } from './performance-bond.events';
export * from './deposit.decide';
export * from './performance-bond.decide';
export {
  confirmDeposit,
  loadDeposit,
  recordDepositPayment,
  refundLosersOnAward,
  remindPerformanceBondExpiry,
  requirePerformanceBond,
  settleDeposit,
} from './deposit.commands';
export { financeProjection } from './deposit.projection';
export {
  depositList,
  depositsDueOf,
  marginAccounts,
  marginLedger,
  performanceBonds,
} from './deposit.queries';
