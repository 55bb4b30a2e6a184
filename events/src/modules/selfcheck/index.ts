export { completeSelfCheck, MAX_RUNNING_SELF_CHECKS, requestSelfCheck } from './selfcheck.commands';
export { decide, evolve, initialState, selfCheckDecider } from './selfcheck.decide';
export type { SelfCheckCommand, SelfCheckState } from './selfcheck.decide';
export { selfCheckStream, selfCheckStreamId } from './selfcheck.events';
export type { SelfCheckEvent } from './selfcheck.events';
export {
  countRunningSelfChecks,
  getSelfCheck,
  listSelfChecks,
  SELF_CHECK_NOT_FOUND,
  selfCheckById,
  selfCheckProjection,
} from './selfcheck.projection';
export type { SelfCheckRow } from './selfcheck.projection';
