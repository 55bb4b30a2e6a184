import type { OnlineReportInput } from '@srm/contracts/report';
import { api } from '../../core';

/** 在线报表 administration (`/online/cgreport/head/*`, contracts/src/report/head.routes.ts). */
export const reportAdminApi = {
  /** The entities a report may be defined over, with their fields. */
  sources: () => api.get('/online/cgreport/head/sources'),
  queryById: (id: string) => api.get('/online/cgreport/head/queryById', { id }),
  /** The server's message. */
  add: (definition: OnlineReportInput) =>
    api.message('POST', '/online/cgreport/head/add', { body: definition }),
  edit: (id: string, definition: OnlineReportInput) =>
    api.message('PUT', '/online/cgreport/head/edit', { body: { ...definition, id } }),
  remove: (id: string) => api.message('DELETE', '/online/cgreport/head/delete', { query: { id } }),
};
