import {
  codeField,
  date,
  decimal,
  dict,
  masterEntity,
  MOBILE_PATTERN,
  nameField,
  ref,
  remarkField,
  statusField,
  supplierField,
  text,
} from './common';

/** 专家组 (GLOSSARY expertGroup): evaluation experts for tenders ([P7]). */
export const expertGroup = masterEntity('expertGroup', '专家组', {
  fields: [
    codeField('专家组编码', 20),
    nameField('专家组名称', 50),
    dict('specialty', '专业领域', 'expert_field', { required: true }),
    text('leader', '组长', 64, { widget: 'sel_user' }),
    remarkField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'specialty', 'leader', 'status'],
    sortable: ['code'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }, { field: 'specialty' }],
});

/** 专家: internal staff (a user) or an external expert, in one or more fields. */
export const expert = masterEntity('expert', '专家', {
  fields: [
    codeField('专家编号', 20),
    nameField('专家姓名', 30),
    ref('groupCode', '专家组', 'md_expert_group', { length: 20 }),
    dict('expertType', '专家类型', 'expert_type', { required: true, widget: 'radio' }),
    text('userId', '系统用户', 64, { widget: 'sel_user' }),
    dict('specialty', '专业领域', 'expert_field', { length: 100, widget: 'list_multi', required: true }),
    dict('title', '职称', 'expert_title'),
    text('company', '工作单位', 100),
    text('phone', '手机号码', 11, { pattern: MOBILE_PATTERN }),
    text('email', '电子邮箱', 100, {
      pattern: { regex: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: '请输入正确的电子邮箱' },
    }),
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'groupCode', 'expertType', 'specialty', 'title', 'company', 'status'],
    sortable: ['code', 'name'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [
    { field: 'name' },
    { field: 'groupCode' },
    { field: 'expertType' },
    { field: 'specialty' },
    { field: 'status' },
  ],
});

/** 定性指标: criteria of supplier evaluation scored by judgement, with their dimension and full marks. */
export const qualitativeItem = masterEntity('qualitativeItem', '定性指标', {
  fields: [
    codeField('指标编码', 20),
    nameField('指标名称', 100),
    dict('dimension', '评价维度', 'evaluation_dimension', { required: true }),
    decimal('maxScore', '满分', 5, 1, { required: true }),
    text('description', '评分标准', 1000, { widget: 'textarea' }),
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'dimension', 'maxScore', 'status'],
    sortable: ['code', 'maxScore'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [{ field: 'name' }, { field: 'dimension' }],
});

/** 配额 (GLOSSARY quota): a supplier's share of a material's demand over a period; the supplier reads its own. */
export const quota = masterEntity('quota', '配额', {
  ownerField: 'supplierId',
  fields: [
    ref('materialCode', '物料', 'md_material', { required: true }),
    supplierField(),
    decimal('ratio', '配额比例(%)', 5, 2, { required: true }),
    date('effectiveDate', '生效日期', { required: true }),
    date('expiryDate', '失效日期'),
    remarkField,
    statusField,
  ],
  list: {
    columns: ['materialCode', 'supplierId', 'ratio', 'effectiveDate', 'expiryDate', 'status'],
    sortable: ['materialCode', 'ratio', 'effectiveDate'],
    defaultSort: { field: 'materialCode', order: 'asc' },
  },
  query: [{ field: 'materialCode' }, { field: 'supplierId' }, { field: 'effectiveDate', mode: 'group' }],
  sup: { actions: ['list'], columns: ['materialCode', 'ratio', 'effectiveDate', 'expiryDate', 'status'] },
});

/**
 * 样品: a sample the buyer asks a supplier for (a new source, a new material); the supplier fills in
 * the shipment, the quality department the result.
 */
export const sample = masterEntity('sample', '样品', {
  ownerField: 'supplierId',
  fields: [
    codeField('样品单号', 32),
    ref('materialCode', '物料', 'md_material', { required: true }),
    supplierField(),
    text('sampleName', '样品名称', 100, { required: true }),
    text('specModel', '规格型号', 200),
    decimal('quantity', '样品数量', 18, 3, { required: true }),
    ref('unitCode', '单位', 'md_unit', { length: 10, required: true }),
    date('requiredDate', '要求到样日期', { required: true }),
    date('sendDate', '寄样日期'),
    text('trackingNo', '快递单号', 50),
    dict('result', '检验结果', 'sample_result', { required: true, default: 'pending' }),
    text('reportFile', '检验报告', 500, { widget: 'file' }),
    remarkField,
  ],
  list: {
    columns: [
      'code',
      'materialCode',
      'supplierId',
      'sampleName',
      'quantity',
      'unitCode',
      'requiredDate',
      'sendDate',
      'result',
    ],
    sortable: ['code', 'requiredDate', 'createTime'],
    defaultSort: { field: 'createTime', order: 'desc' },
  },
  query: [
    { field: 'code' },
    { field: 'materialCode' },
    { field: 'supplierId' },
    { field: 'result' },
    { field: 'requiredDate', mode: 'group' },
  ],
  sup: {
    actions: ['list', 'edit'],
    columns: [
      'code',
      'materialCode',
      'sampleName',
      'quantity',
      'unitCode',
      'requiredDate',
      'sendDate',
      'trackingNo',
      'result',
    ],
    readOnly: [
      'code',
      'materialCode',
      'sampleName',
      'specModel',
      'quantity',
      'unitCode',
      'requiredDate',
      'result',
      'reportFile',
    ],
  },
});

/**
 * 采购计划 (GLOSSARY purchasePlan): planned demand per material and month, from which requisitions
 * (采购申请) are raised. Its page is 寻源管理's 采购计划 (`/sourcing/purchasePlan`), the generic list.
 */
export const purchasePlan = masterEntity('purchasePlan', '采购计划', {
  buyerBase: '/sourcing/purchasePlan',
  fields: [
    ref('materialCode', '物料', 'md_material', { required: true }),
    text('period', '计划期间', 7, {
      required: true,
      pattern: { regex: '^\\d{4}-(0[1-9]|1[0-2])$', message: '计划期间格式应为 YYYY-MM（如 2027-01）' },
    }),
    decimal('quantity', '计划数量', 18, 3, { required: true }),
    ref('unitCode', '单位', 'md_unit', { length: 10, required: true }),
    date('needDate', '需求日期'),
    decimal('budget', '预算金额', 18, 2),
    ref('currencyCode', '币种', 'md_currency', { length: 3 }),
    remarkField,
  ],
  list: {
    columns: ['materialCode', 'period', 'quantity', 'unitCode', 'needDate', 'budget', 'currencyCode'],
    sortable: ['period', 'materialCode', 'needDate', 'createTime'],
    defaultSort: { field: 'period', order: 'desc' },
  },
  query: [{ field: 'materialCode' }, { field: 'period' }, { field: 'needDate', mode: 'group' }],
});

export const sourcingEntities = [expertGroup, expert, qualitativeItem, quota, sample, purchasePlan];
