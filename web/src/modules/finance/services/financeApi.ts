import type { BondAddBody, DepositPayBody } from '@srm/contracts/finance';
import { api } from '../../core';

/** 保证金 (docs/finance.md), typed from @srm/contracts/finance. */
export const financeApi = {
  deposits: (query: { projectId?: string; supplierId?: string } = {}) =>
    api.get('/finance/deposit/list', query),
  confirm: (id: string) => api.post('/finance/deposit/confirm', { id }),
  reject: (id: string, reason: string) => api.post('/finance/deposit/reject', { id, reason }),
  refund: (id: string, reason: string) => api.post('/finance/deposit/refund', { id, reason }),
  deduct: (id: string, reason: string) => api.post('/finance/deposit/deduct', { id, reason }),
  accounts: (supplierId?: string) => api.get('/finance/marginAccount/list', supplierId ? { supplierId } : {}),
  bonds: () => api.get('/finance/performanceBond/list'),
  addBond: (body: BondAddBody) => api.post('/finance/performanceBond/add', body),
  // The supplier's own (its company comes from the session, never from the request).
  due: () => api.get('/sup/finance/deposit/due'),
  pay: (body: DepositPayBody) => api.post('/sup/finance/deposit/pay', body),
  myDeposits: () => api.get('/sup/finance/deposit/list'),
  myAccount: () => api.get('/sup/finance/marginAccount'),
  myBonds: () => api.get('/sup/finance/performanceBond/list'),
};
