export {
  CREDIT_CODE_CHARS,
  CREDIT_CODE_CHECKSUM,
  CREDIT_CODE_FORMAT,
  CREDIT_CODE_LENGTH,
  CREDIT_CODE_REQUIRED,
  creditCodeCheckChar,
  creditCodeProblem,
  normalizeCreditCode,
} from '@srm/contracts/supplier';
export {
  EMPTY_PROFILE,
  SUPPLIER_STATUS_TEXT,
  SUPPLIER_STATUSES,
  supplierInfo,
  supplierProfile,
  supplierStream,
  supplierStreamId,
} from './supplier.events';
export type { SupplierEvent, SupplierInfo, SupplierProfile, SupplierStatus } from './supplier.events';
export {
  ALREADY_BLACKLISTED,
  ATTACHMENT_REQUIRED,
  BLACKLIST_ENDED,
  BLACKLIST_FROM_REQUIRED,
  BLACKLIST_PERIOD,
  BLACKLIST_REASON_REQUIRED,
  blacklistedOn,
  blacklistPending,
  cstDay,
  LIFT_REASON_REQUIRED,
  NOT_BLACKLISTED,
  REGISTERED_CAPITAL_FORMAT,
  SUPPLIER_CODE_FORMAT,
  SUPPLIER_CODE_TAKEN,
  checkInfo as checkSupplierInfo,
  decide as decideSupplier,
  evolve as evolveSupplier,
  initialState as initialSupplierState,
  NOT_PENDING,
  REASON_REQUIRED,
  SUPPLIER_NOT_FOUND,
  supplierDecider,
  UNDER_REVIEW,
} from './supplier.decide';
export type { BlacklistEntry, SupplierCommand, SupplierState } from './supplier.decide';
export {
  admitSupplier,
  approveSupplier,
  blacklistSupplier,
  liftSupplierBlacklist,
  registerSupplier,
  rejectSupplier,
  submitSupplierInfo,
  updateSupplierProfile,
} from './supplier.commands';
export { assertInvitable, inviteFacts, inviteRefusal, refuseInvite } from './invite.rules';
export type { InviteFacts, InviteQuery, InviteRefusal } from './invite.rules';
export {
  QUALIFICATION_LIST_PERMISSION,
  QUALIFICATION_REMIND_DAYS,
  sendQualificationReminders,
} from './qualification-reminder.commands';
export {
  ATTACHMENT_UNKNOWN,
  CATEGORY_UNKNOWN,
  checkRegistration,
  checkSubmission,
  COMPANY_NAME_TAKEN,
  CREDIT_CODE_TAKEN,
  PHONE_TAKEN,
  refuseRegistration,
  refuseSubmission,
  USERNAME_TAKEN,
} from './supplier.rules';
export type { Registration, RegistrationFacts, Submission, SubmissionFacts } from './supplier.rules';
export type { SupplierRegistration } from './supplier.commands';
export {
  findSupplier,
  nextSupplierId,
  supplierDuplicates,
  supplierInfoOf,
  supplierProjection,
} from './supplier.projection';
export type { SupplierRow } from './supplier.projection';
