import { supplier, type Database } from '@srm/events';
import type { Kysely } from 'kysely';

/** A supplier record as the back office and the supplier itself see it. */
export type SupplierView = supplier.SupplierInfo & {
  id: string;
  status: supplier.SupplierStatus;
  statusText: string;
  /** Once admitted it stays so, even while an alteration is under review. */
  admitted: boolean;
  rejectReason: string | null;
  reviewComment: string | null;
  reviewedAt: string | null;
  submittedAt: string | null;
  createTime: string;
  categoryNames: string[];
  files: { path: string; fileName: string }[];
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The row with its category names and attachment file names (one query each, for one record). */
export async function supplierView(db: Kysely<Database>, row: supplier.SupplierRow): Promise<SupplierView> {
  const info = supplier.supplierInfoOf(row);
  const [categories, files] = await Promise.all([
    info.categoryIds.length === 0
      ? []
      : db.selectFrom('sys_category').select(['id', 'name']).where('id', 'in', info.categoryIds).execute(),
    info.attachments.length === 0
      ? []
      : db
          .selectFrom('sys_file')
          .select(['path', 'file_name'])
          .where('path', 'in', info.attachments)
          .where('tenant_id', '=', row.tenant_id)
          .execute(),
  ]);
  const status = row.status as supplier.SupplierStatus;
  return {
    ...info,
    id: row.id,
    status,
    statusText: supplier.SUPPLIER_STATUS_TEXT[status],
    admitted: row.admitted,
    rejectReason: row.reject_reason,
    reviewComment: row.review_comment,
    reviewedAt: iso(row.reviewed_at),
    submittedAt: iso(row.submitted_at),
    createTime: new Date(row.created_at).toISOString(),
    categoryNames: info.categoryIds.map((id) => categories.find((c) => c.id === id)?.name ?? id),
    files: info.attachments.map((path) => ({
      path,
      fileName: files.find((f) => f.path === path)?.file_name ?? path.split('/').pop() ?? path,
    })),
  };
}
