import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Spin } from 'antd';
import { errorText } from '../services/accessApi';
import type { PermissionTreeAnswer } from '../types';
import { keysInTree } from '../utils/permissionTree';
import { PermissionGrantForm, type PermissionGrantFormProps } from './PermissionGrantForm';

export type PermissionGrantPanelProps = Pick<
  PermissionGrantFormProps,
  'save' | 'canSave' | 'onSaved' | 'onCancel' | 'height'
> & {
  /** Whose grant (a cache key, e.g. `['role', id]`): each subject loads its own. */
  subject: readonly string[];
  loadTree: () => Promise<PermissionTreeAnswer>;
  loadGranted: () => Promise<string[]>;
  /** Shown instead of an empty tree (e.g. a department granted nothing yet). */
  emptyText?: string;
};

/** Loads the tree and the subject's grant, then edits it (PermissionGrantForm). */
export function PermissionGrantPanel({
  subject,
  loadTree,
  loadGranted,
  emptyText,
  ...form
}: PermissionGrantPanelProps) {
  const query = useQuery({
    queryKey: ['access', 'grant', ...subject],
    queryFn: async () => {
      const [tree, granted] = await Promise.all([loadTree(), loadGranted()]);
      return { tree: tree.treeList, granted: keysInTree(tree.treeList, granted) };
    },
    gcTime: 0,
    staleTime: 0,
  });

  if (query.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (query.isError) return <Alert type="error" showIcon message={errorText(query.error, '权限加载失败')} />;
  if (query.data.tree.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? '暂无数据'} />;
  return (
    <PermissionGrantForm
      key={query.dataUpdatedAt}
      treeData={query.data.tree}
      granted={query.data.granted}
      {...form}
    />
  );
}
