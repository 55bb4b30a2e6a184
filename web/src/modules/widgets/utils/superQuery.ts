/**
 * The super query of the generic list contract (spec §7): `superQueryParams` is the URL-encoded JSON
 * of `[{ field, rule, val }]`, `superQueryMatchType` 'and' (every condition) or 'or' (any).
 */
export type SuperQueryRule =
  'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'like' | 'left_like' | 'right_like';
export type SuperQueryMatchType = 'and' | 'or';
export type SuperQueryCondition = { field: string; rule: SuperQueryRule; val: string };

/** The rules the server knows, with the builder's labels. */
export const SUPER_QUERY_RULES: readonly { value: SuperQueryRule; label: string }[] = [
  { value: 'eq', label: '等于' },
  { value: 'ne', label: '不等于' },
  { value: 'like', label: '包含' },
  { value: 'right_like', label: '以..开始' },
  { value: 'left_like', label: '以..结尾' },
  { value: 'in', label: '在...中（逗号分隔）' },
  { value: 'gt', label: '大于' },
  { value: 'ge', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'le', label: '小于等于' },
];

export const SUPER_QUERY_MATCH_TYPES: readonly { value: SuperQueryMatchType; label: string }[] = [
  { value: 'and', label: 'AND（所有条件都要求匹配）' },
  { value: 'or', label: 'OR（条件中的任意一个匹配）' },
];

/** A builder row still being edited: any part may be missing. */
export type SuperQueryDraft = {
  field?: string | undefined;
  rule?: SuperQueryRule | undefined;
  val?: string | undefined;
};

/** The rows that are complete (field, rule and a non-blank value), values trimmed. */
export function completeConditions(rows: readonly SuperQueryDraft[]): SuperQueryCondition[] {
  const out: SuperQueryCondition[] = [];
  for (const r of rows) {
    const val = r.val?.trim() ?? '';
    if (r.field && r.rule && val !== '') out.push({ field: r.field, rule: r.rule, val });
  }
  return out;
}

/** The query parameters of a super query; none when no row is complete. */
export function superQueryParams(
  conditions: readonly SuperQueryDraft[],
  matchType: SuperQueryMatchType = 'and',
): { superQueryParams?: string; superQueryMatchType?: SuperQueryMatchType } {
  const complete = completeConditions(conditions);
  if (complete.length === 0) return {};
  return {
    superQueryParams: encodeURIComponent(JSON.stringify(complete)),
    superQueryMatchType: matchType,
  };
}
