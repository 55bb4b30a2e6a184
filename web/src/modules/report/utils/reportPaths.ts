/** Online报表 (the definitions list, menu `m-system-report`). */
export const REPORT_LIST_PATH = '/online/cgreport';
/** One report opened as a list (hidden menu `m-system-report-view`); the report is its `code` search parameter. */
export const REPORT_VIEW_PATH = '/online/cgreport/view';

/** The list page of one report (a deep link: it works after a reload and in its own tab). */
export const reportViewPath = (code: string) =>
  `${REPORT_VIEW_PATH}?${new URLSearchParams({ code }).toString()}`;
