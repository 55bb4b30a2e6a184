import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { api } from '../../core';
import { categoryTree } from '../utils/categoryTree';

export type CategorySelectProps = {
  value?: string[];
  onChange?: (value: string[]) => void;
};

/** 供应品类: the categories a supplier supplies, as a checkable tree (a form control). */
export function CategorySelect({ value, onChange }: CategorySelectProps) {
  const categories = useQuery({
    queryKey: ['supplier', 'categories'],
    queryFn: () => api.get('/auth/register/categories'),
    staleTime: 60_000,
  });
  const tree = useMemo(() => categoryTree(categories.data ?? []), [categories.data]);
  return (
    <TreeSelect
      {...(value !== undefined ? { value } : {})}
      {...(onChange ? { onChange } : {})}
      treeData={tree}
      treeCheckable
      treeDefaultExpandAll
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      placeholder="请选择供应品类"
      loading={categories.isPending}
      listHeight={400}
      data-testid="category-select"
    />
  );
}
