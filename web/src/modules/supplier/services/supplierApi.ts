import { http } from '../../core';
import type { CategoryRow, RegisterValues, SupplierRecord } from '../types';
import type { SupplierInfoBody } from '../utils/supplierForm';

/** The supplier module's calls (docs/supplier.md). */
export const supplierApi = {
  /** smsmode 1: a registration code, for a phone no account has. */
  sendRegisterSms: (mobile: string) => http.post<null>('/account/sms', { mobile, smsmode: '1' }),
  register: (values: RegisterValues) =>
    http.post<{ supplierId: string; username: string }>('/auth/register', values),
  /** Public: refuses with the server's 用户账号已存在 when the username is taken. */
  checkUsername: (username: string) => http.get<null>('/sys/user/checkOnlyUser', { username }),
  categories: () => http.get<CategoryRow[]>('/auth/register/categories'),
  /** The caller's own company; null for staff. */
  mine: () => http.get<SupplierRecord | null>('/supplierBaseAPI/getSupplier'),
  submit: (body: SupplierInfoBody) => http.post<SupplierRecord>('/supplierBaseAPI/submit', body),
  detail: (id: string) => http.get<SupplierRecord>('/supplier/access/queryById', { id }),
  approve: (id: string, comment: string | null) =>
    http.post<null>('/supplier/access/approve', { id, comment }),
  reject: (id: string, reason: string) => http.post<null>('/supplier/access/reject', { id, reason }),
};
