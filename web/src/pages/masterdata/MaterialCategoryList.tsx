import { CategoryTreeList, CATEGORY_ROOT } from '../../modules/category';

/**
 * 物料分类 (menu component `masterdata/MaterialCategoryList`): material categories are the 分类字典
 * tree (`sys_category`), which the material's 物料分类 (`categoryId`, cat_tree without a root code)
 * picks from, so the screen is that tree from its root. A migration to a declared tree entity is
 * listed in docs/masterdata.md "What is missing".
 */
export function Component() {
  return <CategoryTreeList title="物料分类" root={CATEGORY_ROOT} />;
}
