import { Button, Checkbox, Empty, Flex, Input, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState, type Key } from 'react';
import type { PermissionTreeNode } from '../types';
import { filterTree, parentKeys, toggleChecked, treeKeys } from '../utils/permissionTree';

export type PermissionTreeEditorProps = {
  treeData: readonly PermissionTreeNode[];
  checked: readonly string[];
  onChange: (checked: string[]) => void;
  /** Read-only: the grant is shown, not changed. */
  disabled?: boolean;
  /** Height of the (virtual) tree. */
  height?: number;
};

const toTreeData = (nodes: readonly PermissionTreeNode[]): TreeDataNode[] =>
  nodes.map((n) => ({
    key: n.key,
    title: n.title,
    ...(n.children?.length ? { children: toTreeData(n.children) } : {}),
  }));

/**
 * A permission tree to grant from: each node checked for itself (the stored grant), or with
 * 父子关联 a check carries its subtree and ancestors; 全部勾选 / 取消全选, 展开所有 / 合并所有 and a
 * search by name (a found menu shows with its buttons).
 */
export function PermissionTreeEditor({
  treeData,
  checked,
  onChange,
  disabled = false,
  height = 480,
}: PermissionTreeEditorProps) {
  const [linked, setLinked] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<Key[]>(() => treeData.map((n) => n.key));
  const shown = useMemo(() => filterTree(treeData, keyword, (n) => n.title), [treeData, keyword]);
  const data = useMemo(() => toTreeData(shown), [shown]);

  return (
    <div data-testid="permission-tree">
      <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
        <Input.Search
          placeholder="搜索菜单名称"
          allowClear
          style={{ width: 220 }}
          onSearch={(v) => {
            setKeyword(v);
            setExpanded(
              v.trim() ? parentKeys(filterTree(treeData, v, (n) => n.title)) : treeData.map((n) => n.key),
            );
          }}
        />
        <Checkbox checked={linked} disabled={disabled} onChange={(e) => setLinked(e.target.checked)}>
          父子关联
        </Checkbox>
        <Button size="small" disabled={disabled} onClick={() => onChange(treeKeys(treeData))}>
          全部勾选
        </Button>
        <Button size="small" disabled={disabled} onClick={() => onChange([])}>
          取消全选
        </Button>
        <Button size="small" onClick={() => setExpanded(parentKeys(treeData))}>
          展开所有
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          合并所有
        </Button>
      </Flex>
      {data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          disabled={disabled}
          height={height}
          treeData={data}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys)}
          checkedKeys={{ checked: [...checked], halfChecked: [] }}
          onCheck={(_, info) =>
            onChange(toggleChecked(treeData, checked, String(info.node.key), info.checked, linked))
          }
        />
      )}
    </div>
  );
}
