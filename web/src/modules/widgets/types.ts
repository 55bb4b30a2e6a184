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

/** The online report answers (spec §3, §7): from the contract. */
export type { ReportColumns, ReportDictOption, ReportQueryField } from '@srm/contracts/report';
