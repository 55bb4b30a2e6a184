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
  SUPPLIER_STATUS_TEXT,
  SUPPLIER_STATUSES,
  supplierInfo,
  supplierStream,
  supplierStreamId,
} from './supplier.events';
export type { SupplierEvent, SupplierInfo, SupplierStatus } from './supplier.events';
export {
  ATTACHMENT_REQUIRED,
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
export type { SupplierCommand, SupplierState } from './supplier.decide';
export {
  admitSupplier,
  approveSupplier,
  registerSupplier,
  rejectSupplier,
  submitSupplierInfo,
} from './supplier.commands';
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
