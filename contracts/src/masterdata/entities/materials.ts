import {
  codeField,
  date,
  decimal,
  dict,
  integer,
  masterEntity,
  nameField,
  ref,
  remarkField,
  statusField,
  supplierField,
  text,
} from './common';

/**
 * 物料: what we buy, with the glass-fibre attributes a buyer compares offers by (linear density in
 * tex, filament diameter in μm, sizing, package). New codes come from the bill-code rule
 * `material` (WL-YYYY-NNNNNN); the demo catalogue has family codes (RV01.0001).
 */
export const material = masterEntity('material', '物料', {
  fields: [
    codeField('物料编码', 32, { uniqueMessage: '物料编码已存在', billCode: 'material' }),
    nameField('物料名称', 100),
    text('specModel', '规格型号', 200),
    dict('materialType', '物料类型', 'material_type', { required: true }),
    { name: 'categoryId', label: '物料分类', type: 'string', length: 64, widget: 'cat_tree', required: true },
    ref('purchaseCategory', '采购品类', 'md_purchase_category'),
    ref('unitCode', '计量单位', 'md_unit', { length: 10, required: true }),
    ref('brandCode', '品牌', 'md_brand'),
    dict('glassType', '玻璃成分', 'glass_type'),
    decimal('tex', '线密度(tex)', 8, 1),
    decimal('filamentDiameter', '单丝直径(μm)', 5, 1),
    dict('sizingType', '浸润剂类型', 'sizing_type'),
    decimal('chopLength', '短切长度(mm)', 6, 1),
    decimal('arealWeight', '面密度(g/m²)', 8, 1),
    dict('packageType', '包装形式', 'package_type'),
    decimal('packageWeight', '单件净重(kg)', 10, 3),
    ref('taxRateCode', '税率', 'md_tax_rate', { length: 20 }),
    integer('leadTimeDays', '采购周期(天)'),
    decimal('minOrderQty', '最小订货量', 18, 3),
    remarkField,
    statusField,
  ],
  list: {
    columns: [
      'code',
      'name',
      'specModel',
      'materialType',
      'unitCode',
      'glassType',
      'tex',
      'filamentDiameter',
      'sizingType',
      'status',
    ],
    sortable: ['code', 'name', 'tex', 'filamentDiameter', 'createTime', 'updateTime'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [
    { field: 'code' },
    { field: 'name' },
    { field: 'specModel' },
    { field: 'materialType' },
    { field: 'categoryId' },
    { field: 'glassType' },
    { field: 'sizingType' },
    { field: 'tex', mode: 'group' },
    { field: 'status' },
  ],
});

/**
 * 物料价格: a material's price from a supplier in force from its effective date; the rows of one
 * material and supplier by date are its price history (each change is a 调价, GLOSSARY
 * priceAdjustment). Without a supplier the row is the buyer's reference price (参考价). A supplier
 * reads its own prices.
 */
export const materialPrice = masterEntity('materialPrice', '物料价格', {
  ownerField: 'supplierId',
  fields: [
    ref('materialCode', '物料', 'md_material', { required: true }),
    supplierField({ required: false }),
    ref('currencyCode', '币种', 'md_currency', { length: 3, required: true, default: 'CNY' }),
    decimal('price', '含税单价', 18, 4, { required: true }),
    ref('taxRateCode', '税率', 'md_tax_rate', { length: 20, required: true }),
    ref('priceUnit', '计价单位', 'md_unit', { length: 10, required: true }),
    decimal('minQty', '起订量', 18, 3),
    date('effectiveDate', '生效日期', { required: true }),
    date('expiryDate', '失效日期'),
    dict('priceSource', '价格来源', 'price_source', { required: true }),
    text('sourceNo', '来源单号', 32),
    text('adjustReason', '调价原因', 200),
  ],
  list: {
    columns: [
      'materialCode',
      'supplierId',
      'price',
      'currencyCode',
      'taxRateCode',
      'priceUnit',
      'effectiveDate',
      'expiryDate',
      'priceSource',
    ],
    sortable: ['materialCode', 'effectiveDate', 'price', 'createTime'],
    defaultSort: { field: 'effectiveDate', order: 'desc' },
  },
  query: [
    { field: 'materialCode' },
    { field: 'supplierId' },
    { field: 'priceSource' },
    { field: 'effectiveDate', mode: 'group' },
  ],
  sup: {
    actions: ['list', 'export'],
    columns: [
      'materialCode',
      'price',
      'currencyCode',
      'taxRateCode',
      'priceUnit',
      'effectiveDate',
      'expiryDate',
      'priceSource',
    ],
  },
});

export const materialEntities = [material, materialPrice];
