export { PASSWORD_TOO_WEAK, PASSWORDS_DIFFER, passwordProblem } from './password-policy';
export { changePassword, createUser, deleteUser, recordLogin, recordLogout, updateUser } from './user.commands';
export {
  ACCOUNT_FROZEN,
  ACCOUNT_LOCKED,
  USER_NOT_FOUND,
  decide as decideUser,
  evolve as evolveUser,
  initialState as initialUserState,
  LOCK_MS,
  MAX_FAILED_LOGINS,
  TOKEN_LIFETIME_MS,
  userDecider,
  WRONG_CREDENTIALS,
} from './user.decide';
export type { UserCommand, UserState } from './user.decide';
export { USER_STATUS, userProfile, userStream, userStreamId } from './user.events';
export type { UserEvent, UserProfile } from './user.events';
export {
  findUserById,
  findUserByPhone,
  findUserByUsername,
  businessDayStart,
  isTokenRevoked,
  loginInfo,
  userProjection,
  visitInfo,
} from './user.projection';
export type { LoginInfo, UserRow, VisitDay } from './user.projection';
export { RECORD_ENTITY_NAMES, recordEntities } from './record.entities';
export type { RecordEntity, RecordEntityName, RecordInput, RecordValues } from './record.entities';
export { recordStream, recordStreamId } from './record.events';
export type { RecordEvent } from './record.events';
export { decide as decideRecord, evolve as evolveRecord, RECORD_NOT_FOUND, recordDecider } from './record.decide';
export type { RecordCommand, RecordState } from './record.decide';
export { createRecord, deleteRecord, updateRecord } from './record.commands';
export { recordProjection } from './record.projection';
