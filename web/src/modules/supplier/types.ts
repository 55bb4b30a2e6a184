/** Shapes of the supplier API: from the contract (@srm/contracts/supplier); the form values are the UI's own. */
export type { CategoryRow, SupplierAccessRow, SupplierRecord, SupplierStatus } from '@srm/contracts/supplier';

/** The registration form's values (the body of /auth/register). */
export type RegisterValues = {
  companyName: string;
  creditCode: string;
  categoryIds?: string[];
  contact: string;
  mobile: string;
  captcha: string;
  username: string;
  password: string;
  confirmPassword: string;
};

/** The completion/alteration form: attachments as the upload field's comma-joined paths. */
export type SupplierInfoValues = {
  companyName: string;
  creditCode: string;
  legalPerson?: string;
  contact: string;
  phone: string;
  email?: string;
  address?: string;
  categoryIds?: string[];
  attachments?: string;
};
