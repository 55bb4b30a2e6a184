import { api } from '../../core';

/** The online report calls of the popup picker (spec §7 "Reports and popups"), typed from @srm/contracts/report. */
export const fetchReportColumns = (code: string) =>
  api.get('/online/cgreport/api/getRpColumns/:code', undefined, { params: { code } });

export const fetchReportQueryInfo = (configId: string) =>
  api.get('/online/cgreport/api/getQueryInfo/:configId', undefined, { params: { configId } });

/** One page of a report: the search values, `pageNo`, `pageSize`, `column` / `order` (all text on the wire). */
export const fetchReportData = (configId: string, query: Record<string, string | number>) =>
  api.get(
    '/online/cgreport/api/getData/:configId',
    Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    { params: { configId } },
  );
