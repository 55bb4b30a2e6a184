import { api } from '../../core';
import type { RegisterValues } from '../types';
import type { SupplierInfoBody } from '../utils/supplierForm';

/** The supplier module's calls (docs/supplier.md), typed from @srm/contracts/supplier. */
export const supplierApi = {
  /** smsmode 1: a registration code, for a phone no account has (the account module's route). */
  sendRegisterSms: (mobile: string) => api.post('/account/sms', { mobile, smsmode: '1' }),
  register: (values: RegisterValues) => api.post('/auth/register', values),
  /** Public: refuses with the server's 用户账号已存在 when the username is taken (the users module's route). */
  checkUsername: (username: string) => api.get('/sys/user/checkOnlyUser', { username }),
  /** The caller's own company; null for staff. */
  mine: () => api.get('/supplierBaseAPI/getSupplier'),
  submit: (body: SupplierInfoBody) => api.post('/supplierBaseAPI/submit', body),
  /** 供应商准入 in the list contract (`listQuery`). */
  list: (query: Record<string, string | number>) => api.get('/supplier/access/list', query),
  detail: (id: string) => api.get('/supplier/access/queryById', { id }),
  approve: (id: string, comment: string | null) => api.post('/supplier/access/approve', { id, comment }),
  reject: (id: string, reason: string) => api.post('/supplier/access/reject', { id, reason }),
};
