import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Input, Modal, Spin, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import { ApiError } from '../../core';
import { fetchDepartTree } from '../services/widgetsApi';
import type { DepartNode } from '../types';
import { flattenTree, singleCheck, splitValue } from '../utils/selection';
import { SelectedList } from './SelectedList';

export type SelectDepartModalProps = {
  open: boolean;
  title?: string;
  /** Several departments (default) or one: in single mode checking a new node replaces the old. */
  multiple?: boolean;
  /** The comma-joined department ids checked when it opens. */
  value?: string;
  onOk: (value: string, departs: DepartNode[]) => void;
  onCancel: () => void;
};

const toTreeData = (nodes: readonly DepartNode[], keyword: string): TreeDataNode[] =>
  nodes.flatMap((n) => {
    const children = n.children ? toTreeData(n.children, keyword) : [];
    const hit = keyword === '' || n.title.includes(keyword);
    if (!hit && children.length === 0) return [];
    return [{ key: n.key, title: n.title, ...(children.length ? { children } : {}) }];
  });

/**
 * The select-department modal (spec §2, width 500): the tenant's department tree
 * (`queryTreeList`) with checkboxes, single or multiple; confirms with the checked departments.
 */
export function SelectDepartModal({
  open,
  title = '选择部门',
  multiple = true,
  value,
  onOk,
  onCancel,
}: SelectDepartModalProps) {
  const [checked, setChecked] = useState<Key[]>([]);
  const [keyword, setKeyword] = useState('');
  const [generation, setGeneration] = useState(0);
  const tree = useQuery({
    queryKey: ['widgets', 'depart-tree', generation],
    queryFn: fetchDepartTree,
    enabled: open,
  });

  // Every opening reloads the tree and starts from the given value.
  useEffect(() => {
    if (!open) return;
    setGeneration((g) => g + 1);
    setChecked(multiple ? splitValue(value) : splitValue(value).slice(0, 1));
    setKeyword('');
  }, [open]); // only when it opens

  const all = useMemo(() => flattenTree(tree.data ?? []), [tree.data]);
  const treeData = useMemo(() => toTreeData(tree.data ?? [], keyword.trim()), [tree.data, keyword]);
  const chosen = all.filter((d) => checked.map(String).includes(d.key));

  return (
    <Modal
      open={open}
      title={title}
      width={500}
      onCancel={onCancel}
      onOk={() => onOk(chosen.map((d) => d.key).join(','), chosen)}
      destroyOnHidden
    >
      <Input.Search
        placeholder="请输入部门名称"
        allowClear
        style={{ marginBottom: 8 }}
        onSearch={(v) => setKeyword(v)}
      />
      {tree.isError && (
        <Alert
          type="error"
          showIcon
          message={tree.error instanceof ApiError ? tree.error.message : '部门加载失败'}
        />
      )}
      <div style={{ maxHeight: 400, overflow: 'auto' }} data-testid="depart-tree">
        {tree.isLoading ? (
          <Spin />
        ) : treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            checkable
            checkStrictly
            defaultExpandAll
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(next) => {
              const keys = Array.isArray(next) ? next : next.checked;
              setChecked(multiple ? keys : singleCheck(checked, keys));
            }}
          />
        )}
      </div>
      <SelectedList
        items={chosen.map((d) => ({ key: d.key, label: d.title }))}
        onRemove={(key) => setChecked(checked.filter((k) => String(k) !== key))}
      />
    </Modal>
  );
}
