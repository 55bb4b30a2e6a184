import {
  codeField,
  decimal,
  dict,
  integer,
  masterEntity,
  nameField,
  ref,
  remarkField,
  sortNoField,
  statusField,
  text,
} from './common';

/**
 * The catalogue. Material categories (物料分类) stay in `sys_category` for now (the 分类字典 tree
 * the material's `categoryId` picks from); their migration to a declared entity is still to do.
 */

/** 品牌: makers of what we buy (resins, chemicals, spare parts). */
export const brand = masterEntity('brand', '品牌', {
  fields: [
    codeField('品牌编码', 20),
    nameField('品牌名称', 100),
    text('englishName', '英文名称', 100),
    text('manufacturer', '生产厂家', 100),
    ref('countryCode', '产地国家', 'md_area', { length: 12 }),
    remarkField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'englishName', 'manufacturer', 'status'],
    sortable: ['code', 'name'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }, { field: 'status' }],
});

/** 采购品类: how purchasing splits its work (a tree), each with its purchasing group. */
export const purchaseCategory = masterEntity('purchaseCategory', '采购品类', {
  kind: 'tree',
  fields: [
    codeField('品类编码', 20),
    nameField('品类名称', 50),
    ref('purchaseGroup', '采购组', 'md_purchase_group'),
    sortNoField,
    remarkField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'purchaseGroup', 'sortNo', 'status'],
    sortable: ['code', 'sortNo'],
    defaultSort: { field: 'sortNo', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }],
});

/** 计量单位. */
export const unit = masterEntity('unit', '计量单位', {
  fields: [
    codeField('单位编码', 10),
    nameField('单位名称', 20),
    text('symbol', '符号', 10),
    dict('unitType', '单位类别', 'unit_type', { required: true }),
    integer('quantityScale', '数量精度', { default: 3 }),
    sortNoField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'symbol', 'unitType', 'quantityScale', 'status'],
    sortable: ['code', 'sortNo'],
    defaultSort: { field: 'sortNo', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }, { field: 'unitType' }],
});

/**
 * 单位换算: 1 fromUnit = factor toUnit; general (吨 -> 千克) or for one material (1 卷 = 18 千克 of
 * one roving).
 */
export const unitConversion = masterEntity('unitConversion', '单位换算', {
  fields: [
    ref('fromUnit', '原单位', 'md_unit', { length: 10, required: true }),
    ref('toUnit', '目标单位', 'md_unit', { length: 10, required: true }),
    decimal('factor', '换算系数', 18, 6, { required: true }),
    ref('materialCode', '物料', 'md_material'),
    remarkField,
  ],
  list: {
    columns: ['fromUnit', 'toUnit', 'factor', 'materialCode', 'remark'],
    sortable: ['fromUnit', 'createTime'],
    defaultSort: { field: 'fromUnit', order: 'asc' },
  },
  query: [{ field: 'fromUnit' }, { field: 'toUnit' }, { field: 'materialCode' }],
});

export const catalogueEntities = [brand, purchaseCategory, unit, unitConversion];
