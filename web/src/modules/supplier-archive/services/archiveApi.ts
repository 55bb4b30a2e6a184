import type { BlacklistBody, SupplierProfileBody } from '@srm/contracts/supplier';
import { api } from '../../core';

/** 供应商档案 and 黑名单 (docs/supplier.md "Supplier master"), typed from @srm/contracts/supplier. */
export const archiveApi = {
  list: (query: Record<string, string | number>) => api.get('/supplier/archive/list', query),
  detail: (id: string) => api.get('/supplier/archive/queryById', { id }),
  edit: (body: SupplierProfileBody) => api.put('/supplier/archive/edit', body),
  inviteCheck: (id: string, categoryId: string) =>
    api.get('/supplier/archive/inviteCheck', { id, categoryId }),
  blacklist: (query: Record<string, string | number>) => api.get('/supplier/blacklist/list', query),
  addToBlacklist: (body: BlacklistBody) => api.post('/supplier/blacklist/add', body),
  lift: (supplierId: string, reason: string) => api.post('/supplier/blacklist/lift', { supplierId, reason }),
};
