// The workflow bundle's entry: every workflow of every module, and nothing that touches I/O.
export { selfCheck } from './selfcheck/selfcheck.workflow';
export { approvalProcess } from './process/approval.workflow';
export { qualificationReminder } from './supplier/qualification-reminder.workflow';
export { sourcingProject } from './sourcing/sourcing.workflow';
export { tenderOpening } from './sourcing/tender-opening.workflow';
export { performanceBondReminder } from './finance/performance-bond.workflow';
