import { http } from '../../core';
import type { ReportColumns, ReportQueryField } from '../types';
import { pageOf } from '../utils/listQuery';

/** The online report calls of the popup picker (spec §7 "Reports and popups"). */
const BASE = '/online/cgreport/api';

export const fetchReportColumns = (code: string) =>
  http.get<ReportColumns>(`${BASE}/getRpColumns/${encodeURIComponent(code)}`);

export const fetchReportQueryInfo = (configId: string) =>
  http.get<ReportQueryField[]>(`${BASE}/getQueryInfo/${encodeURIComponent(configId)}`);

/** One page of a report: the search values, `pageNo`, `pageSize`, `column` / `order`. */
export async function fetchReportData(configId: string, query: Record<string, string | number>) {
  return pageOf<Record<string, unknown>>(
    await http.get<unknown>(`${BASE}/getData/${encodeURIComponent(configId)}`, query),
  );
}
