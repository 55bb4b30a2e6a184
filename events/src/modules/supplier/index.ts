export {
  CREDIT_CODE_CHARS,
  CREDIT_CODE_CHECKSUM,
  CREDIT_CODE_FORMAT,
  CREDIT_CODE_LENGTH,
  CREDIT_CODE_REQUIRED,
  creditCodeCheckChar,
  creditCodeProblem,
  normalizeCreditCode,
} from './credit-code';
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
  COMPANY_NAME_TAKEN,
  CREDIT_CODE_TAKEN,
  PHONE_TAKEN,
  registerSupplier,
  rejectSupplier,
  submitSupplierInfo,
  USERNAME_TAKEN,
} from './supplier.commands';
export type { SupplierRegistration } from './supplier.commands';
export {
  findSupplier,
  nextSupplierId,
  supplierDuplicates,
  supplierInfoOf,
  supplierProjection,
} from './supplier.projection';
export type { SupplierRow } from './supplier.projection';
