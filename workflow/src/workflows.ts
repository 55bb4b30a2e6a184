// The workflow bundle's entry: every workflow of every module, and nothing that touches I/O.
export { selfCheck } from './selfcheck/selfcheck.workflow';
export { approvalProcess } from './process/approval.workflow';
export { sourcingProject } from './sourcing/sourcing.workflow';
