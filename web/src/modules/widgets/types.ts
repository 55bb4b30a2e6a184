/**
 * Shapes the widgets read (spec §3 "Department", "User row", "Uploaded file"; docs/system-admin.md).
 * Declared here rather than imported from the API: the web app depends on no server code.
 */

/** A department tree node (`queryTreeList`): the contract's. */
export type { DepartNode } from '@srm/contracts/system';

/** A user row of `/sys/user/list` and `queryUserByDepId`. */
export type UserRow = {
  id: string;
  username: string;
  realname: string;
  sex?: number | null;
  phone?: string | null;
  email?: string | null;
  orgCode?: string | null;
  orgCodeTxt?: string;
  status?: number;
};

/** An uploaded file as the spec's lists hold it. */
export type UploadedFile = { fileName: string; filePath: string; fileSize?: number };

/** A dictionary option of a report column or query field (spec §3 "Dictionary option"). */
export type ReportDictOption = { value: string; text: string };

/** `GET /online/cgreport/api/getRpColumns/{code}` (spec §3 "Popup report config", §7). */
export type ReportColumns = {
  code: string;
  groupId: string;
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: {
    field: string;
    dataIndex: string;
    title: string;
    dictCode: string | null;
    width: number | null;
    sorter: boolean;
  }[];
  /** Options of the dictionary columns, by field. */
  dictOptions: Record<string, ReportDictOption[]>;
};

/** One field of `GET /online/cgreport/api/getQueryInfo/{configId}`. */
export type ReportQueryField = {
  field: string;
  label: string;
  mode: 'single' | 'range';
  view: string;
  dictCode: string | null;
  options: ReportDictOption[];
};
