/** Spec §9 "Paging": sizes, the total text, and §4 "page recomputed after deletion". */

export type Paging = { defaultPageSize: number; pageSizeOptions: string[] };

/** A list page: 10 of 10/20/30; in fullscreen 20 of 20/40/60. */
export const pagingFor = (fullscreen: boolean): Paging =>
  fullscreen
    ? { defaultPageSize: 20, pageSizeOptions: ['20', '40', '60'] }
    : { defaultPageSize: 10, pageSizeOptions: ['10', '20', '30'] };

/** The business-component selection table: 5 of 5/10/20/30. */
export const BUSINESS_PAGING: Paging = { defaultPageSize: 5, pageSizeOptions: ['5', '10', '20', '30'] };

/** The total text: 'a-b 共N条'. */
export const showTotal = (range: readonly [number, number], total: number, estimated = false): string =>
  `${range[0]}-${range[1]} 共${estimated ? '约' : ''}${total}条`;

/**
 * The page to show after `deleted` rows of `total` were removed while on `pageNo`: at least 1 and
 * not beyond the last page that still has rows.
 */
export function pageAfterDelete(total: number, deleted: number, pageNo: number, pageSize: number): number {
  const size = Math.max(1, Math.floor(pageSize));
  const remaining = Math.max(0, total - Math.max(0, deleted));
  const lastPage = Math.max(1, Math.ceil(remaining / size));
  return Math.min(Math.max(1, Math.floor(pageNo)), lastPage);
}
