/**
 * The department form (docs/system-admin.md "departments"): categories, finding a node and its
 * path in the tree, and the request body.
 */
export const ORG_CATEGORY_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '1', label: '公司' },
  { value: '2', label: '部门' },
  { value: '3', label: '岗位' },
];

type Node = { key: string; title: string; children?: readonly Node[] | undefined };

/** The node with this key, depth first. */
export function findNode<N extends { key: string; children?: readonly N[] | undefined }>(
  nodes: readonly N[],
  key: string,
): N | undefined {
  for (const n of nodes) {
    if (n.key === key) return n;
    const below = findNode(n.children ?? [], key);
    if (below) return below;
  }
  return undefined;
}

/** The titles from the root down to the node (`华东玻纤集团 / 采购中心 / 原材料采购部`). */
export function titlePath(nodes: readonly Node[], key: string): string[] {
  for (const n of nodes) {
    if (n.key === key) return [n.title];
    const below = titlePath(n.children ?? [], key);
    if (below.length) return [n.title, ...below];
  }
  return [];
}

export type DepartFormValues = {
  departName: string;
  orgCategory: string;
  departOrder: number | null;
  mobile?: string | null;
  address?: string | null;
  description?: string | null;
};

const text = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/** The body of add (`parentId`, null for a top-level department) or edit (`id`). */
export function departPayload(
  v: DepartFormValues,
  target: { kind: 'add'; parentId: string | null } | { kind: 'edit'; id: string },
): Record<string, unknown> {
  return {
    ...(target.kind === 'add' ? { parentId: target.parentId } : { id: target.id }),
    departName: v.departName.trim(),
    orgCategory: ORG_CATEGORY_OPTIONS.some((o) => o.value === v.orgCategory) ? v.orgCategory : '2',
    departOrder: v.departOrder ?? 0,
    mobile: text(v.mobile),
    address: text(v.address),
    description: text(v.description),
  };
}
