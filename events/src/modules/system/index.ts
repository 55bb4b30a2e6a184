export { PASSWORD_TOO_WEAK, PASSWORDS_DIFFER, passwordProblem } from '@srm/contracts/auth';
export {
  changePassword,
  createUser,
  deleteUser,
  selectDepartment,
  updateOwnProfile,
  updateUser,
} from './user.commands';
export {
  endOwnSessions,
  endSession,
  endSessionsOfUser,
  recordLoginAttempt,
  recordLogout,
  startSession,
} from './session.commands';
export type { LoginGuard } from './session.commands';
export {
  decideLoginAttempt,
  decideSession,
  evolveLoginAttempt,
  evolveSession,
  loginAttemptDecider,
  SESSION_NOT_FOUND,
  sessionDecider,
  sessionEndReasonOf,
} from './session.decide';
export type { LoginAttemptCommand, LoginAttemptState, SessionCommand, SessionState } from './session.decide';
export {
  loginAttemptStream,
  loginAttemptStreamId,
  SESSION_END_REASONS,
  sessionStream,
  sessionStreamId,
} from './session.events';
export type { LoginAttemptEvent, SessionEndReason, SessionEvent } from './session.events';
export {
  activeSessionsOf,
  isSessionActive,
  liveSessionUser,
  LAST_SEEN_EVERY_MS,
  sessionProjection,
  touchSession,
} from './session.projection';
export type { SessionRow } from './session.projection';
export {
  ACCOUNT_FROZEN,
  ACCOUNT_LOCKED,
  NOT_IN_DEPARTMENT,
  OWN_PHONE_NEEDS_SMS,
  SUPPLIER_NO_ORG_CODE,
  SUPPLIER_NOT_IN_DEPARTMENTS,
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
  findUserForLogin,
  businessDayStart,
  loginInfo,
  userProjection,
  visitInfo,
} from './user.projection';
export type { LoginInfo, UserRow, VisitDay } from './user.projection';
export {
  DATA_RULE_CONDITIONS,
  isRecordEntityName,
  RECORD_ENTITY_NAMES,
  recordEntities,
} from './record.entities';
export type {
  DataRuleCondition,
  RecordEntity,
  RecordEntityName,
  RecordInput,
  RecordValues,
} from './record.entities';
export { recordStream, recordStreamId } from './record.events';
export type { RecordEvent } from './record.events';
export {
  adminValidation,
  decide as decideRecord,
  decideWith as decideRecordWith,
  evolve as evolveRecord,
  initialState as initialRecordState,
  RECORD_NOT_FOUND,
  recordDecider,
} from './record.decide';
export type { RecordCommand, RecordCommandOf, RecordState, RecordValidation } from './record.decide';
export { changeRecordLinks, createRecord, deleteRecord, updateRecord } from './record.commands';
export { findRecord, recordProjection } from './record.projection';
export { sanitizeAnnouncementHtml } from './announcement-html';
export { sendUserNotice, uuidFromKey } from './user-notice.commands';
export type { UserNotice } from './user-notice.commands';
export {
  createAnnouncement,
  deleteAnnouncement,
  deleteAnnouncements,
  editAnnouncement,
  markAllAnnouncementsRead,
  markAnnouncementRead,
  releaseAnnouncement,
  revokeAnnouncement,
} from './announcement.commands';
export {
  ANNOUNCEMENT_NOT_FOUND,
  announcementDecider,
  announcementReadDecider,
  checkDeleteBatch,
  decide as decideAnnouncement,
  evolve as evolveAnnouncement,
} from './announcement.decide';
export type { AnnouncementCommand, AnnouncementState } from './announcement.decide';
export {
  ANNOUNCEMENT_SEND_STATUS,
  announcementContent,
  announcementReadStream,
  announcementReadStreamId,
  announcementStream,
  announcementStreamId,
  MAX_MSG_CONTENT,
  MSG_CATEGORY,
} from './announcement.events';
export type {
  AnnouncementAudience,
  AnnouncementContent,
  AnnouncementEvent,
  AnnouncementReadEvent,
} from './announcement.events';
export {
  announcementProjection,
  announcementsOfUser,
  announcementView,
  findAnnouncement,
  isAnnouncementFor,
  recipientView,
  recipientsOf,
  unreadAnnouncementIds,
  unreadAnnouncements,
} from './announcement.projection';
export type { AnnouncementRow, AnnouncementView, UnreadAnnouncements } from './announcement.projection';
export { recordFileUpload } from './file.commands';
export { FILE_EXISTS, sysFileDecider } from './file.decide';
export type { SysFileCommand, SysFileState } from './file.decide';
export { sysFileStream, sysFileStreamId } from './file.events';
export type { SysFileEvent, SysFileUploaded } from './file.events';
export { findFileById, findFileByPath, sysFileProjection } from './file.projection';
export type { SysFileRow } from './file.projection';
export {
  allowedFor,
  BIZ_INVALID,
  checkUploadedFile,
  checkUploadName,
  CONTENT_MISMATCH,
  contentVerdict,
  DEFAULT_BIZ,
  EMPTY_FILE,
  extensionOf,
  extensionRefusal,
  JEDITOR_BIZ,
  MAX_FILE_NAME,
  MIME_BY_EXTENSION,
  NAME_TOO_LONG,
  nameRefusal,
  NOT_AN_IMAGE,
  oversizeRefusal,
  uploadTarget,
  uploadTooLarge,
} from './upload.rules';
export type { Sniffed, UploadMode, UploadTarget } from './upload.rules';
export {
  allDictItems,
  BAD_PCODE,
  categoryIdByCode,
  dictItemsByCode,
  dictItemsCache,
  dictOption,
  dictTexts,
} from './dict.queries';
export type { DictItemsCache, DictOption } from './dict.queries';
export { dataRuleCondition } from './data-rule.rules';
export type { DataRule, DataRuleContext } from './data-rule.rules';
export {
  DICT_CODE_EMPTY,
  parseDictRef,
  parseTreeCondition,
  parseTreeDict,
  TABLE_DICT_INVALID,
  tableDictScope,
  TREE_CONDITION_INVALID,
} from './table-dict.rules';
export type { DictRef, TableDictName, TreeTableName } from './table-dict.rules';
export { FILL_RULE_NOT_FOUND, nextBillCode, nextBillCodeIn } from './bill-code.commands';
export type { IssuedBillCode } from './bill-code.commands';
export { billCodeDecider, billCodePeriod, formatBillCode } from './bill-code.decide';
export type { BillCodeCommand, BillCodePeriodPattern, BillCodeState } from './bill-code.decide';
export { billCodeStream, billCodeStreamId } from './bill-code.events';
export type { BillCodeEvent } from './bill-code.events';
export { billCodeProjection, billCodeSequences } from './bill-code.projection';
export type { BillCodeSeqRow } from './bill-code.projection';
export { changeUserSettings } from './user-setting.commands';
export { userSettingDecider } from './user-setting.decide';
export type { UserSettingCommand, UserSettingState } from './user-setting.decide';
export {
  DEFAULT_USER_SETTINGS,
  layoutSettings,
  notificationSettings,
  userSettings,
  userSettingStream,
  userSettingStreamId,
} from './user-setting.events';
export type {
  LayoutSettings,
  NotificationSettings,
  UserSettingEvent,
  UserSettings,
} from './user-setting.events';
export { userSettingProjection, userSettingsOf } from './user-setting.projection';
export { BUSINESS_UTC_OFFSET_MINUTES } from './user.projection';
export { activeUsersWithRoles, departmentLeadersOf, LEADER_ROLE_CODE } from './org.queries';
export {
  addDepartment,
  addDepartRole,
  addDictItem,
  changeDepartRoleUser,
  deleteRecords,
  grantPermissions,
  PLATFORM_TENANT,
  saveCategory,
  saveDataRule,
  saveDepartRolePermissions,
  saveFillRule,
  setRoleDataRules,
} from './record-admin.commands';
export * as recordRules from './record.rules';
export {
  AVATAR_NOT_FOUND,
  AVATAR_NOT_IMAGE,
  CANNOT_DELETE_SELF,
  CANNOT_FREEZE_SELF,
  checkAvatar,
  checkGrantsExist,
  checkNewPassword,
  checkNotSelf,
  checkOwnPasswordChange,
  checkOwnProfileFields,
  checkPhoneChange,
  checkRegistrationPhone,
  DEPART_INVALID,
  fieldRefused,
  LOGIN_NOT_FOUND,
  loginProviderOf,
  OLD_PASSWORD_WRONG,
  OWN_PROFILE_FIELDS,
  PHONE_TAKEN,
  phoneTakenRefusal,
  PHONE_UNAVAILABLE,
  PHONE_UNCHANGED,
  ROLE_INVALID,
  SMS_PHONE_TAKEN,
  SUPPLIER_REQUIRED,
  supplierOfNewUser,
} from './account.rules';
export type { AccountReach, AvatarFile } from './account.rules';
export { reportAccountChange } from './account-change.commands';
export {
  checkPattern,
  checkValue,
  checkValueByRule,
  firstFailure,
  MAX_CHECK_VALUE,
  MAX_PATTERN,
  PATTERN_TIMEOUT_MS,
  patternProblem,
  vetRuleJson,
} from './check-rule.rules';
export type { CheckRuleItem } from './check-rule.rules';
