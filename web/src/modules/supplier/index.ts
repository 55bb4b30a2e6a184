/** Supplier registration and onboarding (供应商准入): public forms, the supplier's own record, the review. */
export { SupplierOnboarding } from './components/SupplierOnboarding';
export type { SupplierOnboardingProps } from './components/SupplierOnboarding';
export { CategorySelect } from './components/CategorySelect';
export { SupplierInfoForm } from './components/SupplierInfoForm';
export type { SupplierInfoFormProps } from './components/SupplierInfoForm';
export { useAdmissionReload } from './hooks/useAdmissionReload';
export { useCountdown } from './hooks/useCountdown';
export { supplierApi } from './services/supplierApi';
export { categoryTree } from './utils/categoryTree';
export type { CategoryNode } from './utils/categoryTree';
export { creditCodeProblem, creditCodeRule, normalizeCreditCode } from './utils/creditCode';
export { infoBody, infoFormValues } from './utils/supplierForm';
export type { SupplierInfoBody } from './utils/supplierForm';
export type {
  CategoryRow,
  RegisterValues,
  SupplierAccessRow,
  SupplierInfoValues,
  SupplierRecord,
  SupplierStatus,
} from './types';
