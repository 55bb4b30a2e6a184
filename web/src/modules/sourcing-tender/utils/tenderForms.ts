/** One row of the expert assignment form: an expert and the bids (suppliers) it evaluates. */
export type AssignmentRow = { expertId?: string | null; supplierIds?: string[] | null };

/**
 * The assignment's body, or what is wrong: every row names an expert and at least one bid, and an
 * expert appears once (its bids are one list).
 */
export function assignmentBody(
  rows: AssignmentRow[],
  expertName: (id: string) => string,
): { assignments: { expertId: string; supplierIds: string[] }[] } | { problem: string } {
  const seen = new Set<string>();
  const assignments: { expertId: string; supplierIds: string[] }[] = [];
  for (const r of rows) {
    if (!r.expertId) return { problem: '请选择评标专家' };
    if (seen.has(r.expertId)) return { problem: `专家「${expertName(r.expertId)}」重复，请合并为一行` };
    seen.add(r.expertId);
    const supplierIds = [...new Set(r.supplierIds ?? [])];
    if (supplierIds.length === 0) return { problem: `请为专家「${expertName(r.expertId)}」选择评审的投标` };
    assignments.push({ expertId: r.expertId, supplierIds });
  }
  if (assignments.length === 0) return { problem: '请选择评标专家' };
  return { assignments };
}

/** A mark as the API takes it (0-100, two decimals), from the form's number. */
export const markText = (v: number | null | undefined): string | null =>
  v === null || v === undefined || Number.isNaN(v) ? null : v.toFixed(2).replace(/\.?0+$/, '');
