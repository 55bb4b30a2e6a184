/**
 * The permission trees of the grant dialogs (role, department, department role): what a check
 * changes, search, expansion. The tree is checked strictly (each node stands for itself, as the
 * server stores grants); "父子关联" makes a check carry its subtree and its ancestors.
 */
export type TreeNodeShape = { key: string; title: string; children?: readonly TreeNodeShape[] | undefined };

/** Every key of the tree, depth first. */
export function treeKeys(nodes: readonly TreeNodeShape[]): string[] {
  return nodes.flatMap((n) => [n.key, ...treeKeys(n.children ?? [])]);
}

/** The keys of the nodes that have children (what 展开所有 opens). */
export function parentKeys(nodes: readonly TreeNodeShape[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...parentKeys(n.children)] : []));
}

/** The keys from the root down to the node (the node last), or [] when it is not in the tree. */
export function pathTo(nodes: readonly TreeNodeShape[], key: string): string[] {
  for (const n of nodes) {
    if (n.key === key) return [n.key];
    const below = pathTo(n.children ?? [], key);
    if (below.length) return [n.key, ...below];
  }
  return [];
}

function findNode(nodes: readonly TreeNodeShape[], key: string): TreeNodeShape | undefined {
  for (const n of nodes) {
    if (n.key === key) return n;
    const below = findNode(n.children ?? [], key);
    if (below) return below;
  }
  return undefined;
}

/**
 * The checked keys after the user checks (`on`) or unchecks a node. Unlinked: only that node.
 * Linked (父子关联): checking takes the node's subtree and its ancestors; unchecking drops the
 * subtree and leaves the ancestors (other children may still need them). Order is kept; no duplicates.
 */
export function toggleChecked(
  nodes: readonly TreeNodeShape[],
  checked: readonly string[],
  key: string,
  on: boolean,
  linked: boolean,
): string[] {
  const node = findNode(nodes, key);
  const subtree = linked && node ? treeKeys([node]) : [key];
  if (on) {
    const ancestors = linked ? pathTo(nodes, key).slice(0, -1) : [];
    const out = [...checked];
    const have = new Set(checked);
    for (const k of [...ancestors, ...subtree]) {
      if (have.has(k)) continue;
      have.add(k);
      out.push(k);
    }
    return out;
  }
  const drop = new Set(subtree);
  return checked.filter((k) => !drop.has(k));
}

/**
 * The nodes whose title contains the keyword, each with its whole subtree (a found menu brings its
 * buttons), under their ancestors. An empty keyword is the whole tree.
 */
export function filterTree<N extends { children?: readonly N[] | undefined }>(
  nodes: readonly N[],
  keyword: string,
  titleOf: (node: N) => string,
): N[] {
  const k = keyword.trim();
  if (k === '') return [...nodes];
  return nodes.flatMap((n) => {
    if (titleOf(n).includes(k)) return [n];
    const children = filterTree(n.children ?? [], k, titleOf);
    return children.length ? [{ ...n, children }] : [];
  });
}

/** Only the keys that are in the tree (a stored grant may name a permission since deleted). */
export function keysInTree(nodes: readonly TreeNodeShape[], keys: readonly string[]): string[] {
  const all = new Set(treeKeys(nodes));
  return keys.filter((k) => all.has(k));
}
