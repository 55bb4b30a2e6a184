/** Shapes of the supplier API (api/src/modules/supplier); declared here, the web app imports no server code. */
export type SupplierStatus = 'draft' | 'pending' | 'approved' | 'rejected';

export type SupplierRecord = {
  id: string;
  companyName: string;
  creditCode: string;
  contact: string;
  phone: string;
  email: string | null;
  address: string | null;
  legalPerson: string | null;
  categoryIds: string[];
  attachments: string[];
  status: SupplierStatus;
  statusText: string;
  admitted: boolean;
  rejectReason: string | null;
  reviewComment: string | null;
  reviewedAt: string | null;
  submittedAt: string | null;
  createTime: string;
  categoryNames: string[];
  files: { path: string; fileName: string }[];
};

export type SupplierAccessRow = Pick<
  SupplierRecord,
  | 'id'
  | 'companyName'
  | 'creditCode'
  | 'contact'
  | 'phone'
  | 'status'
  | 'statusText'
  | 'admitted'
  | 'createTime'
> & { submittedAt: string | null; reviewedAt: string | null };

export type CategoryRow = { id: string; pid: string; name: string; code: string };

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
