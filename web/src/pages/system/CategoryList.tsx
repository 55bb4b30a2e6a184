import { CategoryTreeList } from '../../modules/category';

/** 分类字典 (menu component `system/CategoryList`): the whole category tree. */
export function Component() {
  return <CategoryTreeList title="分类字典" />;
}
