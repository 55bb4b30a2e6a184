import type { CategoryRow } from '@srm/contracts/supplier';

export type CategoryNode = { value: string; title: string; children?: CategoryNode[] };

/** The flat category rows as a TreeSelect tree (roots have pid '0' or a parent that is missing). */
export function categoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const build = (pid: string | null): CategoryNode[] =>
    rows
      .filter((r) => (pid === null ? r.pid === '0' || !ids.has(r.pid) : r.pid === pid))
      .map((r) => {
        const children = build(r.id);
        return { value: r.id, title: r.name, ...(children.length > 0 ? { children } : {}) };
      });
  return build(null);
}
