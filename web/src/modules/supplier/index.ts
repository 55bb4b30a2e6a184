/**
 * Supplier registration and onboarding (供应商准入): the supplier's own record and its forms. Their fields
 * are `supplier-fields` (the public portal's form uses them too); the back office's review is `supplier-review`.
 */
export { SupplierOnboarding } from './components/SupplierOnboarding';
export type { SupplierOnboardingProps } from './components/SupplierOnboarding';
export { SupplierInfoForm } from './components/SupplierInfoForm';
export type { SupplierInfoFormProps } from './components/SupplierInfoForm';
export { useMySupplier } from './hooks/useMySupplier';
export { supplierApi } from './services/supplierApi';
export { infoBody, infoFormValues } from './utils/supplierForm';
export type { SupplierInfoBody } from './utils/supplierForm';
export type {
  RegisterValues,
  SupplierAccessRow,
  SupplierInfoValues,
  SupplierRecord,
  SupplierStatus,
} from './types';
