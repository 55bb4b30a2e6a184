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
