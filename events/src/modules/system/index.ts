export { PASSWORD_TOO_WEAK, PASSWORDS_DIFFER, passwordProblem } from './password-policy';
export { changePassword, createUser, recordLogin, recordLogout } from './user.commands';
export {
  ACCOUNT_LOCKED,
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
export { userStream, userStreamId } from './user.events';
export type { UserEvent } from './user.events';
export {
  findUserById,
  findUserByUsername,
  businessDayStart,
  isTokenRevoked,
  loginInfo,
  userProjection,
  visitInfo,
} from './user.projection';
export type { LoginInfo, UserRow, VisitDay } from './user.projection';
