import type {
  AwardBody,
  ProjectAddBody,
  ProjectEditBody,
  RequisitionAddBody,
  RequisitionEditBody,
} from '@srm/contracts/sourcing';
import { api } from '../../core';

type Query = Record<string, string | number>;

/** 寻源 (docs/sourcing.md), the buyer's routes, typed from @srm/contracts/sourcing. */
export const sourcingApi = {
  requisitions: (query: Query) => api.get('/sourcing/requisition/list', query),
  requisition: (id: string) => api.get('/sourcing/requisition/queryById', { id }),
  addRequisition: (body: RequisitionAddBody) => api.post('/sourcing/requisition/add', body),
  editRequisition: (body: RequisitionEditBody) => api.put('/sourcing/requisition/edit', body),
  submitRequisition: (id: string) => api.post('/sourcing/requisition/submit', { id }),
  sourceableLines: (query: Query) => api.get('/sourcing/requisition/sourceableLines', query),
  projects: (query: Query) => api.get('/sourcing/project/list', query),
  project: (id: string) => api.get('/sourcing/project/queryById', { id }),
  addProject: (body: ProjectAddBody) => api.post('/sourcing/project/add', body),
  editProject: (body: ProjectEditBody) => api.put('/sourcing/project/edit', body),
  invite: (id: string, supplierId: string) => api.post('/sourcing/project/invite', { id, supplierId }),
  submitProject: (id: string) => api.post('/sourcing/project/submit', { id }),
  comparison: (id: string) => api.get('/sourcing/project/comparison', { id }),
  negotiate: (id: string, deadline: string, supplierIds: string[]) =>
    api.post('/sourcing/project/negotiate', { id, deadline, supplierIds }),
  award: (body: AwardBody) => api.post('/sourcing/project/award', body),
  publishResult: (id: string) => api.post('/sourcing/project/publishResult', { id }),
  cancel: (id: string, reason: string) => api.post('/sourcing/project/cancel', { id, reason }),
  /** 物料 of the master data (enabled ones), searched by code or name. */
  materials: (keyword: string) =>
    api.get(
      '/masterdata/:entity/list',
      { pageNo: 1, pageSize: 20, status: '1', ...(keyword ? { name: `*${keyword}*` } : {}) },
      { params: { entity: 'material' } },
    ),
  /** 供应商档案, searched by company name. */
  suppliers: (keyword: string) =>
    api.get('/supplier/archive/list', {
      pageNo: 1,
      pageSize: 20,
      ...(keyword ? { companyName: `*${keyword}*` } : {}),
    }),
};
