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
  sortNoField,
  statusField,
  text,
} from './common';

/** 银行: the banks suppliers' accounts and our payments go through. */
export const bank = masterEntity('bank', '银行', {
  fields: [
    codeField('银行编码', 20),
    nameField('银行名称', 100),
    text('shortName', '简称', 30),
    dict('bankType', '银行类型', 'bank_type', { required: true }),
    text('swiftCode', 'SWIFT代码', 11, {
      pattern: {
        regex: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$',
        message: 'SWIFT代码应为8或11位大写字母和数字',
      },
    }),
    text('cnapsCode', '联行号', 12, { pattern: { regex: '^\\d{12}$', message: '联行号应为12位数字' } }),
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'shortName', 'bankType', 'swiftCode', 'status'],
    sortable: ['code', 'name'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }, { field: 'bankType' }],
});

/** 币种 (ISO 4217). */
export const currency = masterEntity('currency', '币种', {
  fields: [
    codeField('币种代码', 3, {
      pattern: { regex: '^[A-Z]{3}$', message: '币种代码应为3位大写字母（ISO 4217）' },
    }),
    nameField('币种名称', 30),
    text('symbol', '符号', 5, { required: true }),
    integer('amountScale', '金额精度', { default: 2 }),
    integer('priceScale', '单价精度', { default: 4 }),
    text('isLocal', '本位币', 1, { widget: 'switch', default: 'N' }),
    sortNoField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'symbol', 'amountScale', 'priceScale', 'isLocal', 'status'],
    sortable: ['code', 'sortNo'],
    defaultSort: { field: 'sortNo', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }],
});

/** 汇率: one rate from a currency to another, in force from its effective date. */
export const exchangeRate = masterEntity('exchangeRate', '汇率', {
  fields: [
    ref('fromCurrency', '原币', 'md_currency', { length: 3, required: true }),
    ref('toCurrency', '目标币', 'md_currency', { length: 3, required: true }),
    dict('rateType', '汇率类型', 'exchange_rate_type', { required: true, default: 'spot' }),
    decimal('rate', '汇率', 18, 6, { required: true }),
    date('effectiveDate', '生效日期', { required: true }),
    date('expiryDate', '失效日期'),
    text('source', '来源', 50),
    remarkField,
  ],
  list: {
    columns: ['fromCurrency', 'toCurrency', 'rateType', 'rate', 'effectiveDate', 'expiryDate', 'source'],
    sortable: ['fromCurrency', 'effectiveDate', 'createTime'],
    defaultSort: { field: 'effectiveDate', order: 'desc' },
  },
  query: [
    { field: 'fromCurrency' },
    { field: 'toCurrency' },
    { field: 'rateType' },
    { field: 'effectiveDate', mode: 'group' },
  ],
});

/** 付款条件 (GLOSSARY paymentCondition): the stages of payment as shares of the amount, and the credit days. */
export const paymentCondition = masterEntity('paymentCondition', '付款条件', {
  fields: [
    codeField('付款条件编码', 20),
    nameField('付款条件名称', 100),
    decimal('advanceRatio', '预付款比例(%)', 5, 2, { default: '0' }),
    decimal('deliveryRatio', '到货款比例(%)', 5, 2, { default: '0' }),
    decimal('acceptanceRatio', '验收款比例(%)', 5, 2, { default: '0' }),
    decimal('retentionRatio', '质保金比例(%)', 5, 2, { default: '0' }),
    integer('retentionMonths', '质保期(月)', { default: 0 }),
    integer('creditDays', '账期(天)', { default: 0 }),
    ref('paymentType', '付款方式', 'md_payment_type'),
    text('description', '说明', 500, { widget: 'textarea' }),
    statusField,
  ],
  list: {
    columns: [
      'code',
      'name',
      'advanceRatio',
      'deliveryRatio',
      'acceptanceRatio',
      'retentionRatio',
      'creditDays',
      'status',
    ],
    sortable: ['code', 'creditDays'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }, { field: 'status' }],
});

/** 付款方式: how a payment is made (电汇, 银行承兑汇票...). */
export const paymentType = masterEntity('paymentType', '付款方式', {
  fields: [
    codeField('付款方式编码', 20),
    nameField('付款方式名称', 50),
    text('isBill', '票据支付', 1, { widget: 'switch', default: 'N' }),
    sortNoField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'isBill', 'sortNo', 'status'],
    sortable: ['code', 'sortNo'],
    defaultSort: { field: 'sortNo', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }],
});

/** 税率: Chinese VAT rates (13/9/6/3/0%), as a percentage. */
export const taxRate = masterEntity('taxRate', '税率', {
  fields: [
    codeField('税率编码', 20),
    nameField('税率名称', 50),
    decimal('rate', '税率(%)', 5, 2, { required: true }),
    dict('taxType', '计税方式', 'tax_type', { required: true }),
    text('isDefault', '默认税率', 1, { widget: 'switch', default: 'N' }),
    remarkField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'rate', 'taxType', 'isDefault', 'status'],
    sortable: ['code', 'rate'],
    defaultSort: { field: 'rate', order: 'desc' },
  },
  query: [{ field: 'name' }, { field: 'taxType' }, { field: 'rate', mode: 'group' }],
});

/** 贸易方式: customs trade methods (海关监管方式代码, e.g. 0110 一般贸易). */
export const tradeMethod = masterEntity('tradeMethod', '贸易方式', {
  fields: [
    codeField('贸易方式编码', 10),
    nameField('贸易方式名称', 50),
    text('customsCode', '海关监管方式代码', 4, {
      pattern: { regex: '^\\d{4}$', message: '海关监管方式代码应为4位数字' },
    }),
    text('isImport', '进口', 1, { widget: 'switch', default: 'N' }),
    remarkField,
    statusField,
  ],
  list: {
    columns: ['code', 'name', 'customsCode', 'isImport', 'status'],
    sortable: ['code'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  query: [{ field: 'code' }, { field: 'name' }],
});

export const moneyEntities = [
  bank,
  currency,
  exchangeRate,
  paymentType,
  paymentCondition,
  taxRate,
  tradeMethod,
];
