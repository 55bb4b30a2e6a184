import type { UserListRow, UserRow as ContractUserRow } from '@srm/contracts/system';

/** Shapes the widgets read (spec §3 "Department", "User row", "Uploaded file"): the contract's, where an answer. */

/** A department tree node (`queryTreeList`). */
export type { DepartNode } from '@srm/contracts/system';

/** A user of `/sys/user/list` or of `queryUserByDepId` (which names no departments). */
export type UserRow = ContractUserRow & Partial<Pick<UserListRow, 'orgCodeTxt'>>;

/** An uploaded file as the spec's lists hold it. */
export type UploadedFile = { fileName: string; filePath: string; fileSize?: number };

/** The online report answers (spec §3, §7): from the contract. */
export type { ReportColumns, ReportDictOption, ReportQueryField } from '@srm/contracts/report';
