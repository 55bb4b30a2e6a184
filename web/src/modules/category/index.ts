/**
 * The category tree (分类字典, `sys_category`; docs/web-admin.md): the tree table that 系统管理 ->
 * 分类字典 and 主数据 -> 物料分类 both open (material categories are this tree: docs/masterdata.md).
 */
export { CATEGORY_ROOT, CategoryTreeList } from './components/CategoryTreeList';
export type { CategoryTreeListProps } from './components/CategoryTreeList';
